// One form item as the views draw it: its rules, trigger, number step and date picker
// (spec 1 §2 Form-item renderer, §5 form items), all from @tessera/validation.
import {
  DATE_ITEM_PICKERS,
  formItemRules,
  numberStep,
  triggerFor,
  validateField,
  type DatePickerType,
  type DateRangeGroup,
  type FieldRule,
  type Trigger,
} from '@tessera/validation';
import type { FormItemConfig, FormItemKind, FormOption } from './formConfig.js';
import { FORM_TEXTS } from './formTexts.js';

/** A form item ready to draw and check. */
export interface FormItemModel {
  field: string;
  kind: FormItemKind;
  label: string;
  /** spec 1 §5: input, textarea, number check on blur; date and select on change. */
  trigger: Trigger;
  rules: FieldRule[];
  required: boolean;
  placeholder: string;
  prepend: string;
  /** Editable unless the item's `isEdit` is false (or the form is view-only). */
  editable: boolean;
  /** Drawn unless the item's `isVisible` is false. */
  visible: boolean;
  maxLength: number | undefined;
  minLength: number | undefined;
  showWordLimit: boolean;
  choices: FormOption[];
  min: number | undefined;
  max: number | undefined;
  decimals: number;
  /** spec 1 §5: step / 10^decimals. */
  step: number;
  /** The date picker type (ymdhms … y). */
  pickerType: DatePickerType;
  ranges: DateRangeGroup[];
  /** Uploaders: maximum count (0 = no limit), byte limits. */
  length: number;
  maxBytes: number | undefined;
  minBytes: number | undefined;
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

const PICKER_TYPES: readonly DatePickerType[] = ['ymdhms', 'ymdhm', 'ymdh', 'ymd', 'ym', 'y'];

/** Builds the model of one configured item. */
export function formItemModel(item: FormItemConfig): FormItemModel {
  const options = item.options ?? {};
  const label = item.label ?? item.field;
  const rules = formItemRules({
    type: item.type,
    label,
    rules: item.rules,
    options: {
      minLength: finite(options.minLength),
      maxLength: finite(options.maxLength),
      minBytes: item.type === 'image-uploader' ? undefined : finite(options.minBytes),
      maxBytes: item.type === 'image-uploader' ? undefined : finite(options.maxBytes),
      min: finite(options.min),
      max: finite(options.max),
    },
  });
  const dateType = options.type && options.type in DATE_ITEM_PICKERS ? options.type : 'date';
  const decimals = Math.max(0, Math.min(20, Math.floor(finite(options.decimals) ?? 0)));
  const isSelect = item.type === 'select';
  return {
    field: item.field,
    kind: item.type,
    label,
    trigger: triggerFor(item.type),
    rules,
    required: (item.rules ?? []).some((rule) => rule?.required === true),
    placeholder:
      options.placeholder ??
      (isSelect || item.type === 'date'
        ? FORM_TEXTS.selectPlaceholder
        : FORM_TEXTS.inputPlaceholder),
    prepend: options.prepend ?? '',
    editable: options.isEdit !== false,
    visible: options.isVisible !== false,
    maxLength: finite(options.maxLength),
    minLength: finite(options.minLength),
    showWordLimit: options.showWordLimit === true,
    choices: Array.isArray(options.options)
      ? options.options.filter((o) => o && typeof o.value === 'string')
      : [],
    min: finite(options.min),
    max: finite(options.max),
    decimals,
    step: numberStep(finite(options.step), decimals),
    pickerType: PICKER_TYPES.includes(options.format as DatePickerType)
      ? (options.format as DatePickerType)
      : DATE_ITEM_PICKERS[dateType],
    ranges: Array.isArray(options.ranges) ? options.ranges : [],
    length: Math.max(0, Math.floor(finite(options.length) ?? 0)),
    maxBytes: finite(options.maxBytes),
    minBytes: finite(options.minBytes),
  };
}

/**
 * Checks a value against the item's rules: the rules of `trigger` only (blur or change), or
 * every rule when no trigger is given (a submit). Answers the first message or `null`.
 */
export function validateItem(
  model: FormItemModel,
  value: unknown,
  trigger?: Trigger,
): string | null {
  return validateField(
    model.rules,
    value,
    trigger ? { label: model.label, trigger } : { label: model.label },
  );
}
