import { useState, type ReactNode } from 'react';
import { IconButton, InputAdornment, Popover, TextField } from '@mui/material';
import { readDateTime } from '@tessera/protocol/dates';
import type { DatePickerType, DateRangeGroup } from '@tessera/validation';
import { format } from 'date-fns';
import { PICKER_FORMATS, toPickerText } from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';
import { DatePickerPanel } from './DatePickerPanel.js';
import { CalendarIcon } from './formIcons.js';

/** Props of {@link DatePickerField}. */
export interface DatePickerFieldProps {
  /** The value: the picker's local text (`yyyy-MM-dd …`), or anything `readDateTime` reads. */
  value: unknown;
  /** The chosen date as the picker's local text of `pickerType`; `''` when cleared. */
  onChange(text: string): void;
  pickerType: DatePickerType;
  ranges?: readonly DateRangeGroup[];
  /** The field's name for assistive technology (the input and the picker's dialog). */
  ariaLabel: string;
  placeholder?: string;
  error?: boolean;
  /** A visible label on the outline (the approval pages), with its required mark. */
  label?: ReactNode;
  required?: boolean;
  helperText?: ReactNode;
}

const NO_RANGES: readonly DateRangeGroup[] = [];

/**
 * The desktop date field of the widget kit (spec 1 §2 date items; the approval pages' date
 * fields): a read-only text field that opens {@link DatePickerPanel} in a popover (click, Enter,
 * Space or ArrowDown) and shows the chosen date as the picker's text.
 */
export function DatePickerField(props: DatePickerFieldProps) {
  const { pickerType, ranges = NO_RANGES } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [now, setNow] = useState(() => new Date());
  const text = toPickerText(props.value, pickerType);
  const open = (element: HTMLElement) => {
    setNow(new Date());
    setAnchor(element);
  };
  return (
    <>
      <TextField
        fullWidth
        size="small"
        label={props.label}
        required={props.required}
        helperText={props.helperText}
        placeholder={props.placeholder}
        value={text}
        error={props.error}
        onClick={(event) => open(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            open(event.currentTarget);
          }
        }}
        slotProps={{
          ...(props.label !== undefined ? { inputLabel: { shrink: true } } : {}),
          htmlInput: {
            readOnly: true,
            'aria-label': props.ariaLabel,
            'aria-haspopup': 'dialog',
            style: { cursor: 'pointer' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" tabIndex={-1} aria-hidden>
                  <CalendarIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': props.ariaLabel } as object }}
      >
        <DatePickerPanel
          pickerType={pickerType}
          ranges={ranges}
          initial={readDateTime(props.value)}
          now={now}
          onConfirm={(date) => {
            props.onChange(format(date, PICKER_FORMATS[pickerType]));
            setAnchor(null);
          }}
          onClear={() => {
            props.onChange('');
            setAnchor(null);
          }}
          onCancel={() => setAnchor(null)}
        />
      </Popover>
    </>
  );
}

/**
 * A `date` item (spec 1 §2: item types date, month, minute, second; picker types ymdhms … y;
 * optional ranges): a {@link DatePickerField}. The value is the picker's local text
 * (`yyyy-MM-dd …`); the submit turns it into ISO (spec 1 §5). Checks on change.
 */
export function DateItem({ binding }: { binding: FormItemBinding }) {
  const { model, error } = binding;
  return (
    <DatePickerField
      value={binding.value}
      onChange={binding.onChange}
      pickerType={model.pickerType}
      ranges={model.ranges}
      ariaLabel={model.label}
      placeholder={model.placeholder}
      error={Boolean(error)}
    />
  );
}
