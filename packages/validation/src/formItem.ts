import type { FieldRule, FormatKind, Trigger } from './fieldRule.js';

/** The form-item types of spec 1 §2 Form-item renderer (plus the rating of spec 2 §5). */
export type FormItemType =
  'input' | 'textarea' | 'select' | 'input-number' | 'date' | 'image-uploader' | 'video' | 'rating';

/**
 * Which event runs the checks of each item type (spec 1 §5: input, textarea, number on blur;
 * date and select on change; spec 2 §5: date and image on change). Video and rating are picked,
 * not typed, so they follow the pickers.
 */
export const FORM_ITEM_TRIGGERS: Readonly<Record<FormItemType, Trigger>> = {
  input: 'blur',
  textarea: 'blur',
  'input-number': 'blur',
  select: 'change',
  date: 'change',
  'image-uploader': 'change',
  video: 'change',
  rating: 'change',
};

/**
 * The trigger of an item type; unknown (typed-in) types validate on blur.
 *
 * @example
 * triggerFor('date'); // 'change'
 */
export function triggerFor(itemType: string): Trigger {
  return Object.hasOwn(FORM_ITEM_TRIGGERS, itemType)
    ? FORM_ITEM_TRIGGERS[itemType as FormItemType]
    : 'blur';
}

/**
 * The number input's step (spec 2 §5 Form items): step / 10^decimals. A missing or non-positive
 * step is 1; decimals are a whole number from 0 to 20.
 *
 * @example
 * numberStep(1, 2); // 0.01
 * numberStep(5, 1); // 0.5
 */
export function numberStep(step?: number | null, decimals?: number | null): number {
  const base = typeof step === 'number' && Number.isFinite(step) && step > 0 ? step : 1;
  const places =
    typeof decimals === 'number' && Number.isFinite(decimals)
      ? Math.min(20, Math.max(0, Math.floor(decimals)))
      : 0;
  return base / 10 ** places;
}

/**
 * A rule as the design stores it (spec 1 §5: "rules come from the design and may carry pattern
 * and type"), in the shape of the common async form-validation libraries.
 */
export interface DesignRule {
  required?: boolean;
  message?: string;
  trigger?: Trigger | string;
  pattern?: string | RegExp;
  type?: string;
}

/** Design `type` names mapped to this package's formats; other types add no rule. */
const DESIGN_TYPES: Readonly<Record<string, FormatKind>> = {
  email: 'email',
  url: 'url',
  number: 'number',
  float: 'number',
  integer: 'digits',
  digits: 'digits',
  mobile: 'mobile',
  phone: 'mobile',
  ip: 'ip',
  currency: 'currency',
  money: 'currency',
};

/** The presence rule of each item type: pickers have fixed texts, the rest `{label}不能为空`. */
function presenceRule(itemType: string): FieldRule['kind'] {
  if (itemType === 'date') return 'date';
  if (itemType === 'image-uploader') return 'image';
  if (itemType === 'rating') return 'rating';
  return 'required';
}

/** The form-item options that add rules (spec 1 §3 Form item). */
export interface FormItemOptions {
  minLength?: number;
  maxLength?: number;
  minBytes?: number;
  maxBytes?: number;
  min?: number;
  max?: number;
}

/** A form item as far as its rules go (spec 1 §3 Form item: type, label, rules, options). */
export interface FormItemDefinition {
  type: string;
  label?: string;
  rules?: readonly DesignRule[] | null;
  options?: FormItemOptions | null;
}

/**
 * The rules of one form item: its design rules (required, pattern, type) followed by the rules
 * its options imply (length for text, byte length, bounds and number format for input-number).
 * Each rule carries the item type's trigger unless the design rule names one.
 *
 * @example
 * formItemRules({ type: 'input', label: '名称', rules: [{ required: true }], options: { maxLength: 20 } });
 * // [{ kind: 'required', trigger: 'blur' }, { kind: 'length', max: 20, trigger: 'blur' }]
 */
export function formItemRules(item: FormItemDefinition): FieldRule[] {
  const trigger = triggerFor(item.type);
  const rules: FieldRule[] = [];
  for (const design of Array.isArray(item.rules) ? item.rules : []) {
    if (typeof design !== 'object' || design === null) continue;
    const own: { trigger: Trigger; message?: string } = {
      trigger: design.trigger === 'change' || design.trigger === 'blur' ? design.trigger : trigger,
    };
    if (typeof design.message === 'string' && design.message !== '') own.message = design.message;
    if (design.required === true) {
      rules.push({ ...own, kind: presenceRule(item.type) } as FieldRule);
    }
    if (design.pattern !== undefined) {
      // A pattern without its own text falls back to the label-based 格式不正确 wording.
      const message = own.message ?? `${item.label ?? ''}格式不正确`;
      rules.push({ ...own, kind: 'regex', pattern: design.pattern, message });
    }
    const format = typeof design.type === 'string' ? DESIGN_TYPES[design.type] : undefined;
    if (format !== undefined) rules.push({ ...own, kind: format });
  }
  const options = item.options ?? {};
  if (item.type === 'input' || item.type === 'textarea') {
    if (options.minLength || options.maxLength) {
      rules.push({ kind: 'length', min: options.minLength, max: options.maxLength, trigger });
    }
    if (options.minBytes || options.maxBytes) {
      rules.push({
        kind: 'length',
        min: options.minBytes,
        max: options.maxBytes,
        unit: 'byte',
        trigger,
      });
    }
  }
  if (item.type === 'input-number') {
    rules.push({ kind: 'number', trigger });
    if (options.min || options.max)
      rules.push({ kind: 'bounds', min: options.min, max: options.max, trigger });
  }
  return rules;
}
