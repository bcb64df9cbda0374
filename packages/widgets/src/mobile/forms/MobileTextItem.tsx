// `input` and `textarea` items, mobile flavour (spec 1 §3 options placeholder, maxLength,
// minLength, showWordLimit, prepend): antd-mobile Input / TextArea, checks on blur (spec 1 §5).
import { Input, TextArea } from 'antd-mobile';
import { textOf, wordCounter } from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';

/** An input (one line) or a textarea (several lines, the counter at the bottom right). */
export function MobileTextItem({ binding }: { binding: FormItemBinding }) {
  const { model, error } = binding;
  const text = textOf(binding.value);
  const counter = wordCounter(model, text);
  if (model.kind === 'textarea') {
    return (
      <div style={{ position: 'relative' }}>
        <TextArea
          aria-label={model.label}
          aria-invalid={Boolean(error)}
          placeholder={model.placeholder}
          value={text}
          maxLength={model.maxLength}
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={binding.onChange}
          onBlur={binding.onBlur}
        />
        {counter ? (
          <div
            data-testid="form-word-limit"
            style={{ textAlign: 'right', fontSize: 12, color: 'var(--adm-color-weak)' }}
          >
            {counter}
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      {model.prepend ? (
        <span style={{ color: 'var(--adm-color-weak)', flexShrink: 0 }}>{model.prepend}</span>
      ) : null}
      <Input
        aria-label={model.label}
        aria-invalid={Boolean(error)}
        placeholder={model.placeholder}
        value={text}
        maxLength={model.maxLength}
        clearable
        onChange={binding.onChange}
        onBlur={binding.onBlur}
        style={{ flex: 1 }}
      />
      {counter ? (
        <span
          data-testid="form-word-limit"
          style={{ fontSize: 12, color: 'var(--adm-color-weak)', flexShrink: 0 }}
        >
          {counter}
        </span>
      ) : null}
    </div>
  );
}
