import { readDateTime } from '@tessera/protocol/dates';
import { unescapePercent } from './escapeFilterText.js';
import { FilterSyntaxError, type FilterLiteral } from './filterAst.js';

/** One token of the filter text. `text` is the source text; literals carry their value. */
export type FilterToken =
  | { kind: '(' | ')' | '[' | ']' | ',' | '/'; at: number; text: string }
  | { kind: 'word'; at: number; text: string }
  | { kind: 'literal'; at: number; text: string; literal: FilterLiteral };

/** Longest filter text accepted (a long `belong(...)` list of ids stays well below). */
export const MAX_FILTER_LENGTH = 100_000;

const PUNCTUATION = new Set(['(', ')', '[', ']', ',', '/']);
const WORD = /^[\p{L}_$@][\p{L}\p{N}_$@-]*/u;
const NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/;
const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?/;
const GEOGRAPHY =
  /^geography'(?:SRID=\d{1,6};)?POINT\(\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\s+(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\s*\)'/i;
const RUNS_ON = /[\p{L}\p{N}_$@']/u;

/**
 * Reads a matched date-time literal with protocol's one date-time reader into ISO-8601 UTC with
 * milliseconds: a value without a zone is UTC, a date alone is midnight; an impossible date or
 * time answers undefined.
 */
function readDateTimeLiteral(text: string): string | undefined {
  return readDateTime(text, { zone: 'utc' })?.toISOString();
}

/**
 * Reads a whole text as a date-time (`2026-01-01`, `2026-01-01T08:00:00+08:00`, ...) into
 * ISO-8601 UTC with milliseconds, or undefined when it is not one. Used where a string literal
 * is compared with a DateTime field or column.
 */
export function parseDateTimeText(text: string): string | undefined {
  const match = DATETIME.exec(text.trim());
  return match && match[0].length === text.trim().length
    ? readDateTimeLiteral(match[0])
    : undefined;
}

function readString(text: string, at: number): { literal: FilterLiteral; end: number } {
  let value = '';
  let i = at + 1;
  for (;;) {
    const quote = text.indexOf("'", i);
    if (quote < 0) throw new FilterSyntaxError('字符串缺少结束的单引号', at);
    value += text.slice(i, quote);
    if (text[quote + 1] === "'") {
      value += "'";
      i = quote + 2;
      continue;
    }
    // The printer percent-escapes these inside string literals (spec 1 §5: # → %23, & → %26).
    const decoded = unescapePercent(value);
    return { literal: { kind: 'string', value: decoded }, end: quote + 1 };
  }
}

function readLiteral(
  text: string,
  at: number,
): { literal: FilterLiteral; end: number } | undefined {
  const rest = text.slice(at, at + 200);
  let m: RegExpExecArray | null;
  if ((m = GEOGRAPHY.exec(rest))) {
    const [longitude, latitude] = [Number(m[1]), Number(m[2])];
    if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) {
      throw new FilterSyntaxError('地理坐标超出范围（经度 ±180，纬度 ±90）', at);
    }
    return { literal: { kind: 'geography', longitude, latitude }, end: at + m[0].length };
  }
  if ((m = DATETIME.exec(rest))) {
    const value = readDateTimeLiteral(m[0]);
    if (value === undefined) throw new FilterSyntaxError(`无效的日期时间 ${m[0]}`, at);
    return { literal: { kind: 'datetime', value }, end: at + m[0].length };
  }
  if ((m = NUMBER.exec(text.slice(at, at + 400)))) {
    const value = Number(m[0]);
    if (!Number.isFinite(value)) throw new FilterSyntaxError(`数字超出范围 ${m[0]}`, at);
    return { literal: { kind: 'number', value, text: m[0] }, end: at + m[0].length };
  }
  return undefined;
}

/**
 * Splits filter text into tokens. Whitespace separates tokens and is otherwise ignored; string
 * literals are single-quoted with `''` for a quote and `%25`/`%23`/`%26` for `%`/`#`/`&`.
 *
 * @throws {FilterSyntaxError} for a character that starts no token, an unterminated string, an
 * impossible date, or two tokens run together (`1and`).
 */
export function tokenizeFilterText(text: string): FilterToken[] {
  if (text.length > MAX_FILTER_LENGTH) {
    throw new FilterSyntaxError(`筛选条件过长（最多 ${MAX_FILTER_LENGTH} 个字符）`);
  }
  // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database.
  if (text.includes('\u0000'))
    throw new FilterSyntaxError('不能包含 NUL 字符', text.indexOf('\u0000'));
  // A lone surrogate is no character: PostgreSQL refuses it as text, so refuse it here too.
  const lone = /\p{Surrogate}/u.exec(text);
  if (lone) throw new FilterSyntaxError('不能包含不成对的代理字符', lone.index);
  const tokens: FilterToken[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    let end: number;
    if (PUNCTUATION.has(char)) {
      tokens.push({ kind: char as '(', at, text: char });
      at += 1;
      continue;
    } else if (char === "'") {
      const read = readString(text, at);
      tokens.push({ kind: 'literal', at, text: text.slice(at, read.end), literal: read.literal });
      end = read.end;
    } else {
      const read = readLiteral(text, at);
      const word = read ? undefined : WORD.exec(text.slice(at, at + 1000));
      if (read) {
        tokens.push({ kind: 'literal', at, text: text.slice(at, read.end), literal: read.literal });
        end = read.end;
      } else if (word) {
        // geo.distance is the one name of the grammar with a dot in it.
        const isGeo =
          word[0].toLowerCase() === 'geo' &&
          text.slice(at + 3, at + 12).toLowerCase() === '.distance';
        const length = isGeo ? 12 : word[0].length;
        tokens.push({ kind: 'word', at, text: text.slice(at, at + length) });
        end = at + length;
      } else {
        throw new FilterSyntaxError(`无法识别的字符 ${JSON.stringify(char)}`, at);
      }
    }
    if (end < text.length && RUNS_ON.test(text[end] ?? '')) {
      throw new FilterSyntaxError('两个词之间缺少空格', end);
    }
    at = end;
  }
  return tokens;
}
