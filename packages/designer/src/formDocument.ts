import type { ApprovalFieldData, FormFieldDefinition } from '@tessera/protocol';
import * as Y from 'yjs';
import { DesignerError } from './DesignerError.js';
import { formFieldType } from './formFieldTypes.js';
import { copyJson, isPlainObject } from './pageDocument.js';

/**
 * The form JSON the form designer edits and saves: the body of `updateform` (spec 2 §7.4 Forms:
 * id, name, formTypeId, templateId, fields, enabled) with every other key kept as it came.
 */
export interface FormJson {
  fields: FormFieldDefinition[];
  [setting: string]: unknown;
}

/** The shared types of a form document. */
export interface FormParts {
  /** Every key of the form JSON but `fields`. */
  settings: Y.Map<unknown>;
  /** Every field by uuid: a map of its keys, `options` a nested map of its keys. */
  fields: Y.Map<Y.Map<unknown>>;
  /** The field uuids in form order. */
  order: Y.Array<string>;
}

/** The parts of a form document. */
export function formParts(doc: Y.Doc): FormParts {
  return {
    settings: doc.getMap('formSettings'),
    fields: doc.getMap('formFields'),
    order: doc.getArray('formOrder'),
  };
}

function writeField(parts: FormParts, field: FormFieldDefinition): void {
  if (parts.fields.has(field.uuid)) {
    throw new DesignerError(`字段 uuid「${field.uuid}」重复`);
  }
  const map = new Y.Map<unknown>();
  parts.fields.set(field.uuid, map);
  for (const [key, value] of Object.entries(field)) {
    if (key === 'options' && isPlainObject(value)) {
      const options = new Y.Map<unknown>();
      for (const [name, inner] of Object.entries(value)) options.set(name, copyJson(inner));
      map.set('options', options);
    } else {
      map.set(key, copyJson(value));
    }
  }
}

/** Writes `json` into an empty document (inside the caller's transaction). */
function writeForm(parts: FormParts, json: FormJson): void {
  if (!Array.isArray(json.fields)) throw new DesignerError('表单字段应为列表');
  for (const [key, value] of Object.entries(json)) {
    if (key !== 'fields') parts.settings.set(key, copyJson(value));
  }
  json.fields.forEach((field, index) => {
    if (!isPlainObject(field) || typeof field.uuid !== 'string' || field.uuid === '') {
      throw new DesignerError(`第${index + 1}个字段的 uuid 不能为空`);
    }
    writeField(parts, field);
  });
  parts.order.push(json.fields.map((field) => field.uuid));
}

/**
 * A form document (one `Y.Doc` per form) from the server's form JSON. Loading is a transaction of
 * `origin` (not this designer's), so it is never an undo step.
 *
 * @example
 * const doc = createFormDocument({ id: formId, name: '请假单', formTypeId, fields });
 * readFormJson(doc); // deep-equal to the JSON it was made from
 */
export function createFormDocument(json: FormJson, origin: unknown = 'load'): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => writeForm(formParts(doc), json), origin);
  return doc;
}

/** One field as JSON, every key kept. */
export function readFormField(parts: FormParts, uuid: string): FormFieldDefinition {
  const map = parts.fields.get(uuid);
  if (!map) throw new DesignerError(`字段「${uuid}」不存在`);
  const field: Record<string, unknown> = {};
  for (const [key, value] of map.entries()) {
    field[key] = value instanceof Y.Map ? value.toJSON() : copyJson(value);
  }
  return field as unknown as FormFieldDefinition;
}

/** The form JSON of the document (lossless: what was loaded, changed only by the commands). */
export function readFormJson(doc: Y.Doc): FormJson {
  const parts = formParts(doc);
  const json: FormJson = { ...copyJson(parts.settings.toJSON()), fields: [] };
  json.fields = parts.order.toArray().map((uuid) => readFormField(parts, uuid));
  return json;
}

/**
 * The approval field data item of a field (WF-F1; spec 2 §3: FieldUuid, FieldName, FieldAlias,
 * FieldType; the value is the applicant's), the 1:1 mapping the approval pages submit.
 *
 * @example
 * fieldDataItem({ uuid: 'u1', name: 'money1', label: '金额', type: 'money' });
 * // { FieldUuid: 'u1', FieldName: 'money1', FieldAlias: '金额', FieldType: 'money', FieldValue: null }
 */
export function fieldDataItem(
  field: FormFieldDefinition,
  value: unknown = null,
): ApprovalFieldData {
  return {
    FieldUuid: field.uuid,
    FieldName: field.name,
    FieldAlias: field.alias ?? field.label,
    FieldType: field.type,
    FieldValue: value,
  };
}

/** The labels a new field of `type` gets when one of that label is already there (金额, 金额2, …). */
export function nextFieldNames(
  fields: readonly FormFieldDefinition[],
  type: string,
): { name: string; label: string } {
  const base = formFieldType(type)?.label ?? type;
  const names = new Set(fields.map((field) => field.name));
  const labels = new Set(fields.map((field) => field.label));
  let n = 1;
  while (names.has(`${type}${n}`)) n += 1;
  let label = base;
  for (let i = 2; labels.has(label); i += 1) label = `${base}${i}`;
  return { name: `${type}${n}`, label };
}

/** The shared types of a form document a history tracks (`createHistory(doc, { scope })`). */
export function formScope(doc: Y.Doc): Y.AbstractType<unknown>[] {
  const parts = formParts(doc);
  return [parts.settings, parts.fields, parts.order] as Y.AbstractType<unknown>[];
}
