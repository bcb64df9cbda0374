import { describe, expect, it } from 'vitest';
import { createNewEntry, emptyResult, fixedFieldsOf } from './newEntry.js';

describe('new empty items (spec 1 §3 Data-source result)', () => {
  it.each([
    ['String', ''],
    ['DateTime', ''],
    ['Number', 0],
    ['Currency', 0],
    ['Geo', { longitude: 0, latitude: 0 }],
    ['Bool', true],
    ['Json', {}],
    ['Reference', []],
    ['OptionSet', []],
    ['Image', []],
  ])('%s defaults to %j', (fieldType, expected) => {
    expect(emptyResult([{ name: 'f', fieldType }]).newEmptyItem).toEqual({ f: expected });
  });

  it('gives every entry its own values', () => {
    const result = emptyResult([{ name: 'tags', fieldType: 'OptionSet' }]);
    const a = createNewEntry(result);
    const b = createNewEntry(result);
    expect(a.data.tags).not.toBe(b.data.tags);
    expect(a.__key).not.toBe(b.__key);
  });

  it('takes fixed fields from single-value eq fixed filters only', () => {
    const read = (f: { fieldValue?: unknown }) => f.fieldValue;
    expect(
      fixedFieldsOf(
        [
          { fieldName: 'customer', operation: 'eq', fieldValue: 'c1' },
          { fieldName: 'price', operation: 'ge', fieldValue: 10 },
          { fieldName: 'tags', operation: 'eq', fieldValue: ['a'] },
          { fieldName: 'empty', operation: 'eq', fieldValue: '' },
        ],
        read,
      ),
    ).toEqual({ customer: 'c1' });
    expect(fixedFieldsOf(null, read)).toEqual({});
  });
});
