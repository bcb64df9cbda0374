import { describe, expect, it } from 'vitest';
import {
  dropEmptyCustomerFilters,
  filterSkipReason,
  SELECT_ALL_MARKER,
  type FilterSkipReason,
} from '../filterSkipReason.js';
import type { Filter, FilterOperation } from '../types.js';

const filter = (operation: FilterOperation, extra: Partial<Filter> = {}): Filter => ({
  fieldName: 'f',
  operation,
  ...extra,
});

type Row = [string, Filter, unknown, boolean, FilterSkipReason | undefined];

// spec 1 §5 "Filter building skips a condition when …", in the order filterSkipReason applies them.
const ROWS: Row[] = [
  ['customer: undefined', filter('eq'), undefined, true, 'customer-empty'],
  ['customer: null', filter('eq'), null, true, 'customer-empty'],
  ['customer: empty string', filter('eq'), '', true, 'customer-empty'],
  [
    'customer: empty list even for consist',
    filter('consist', { fieldType: 'String' }),
    [],
    true,
    'customer-empty',
  ],
  [
    'customer: unary operation with no value',
    filter('existnotempty'),
    undefined,
    true,
    'customer-empty',
  ],
  ['customer: a value', filter('eq'), 'x', true, undefined],
  ['unary operations read no value', filter('noexist'), '', false, undefined],
  ['select-all marker', filter('eq'), SELECT_ALL_MARKER, false, 'select-all'],
  ['select-all marker in a list', filter('eq'), ['a', SELECT_ALL_MARKER], false, 'select-all'],
  [
    'select-all option entry',
    filter('eq'),
    [{ label: '全部', value: SELECT_ALL_MARKER }],
    false,
    'select-all',
  ],
  [
    'first entry with empty label and value',
    filter('eq'),
    [
      { label: '', value: '' },
      { label: 'A', value: 'a' },
    ],
    false,
    'placeholder-entry',
  ],
  [
    'first entry with null label and value',
    filter('eq'),
    [{ label: null, value: null }],
    false,
    'placeholder-entry',
  ],
  [
    'first entry with a label only is kept',
    filter('eq'),
    [{ label: 'A', value: '' }],
    false,
    undefined,
  ],
  ['first entry without option keys is kept', filter('eq'), [{ id: 'r1' }], false, undefined],
  [
    'conditionIsNull 1 with null',
    filter('eq', { conditionIsNull: 1 }),
    null,
    false,
    'null-allowed-empty',
  ],
  [
    'conditionIsNull true with undefined',
    filter('eq', { conditionIsNull: true }),
    undefined,
    false,
    'null-allowed-empty',
  ],
  [
    "conditionIsNull '1' with empty list",
    filter('consist', { conditionIsNull: '1', fieldType: 'String' }),
    [],
    false,
    'null-allowed-empty',
  ],
  [
    'conditionIsNull 0 with null is kept (compared with null)',
    filter('eq', { conditionIsNull: 0 }),
    null,
    false,
    undefined,
  ],
  [
    'createdBy empty is kept (sub:guest)',
    { fieldName: 'createdBy', operation: 'eq' },
    '',
    false,
    undefined,
  ],
  [
    'lastModifiedBy empty list is kept (sub:guest)',
    { fieldName: 'lastModifiedBy', operation: 'eq' },
    [],
    false,
    undefined,
  ],
  ['empty list', filter('eq', { fieldType: 'OptionSet' }), [], false, 'empty-list'],
  [
    'empty list on String with eq is kept',
    filter('eq', { fieldType: 'String' }),
    [],
    false,
    undefined,
  ],
  [
    'empty list on String with consist is kept',
    filter('consist', { fieldType: 'String' }),
    [],
    false,
    undefined,
  ],
  [
    'empty list on String with includes',
    filter('includes', { fieldType: 'String' }),
    [],
    false,
    'empty-list',
  ],
  [
    'empty list on String with contains',
    filter('contains', { fieldType: 'String' }),
    [],
    false,
    'empty-list',
  ],
  [
    'empty list untyped with eq is kept (String is the default type)',
    filter('eq'),
    [],
    false,
    undefined,
  ],
  ['empty string', filter('contains'), '', false, 'empty-string'],
  ['blank string', filter('eq'), ' \t', false, 'empty-string'],
  ['zero is a value', filter('eq', { fieldType: 'Number' }), 0, false, undefined],
  ['false is a value', filter('eq', { fieldType: 'Bool' }), false, false, undefined],
];

describe('filterSkipReason', () => {
  it.each(ROWS)('%s', (_, f, value, customer, expected) => {
    expect(filterSkipReason(f, value, customer)).toBe(expected);
  });
});

describe('dropEmptyCustomerFilters', () => {
  it('keeps only filters with a value', () => {
    const filters: Filter[] = [
      { fieldName: 'a', operation: 'eq' },
      { fieldName: 'b', operation: 'eq', fieldValue: null },
      { fieldName: 'c', operation: 'eq', fieldValue: '' },
      { fieldName: 'd', operation: 'eq', fieldValue: [] },
      { fieldName: 'e', operation: 'eq', fieldValue: 0 },
    ];
    expect(dropEmptyCustomerFilters(filters).map((f) => f.fieldName)).toEqual(['e']);
  });
});
