import { badRequest } from './envelopeError.js';

/** A page of a list call: 1-based page number and page size, plus the row offset. */
export interface Paging {
  currentIndex: number;
  pageSize: number;
  offset: number;
}

/** The largest page any list call answers (README "Decisions"). */
export const MAX_PAGE_SIZE = 1000;

/**
 * Reads an optional integer query parameter within bounds, or throws 40000 naming it.
 * Missing or '' answers `fallback`.
 */
export function readInteger(
  value: unknown,
  name: string,
  bounds: { min: number; max: number; fallback: number },
): number {
  if (value === undefined || value === '') return bounds.fallback;
  const text = String(value);
  const n = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < bounds.min || n > bounds.max) {
    throw badRequest(`参数 ${name} 无效：应为 ${bounds.min} 到 ${bounds.max} 的整数`);
  }
  return n;
}

/**
 * Reads the paging parameters of a list call (spec 1 §9 paging): a 1-based page number and a
 * page size of 1…{@link MAX_PAGE_SIZE}, default `defaultPageSize` (spec: 100 for the schema
 * and data-flow lists).
 */
export function readPaging(
  query: Record<string, unknown>,
  names: { index: string; size: string },
  defaultPageSize: number,
): Paging {
  const currentIndex = readInteger(query[names.index], names.index, {
    min: 1,
    max: 1_000_000,
    fallback: 1,
  });
  const pageSize = readInteger(query[names.size], names.size, {
    min: 1,
    max: MAX_PAGE_SIZE,
    fallback: defaultPageSize,
  });
  return { currentIndex, pageSize, offset: (currentIndex - 1) * pageSize };
}

/** Reads `order=ascending|descending` (spec 2 §7.4 "order=descending"); default as given. */
export function readOrder(value: unknown, fallback: 'ascending' | 'descending'): 'asc' | 'desc' {
  if (value === undefined || value === '') return fallback === 'ascending' ? 'asc' : 'desc';
  if (value === 'ascending' || value === 'asc') return 'asc';
  if (value === 'descending' || value === 'desc') return 'desc';
  throw badRequest('参数 order 无效：应为 ascending 或 descending');
}

/** A `like` pattern matching the text anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
