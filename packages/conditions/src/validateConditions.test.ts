import { describe, expect, it } from 'vitest';
import { ConditionError, INVALID_SET_MESSAGE } from './ConditionError.js';
import { validateConditions } from './validateConditions.js';
import type { ConditionProblemCode } from './ConditionError.js';
import type { ConditionSet } from './types.js';

const k = (value: unknown) => ({ source: 'const', value });

type Row = [string, unknown, ConditionProblemCode[]];

const ROWS: Row[] = [
  [
    'a well-formed condition',
    { leftExp: k(1), action: 'eq', rightExp: k(1), fieldType: 'Number' },
    [],
  ],
  ['a unary condition without right side', { leftExp: k(1), action: 'noexist' }, []],
  [
    'a reference expression',
    { leftExp: { source: 'field', dsId: 'd', name: 'f' }, action: 'existnotempty' },
    [],
  ],
  [
    'null field type (as stored)',
    { leftExp: k(1), action: 'eq', rightExp: k(1), fieldType: null },
    [],
  ],
  ['not an object', 'eq', ['invalid-condition']],
  ['an unknown operator', { leftExp: k(1), action: 'like', rightExp: k(1) }, ['unknown-operator']],
  [
    'an unknown field type',
    { leftExp: k(1), action: 'eq', rightExp: k(1), fieldType: 'Money' },
    ['unknown-field-type'],
  ],
  [
    'an inapplicable operator',
    { leftExp: k(1), action: 'gt', rightExp: k(1), fieldType: 'String' },
    ['not-applicable'],
  ],
  ['a malformed left side', { leftExp: 1, action: 'eq', rightExp: k(1) }, ['invalid-expression']],
  [
    'a field expression without dsId',
    { leftExp: { source: 'field', name: 'f' }, action: 'noexist' },
    ['invalid-expression'],
  ],
  ['a missing right side', { leftExp: k(1), action: 'eq' }, ['missing-right']],
  [
    'a malformed right side',
    { leftExp: k(1), action: 'eq', rightExp: { source: 'variable' } },
    ['invalid-expression'],
  ],
  [
    'a bad concat',
    { leftExp: k(1), action: 'eq', rightExp: k(1), concat: 'XOR' },
    ['invalid-concat'],
  ],
  [
    'a bad group concat',
    { leftExp: k(1), action: 'eq', rightExp: k(1), groupConcat: 1 },
    ['invalid-concat'],
  ],
];

describe('validateConditions', () => {
  it.each(ROWS)('reports %s', (_, condition, codes) => {
    const problems = validateConditions([condition] as unknown as ConditionSet);
    expect(problems.map((problem) => problem.code)).toEqual(codes);
    for (const problem of problems) expect(problem.index).toBe(0);
  });

  it('numbers problems by condition position', () => {
    const set = [
      { leftExp: k(1), action: 'eq', rightExp: k(1) },
      { action: 'eq' },
    ] as unknown as ConditionSet;
    expect(validateConditions(set).map((problem) => problem.index)).toEqual([1, 1]);
  });

  it('throws ConditionError only for a set of the wrong shape', () => {
    expect(() => validateConditions(7 as unknown as ConditionSet)).toThrow(
      new ConditionError([], INVALID_SET_MESSAGE),
    );
  });
});
