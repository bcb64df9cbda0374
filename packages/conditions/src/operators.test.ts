import { describe, expect, it } from 'vitest';
import { evaluateConditions } from './evaluateConditions.js';
import type { FieldType } from '@tessera/protocol';
import type { ConditionOperator, Expression } from './types.js';

const k = (value: unknown): Expression => ({ source: 'const', value });

/** Evaluates one condition with both sides constant, then with the right side from the resolver. */
function run(
  action: ConditionOperator,
  fieldType: FieldType | undefined,
  left: unknown,
  right: unknown,
): [boolean, boolean] {
  const constant = evaluateConditions(
    [{ leftExp: k(left), action, rightExp: k(right), fieldType }],
    () => undefined,
  );
  const resolved = evaluateConditions(
    [
      {
        leftExp: { source: 'variable', name: 'l' },
        action,
        rightExp: { source: 'variable', name: 'r' },
        fieldType,
      },
    ],
    (ref) => (ref.source === 'variable' && ref.name === 'l' ? left : right),
  );
  return [constant.result, resolved.result];
}

type Row = [ConditionOperator, FieldType | undefined, unknown, unknown, boolean];

// spec 1 §5 condition rules, one row per behaviour; the README table states the same decisions.
const ROWS: Row[] = [
  // eq/ne — String
  ['eq', 'String', 'a', 'a', true],
  ['eq', 'String', 'a', 'b', false],
  ['eq', 'String', 'A', 'a', false],
  ['eq', 'String', ['a'], 'a', true],
  ['eq', 'String', ['b', 'a'], ['a', 'b'], true],
  ['eq', 'String', 5, '5', true],
  ['eq', 'String', '', '', true],
  ['ne', 'String', 'a', 'b', true],
  ['ne', 'String', 'a', 'a', false],
  // eq — Number / Currency cast to Number; blank or unreadable is missing
  ['eq', 'Number', 5, '5', true],
  ['eq', 'Number', '5.0', 5, true],
  ['eq', 'Number', '', 0, false],
  ['ne', 'Number', '', 0, false],
  ['eq', 'Number', 'abc', 'abc', false],
  ['ne', 'Number', 'abc', 1, false],
  ['eq', 'Currency', 10.5, '10.50', true],
  ['ne', 'Currency', 10.5, 10.51, true],
  // eq — DateTime by instant
  ['eq', 'DateTime', '2024-01-01', '2024-01-01 00:00:00', true],
  ['eq', 'DateTime', '2024-01-01T08:00:00+08:00', '2024-01-01T00:00:00Z', true],
  ['eq', 'DateTime', '2024/1/1 00:00', '2024-01-01', true],
  ['eq', 'DateTime', '2024-02-30', '2024-02-30', false],
  ['ne', 'DateTime', '2024-01-01', '2024-01-02', true],
  ['eq', 'DateTime', '2024-02-29', '2024-02-29T00:00:00Z', true], // leap day; no zone reads as UTC
  ['eq', 'DateTime', '2023-02-29', '2023-03-01', false],
  ['eq', 'DateTime', '2024-13-01', '2024-13-01', false],
  ['eq', 'DateTime', '2024-01-01 24:00', '2024-01-02', false],
  ['eq', 'DateTime', '2024-05-01 08:05:06 +08', '2024-05-01T00:05:06Z', true],
  ['eq', 'DateTime', '1704067200000', '2024-01-01', true],
  // eq — Bool / Boolean
  ['eq', 'Bool', true, 'true', true],
  ['eq', 'Bool', 1, true, true],
  ['eq', 'Boolean', 'false', false, true],
  ['eq', 'Bool', 'yes', true, false],
  ['ne', 'Bool', true, false, true],
  // eq — Json structurally, text parsed
  ['eq', 'Json', { a: 1, b: [1, 2] }, '{"b":[1,2],"a":1}', true],
  ['eq', 'Json', { a: 1 }, { a: 2 }, false],
  ['ne', 'Json', { a: 1 }, { a: 2 }, true],
  // eq — Geo by coordinates
  ['eq', 'Geo', { longitude: 1, latitude: 2 }, [1, 2], true],
  ['eq', 'Geo', { lng: 1, lat: 2 }, '1,2', true],
  ['ne', 'Geo', { longitude: 1, latitude: 2 }, { longitude: 1, latitude: 3 }, true],
  // eq — Reference / OptionSet / organisation types as sorted value lists
  [
    'eq',
    'Reference',
    [
      { label: 'A', value: '1' },
      { label: 'B', value: '2' },
    ],
    ['2', '1'],
    true,
  ],
  ['eq', 'Reference', ['1'], ['1', '2'], false],
  ['eq', 'OptionSet', ['x'], 'x', true],
  ['eq', 'Department', ['d2', 'd1'], ['d1', 'd2'], true],
  ['eq', 'User', [{ id: 'u1' }], ['u1'], true],
  ['eq', 'Role', ['admin', 'admin'], ['admin'], true],
  ['ne', 'Role', ['admin'], ['admin', 'editor'], true],
  // eq — no field type: by the values' shapes
  ['eq', undefined, 5, '5', true],
  ['eq', undefined, 'a', 'a', true],
  ['eq', undefined, true, 'true', true],
  ['eq', undefined, ['a', 'b'], ['b', 'a'], true],
  ['eq', undefined, { a: 1 }, { a: 1 }, true],
  ['eq', undefined, 'a', 'b', false],
  // a missing value gives false, for eq and ne alike
  ['eq', 'String', undefined, 'a', false],
  ['ne', 'String', undefined, 'a', false],
  ['ne', 'String', 'a', null, false],
  // gt/ge/lt/le — Number, Currency, DateTime
  ['gt', 'Number', '10', 9, true],
  ['gt', 'Number', 9, 10, false],
  ['ge', 'Number', 10, '10', true],
  ['lt', 'Number', -1, 0, true],
  ['le', 'Number', 0, 0, true],
  ['le', 'Number', 1, 0, false],
  ['gt', 'Number', 'abc', 1, false],
  ['gt', 'Number', null, 0, false],
  ['gt', 'Number', 1, '', false],
  ['ge', 'Currency', '99.99', 99.99, true],
  ['gt', 'DateTime', '2024-01-02', '2024-01-01 23:59:59', true],
  ['lt', 'DateTime', '2024-01-01T00:00:00+08:00', '2024-01-01T00:00:00Z', true],
  ['le', 'DateTime', 1704067200000, '2024-01-01T00:00:00Z', true],
  ['ge', 'DateTime', 'not a date', '2024-01-01', false],
  ['gt', 'DateTime', '2024-03-01', '2024-02-29 23:59:59.999', true],
  ['lt', 'DateTime', '2024.5.1', '2024/05/01 00:00:01', true],
  ['gt', undefined, '2024-05-01', '2024-04-30', true],
  ['gt', undefined, '10', '9', true],
  // contains — String, case-sensitive, literal
  ['contains', 'String', 'hello world', 'lo w', true],
  ['contains', 'String', 'hello', 'H', false],
  ['contains', 'String', 'a.b', '.', true],
  ['contains', 'String', 'ab', '.', false],
  ['contains', 'String', ['abc', 'def'], 'de', true],
  ['contains', 'String', 'abc', '', true],
  ['contains', 'String', null, 'a', false],
  // includes — left holds every right value
  ['includes', 'String', ['a', 'b', 'c'], ['a', 'c'], true],
  ['includes', 'String', ['a'], ['a', 'b'], false],
  ['includes', 'String', 'a', 'a', true],
  ['includes', 'OptionSet', ['a'], [], true],
  ['includes', 'Reference', [{ value: '1' }], '1', true],
  ['includes', 'Department', ['d1', 'd2'], 'd1', true],
  ['includes', 'Role', null, ['admin'], false],
  // absent — the opposite of includes: some right value is not in left
  ['absent', 'String', ['a', 'b'], 'c', true],
  ['absent', 'String', ['a', 'b'], 'a', false],
  ['absent', 'Tag', ['a'], ['a', 'b'], true],
  ['absent', 'Tag', [], 'a', true],
  ['absent', 'Tag', undefined, 'a', false],
  // intersection — at least one shared value
  ['intersection', 'Role', ['a', 'b'], ['b', 'c'], true],
  ['intersection', 'Role', ['a'], ['c'], false],
  ['intersection', 'Role', [], ['a'], false],
  ['intersection', 'Role', ['a'], [], false],
  // disjoint / nointersection — no shared value
  ['disjoint', 'User', ['a'], ['c'], true],
  ['disjoint', 'User', ['a', 'b'], ['b'], false],
  ['disjoint', 'User', [], [], true],
  ['nointersection', 'Post', ['a'], ['c'], true],
  ['nointersection', 'Post', ['a', 'b'], 'b', false],
  // belong — every left value is one of the right values
  ['belong', 'String', 'a', ['a', 'b'], true],
  ['belong', 'Department', ['a', 'b'], ['a', 'b', 'c'], true],
  ['belong', 'Department', ['a', 'd'], ['a', 'b'], false],
  ['belong', 'Department', [], ['a'], true],
  ['belong', 'Number', 2, [1, 2, 3], true],
  ['belong', 'Number', '4', [1, 2, 3], false],
  // consist — the same set of values, order and duplicates aside
  ['consist', 'OptionSet', ['b', 'a'], ['a', 'b'], true],
  ['consist', 'OptionSet', ['a'], ['a', 'b'], false],
  ['consist', 'OptionSet', ['a', 'a', 'b'], ['b', 'a'], true],
  ['consist', 'OptionSet', [], [], true],
  // nearby — within distance metres (default 1000) of the right point
  [
    'nearby',
    'Geo',
    { longitude: 116.397, latitude: 39.909 },
    { longitude: 116.397, latitude: 39.918, distance: 1500 },
    true,
  ],
  [
    'nearby',
    'Geo',
    { longitude: 116.397, latitude: 39.909 },
    { longitude: 116.397, latitude: 39.918, distance: 500 },
    false,
  ],
  ['nearby', 'Geo', '116.397,39.909', { longitude: 116.397, latitude: 39.914 }, true],
  ['nearby', 'Geo', [116.397, 39.909], { longitude: 116.397, latitude: 39.929 }, false],
  ['nearby', 'Geo', null, { longitude: 116.397, latitude: 39.909 }, false],
  [
    'nearby',
    'Geo',
    [116.397, 39.909],
    { longitude: 116.397, latitude: 39.909, distance: -1 },
    false,
  ],
];

describe('operators', () => {
  it.each(ROWS)('%s (%s): %j vs %j → %s', (action, fieldType, left, right, expected) => {
    expect(run(action, fieldType, left, right)).toEqual([expected, expected]);
  });

  type UnaryRow = [unknown, boolean];
  const PRESENCE: UnaryRow[] = [
    ['x', true],
    ['', false],
    ['   ', false],
    [[], false],
    [{}, false],
    [0, true],
    [false, true],
    [['a'], true],
    [{ a: 1 }, true],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
  ];

  it.each(PRESENCE)('existnotempty %j → %s, noexist the opposite', (left, expected) => {
    const exists = evaluateConditions(
      [{ leftExp: k(left), action: 'existnotempty' }],
      () => undefined,
    );
    const missing = evaluateConditions([{ leftExp: k(left), action: 'noexist' }], () => undefined);
    expect(exists.result).toBe(expected);
    expect(missing.result).toBe(!expected);
  });

  type NotApplicableRow = [ConditionOperator, FieldType, unknown, unknown];
  const NOT_APPLICABLE: NotApplicableRow[] = [
    ['contains', 'Number', 123, 2],
    ['gt', 'String', 'b', 'a'],
    ['lt', 'Bool', false, true],
    ['nearby', 'String', '1,2', '1,2'],
    ['eq', 'Image', ['a'], ['a']],
    ['includes', 'Geo', [1, 2], 1],
  ];

  it.each(NOT_APPLICABLE)(
    '%s on %s is not applicable, so false',
    (action, fieldType, left, right) => {
      expect(run(action, fieldType, left, right)).toEqual([false, false]);
    },
  );
});
