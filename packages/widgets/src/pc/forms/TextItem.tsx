import { Box, InputAdornment, TextField } from '@mui/material';
import { textOf, wordCounter } from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';

/**
 * `input` and `textarea` items (spec 1 §3 options placeholder, maxLength, minLength,
 * showWordLimit, prepend): checks on blur (spec 1 §5). The word counter shows `n/max`.
 */
export function TextItem({ binding }: { binding: FormItemBinding }) {
  const { model, error } = binding;
  const text = textOf(binding.value);
  const multiline = model.kind === 'textarea';
  const counter = wordCounter(model, text);
  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        fullWidth
        size="small"
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        maxRows={multiline ? 8 : undefined}
        placeholder={model.placeholder}
        value={text}
        error={Boolean(error)}
        onChange={(event) => binding.onChange(event.target.value)}
        onBlur={binding.onBlur}
        slotProps={{
          htmlInput: {
            maxLength: model.maxLength,
            'aria-label': model.label,
            'aria-invalid': Boolean(error),
          },
          input: {
            startAdornment: model.prepend ? (
              <InputAdornment position="start">{model.prepend}</InputAdornment>
            ) : undefined,
            endAdornment:
              counter && !multiline ? (
                <InputAdornment position="end" data-testid="form-word-limit">
                  {counter}
                </InputAdornment>
              ) : undefined,
          },
        }}
      />
      {counter && multiline ? (
        <Box
          data-testid="form-word-limit"
          sx={{
            position: 'absolute',
            right: 10,
            bottom: 4,
            fontSize: 12,
            color: 'text.secondary',
            pointerEvents: 'none',
            bgcolor: 'background.paper',
            px: 0.5,
          }}
        >
          {counter}
        </Box>
      ) : null}
    </Box>
  );
}
