import { useState, type ReactNode } from 'react';
import { DatePicker, Image, Input, Rate, Selector, Space, TextArea } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { format } from 'date-fns';
import { fileLink } from '@tessera/api';
import { readDateTime } from '@tessera/protocol/dates';
import { useSettings } from '@tessera/react';
import { defaultYearRange } from '@tessera/validation';
import { fieldValueText, type ApprovalDateType } from '../../approval/approvalFields.js';
import type { ApprovalFieldModel } from '../../approval/approvalFields.js';
import { APPROVAL_TEXTS } from '../../approval/approvalTexts.js';
import type { ApprovalFieldBinding } from '../../react/useApprovalForm.js';

const DATE_FORMATS: Record<ApprovalDateType, string> = {
  date: 'yyyy-MM-dd',
  month: 'yyyy-MM',
  minute: 'yyyy-MM-dd HH:mm',
  second: 'yyyy-MM-dd HH:mm:ss',
};
const PRECISION = { date: 'day', month: 'month', minute: 'minute', second: 'second' } as const;

const ROW_STYLE = {
  padding: '12px 16px',
  borderBottom: '1px solid #f2f3f5',
  background: '#fff',
} as const;

/** The label of a field row (a red * on required fields). */
function Label({ model }: { model: ApprovalFieldModel }) {
  return (
    <div style={{ fontSize: 14, color: '#646566', marginBottom: 8 }}>
      {model.required && (
        <span style={{ color: 'var(--adm-color-danger)', marginRight: 2 }}>*</span>
      )}
      {model.label}
    </div>
  );
}

/** A row: label, control, and the field's message (spec 2 §5) under it. */
function Row(props: { model: ApprovalFieldModel; error?: string; children: ReactNode }) {
  return (
    <div style={ROW_STYLE} data-testid="approval-field" data-field={props.model.name}>
      <Label model={props.model} />
      {props.children}
      {props.error && (
        <div role="alert" style={{ color: 'var(--adm-color-danger)', fontSize: 13, marginTop: 6 }}>
          {props.error}
        </div>
      )}
    </div>
  );
}

/** A typed number as the form keeps it: empty `null`, a number, or the text (to be reported). */
function numberValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}

function DateField({ binding }: { binding: ApprovalFieldBinding }) {
  const { model, value } = binding;
  const [visible, setVisible] = useState(false);
  const [years] = useState(() => defaultYearRange(Date.now()));
  const current = typeof value === 'string' && value ? readDateTime(value) : null;
  const text = current ? format(current, DATE_FORMATS[model.dateType]) : '';
  return (
    <>
      <div
        role="button"
        tabIndex={0}
        aria-label={model.label}
        onClick={() => setVisible(true)}
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          fontSize: 15,
          color: text ? '#1a1a1a' : '#ccc',
          minHeight: 24,
        }}
      >
        {text || model.placeholder || APPROVAL_TEXTS.datePlaceholder}
        <RightOutline style={{ color: '#ccc' }} />
      </div>
      <DatePicker
        visible={visible}
        title={model.label}
        precision={PRECISION[model.dateType]}
        min={new Date(years.start, 0, 1)}
        max={new Date(years.end, 11, 31)}
        value={current ?? undefined}
        onClose={() => setVisible(false)}
        onConfirm={(date) => binding.onChange(format(date, DATE_FORMATS[model.dateType]))}
      />
    </>
  );
}

/** Image fields show their pictures (uploading is the Pc designer's; mobile shows them). */
function Images({ value }: { value: unknown }) {
  const settings = useSettings();
  const ids = (Array.isArray(value) ? value : []).map(String);
  if (ids.length === 0) return <span style={{ color: '#ccc' }}>—</span>;
  return (
    <Space wrap>
      {ids.map((id) => (
        <Image
          key={id}
          src={id.includes('/') ? id : fileLink(settings, id)}
          width={64}
          height={64}
          fit="cover"
        />
      ))}
    </Space>
  );
}

/**
 * One form field of the approval and form pages, drawn by its kind (input, textarea, number,
 * select, date, rating, image) with its check's message; read-only fields show their value.
 */
export function ApprovalFieldItem({
  binding,
  readOnly,
}: {
  binding: ApprovalFieldBinding;
  readOnly?: boolean;
}) {
  const { model, value, error } = binding;
  const placeholder = model.placeholder || APPROVAL_TEXTS.inputPlaceholder;
  if (readOnly) {
    return (
      <div
        style={{ ...ROW_STYLE, display: 'flex', gap: 12 }}
        data-testid="approval-value"
        data-field={model.name}
      >
        <div style={{ width: 88, flex: 'none', color: '#969799', fontSize: 14 }}>{model.label}</div>
        <div
          style={{
            flex: 1,
            fontSize: 14,
            color: '#1a1a1a',
            wordBreak: 'break-all',
            whiteSpace: 'pre-wrap',
          }}
        >
          {model.kind === 'image' ? <Images value={value} /> : fieldValueText(model, value) || '—'}
        </div>
      </div>
    );
  }
  let control: ReactNode;
  switch (model.kind) {
    case 'textarea':
      control = (
        <TextArea
          aria-label={model.label}
          placeholder={placeholder}
          value={typeof value === 'string' ? value : ''}
          maxLength={model.maxLength}
          showCount={model.maxLength !== undefined}
          autoSize={{ minRows: 3, maxRows: 6 }}
          onChange={(text) => binding.onChange(text)}
          onBlur={binding.onBlur}
        />
      );
      break;
    case 'number':
      control = (
        <Input
          aria-label={model.label}
          placeholder={placeholder}
          inputMode="decimal"
          value={value === null || value === undefined ? '' : String(value as string | number)}
          onChange={(text) => binding.onChange(numberValue(text))}
          onBlur={binding.onBlur}
        />
      );
      break;
    case 'select':
      control = (
        <Selector
          aria-label={model.label}
          columns={model.choices.length > 3 ? 3 : model.choices.length || 1}
          options={model.choices}
          value={typeof value === 'string' && value ? [value] : []}
          onChange={(picked) => binding.onChange(picked[0] ?? '')}
        />
      );
      break;
    case 'date':
      control = <DateField binding={binding} />;
      break;
    case 'rating':
      control = (
        <Rate
          count={model.count}
          value={typeof value === 'number' ? value : 0}
          onChange={(score) => binding.onChange(score)}
        />
      );
      break;
    case 'image':
      control = <Images value={value} />;
      break;
    default:
      control = (
        <Input
          aria-label={model.label}
          placeholder={placeholder}
          value={typeof value === 'string' ? value : value == null ? '' : String(value as number)}
          maxLength={model.maxLength}
          onChange={(text) => binding.onChange(text)}
          onBlur={binding.onBlur}
        />
      );
  }
  return (
    <Row model={model} error={error}>
      {control}
    </Row>
  );
}
