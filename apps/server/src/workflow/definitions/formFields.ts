import type { FormFieldDefinition } from '@tessera/protocol';
import {
  formItemRules,
  validateField,
  type DesignRule,
  type FieldRule,
  type FormItemOptions,
} from '@tessera/validation';
import { badRequest } from '../../http/envelopeError.js';

/*
 * A form's fields (FormFieldDefinition[] of @tessera/protocol) and the server's check of a
 * submission against them with @tessera/validation (server README "Workflow definitions and
 * forms"): the same rules and messages the form pages show, never trusting the client.
 */

/** Short names of item types the validation package knows under spec 1's names. */
const ITEM_TYPE_ALIASES: Readonly<Record<string, string>> = {
  number: 'input-number',
  image: 'image-uploader',
};

/** The most fields a form has. */
const MAX_FIELDS = 200;

function readFieldText(value: unknown, message: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(message);
  return value.trim();
}

/**
 * Checks a form's fields: a list of objects, each with uuid, name, label and type, uuid and
 * name unique; rules a list and options an object when given. 40000 names the field.
 */
export function readFormFields(value: unknown): FormFieldDefinition[] {
  if (!Array.isArray(value)) throw badRequest('表单字段应为列表');
  if (value.length > MAX_FIELDS) throw badRequest(`表单字段最多 ${MAX_FIELDS} 个`);
  const uuids = new Set<string>();
  const names = new Set<string>();
  return value.map((entry: unknown, index) => {
    const at = `第${index + 1}个字段`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw badRequest(`${at}应为对象`);
    }
    const field = entry as Record<string, unknown>;
    const uuid = readFieldText(field.uuid, `${at}的 uuid 不能为空`);
    const name = readFieldText(field.name, `${at}的名称不能为空`);
    const label = readFieldText(field.label, `${at}的标签不能为空`);
    const type = readFieldText(field.type, `${at}的类型不能为空`);
    if (uuids.has(uuid)) throw badRequest(`字段 uuid「${uuid}」重复`);
    if (names.has(name)) throw badRequest(`字段名称「${name}」重复`);
    uuids.add(uuid);
    names.add(name);
    if (field.rules !== undefined && !Array.isArray(field.rules)) {
      throw badRequest(`字段「${label}」的 rules 应为列表`);
    }
    if (
      field.options !== undefined &&
      (typeof field.options !== 'object' || field.options === null || Array.isArray(field.options))
    ) {
      throw badRequest(`字段「${label}」的 options 应为对象`);
    }
    return { ...field, uuid, name, label, type } as FormFieldDefinition;
  });
}

/**
 * The rules of one field: design rules (`{ required, message, pattern, type }`) and the rules
 * its options imply through `formItemRules`; rules already in the evaluator's shape (`{ kind }`)
 * are kept as they are.
 */
export function fieldRules(field: FormFieldDefinition): FieldRule[] {
  const rules = Array.isArray(field.rules) ? field.rules : [];
  const design = rules.filter((rule) => !('kind' in rule)) as DesignRule[];
  const ready = rules.filter((rule) => 'kind' in rule) as unknown as FieldRule[];
  const type = ITEM_TYPE_ALIASES[field.type] ?? field.type;
  const derived = formItemRules({
    type,
    label: field.label,
    rules: design,
    options: (field.options ?? null) as FormItemOptions | null,
  });
  return [...ready, ...derived];
}

/** A field's value in a submission: keyed by its name, else by its uuid. */
export function fieldValue(field: FormFieldDefinition, jsonData: Record<string, unknown>): unknown {
  return Object.hasOwn(jsonData, field.name) ? jsonData[field.name] : jsonData[field.uuid];
}

/** The first failing field's message (spec 2 §5 texts, verbatim), or `null`. */
export function firstSubmissionError(
  fields: readonly FormFieldDefinition[],
  jsonData: Record<string, unknown>,
): string | null {
  for (const field of fields) {
    const message = validateField(fieldRules(field), fieldValue(field, jsonData), {
      label: field.label,
      values: jsonData,
    });
    if (message !== null) return message;
  }
  return null;
}
