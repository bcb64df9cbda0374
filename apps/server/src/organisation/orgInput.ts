import { EMPTY_GUID } from '@tessera/protocol';
import { readDateTime } from '@tessera/protocol/dates';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@tessera/validation';
import { badRequest } from '../http/envelopeError.js';
import { isGuid } from '../http/requestParams.js';

/*
 * Reading the organisation's inputs (README "Organisation"). Every refusal is 40000 with a
 * Chinese text naming the field, in the form rules' wording of spec 2 §5 ("{label}不能为空",
 * "{label}长度必须在 {min} 到 {max} 字符之间"), so the portal can show it as it comes.
 */

/** The most ids one list argument takes (grants, ids lists, sort updates). */
export const MAX_LIST_IDS = 1000;

/** A required text of 1…`max` characters (trimmed), or 40000 naming `label`. */
export function readName(value: unknown, label: string, max = 64): string {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
    throw badRequest(`${label}不能为空`);
  }
  if (typeof value !== 'string') throw badRequest(`${label}应为文本`);
  const text = value.trim();
  if (Array.from(text).length > max) throw badRequest(`${label}长度必须在 1 到 ${max} 字符之间`);
  return text;
}

/** An optional text: `undefined` when left out, `null` when `null` or blank. */
export function readOptionalText(
  value: unknown,
  label: string,
  max = 256,
): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && !value.trim())) return null;
  return readName(value, label, max);
}

/** An optional boolean of a body (`true`/`false`, also as text), `undefined` when left out. */
export function readFlag(value: unknown, name: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw badRequest(`参数 ${name} 无效：应为 true 或 false`);
}

/** A GUID of a body, or 40000 (a malformed id names nothing). */
export function readGuid(value: unknown, label: string): string {
  if (!isGuid(value)) throw badRequest(`${label} 无效：应为 GUID`);
  return value.toLowerCase();
}

/**
 * An optional parent reference: `undefined` when left out, `null` for the virtual root (left
 * empty, `null` or the all-zero id of spec 2 §9), else the GUID.
 */
export function readParentId(value: unknown, label: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '' || value === EMPTY_GUID) return null;
  return readGuid(value, label);
}

/** A list of GUIDs (duplicates dropped, at most {@link MAX_LIST_IDS}), or 40000. */
export function readGuidList(value: unknown, label: string): string[] {
  if (!Array.isArray(value)) throw badRequest(`${label} 应为 GUID 列表`);
  if (value.length > MAX_LIST_IDS) throw badRequest(`${label} 最多 ${MAX_LIST_IDS} 项`);
  return [...new Set(value.map((id) => readGuid(id, label)))];
}

/** An optional list of GUIDs: `undefined` when left out. */
export function readOptionalGuidList(value: unknown, label: string): string[] | undefined {
  return value === undefined ? undefined : readGuidList(value, label);
}

/** A list of texts (duplicates dropped, at most {@link MAX_LIST_IDS}), or 40000. */
export function readTextList(value: unknown, label: string, max = 128): string[] {
  if (!Array.isArray(value)) throw badRequest(`${label} 应为文本列表`);
  if (value.length > MAX_LIST_IDS) throw badRequest(`${label} 最多 ${MAX_LIST_IDS} 项`);
  return [...new Set(value.map((entry) => readName(entry, label, max)))];
}

/** An optional phone number (spec 2 §5 rule and message); `null` when blank. */
export function readPhone(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && !value.trim())) return null;
  if (typeof value !== 'string' || !PHONE_PATTERN.test(value.trim())) {
    throw badRequest('请输入正确的手机号码');
  }
  return value.trim();
}

/** An optional email (spec 2 §5 form rule message); `null` when blank. */
export function readEmail(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && !value.trim())) return null;
  if (typeof value !== 'string' || value.length > 254 || !EMAIL_PATTERN.test(value.trim())) {
    throw badRequest('邮箱不是有效的电子邮件地址');
  }
  return value.trim();
}

/**
 * An optional date-time (ISO 8601 or `2026/5/1 8:00`; without an offset it is read as UTC, so
 * the answer does not depend on the server's zone); `null` when blank.
 */
export function readDateTimeValue(value: unknown, label: string): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const date = readDateTime(value, { zone: 'utc' });
  if (!date) throw badRequest(`${label}不是有效的日期时间`);
  return new Date(date.getTime());
}

/** A comma-separated list of GUIDs of a query (`roles=a,b`), `undefined` when empty. */
export function readQueryGuids(value: unknown, name: string): string[] | undefined {
  if (value === undefined || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  const ids = parts.map((p) => p.trim()).filter((p) => p !== '');
  if (ids.length === 0) return undefined;
  return readGuidList(ids, `参数 ${name}`);
}
