// A `date` item, mobile flavour (spec 1 §2 item types date, month, minute, second; picker types
// ymdhms … y; optional ranges marked 可用/不可用; §5 "confirmable only if the chosen date satisfies
// optional ranges"): a bottom sheet with antd-mobile's wheel (DatePickerView) over the shared
// picker model.
import { useState } from 'react';
import { DatePickerView, Popup } from 'antd-mobile';
import { readDateTime } from '@tessera/protocol/dates';
import type { DatePickerType, DateRangeGroup } from '@tessera/validation';
import { format } from 'date-fns';
import {
  canConfirm,
  pickerBounds,
  pickerPrecision,
  rangeMark,
} from '../../forms/datePickerModel.js';
import { FORM_TEXTS } from '../../forms/formTexts.js';
import { PICKER_FORMATS, toPickerText } from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';
import { PickerTrigger } from './PickerTrigger.js';

/** Props of {@link MobileDatePicker}. */
export interface MobileDatePickerProps {
  visible: boolean;
  title: string;
  pickerType: DatePickerType;
  ranges: readonly DateRangeGroup[];
  /** The value being edited (null: nothing chosen yet; the wheel starts at `now`). */
  initial: Date | null;
  now: Date;
  onConfirm(date: Date): void;
  onClear(): void;
  onClose(): void;
}

const barButton = {
  border: 'none',
  background: 'none',
  fontSize: 15,
  padding: '4px 8px',
  cursor: 'pointer',
} as const;

/**
 * The bottom sheet: 取消 · title · 确定 (disabled while the wheel's date is outside the ranges),
 * the wheel at the picker type's precision within spec 1 §9's year span, the 可用/不可用 mark of
 * the wheel's date when the item has ranges, and 清空.
 */
export function MobileDatePicker(props: MobileDatePickerProps) {
  const { pickerType, ranges, now } = props;
  const bounds = pickerBounds(now);
  const [chosen, setChosen] = useState<Date>(props.initial ?? now);
  const mark = rangeMark(chosen, ranges, pickerType, now);
  const confirmable = canConfirm(chosen, ranges, pickerType, now);
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      <div role="dialog" aria-label={props.title} data-testid="date-picker">
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            height: 48,
            padding: '0 8px',
            borderBottom: '1px solid var(--adm-color-border)',
          }}
        >
          <button
            type="button"
            style={{ ...barButton, color: 'var(--adm-color-weak)' }}
            onClick={props.onClose}
          >
            {FORM_TEXTS.cancel}
          </button>
          <span style={{ fontSize: 16, fontWeight: 500 }}>{props.title}</span>
          <button
            type="button"
            disabled={!confirmable}
            style={{
              ...barButton,
              color: confirmable ? 'var(--adm-color-primary)' : 'var(--adm-color-light)',
              cursor: confirmable ? 'pointer' : 'not-allowed',
            }}
            onClick={() => props.onConfirm(chosen)}
          >
            {FORM_TEXTS.confirm}
          </button>
        </div>
        {mark ? (
          <div
            data-testid="date-picker-chosen"
            data-available={mark === 'available'}
            style={{
              textAlign: 'center',
              padding: '8px 0 0',
              fontSize: 13,
              color: mark === 'available' ? 'var(--adm-color-success)' : 'var(--adm-color-danger)',
            }}
          >
            {format(chosen, PICKER_FORMATS[pickerType])}{' '}
            {mark === 'available' ? FORM_TEXTS.available : FORM_TEXTS.unavailable}
          </div>
        ) : null}
        <DatePickerView
          value={chosen}
          onChange={setChosen}
          precision={pickerPrecision(pickerType)}
          min={bounds.min}
          max={bounds.max}
          style={{ '--height': '220px', '--item-height': '36px' }}
        />
        <div style={{ padding: '4px 16px 16px', textAlign: 'center' }}>
          <button
            type="button"
            style={{ ...barButton, color: 'var(--adm-color-weak)', fontSize: 14 }}
            onClick={props.onClear}
          >
            {FORM_TEXTS.clear}
          </button>
        </div>
      </div>
    </Popup>
  );
}

/**
 * A `date` item: the chosen date as the picker's text opening {@link MobileDatePicker}. The
 * value is the picker's local text (`yyyy-MM-dd …`); the submit turns it into ISO (spec 1 §5).
 * Checks on change.
 */
export function MobileDateItem({ binding }: { binding: FormItemBinding }) {
  const { model } = binding;
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => new Date());
  // Each opening starts the wheel afresh at the value (or now).
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <PickerTrigger
        label={model.label}
        text={toPickerText(binding.value, model.pickerType)}
        placeholder={model.placeholder}
        error={Boolean(binding.error)}
        onOpen={() => {
          setNow(new Date());
          setOpenings((n) => n + 1);
          setOpen(true);
        }}
      />
      <MobileDatePicker
        key={openings}
        visible={open}
        title={model.label}
        pickerType={model.pickerType}
        ranges={model.ranges}
        initial={readDateTime(binding.value)}
        now={now}
        onConfirm={(date) => {
          binding.onChange(format(date, PICKER_FORMATS[model.pickerType]));
          setOpen(false);
        }}
        onClear={() => {
          binding.onChange('');
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
