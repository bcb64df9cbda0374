import { SYSTEM_FIELDS } from '@tessera/protocol';
import type { SchemaField } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';
import { parseCallerJson } from '../http/inputGuards.js';
import { findBadText } from '../http/inputText.js';
import { checkFieldValue, isAutoSerialField } from '../schemas/fieldTypes.js';
import { DERIVED_FIELD_PREFIXES } from '../schemas/validateSchemaFields.js';

/** An item's data as stored: each field `{ iv: value }` (spec 1 §3 Content item). */
export type ContentData = Record<string, { iv: unknown }>;

/**
 * How the data is used: a new item or a full replacement (every required field must be
 * filled), or a patch that changes only the fields it names.
 */
export type DataMode = 'create' | 'replace' | 'merge';

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?([eE][-+]?\d+)?\s*$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored member spec 1 §5 never sends (system, `__` and derived `ref_`… names): ignored. */
function isIgnoredKey(key: string): boolean {
  return (
    (SYSTEM_FIELDS as readonly string[]).includes(key) ||
    key.startsWith('__') ||
    DERIVED_FIELD_PREFIXES.some((prefix) => key.startsWith(prefix))
  );
}

/** Common spellings read as the field's type: '12' for a Number, 'true' for a Bool. */
function normalizeValue(field: SchemaField, value: unknown): unknown {
  switch (field.fieldType) {
    case 'Number':
    case 'Currency':
      return typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value;
    case 'Bool':
    case 'Boolean':
      if (value === 'true' || value === 1) return true;
      if (value === 'false' || value === 0) return false;
      return value;
    case 'DateTime': {
      // Stored as ISO-8601 UTC, so filters and orders compare them as texts in time order.
      if (typeof value !== 'string' || value.trim() === '') return value;
      const time = Date.parse(
        value.length === 19 || value.length === 16 ? `${value.replace(' ', 'T')}Z` : value,
      );
      return Number.isNaN(time) ? value : new Date(time).toISOString();
    }
    default:
      return value;
  }
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Reads the `contentData` of an add/update call (an object, or its JSON text) into stored form:
 * each value as sent (`{ iv }` or bare), read as its field's type (numbers, booleans, ISO dates)
 * and checked against it. Members spec 1 §5 says are never sent (system members, `__…`,
 * `ref_…`) are ignored; any other unknown member is refused.
 *
 * @throws EnvelopeError 40000 naming the first problem.
 * @example
 * readContentData({ title: { iv: 'a' }, views: '3' }, fields, 'create');
 * // { title: { iv: 'a' }, views: { iv: 3 } }
 */
export function readContentData(
  input: unknown,
  fields: readonly SchemaField[],
  mode: DataMode,
): ContentData {
  let raw = input;
  if (typeof raw === 'string') {
    raw = parseCallerJson(raw, 'contentData ');
  }
  if (!isPlainObject(raw)) throw badRequest('contentData 应为对象（每个字段 { iv: 值 }）');
  // jsonb cannot store NUL (\u0000) nor a lone surrogate: refuse them, naming the field
  // (README "Bad input"), instead of failing in the database.
  const bad = findBadText(raw, 'contentData');
  if (bad !== undefined) {
    throw badRequest(`${bad} 不能包含 NUL 字符（\\u0000）或不成对的 UTF-16 代理项`);
  }

  const data: ContentData = {};
  for (const [key, sent] of Object.entries(raw)) {
    if (isIgnoredKey(key)) continue;
    const field = fields.find((f) => f.name === key);
    if (!field) throw badRequest(`未知字段 ${key}：表单中没有这个字段`);
    const wrapped = isPlainObject(sent) && Object.keys(sent).length === 1 && 'iv' in sent;
    const value = normalizeValue(field, wrapped ? sent.iv : sent);
    if (value === undefined) continue;
    const problem = checkFieldValue(field, value);
    if (problem) throw badRequest(problem);
    data[key] = { iv: value };
  }

  for (const field of fields) {
    if (field.properties?.isRequired !== true || isAutoSerialField(field)) continue;
    const given = Object.hasOwn(data, field.name);
    if (mode === 'merge' && !given) continue;
    if (isEmpty(data[field.name]?.iv)) {
      throw badRequest(`字段 ${field.label || field.name}（${field.name}）为必填项`);
    }
  }
  return data;
}
