import { CONDITION_OPERATORS, FIELD_TYPES } from '@tessera/protocol';
import type { FieldType } from '@tessera/protocol';
import { describe, expect, it } from 'vitest';
import { OPERATOR_FIELD_TYPES, isOperatorApplicable } from './operatorTable.js';
import type { ConditionOperator } from './types.js';

// spec 1 §5, verbatim lists.
const SPEC_EQ: FieldType[] = [
  'String',
  'DateTime',
  'Number',
  'Geo',
  'Json',
  'Bool',
  'Currency',
  'Reference',
  'OptionSet',
];
const SPEC_ORDER: FieldType[] = ['DateTime', 'Number', 'Currency'];

describe('operatorTable', () => {
  it('lists the seventeen operators of spec 1 §5', () => {
    expect(CONDITION_OPERATORS).toEqual([
      'eq',
      'ne',
      'includes',
      'intersection',
      'disjoint',
      'nointersection',
      'belong',
      'consist',
      'absent',
      'noexist',
      'existnotempty',
      'nearby',
      'gt',
      'ge',
      'lt',
      'le',
      'contains',
    ]);
    expect(Object.keys(OPERATOR_FIELD_TYPES).sort()).toEqual([...CONDITION_OPERATORS].sort());
  });

  type Row = [ConditionOperator, FieldType[], FieldType[]];
  const ROWS: Row[] = [
    ['eq', [...SPEC_EQ, 'Boolean', 'Department', 'User', 'Role'], ['Image', 'Video', 'Address']],
    ['ne', [...SPEC_EQ, 'Department', 'User', 'Role'], ['Enclosure', 'Area']],
    ['gt', SPEC_ORDER, ['String', 'Bool', 'Geo', 'Reference']],
    ['ge', SPEC_ORDER, ['String', 'OptionSet']],
    ['lt', SPEC_ORDER, ['Json']],
    ['le', SPEC_ORDER, ['User']],
    ['contains', ['String'], ['Number', 'Reference', 'Json', 'DateTime']],
    [
      'includes',
      ['String', 'Reference', 'OptionSet', 'Department', 'User', 'Role', 'Tag'],
      ['Geo', 'Json', 'DateTime'],
    ],
    ['belong', ['String', 'Number', 'Department'], ['Bool', 'Image']],
    ['nearby', ['Geo'], ['String', 'Number']],
    ['noexist', [...FIELD_TYPES], []],
    ['existnotempty', [...FIELD_TYPES], []],
  ];

  it.each(ROWS)('%s applies to %j and not to %j', (operator, applies, refused) => {
    for (const fieldType of applies) expect(isOperatorApplicable(operator, fieldType)).toBe(true);
    for (const fieldType of refused) expect(isOperatorApplicable(operator, fieldType)).toBe(false);
  });

  it('applies every operator when the field type is unknown', () => {
    for (const operator of CONDITION_OPERATORS)
      expect(isOperatorApplicable(operator, undefined)).toBe(true);
  });
});
