import {
  AUTO_SERIAL_NO_EDITOR,
  FIELD_TYPES,
  type FieldType,
  type SchemaFieldDto,
} from '@tessera/protocol';
import type { SchemaField } from '../db/database.js';

/** The JSON type an `iv` value of a field type holds. */
export type FieldDataType = 'string' | 'number' | 'boolean' | 'object' | 'array';

/** What the server knows about one field type of spec 1 §3. */
export interface FieldTypeInfo {
  dataType: FieldDataType;
  /** The editor answered when a field names none. */
  editor: string;
  /** spec 1 §3 "New empty item defaults" (ours where the spec names none). */
  emptyValue: () => unknown;
}

const list = (editor: string): FieldTypeInfo => ({
  dataType: 'array',
  editor,
  emptyValue: () => [],
});
const object = (editor: string, empty: () => unknown = () => ({})): FieldTypeInfo => ({
  dataType: 'object',
  editor,
  emptyValue: empty,
});

/**
 * Every field type of spec 1 §3 Field. Empty values follow spec 1 §3 "New empty item defaults":
 * String, DateTime empty text; Number, Currency 0; Geo 0/0; Bool true; Json {}; Reference,
 * OptionSet, Image []. The other list-valued types (files, people, org units) also start as [].
 */
export const FIELD_TYPE_INFO: Readonly<Record<FieldType, FieldTypeInfo>> = {
  String: { dataType: 'string', editor: 'Input', emptyValue: () => '' },
  DateTime: { dataType: 'string', editor: 'DateTime', emptyValue: () => '' },
  Number: { dataType: 'number', editor: 'Input', emptyValue: () => 0 },
  Geo: object('Map', () => ({ longitude: 0, latitude: 0 })),
  Bool: { dataType: 'boolean', editor: 'Toggle', emptyValue: () => true },
  Boolean: { dataType: 'boolean', editor: 'Toggle', emptyValue: () => true },
  Json: object('Json'),
  Currency: { dataType: 'number', editor: 'Currency', emptyValue: () => 0 },
  Reference: list('List'),
  OptionSet: list('Dropdown'),
  Image: list('Image'),
  Enclosure: list('Enclosure'),
  Address: object('Address'),
  Area: object('Area'),
  Video: list('Video'),
  Audio: list('Audio'),
  IdentityCard: { dataType: 'string', editor: 'IdentityCard', emptyValue: () => '' },
  User: list('UserPicker'),
  Department: list('DepartmentPicker'),
  PostRank: list('PostRankPicker'),
  Tag: list('TagPicker'),
  Role: list('RolePicker'),
  Post: list('PostPicker'),
};

/** True when the text is one of the field types of spec 1 §3. */
export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && (FIELD_TYPES as readonly string[]).includes(value);
}

/** True when the field hands out auto serial numbers (README "Schemas"). */
export function isAutoSerialField(field: SchemaField): boolean {
  return field.properties?.editor === AUTO_SERIAL_NO_EDITOR;
}

/**
 * The answered form of a stored field: every member of spec 1 §3 Field present, `properties`
 * completed with the type's `dataType` and default `editor`. Unknown types (never written by
 * this server) keep what is stored.
 */
export function normalizeField(field: SchemaField): SchemaFieldDto {
  const info = isFieldType(field.fieldType) ? FIELD_TYPE_INFO[field.fieldType] : undefined;
  const properties = { ...(field.properties ?? {}) };
  if (info) {
    properties.dataType ??= info.dataType;
    properties.editor ??= info.editor;
  }
  properties.label ??= field.label;
  properties.isRequired ??= false;
  return {
    name: field.name,
    label: field.label,
    fieldType: field.fieldType,
    fieldId: field.fieldId,
    fieldCategory: field.fieldCategory ?? 'Normal',
    isHidden: field.isHidden ?? false,
    isLocked: field.isLocked ?? false,
    isDisabled: field.isDisabled ?? false,
    properties,
  };
}

function jsonType(value: unknown): FieldDataType | 'null' | 'other' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'object') {
    return type;
  }
  return 'other';
}

/**
 * Checks one `iv` value against its field: the JSON type of the field type, a finite number, a
 * parseable DateTime text, an OptionSet value among the options. Answers the problem, or null.
 * `null` is accepted for every type (an unset value).
 */
export function checkFieldValue(field: SchemaField, value: unknown): string | null {
  if (value === null || !isFieldType(field.fieldType)) return null;
  const info = FIELD_TYPE_INFO[field.fieldType];
  const actual = jsonType(value);
  if (actual !== info.dataType) {
    return `字段 ${field.name}（${field.fieldType}）的值应为 ${info.dataType}，实际为 ${actual}`;
  }
  if (info.dataType === 'number' && !Number.isFinite(value)) {
    return `字段 ${field.name} 的值不是有限数字`;
  }
  if (field.fieldType === 'DateTime' && value !== '' && Number.isNaN(Date.parse(String(value)))) {
    return `字段 ${field.name} 的值不是有效的日期时间`;
  }
  const options = field.properties?.options;
  if (field.fieldType === 'OptionSet' && options) {
    const allowed = new Set(options.map((o) => o.value));
    const bad = (value as unknown[]).find((v) => typeof v !== 'string' || !allowed.has(v));
    if (bad !== undefined) return `字段 ${field.name} 的选项 ${String(bad)} 不在可选值中`;
  }
  return null;
}
