import type { FieldType } from '@tessera/protocol';
import { describe, expect, it } from 'vitest';
import { isQueryFieldType, listQueryableFields } from '../listQueryableFields.js';
import { buildSearchFilters, defaultFilterOperation } from '../buildSearchFilters.js';
import type { FilterOperation } from '../types.js';

describe('listQueryableFields', () => {
  it('drops the six system fields and lists real fields (fieldId > 0) first (spec 1 §3 Field)', () => {
    const fields = [
      { name: 'id', fieldId: 0 },
      { name: 'created', fieldId: 0 },
      { name: 'title', fieldId: 2 },
      { name: 'contentId', fieldId: -1 },
      { name: 'version' },
      { name: 'createdBy', fieldId: 0 },
      { name: 'lastModified', fieldId: -2 },
      { name: 'lastModifiedBy', fieldId: 0 },
      { name: 'status', fieldId: 0 },
      { name: 'price', fieldId: 1 },
      { name: 'count_all', fieldId: null },
    ];
    expect(listQueryableFields(fields).map((f) => f.name)).toEqual([
      'title',
      'price',
      'created',
      'lastModified',
      'count_all',
    ]);
  });

  it.each([
    ['String', true],
    ['Bool', true],
    ['Boolean', true],
    ['OptionSet', true],
    ['Image', false],
    ['User', false],
    [undefined, false],
  ])('says whether %s is a field type for query', (fieldType, expected) => {
    expect(isQueryFieldType(fieldType)).toBe(expected);
  });
});

describe('defaultFilterOperation', () => {
  it.each([
    ['String', 'contains'],
    ['Number', 'ge'],
    ['Currency', 'ge'],
    ['DateTime', 'ge'],
    ['OptionSet', 'eq'],
    ['Reference', 'eq'],
    ['Bool', 'eq'],
    [undefined, 'eq'],
  ] as [FieldType | undefined, FilterOperation][])(
    'uses %s → %s (spec 1 §5)',
    (fieldType, operation) => {
      expect(defaultFilterOperation(fieldType)).toBe(operation);
    },
  );
});

describe('buildSearchFilters', () => {
  it('turns ranges into ge/le, strings into contains, option sets into eq', () => {
    expect(
      buildSearchFilters([
        { fieldName: 'price', fieldType: 'Number', value: [10, 50] },
        { fieldName: 'created', fieldType: 'DateTime', value: ['', '2024-12-31'] },
        { fieldName: 'stock', fieldType: 'Number', value: 3 },
        { fieldName: 'title', fieldType: 'String', value: 'phone' },
        { fieldName: 'cat', fieldType: 'OptionSet', value: [{ label: 'A', value: 'a' }] },
      ]),
    ).toEqual([
      { fieldName: 'price', fieldType: 'Number', operation: 'ge', fieldValue: 10 },
      { fieldName: 'price', fieldType: 'Number', operation: 'le', fieldValue: 50 },
      { fieldName: 'created', fieldType: 'DateTime', operation: 'le', fieldValue: '2024-12-31' },
      { fieldName: 'stock', fieldType: 'Number', operation: 'eq', fieldValue: 3 },
      { fieldName: 'title', fieldType: 'String', operation: 'contains', fieldValue: 'phone' },
      {
        fieldName: 'cat',
        fieldType: 'OptionSet',
        operation: 'eq',
        fieldValue: [{ label: 'A', value: 'a' }],
      },
    ]);
  });
});
