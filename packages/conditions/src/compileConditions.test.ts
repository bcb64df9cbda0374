import { describe, expect, it } from 'vitest';
import { ConditionError } from './ConditionError.js';
import { compileConditions } from './compileConditions.js';
import { createResolver } from './createResolver.js';
import { evaluateConditions } from './evaluateConditions.js';
import type { Concat, ConditionSet, RefExpression, SingleCondition } from './types.js';

const none = (): undefined => undefined;

/** A condition that is constantly true or false. */
function fixed(value: boolean, extra: Partial<SingleCondition> = {}): SingleCondition {
  return {
    leftExp: { source: 'const', value: 1 },
    action: 'eq',
    rightExp: { source: 'const', value: value ? 1 : 2 },
    ...extra,
  };
}

const result = (set: ConditionSet | null | undefined): boolean =>
  evaluateConditions(set, none).result;

describe('compileConditions', () => {
  it('treats the empty set as true (spec 1 §5)', () => {
    expect(result([])).toBe(true);
    expect(result(null)).toBe(true);
    expect(result(undefined)).toBe(true);
    expect(result({ conditions: [] })).toBe(true);
    expect(evaluateConditions({ conditions: [], isStopNext: true }, none)).toEqual({
      result: true,
      isStopNext: false,
    });
  });

  type ConcatRow = [boolean[], Concat[], boolean];
  // Inside one group: AND binds tighter than OR; the first condition's concat is ignored.
  const CONCAT_ROWS: ConcatRow[] = [
    [[true, true], ['AND', 'AND'], true],
    [[true, false], ['AND', 'AND'], false],
    [[true, false], ['AND', 'OR'], true],
    [[false, false], ['AND', 'OR'], false],
    [[true, true, false], ['AND', 'OR', 'AND'], true],
    [[false, true, true], ['AND', 'AND', 'OR'], true],
    [[true, false, false], ['AND', 'OR', 'AND'], true],
    [[false, true, false], ['AND', 'OR', 'AND'], false],
    [[false, true], ['OR', 'AND'], false],
  ];

  it.each(CONCAT_ROWS)('joins %j by %j to %s', (values, concats, expected) => {
    const set = values.map((value, i) => fixed(value, { concat: concats[i] }));
    expect(result(set)).toBe(expected);
  });

  it('combines groups by their groupConcat', () => {
    const groupA = [fixed(true, { groupName: 'a' }), fixed(false, { groupName: 'a' })];
    const groupB = (concat: Concat) => [fixed(true, { groupName: 'b', groupConcat: concat })];
    expect(result([...groupA, ...groupB('OR')])).toBe(true);
    expect(result([...groupA, ...groupB('AND')])).toBe(false);
  });

  it('keeps a group together even when its conditions are interleaved with another group', () => {
    // Group a = (false OR true) = true; group b = true AND false = false; a AND b = false, a OR b = true.
    const set = (concat: Concat) => [
      fixed(false, { groupName: 'a' }),
      fixed(true, { groupName: 'b', groupConcat: concat }),
      fixed(true, { groupName: 'a', concat: 'OR' }),
      fixed(false, { groupName: 'b' }),
    ];
    expect(result(set('AND'))).toBe(false);
    expect(result(set('OR'))).toBe(true);
  });

  it('reads a group concat from the first condition of the group that sets one', () => {
    const set = [
      fixed(false, { groupName: 'a' }),
      fixed(true, { groupName: 'b' }),
      fixed(true, { groupName: 'b', groupConcat: 'OR' }),
    ];
    expect(result(set)).toBe(true);
  });

  it('accepts concat in lower case and treats an unknown concat as AND', () => {
    expect(result([fixed(false), fixed(true, { concat: 'or' as Concat })])).toBe(true);
    expect(result([fixed(true), fixed(false, { concat: 'XOR' as Concat })])).toBe(false);
  });

  it('carries isStopNext only when the set fails', () => {
    expect(evaluateConditions({ conditions: [fixed(false)], isStopNext: true }, none)).toEqual({
      result: false,
      isStopNext: true,
    });
    expect(evaluateConditions({ conditions: [fixed(true)], isStopNext: true }, none)).toEqual({
      result: true,
      isStopNext: false,
    });
    expect(evaluateConditions([fixed(false)], none)).toEqual({ result: false, isStopNext: false });
  });

  it('returns frozen results', () => {
    expect(Object.isFrozen(evaluateConditions([fixed(true)], none))).toBe(true);
  });

  it('resolves variables, cursor fields and user info through the resolver', () => {
    const guard = compileConditions([
      {
        leftExp: { source: 'variable', name: 'keyword' },
        action: 'eq',
        rightExp: { source: 'const', value: 'phone' },
      },
      {
        leftExp: { source: 'field', dsId: 'ds1', name: 'price' },
        action: 'gt',
        rightExp: { source: 'variable', name: 'minPrice' },
        fieldType: 'Number',
      },
      {
        leftExp: { source: 'user', name: 'roles' },
        action: 'includes',
        rightExp: { source: 'const', value: 'admin' },
        fieldType: 'Role',
      },
    ]);
    const resolver = (price: number) =>
      createResolver({
        variables: { keyword: 'phone', minPrice: '100' },
        cursors: { ds1: { id: 'c1', data: { price: { iv: price } } } },
        user: { roles: ['admin', 'editor'] },
      });
    expect(guard(resolver(120)).result).toBe(true);
    expect(guard(resolver(80)).result).toBe(false);
  });

  it('gives false when a resolved value is missing (spec 1 §5)', () => {
    const set: SingleCondition[] = [
      {
        leftExp: { source: 'variable', name: 'nope' },
        action: 'ne',
        rightExp: { source: 'const', value: 'x' },
      },
    ];
    expect(evaluateConditions(set, createResolver({})).result).toBe(false);
  });

  it('hands the resolver a frozen copy of the reference', () => {
    const seen: RefExpression[] = [];
    const left: RefExpression = { source: 'field', dsId: 'ds', name: 'f' };
    evaluateConditions([{ leftExp: left, action: 'existnotempty' }], (ref) => {
      seen.push(ref);
      return 'x';
    });
    expect(seen).toEqual([left]);
    expect(seen[0]).not.toBe(left);
    expect(Object.isFrozen(seen[0])).toBe(true);
  });

  it('stops evaluating once a failed condition settles an AND', () => {
    const reads: string[] = [];
    const set = [
      fixed(false),
      { ...fixed(true), leftExp: { source: 'variable', name: 'later' } } as SingleCondition,
    ];
    evaluateConditions(set, (ref) => {
      reads.push(ref.source === 'field' ? ref.dsId : ref.name);
      return 1;
    });
    expect(reads).toEqual([]);
  });

  it('lets a malformed condition evaluate false', () => {
    const bad = [
      { action: 'eq' },
      {
        leftExp: { source: 'const', value: 1 },
        action: 'like',
        rightExp: { source: 'const', value: 1 },
      },
      { leftExp: { source: 'nowhere' }, action: 'existnotempty' },
      {
        leftExp: { source: 'const', value: 1 },
        action: 'eq',
        rightExp: { source: 'const', value: 1 },
        fieldType: 'Money',
      },
      42,
    ] as unknown as SingleCondition[];
    for (const condition of bad) expect(result([condition])).toBe(false);
    expect(
      result([
        fixed(true),
        ...bad.map((c) => ({ ...(c as object), concat: 'OR' }) as SingleCondition),
      ]),
    ).toBe(true);
  });

  it('throws ConditionError for a set of the wrong shape', () => {
    for (const set of [42, 'eq', { conditions: 'x' }, true]) {
      expect(() => compileConditions(set as unknown as ConditionSet)).toThrow(ConditionError);
    }
  });

  it('throws ConditionError listing every problem when strict', () => {
    const set = [
      fixed(true),
      {
        leftExp: { source: 'const', value: 'a' },
        action: 'contains',
        rightExp: { source: 'const', value: 'a' },
        fieldType: 'Number',
      },
    ] as SingleCondition[];
    expect(() => compileConditions(set)).not.toThrow();
    try {
      compileConditions(set, { strict: true });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConditionError);
      expect((error as ConditionError).problems).toEqual([
        {
          index: 1,
          code: 'not-applicable',
          message: 'operator contains does not apply to field type Number',
        },
      ]);
      expect((error as ConditionError).message).toBe(
        'Invalid condition set: #1 operator contains does not apply to field type Number',
      );
    }
  });

  it('compiles once and evaluates against many resolvers', () => {
    const guard = compileConditions([
      {
        leftExp: { source: 'variable', name: 'n' },
        action: 'ge',
        rightExp: { source: 'const', value: 10 },
        fieldType: 'Number',
      },
    ]);
    const answers = [5, 10, 15].map((n) => guard(createResolver({ variables: { n } })).result);
    expect(answers).toEqual([false, true, true]);
  });
});
