import type { ApprovalFieldData, FormFieldDefinition } from '@tessera/protocol';
import {
  formItemRules,
  isEmptyValue,
  numberStep,
  triggerFor,
  validateField,
  type DesignRule,
  type FieldRule,
  type Trigger,
} from '@tessera/validation';

/** How a field is drawn (both UI kits): the form-item types of spec 1 with the form's aliases. */
export type ApprovalFieldKind =
  'input' | 'textarea' | 'number' | 'select' | 'date' | 'image' | 'rating';

/** The date item types of spec 2 §5 Form items: date, month, minute and second (datetimes). */
export type ApprovalDateType = 'date' | 'month' | 'minute' | 'second';

/** One choice of a select field. */
export interface ApprovalChoice {
  label: string;
  value: string;
}

/** A form field as the approval pages draw, check and submit it. */
export interface ApprovalFieldModel {
  uuid: string;
  /** The key of the value (form data `jsonData`, `FieldName`). */
  name: string;
  alias: string;
  label: string;
  /** The form's own type name (sent as `FieldType`). */
  type: string;
  kind: ApprovalFieldKind;
  /** The `@tessera/validation` rules, each with its trigger (blur; change for date and image). */
  rules: FieldRule[];
  /** The event that checks the field as the user edits it (spec 2 §5). */
  trigger: Trigger;
  required: boolean;
  choices: ApprovalChoice[];
  dateType: ApprovalDateType;
  placeholder: string;
  /** Number fields: step (spec 2 §5 step / 10^decimals), bounds, decimals. */
  step: number;
  decimals: number;
  min?: number;
  max?: number;
  maxLength?: number;
  /** Rating fields: how many stars (default 5). */
  count: number;
}

const KIND_OF_TYPE: Readonly<Record<string, ApprovalFieldKind>> = {
  input: 'input',
  text: 'input',
  textarea: 'textarea',
  number: 'number',
  'input-number': 'number',
  select: 'select',
  radio: 'select',
  date: 'date',
  datetime: 'date',
  month: 'date',
  image: 'image',
  'image-uploader': 'image',
  rating: 'rating',
  rate: 'rating',
};

/** The `@tessera/validation` form-item type of a kind (its triggers and option rules). */
const ITEM_TYPE: Readonly<Record<ApprovalFieldKind, string>> = {
  input: 'input',
  textarea: 'textarea',
  number: 'input-number',
  select: 'select',
  date: 'date',
  image: 'image-uploader',
  rating: 'rating',
};

/** The fixed-text presence rule of the picker kinds (spec 2 §5 请选择日期 …). */
const PRESENCE: Partial<Record<ApprovalFieldKind, FieldRule['kind']>> = {
  date: 'date',
  image: 'image',
  rating: 'rating',
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function numberOption(options: Record<string, unknown>, name: string): number | undefined {
  const value = options[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function choicesOf(options: Record<string, unknown>): ApprovalChoice[] {
  const list = options.options ?? options.items ?? options.choices ?? options.dataSource;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown): ApprovalChoice[] => {
    if (typeof item === 'string' || typeof item === 'number') {
      return [{ label: String(item), value: String(item) }];
    }
    const entry = record(item);
    const value = entry.value ?? entry.id ?? entry.label;
    if (value === undefined || value === null) return [];
    return [{ label: String(entry.label ?? entry.name ?? value), value: String(value) }];
  });
}

function dateTypeOf(type: string, options: Record<string, unknown>): ApprovalDateType {
  const named = options.dateType ?? options.picker ?? options.precision;
  if (named === 'month' || named === 'minute' || named === 'second' || named === 'date') {
    return named;
  }
  if (type === 'month') return 'month';
  if (type === 'datetime') return 'minute';
  return 'date';
}

/** The rules of a field: its own (either shape) then those its options imply. */
function rulesOf(field: FormFieldDefinition, kind: ApprovalFieldKind): FieldRule[] {
  const itemType = ITEM_TYPE[kind];
  const trigger = triggerFor(itemType);
  const rules: FieldRule[] = [];
  for (const raw of Array.isArray(field.rules) ? field.rules : []) {
    const rule = record(raw);
    if (typeof rule.kind === 'string') {
      // Already a @tessera/validation rule; a plain `required` on a picker gets its fixed text.
      const presence = rule.kind === 'required' ? PRESENCE[kind] : undefined;
      rules.push({
        ...rule,
        kind: presence ?? rule.kind,
        trigger: rule.trigger === 'blur' || rule.trigger === 'change' ? rule.trigger : trigger,
      } as FieldRule);
    } else {
      rules.push(
        ...formItemRules({ type: itemType, label: field.label, rules: [rule as DesignRule] }),
      );
    }
  }
  const options = record(field.options);
  rules.push(...formItemRules({ type: itemType, label: field.label, options }));
  return rules;
}

/**
 * The approval pages' model of a form's fields (WF-F1: each field maps 1:1 to a `fieldDataList`
 * item). Unknown types are drawn as text inputs.
 *
 * @example
 * approvalFieldModels([{ uuid: 'u1', name: 'reason', type: 'textarea', label: '请假事由',
 *   rules: [{ kind: 'required' }] }])[0].rules; // [{ kind: 'required', trigger: 'blur' }]
 */
export function approvalFieldModels(
  fields: readonly FormFieldDefinition[] | null | undefined,
): ApprovalFieldModel[] {
  return (fields ?? []).map((field) => {
    const kind = KIND_OF_TYPE[field.type] ?? 'input';
    const options = record(field.options);
    const rules = rulesOf(field, kind);
    const decimals = numberOption(options, 'decimals') ?? numberOption(options, 'precision') ?? 0;
    return {
      uuid: field.uuid,
      name: field.name,
      alias: field.alias ?? field.label,
      label: field.label,
      type: field.type,
      kind,
      rules,
      trigger: triggerFor(ITEM_TYPE[kind]),
      required: rules.some((rule) => ['required', 'date', 'image', 'rating'].includes(rule.kind)),
      choices: choicesOf(options),
      dateType: dateTypeOf(field.type, options),
      placeholder: typeof options.placeholder === 'string' ? options.placeholder : '',
      step: numberStep(numberOption(options, 'step'), decimals),
      decimals,
      min: numberOption(options, 'min'),
      max: numberOption(options, 'max'),
      maxLength: numberOption(options, 'maxLength'),
      count: numberOption(options, 'count') ?? 5,
    };
  });
}

/** The values of an empty form: `''` for text, `null` for numbers, dates and ratings, `[]` for images. */
export function emptyApprovalValues(
  models: readonly ApprovalFieldModel[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const model of models) {
    values[model.name] =
      model.kind === 'image' ? [] : ['number', 'date', 'rating'].includes(model.kind) ? null : '';
  }
  return values;
}

/**
 * One field's message (spec 2 §5, verbatim), or `null`; with `trigger`, only that event's rules.
 * `values` (the whole form) serves the rules that compare with another field (`notBefore`: the
 * end of a date range before its start).
 */
export function validateApprovalField(
  model: ApprovalFieldModel,
  value: unknown,
  trigger?: Trigger,
  values?: Readonly<Record<string, unknown>>,
): string | null {
  return validateField(model.rules, value, { label: model.label, trigger, values });
}

/** The fields whose rules compare with `name` (they are checked again when it changes). */
export function dependentFields(
  models: readonly ApprovalFieldModel[],
  name: string,
): ApprovalFieldModel[] {
  return models.filter((model) =>
    model.rules.some((rule) => 'field' in rule && rule.field === name),
  );
}

/** Every field's first message, by field name (empty: the form may be submitted). */
export function validateApprovalForm(
  models: readonly ApprovalFieldModel[],
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const model of models) {
    const message = validateApprovalField(model, values[model.name], undefined, values);
    if (message !== null) errors[model.name] = message;
  }
  return errors;
}

/** The start and complete payloads' `fieldDataList` (spec 2 §3 Approval field data item). */
export function toFieldDataList(
  models: readonly ApprovalFieldModel[],
  values: Readonly<Record<string, unknown>>,
): ApprovalFieldData[] {
  return models.map((model) => ({
    FieldType: model.type,
    FieldName: model.name,
    FieldValue: values[model.name] ?? null,
    FieldAlias: model.alias,
    FieldUuid: model.uuid,
  }));
}

/** A form submission's `jsonData` of the values (one entry per field name). */
export function toFormJsonData(
  models: readonly ApprovalFieldModel[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(models.map((model) => [model.name, values[model.name] ?? null]));
}

/** The values a `fieldDataList` holds, matched by `FieldUuid`, else `FieldName`. */
export function valuesFromFieldData(
  models: readonly ApprovalFieldModel[],
  list: readonly ApprovalFieldData[] | null | undefined,
): Record<string, unknown> {
  const values = emptyApprovalValues(models);
  for (const item of list ?? []) {
    const model =
      models.find((m) => item.FieldUuid && m.uuid === item.FieldUuid) ??
      models.find((m) => m.name === item.FieldName);
    values[model?.name ?? item.FieldName] = item.FieldValue;
  }
  return values;
}

/**
 * Models for a submission whose form is unknown (a `fieldDataList` without its form): each item
 * shown read-only under its alias.
 */
export function modelsFromFieldData(
  list: readonly ApprovalFieldData[] | null | undefined,
): ApprovalFieldModel[] {
  return approvalFieldModels(
    (list ?? []).map((item) => ({
      uuid: item.FieldUuid ?? item.FieldName,
      name: item.FieldName,
      alias: item.FieldAlias,
      type: item.FieldType,
      label: item.FieldAlias ?? item.FieldName,
    })),
  );
}

/** A value as read-only text: choices by label, lists joined, ratings as stars; empty `''`. */
export function fieldValueText(model: ApprovalFieldModel, value: unknown): string {
  if (isEmptyValue(value)) return '';
  if (model.kind === 'select') {
    const values = Array.isArray(value) ? value : [value];
    return values
      .map((each) => model.choices.find((c) => c.value === String(each))?.label ?? String(each))
      .join('、');
  }
  if (model.kind === 'rating' && typeof value === 'number') {
    return `${'★'.repeat(Math.round(value))}${'☆'.repeat(Math.max(0, model.count - Math.round(value)))}`;
  }
  if (Array.isArray(value)) return value.map(String).join('、');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}
