import { badRequest } from '../http/envelopeError.js';

/** A JSON object body of an account call (checked by the route's `ObjectBody` schema). */
export type AccountBody = Readonly<Record<string, unknown>>;

/**
 * The first present member of several spellings (the spec's calls mix `PhoneNumber`,
 * `phoneNumber` and `phone`) as trimmed text; '' when none is present. A member that is not
 * text (or a number) answers 40000.
 */
export function textMember(body: AccountBody, names: readonly string[]): string {
  for (const name of names) {
    const value = body[name];
    if (value === undefined || value === null) continue;
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') throw badRequest(`请求体字段 ${name} 应为文本`);
    return value.trim();
  }
  return '';
}

/** A password member: not trimmed (spaces may be part of it). */
export function passwordMember(body: AccountBody, names: readonly string[]): string {
  for (const name of names) {
    const value = body[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw badRequest(`请求体字段 ${name} 应为文本`);
    return value;
  }
  return '';
}

/** A list of role codes or ids (`roles`): text items only. */
export function rolesMember(body: AccountBody): string[] {
  const roles = body.roles ?? body.Roles;
  if (roles === undefined || roles === null || roles === '') return [];
  const list = typeof roles === 'string' ? roles.split(',') : roles;
  if (!Array.isArray(list) || list.some((r) => typeof r !== 'string')) {
    throw badRequest('请求体字段 roles 应为文本列表');
  }
  return list.map((r: string) => r.trim()).filter(Boolean);
}
