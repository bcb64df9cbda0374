import type { ReactNode } from 'react';
import {
  Box,
  FormControl,
  FormHelperText,
  FormLabel,
  MenuItem,
  Rating,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { fileLink } from '@tessera/api';
import { useSettings } from '@tessera/react';
import { DATE_ITEM_PICKERS } from '@tessera/validation';
import { fieldValueText } from '../../approval/approvalFields.js';
import { APPROVAL_TEXTS } from '../../approval/approvalTexts.js';
import type { ApprovalFieldBinding } from '../../react/useApprovalForm.js';
import { DatePickerField } from '@tessera/widgets/pc';

/** A typed number as the form keeps it: empty `null`, a number, or the text (to be reported). */
function numberValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value as number);
}

/** Image fields show their pictures. */
function Images({ value }: { value: unknown }) {
  const settings = useSettings();
  const ids = (Array.isArray(value) ? value : []).map(String);
  if (ids.length === 0) return <>—</>;
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {ids.map((id) => (
        <Box
          key={id}
          component="img"
          src={id.includes('/') ? id : fileLink(settings, id)}
          alt=""
          sx={{
            width: 72,
            height: 72,
            objectFit: 'cover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ))}
    </Stack>
  );
}

/** A read-only field: label and value on one row (the submitted form). */
export function ApprovalFieldValue({ binding }: { binding: ApprovalFieldBinding }) {
  const { model, value } = binding;
  return (
    <Box
      data-testid="approval-value"
      data-field={model.name}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
        gap: { xs: 0.5, sm: 2 },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {model.label}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {model.kind === 'image' ? <Images value={value} /> : fieldValueText(model, value) || '—'}
      </Typography>
    </Box>
  );
}

/**
 * One editable form field of the Pc approval and form pages, drawn by its kind with the MUI
 * control of that kind, and the check's message (spec 2 §5, verbatim) under it. Checks run on
 * blur (on change for dates, images and ratings) through the binding.
 */
export function ApprovalField({ binding }: { binding: ApprovalFieldBinding }) {
  const { model, value, error } = binding;
  const placeholder = model.placeholder || APPROVAL_TEXTS.inputPlaceholder;
  const common = {
    label: model.label,
    required: model.required,
    error: Boolean(error),
    helperText: error ?? ' ',
    fullWidth: true,
    size: 'small' as const,
    onBlur: binding.onBlur,
  };
  const wrap = (control: ReactNode) => (
    <Box data-testid="approval-field" data-field={model.name}>
      {control}
    </Box>
  );
  switch (model.kind) {
    case 'textarea':
      return wrap(
        <TextField
          {...common}
          multiline
          minRows={3}
          placeholder={placeholder}
          value={textOf(value)}
          onChange={(event) => binding.onChange(event.target.value)}
          slotProps={{ htmlInput: { maxLength: model.maxLength } }}
        />,
      );
    case 'number':
      return wrap(
        <TextField
          {...common}
          type="number"
          placeholder={placeholder}
          value={textOf(value)}
          onChange={(event) => binding.onChange(numberValue(event.target.value))}
          slotProps={{ htmlInput: { step: model.step, min: model.min, max: model.max } }}
        />,
      );
    case 'select':
      return wrap(
        <TextField
          {...common}
          select
          value={textOf(value)}
          onChange={(event) => binding.onChange(event.target.value)}
          slotProps={{
            select: { onClose: () => setTimeout(binding.onBlur, 0) },
          }}
        >
          {model.choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>,
      );
    case 'date':
      // The widget kit's picker (as the form widget's date items), not the browser's input.
      return wrap(
        <DatePickerField
          value={value}
          onChange={binding.onChange}
          pickerType={DATE_ITEM_PICKERS[model.dateType]}
          label={model.label}
          ariaLabel={model.label}
          required={model.required}
          placeholder={model.placeholder || APPROVAL_TEXTS.datePlaceholder}
          error={Boolean(error)}
          helperText={error ?? ' '}
        />,
      );
    case 'rating':
      return wrap(
        <FormControl error={Boolean(error)} required={model.required}>
          <FormLabel sx={{ fontSize: 14 }}>{model.label}</FormLabel>
          <Rating
            max={model.count}
            value={typeof value === 'number' ? value : null}
            onChange={(_event, rating) => binding.onChange(rating)}
          />
          <FormHelperText>{error ?? ' '}</FormHelperText>
        </FormControl>,
      );
    case 'image':
      return wrap(
        <FormControl error={Boolean(error)} required={model.required} fullWidth>
          <FormLabel sx={{ fontSize: 14, mb: 1 }}>{model.label}</FormLabel>
          <Images value={value} />
          <FormHelperText>{error ?? ' '}</FormHelperText>
        </FormControl>,
      );
    default:
      return wrap(
        <TextField
          {...common}
          placeholder={placeholder}
          value={textOf(value)}
          onChange={(event) => binding.onChange(event.target.value)}
          slotProps={{ htmlInput: { maxLength: model.maxLength } }}
        />,
      );
  }
}
