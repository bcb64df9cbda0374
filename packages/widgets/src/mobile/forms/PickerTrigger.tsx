// The field of a bottom-picker item (select, cascader, date): the chosen text or the
// placeholder and an arrow; a tap, Enter or Space opens the picker.
import { RightOutline } from 'antd-mobile-icons';

/** Props of {@link PickerTrigger}. */
export interface PickerTriggerProps {
  label: string;
  /** The chosen value as text; '' shows the placeholder. */
  text: string;
  placeholder: string;
  error: boolean;
  onOpen(): void;
}

/** A button-like row showing the choice; `aria-haspopup="dialog"` (the picker). */
export function PickerTrigger({ label, text, placeholder, error, onOpen }: PickerTriggerProps) {
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-haspopup="dialog"
      aria-invalid={error}
      data-testid="form-picker"
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        minHeight: 24,
        cursor: 'pointer',
        color: text ? 'var(--adm-color-text)' : 'var(--adm-color-light)',
        fontSize: 'var(--adm-font-size-9, 15px)',
      }}
    >
      <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {text || placeholder}
      </span>
      <RightOutline aria-hidden style={{ color: 'var(--adm-color-light)', flexShrink: 0 }} />
    </div>
  );
}
