import { FIELD_TYPES } from '@tessera/protocol';
import { describe, expect, it } from 'vitest';
import { emptyValueFor, newEmptyItem } from './newEmptyItem.js';

describe('emptyValueFor', () => {
  it.each([
    ['String', ''],
    ['DateTime', ''],
    ['Number', 0],
    ['Currency', 0],
    ['Geo', { longitude: 0, latitude: 0 }],
    ['Bool', true],
    ['Boolean', true],
    ['Json', {}],
    ['Reference', []],
    ['OptionSet', []],
    ['Image', []],
    ['IdentityCard', ''],
    ['Enclosure', []],
    ['User', []],
    ['Role', []],
    ['Address', null],
    ['Area', null],
    ['Unknown', null],
  ])('%s → %j', (type, expected) => {
    expect(emptyValueFor(type)).toEqual(expected);
  });

  it('covers every field type', () => {
    for (const type of FIELD_TYPES) expect(() => emptyValueFor(type)).not.toThrow();
  });
});

describe('newEmptyItem', () => {
  it('builds an item from the field list', () => {
    expect(
      newEmptyItem([
        { name: 'title', fieldType: 'String' },
        { name: 'price', fieldType: 'Currency' },
        { name: 'place', fieldType: 'Geo' },
        { name: 'tags', fieldType: 'OptionSet' },
      ]),
    ).toEqual({ title: '', price: 0, place: { longitude: 0, latitude: 0 }, tags: [] });
  });

  it('never shares objects between items', () => {
    const fields = [{ name: 'list', fieldType: 'Image' }];
    const a = newEmptyItem(fields);
    const b = newEmptyItem(fields);
    expect(a.list).not.toBe(b.list);
  });

  it('keeps a field named __proto__ as a field', () => {
    const item = newEmptyItem([{ name: '__proto__', fieldType: 'Json' }]);
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
    expect(Object.keys(item)).toEqual(['__proto__']);
  });
});
