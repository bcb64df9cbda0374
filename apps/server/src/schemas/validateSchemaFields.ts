import { AUTO_SERIAL_NO_EDITOR, SYSTEM_FIELDS } from '@tessera/protocol';
import type { SchemaField } from '../db/database.js';
import { isFieldType } from './fieldTypes.js';

/** Field names usable in GraphQL names, filters and JSONB paths. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** spec 1 §3 Field "Prefixes": names with these are derived, never stored fields. */
export const DERIVED_FIELD_PREFIXES = [
  'ref_',
  'rel_',
  'complex_',
  'count_',
  'sum_',
  'avg_',
  '@selected_',
] as const;

/** The other schemas of the app a field list may reference: name → field names. */
export type KnownSchemas = ReadonlyMap<string, readonly string[]>;

function checkName(field: SchemaField, where: string): string | null {
  if (typeof field.name !== 'string' || !FIELD_NAME.test(field.name)) {
    return `${where}：字段名应以字母开头，只含字母、数字和下划线（至多 64 个字符）`;
  }
  // spec 1 §3 Content item: no field may take a system member's name.
  if ((SYSTEM_FIELDS as readonly string[]).includes(field.name)) {
    return `${where}：字段名 ${field.name} 是系统字段`;
  }
  const prefix = DERIVED_FIELD_PREFIXES.find((p) => field.name.startsWith(p));
  if (prefix) return `${where}：字段名不能以 ${prefix} 开头`;
  return null;
}

function checkProperties(field: SchemaField, where: string, known: KnownSchemas): string[] {
  const problems: string[] = [];
  const props = field.properties ?? {};
  if (typeof props !== 'object' || Array.isArray(props)) return [`${where}：properties 应为对象`];
  if (props.isRequired !== undefined && typeof props.isRequired !== 'boolean') {
    problems.push(`${where}：properties.isRequired 应为布尔值`);
  }
  for (const key of ['label', 'hints', 'placeholder', 'editor', 'dataField'] as const) {
    if (props[key] !== undefined && typeof props[key] !== 'string') {
      problems.push(`${where}：properties.${key} 应为文本`);
    }
  }
  if (field.fieldType === 'Reference') {
    const target = props.schemaName;
    const targetFields = typeof target === 'string' ? known.get(target) : undefined;
    if (!targetFields) {
      problems.push(`${where}：引用字段的 properties.schemaName 应为本应用已有的表单`);
    } else if (props.dataField !== undefined && !targetFields.includes(props.dataField)) {
      problems.push(`${where}：properties.dataField ${props.dataField} 不是 ${target} 的字段`);
    }
  }
  if (field.fieldType === 'OptionSet') {
    const options = props.options;
    const valid =
      Array.isArray(options) &&
      options.length > 0 &&
      options.every((o) => typeof o?.label === 'string' && typeof o?.value === 'string');
    if (!valid) problems.push(`${where}：选项字段需要 properties.options（label/value 文本列表）`);
  }
  if (props.editor === AUTO_SERIAL_NO_EDITOR && !['String', 'Number'].includes(field.fieldType)) {
    problems.push(`${where}：自动编号只能用于 String 或 Number 字段`);
  }
  const digits = props.serialNo?.digits;
  if (digits !== undefined && (!Number.isInteger(digits) || digits < 1 || digits > 18)) {
    problems.push(`${where}：properties.serialNo.digits 应为 1 到 18 的整数`);
  }
  return problems;
}

/**
 * Checks a schema's field list (spec 1 §3 Field): names usable everywhere and not system or
 * derived names, unique names and positive unique `fieldId`s, a known `fieldType`, boolean
 * flags, and the properties each type needs (a Reference names a schema of the app, an
 * OptionSet lists its options, AutoSerialNo only on String/Number). Answers every problem
 * found; an empty list means the fields are valid.
 *
 * @param known - the app's schemas (including this one) a Reference may point at.
 */
export function validateSchemaFields(fields: unknown, known: KnownSchemas): string[] {
  if (!Array.isArray(fields)) return ['fields 应为数组'];
  const problems: string[] = [];
  const names = new Set<string>();
  const ids = new Set<number>();
  fields.forEach((raw: unknown, index) => {
    const where = `第 ${index + 1} 个字段`;
    if (typeof raw !== 'object' || raw === null) {
      problems.push(`${where}：应为对象`);
      return;
    }
    const field = raw as SchemaField;
    const nameProblem = checkName(field, where);
    if (nameProblem) problems.push(nameProblem);
    else if (names.has(field.name)) problems.push(`${where}：字段名 ${field.name} 重复`);
    names.add(field.name);
    if (!Number.isInteger(field.fieldId) || field.fieldId <= 0) {
      problems.push(`${where}：fieldId 应为正整数`);
    } else if (ids.has(field.fieldId)) {
      problems.push(`${where}：fieldId ${field.fieldId} 重复`);
    }
    ids.add(field.fieldId);
    if (typeof field.label !== 'string') problems.push(`${where}：label 应为文本`);
    if (!isFieldType(field.fieldType)) {
      problems.push(`${where}：未知的字段类型 ${String(field.fieldType)}`);
      return;
    }
    for (const flag of ['isHidden', 'isLocked', 'isDisabled'] as const) {
      if (field[flag] !== undefined && typeof field[flag] !== 'boolean') {
        problems.push(`${where}：${flag} 应为布尔值`);
      }
    }
    problems.push(...checkProperties(field, where, known));
  });
  return problems;
}
