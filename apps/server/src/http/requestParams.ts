import { badRequest } from './envelopeError.js';

/*
 * Reading request parameters. A parameter that is missing or not one of its allowed values is
 * bad input (40000, protocol README "Envelope"); the messages name the parameter so the
 * client's error toast (spec 1 §8 "other non-00000 rspCd") tells the user what was wrong.
 */

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the text is a GUID (the id format of apps, sub-apps and pages). */
export function isGuid(value: unknown): value is string {
  return typeof value === 'string' && GUID.test(value);
}

/**
 * Reads a required, non-empty text parameter or throws {@link badRequest}.
 * @param where - 'query' or 'path', for the message only.
 */
export function requireText(
  value: unknown,
  name: string,
  where: 'query' | 'path' = 'query',
): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw badRequest(`缺少参数 ${name}（${where === 'query' ? '查询参数' : '路径参数'}）`);
  }
  return value;
}

/** Reads a parameter that must be one of a fixed list, or throws {@link badRequest}. */
export function requireOneOf<T extends string>(
  value: unknown,
  name: string,
  allowed: readonly T[],
): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw badRequest(`参数 ${name} 无效：应为 ${allowed.join(' / ')} 之一`);
  }
  return value as T;
}
