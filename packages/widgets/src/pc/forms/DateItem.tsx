import { useState } from 'react';
import { IconButton, InputAdornment, Popover, TextField } from '@mui/material';
import { readDateTime } from '@tessera/protocol/dates';
import { format } from 'date-fns';
import { PICKER_FORMATS, toPickerText } from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';
import { DatePickerPanel } from './DatePickerPanel.js';
import { CalendarIcon } from './formIcons.js';

/**
 * A `date` item (spec 1 §2: item types date, month, minute, second; picker types ymdhms … y;
 * optional ranges): a read-only field that opens {@link DatePickerPanel}. The value is the
 * picker's local text (`yyyy-MM-dd …`); the submit turns it into ISO (spec 1 §5). Checks on change.
 */
export function DateItem({ binding }: { binding: FormItemBinding }) {
  const { model, error } = binding;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [now, setNow] = useState(() => new Date());
  const text = toPickerText(binding.value, model.pickerType);
  const open = (element: HTMLElement) => {
    setNow(new Date());
    setAnchor(element);
  };
  return (
    <>
      <TextField
        fullWidth
        size="small"
        placeholder={model.placeholder}
        value={text}
        error={Boolean(error)}
        onClick={(event) => open(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            open(event.currentTarget);
          }
        }}
        slotProps={{
          htmlInput: {
            readOnly: true,
            'aria-label': model.label,
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
        slotProps={{ paper: { role: 'dialog', 'aria-label': model.label } as object }}
      >
        <DatePickerPanel
          pickerType={model.pickerType}
          ranges={model.ranges}
          initial={readDateTime(binding.value)}
          now={now}
          onConfirm={(date) => {
            binding.onChange(format(date, PICKER_FORMATS[model.pickerType]));
            setAnchor(null);
          }}
          onClear={() => {
            binding.onChange('');
            setAnchor(null);
          }}
          onCancel={() => setAnchor(null)}
        />
      </Popover>
    </>
  );
}
