import { IconButton, InputAdornment, TextField } from '@mui/material';
import {
  numberBounds,
  numberFromText,
  roundToDecimals,
  stepNumber,
  textOf,
} from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';
import { AddIcon, RemoveIcon } from './formIcons.js';

/**
 * An `input-number` item: min, max, decimals, and the step of spec 1 §5 (step / 10^decimals)
 * for the arrow keys and the −/+ buttons. Checks on blur, after rounding to the decimals.
 */
export function NumberItem({ binding }: { binding: FormItemBinding }) {
  const { model, error } = binding;
  const stepBy = (direction: 1 | -1) =>
    binding.onChange(stepNumber(binding.value, direction, model));
  const bounds = numberBounds(model);
  return (
    <TextField
      fullWidth
      size="small"
      type="number"
      placeholder={model.placeholder}
      value={textOf(binding.value)}
      error={Boolean(error)}
      sx={{
        '& input[type=number]': { MozAppearance: 'textfield', textAlign: 'center' },
        '& input::-webkit-outer-spin-button, & input::-webkit-inner-spin-button': {
          WebkitAppearance: 'none',
          margin: 0,
        },
      }}
      onChange={(event) => binding.onChange(numberFromText(event.target.value))}
      onBlur={() => {
        const rounded = roundToDecimals(binding.value, model.decimals);
        if (rounded !== binding.value) binding.onChange(rounded);
        binding.onBlur();
      }}
      slotProps={{
        htmlInput: {
          step: model.step,
          min: bounds.min,
          max: bounds.max,
          inputMode: 'decimal',
          'aria-label': model.label,
          'aria-invalid': Boolean(error),
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <IconButton size="small" aria-label="减少" onClick={() => stepBy(-1)} edge="start">
                <RemoveIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              {model.prepend ? <span style={{ marginRight: 4 }}>{model.prepend}</span> : null}
              <IconButton size="small" aria-label="增加" onClick={() => stepBy(1)} edge="end">
                <AddIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
