// How a Form control is configured (spec 1 §3 Form item; README "Forms" for what the spec leaves
// open: the container's props and the item options it adds).
import type { Control } from '@tessera/protocol';
import type { DateRangeGroup, DatePickerType, DesignRule } from '@tessera/validation';

/** The item types of spec 1 §2 Form-item renderer. */
export type FormItemKind =
  'input' | 'textarea' | 'select' | 'input-number' | 'date' | 'image-uploader' | 'video';

/** The date item types of spec 1 §2 (date, month, minute and second datetimes). */
export type DateItemType = 'date' | 'month' | 'minute' | 'second';

/** One choice of a select (spec 1 §3 Form item options list label/value). */
export interface FormOption {
  label: string;
  value: string;
  /** Nested choices: the select becomes a cascader (README "Forms"; mobile CascadePicker). */
  children?: FormOption[];
}

/** spec 1 §3 Form item options, plus the date item's picker and ranges. */
export interface FormItemOptionsConfig {
  placeholder?: string;
  maxLength?: number;
  minLength?: number;
  showWordLimit?: boolean;
  /** Text drawn before the input (e.g. a unit or a prefix). */
  prepend?: string;
  options?: FormOption[];
  min?: number;
  max?: number;
  decimals?: number;
  step?: number;
  /** Image/video uploader: the maximum count. */
  length?: number;
  maxBytes?: number;
  minBytes?: number;
  isVisible?: boolean;
  isEdit?: boolean;
  /** Date item type (spec 1 §2): date, month, minute, second. */
  type?: DateItemType;
  /** Picker type (ymdhms … y); default the date item type's picker. */
  format?: DatePickerType;
  /** Date ranges (spec 1 §2, §5): any group may match; all conditions inside a group must hold. */
  ranges?: DateRangeGroup[];
}

/** One form item (spec 1 §3 Form item), bound to a field of the form's data source. */
export interface FormItemConfig {
  /** The bound field's name. */
  field: string;
  type: FormItemKind;
  label?: string;
  rules?: DesignRule[];
  options?: FormItemOptionsConfig;
}

/** Where labels sit (spec 1 §2 "label position and width from form config"). */
export type LabelPosition = 'left' | 'top';

/** A Form control's settings, read from its `props` and `bindInfo`. */
export interface FormConfig {
  dsId: string | undefined;
  title: string;
  showTitle: boolean;
  /** `view`: values only, no inputs and no submit. */
  readOnly: boolean;
  labelPosition: LabelPosition;
  /** Label column width in px (left labels). */
  labelWidth: number;
  submitText: string;
  items: FormItemConfig[];
}

/** Label width when the form sets none (ours). */
export const DEFAULT_LABEL_WIDTH = 100;

const KINDS: readonly FormItemKind[] = [
  'input',
  'textarea',
  'select',
  'input-number',
  'date',
  'image-uploader',
  'video',
];

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function readItem(value: unknown): FormItemConfig | null {
  const item = record(value);
  const field = typeof item.field === 'string' ? item.field : '';
  const type = KINDS.includes(item.type as FormItemKind) ? (item.type as FormItemKind) : 'input';
  if (field === '') return null;
  return {
    field,
    type,
    label: typeof item.label === 'string' ? item.label : field,
    rules: Array.isArray(item.rules) ? (item.rules as DesignRule[]) : [],
    options: record(item.options) as FormItemOptionsConfig,
  };
}

/**
 * Reads a Form control: `bindInfo.dsId` (the source whose cursor item, or new entry in adding
 * mode, the form edits), `props.title`/`titleIsShow`, `props.mode` (`view` for view-only),
 * `props.labelPosition` (`left` default, `top`), `props.labelWidth` (px, default 100),
 * `props.submitText` and `props.items` (spec 1 §3 Form items, each with its `field`). Items
 * without a field are skipped; unknown types are drawn as inputs.
 */
export function readFormConfig(control: Control): FormConfig {
  const props = record(control.props);
  const bindInfo = record(control.bindInfo);
  const width = Number(props.labelWidth);
  return {
    dsId: typeof bindInfo.dsId === 'string' && bindInfo.dsId ? bindInfo.dsId : undefined,
    title: typeof props.title === 'string' ? props.title : '',
    showTitle: props.titleIsShow !== false && typeof props.title === 'string' && props.title !== '',
    readOnly: props.mode === 'view',
    labelPosition: props.labelPosition === 'top' ? 'top' : 'left',
    labelWidth: Number.isFinite(width) && width > 0 ? width : DEFAULT_LABEL_WIDTH,
    submitText:
      typeof props.submitText === 'string' && props.submitText ? props.submitText : '提交',
    items: (Array.isArray(props.items) ? props.items : []).flatMap((item) => readItem(item) ?? []),
  };
}
