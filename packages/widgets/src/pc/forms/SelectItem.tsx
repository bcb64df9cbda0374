import { MenuItem, TextField, Typography } from '@mui/material';
import { selectedValue, toSelectValue } from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';

/**
 * A `select` item: the MUI dropdown on desktop (spec 1 §2) over the options list (label/value);
 * checks on change (spec 1 §5). An OptionSet field keeps a one-entry list.
 */
export function SelectItem({ binding }: { binding: FormItemBinding }) {
  const { model, error } = binding;
  const chosen = selectedValue(binding.value);
  return (
    <TextField
      select
      fullWidth
      size="small"
      value={model.choices.some((choice) => choice.value === chosen) ? chosen : ''}
      error={Boolean(error)}
      onChange={(event) => binding.onChange(toSelectValue(event.target.value, binding.value))}
      slotProps={{
        select: {
          displayEmpty: true,
          inputProps: { 'aria-label': model.label },
          renderValue: (selected) => {
            const label = model.choices.find((choice) => choice.value === selected)?.label;
            return (
              label ?? (
                <Typography component="span" sx={{ color: 'text.disabled' }}>
                  {model.placeholder}
                </Typography>
              )
            );
          },
        },
      }}
    >
      {model.choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
