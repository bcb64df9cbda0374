import type { FieldType } from '@tessera/protocol';
import { describe, expect, it } from 'vitest';
import {
  escapePercent,
  escapeRegExp,
  quoteFilterString,
  readFilterString,
} from '../escapeFilterText.js';
import {
  formatDateTime,
  formatGeography,
  formatLiteral,
  formatNumber,
  userSubject,
} from '../formatLiteral.js';

describe('escaping', () => {
  it.each([
    ['a.b', 'a\\.b'],
    ['*+?^$', '\\*\\+\\?\\^\\$'],
    ['{}()|[]', '\\{\\}\\(\\)\\|\\[\\]'],
    ['back\\slash', 'back\\\\slash'],
    ['中文 plain', '中文 plain'],
  ])('regex-escapes %j', (input, expected) => {
    expect(escapeRegExp(input)).toBe(expected);
    expect(new RegExp(expected).test(input)).toBe(true);
  });

  it.each([
    ['#', '%23'],
    ['&', '%26'],
    ['%', '%25'],
    ['%23', '%2523'],
    ['a#b&c', 'a%23b%26c'],
  ])('percent-escapes %j as %j (spec 1 §5: # → %23, & → %26)', (input, expected) => {
    expect(escapePercent(input)).toBe(expected);
  });

  it.each([
    ['plain', "'plain'"],
    ["O'Brien", "'O''Brien'"],
    ["''", "''''''"],
    ['R&D #1', "'R%26D %231'"],
    ['', "''"],
  ])('quotes %j', (input, expected) => {
    expect(quoteFilterString(input)).toBe(expected);
    expect(readFilterString(expected)).toBe(input);
  });

  it.each(["'a'b'", 'abc', "'100%'", "'", "'%2'"])(
    'refuses the malformed literal %j',
    (literal) => {
      expect(readFilterString(literal)).toBeUndefined();
    },
  );
});

describe('formatLiteral', () => {
  type Row = [unknown, FieldType | undefined, string | undefined];
  const ROWS: Row[] = [
    [12, 'Number', '12'],
    [' 12.50 ', 'Number', '12.5'],
    [-0, 'Number', '0'],
    [1e21, 'Number', '1e+21'],
    ['abc', 'Number', undefined],
    ['', 'Currency', undefined],
    [Number.POSITIVE_INFINITY, 'Number', undefined],
    ['2024-05-01', 'DateTime', '2024-05-01T00:00:00'],
    ['2024/5/1 8:05', 'DateTime', '2024-05-01T08:05:00'],
    ['2024-05-01T08:05:06.789123Z', 'DateTime', '2024-05-01T08:05:06.789Z'],
    ['2024-05-01 08:05:06 +08', 'DateTime', '2024-05-01T08:05:06+08:00'],
    [Date.UTC(2024, 0, 2, 3, 4, 5), 'DateTime', '2024-01-02T03:04:05Z'],
    ['2023-02-29', 'DateTime', undefined],
    ['2024-02-29', 'DateTime', '2024-02-29T00:00:00'],
    ['2024-13-01', 'DateTime', undefined],
    ['2024-01-01 24:00', 'DateTime', undefined],
    ['yesterday', 'DateTime', undefined],
    ['true', 'Bool', 'true'],
    [0, 'Boolean', 'false'],
    ['yes', 'Bool', undefined],
    [{ longitude: 1.5, latitude: -2 }, 'Geo', "geography'POINT(1.5 -2)'"],
    [[200, 0], 'Geo', undefined],
    ['{"a":1}', 'Json', '\'{"a":1}\''],
    [[1, 2], 'Json', "'[1,2]'"],
    [{ label: 'A', value: 'a' }, 'OptionSet', "'a'"],
    [{ id: 7 }, 'Reference', "'7'"],
    [5, 'String', "'5'"],
    [{}, 'String', undefined],
    [5, undefined, '5'],
    [true, undefined, 'true'],
    ['x', undefined, "'x'"],
  ];

  it.each(ROWS)('prints %j as %s gives %s', (value, fieldType, expected) => {
    expect(formatLiteral(value, fieldType)).toBe(expected);
  });

  it('exposes the single-type printers', () => {
    expect(formatNumber('1e3')).toBe('1000');
    expect(formatDateTime(new Date(Number.NaN))).toBeUndefined();
    expect(formatGeography('116.4, 39.9')).toBe("geography'POINT(116.4 39.9)'");
  });
});

describe('userSubject', () => {
  it.each([
    ['u1', 'sub:u1'],
    ['', 'sub:guest'],
    [null, 'sub:guest'],
    [undefined, 'sub:guest'],
    ['00000000-0000-0000-0000-000000000000', 'sub:guest'],
    [{ value: 'u2', label: '张三' }, 'sub:u2'],
    ['sub:u3', 'sub:u3'],
  ])('maps %j to %s (spec 1 §5)', (id, expected) => {
    expect(userSubject(id)).toBe(expected);
  });
});
