// An `input-number` item, mobile flavour: antd-mobile Stepper with the item's min, max, decimals
// and the step of spec 1 §5 (step / 10^decimals) from the shared model; checks on blur.
import { Stepper } from 'antd-mobile';
import { numberBounds, roundToDecimals } from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';

/** − / + buttons around the number; an empty field stays empty (`null`). */
export function MobileNumberItem({ binding }: { binding: FormItemBinding }) {
  const { model, error } = binding;
  const bounds = numberBounds(model);
  const value = typeof binding.value === 'number' ? binding.value : null;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Stepper
        allowEmpty
        aria-label={model.label}
        aria-invalid={Boolean(error)}
        value={value}
        step={model.step}
        digits={model.decimals}
        {...bounds}
        onChange={(next) => binding.onChange(roundToDecimals(next, model.decimals))}
        onBlur={binding.onBlur}
        style={{ '--input-width': '88px', '--height': '32px' }}
      />
      {model.prepend ? (
        <span style={{ color: 'var(--adm-color-weak)' }}>{model.prepend}</span>
      ) : null}
    </div>
  );
}
