import { describe, expect, it } from 'vitest';
import { createResolver, readCursorField } from './createResolver.js';

describe('createResolver', () => {
  const item = {
    id: 'c1',
    createdBy: 'u1',
    data: {
      price: { iv: 12 },
      tags: { iv: ['a'] },
      ref_author: { iv: [{ name: 'Li' }] },
      plain: 'x',
    },
  };

  it('reads page variables from a record or a function', () => {
    expect(createResolver({ variables: { a: 1 } })({ source: 'variable', name: 'a' })).toBe(1);
    expect(
      createResolver({ variables: (name) => `${name}!` })({ source: 'variable', name: 'a' }),
    ).toBe('a!');
  });

  it('reads cursor fields: system fields, data.{name}.iv, plain data', () => {
    const resolve = createResolver({ cursors: { ds1: item } });
    expect(resolve({ source: 'field', dsId: 'ds1', name: 'id' })).toBe('c1');
    expect(resolve({ source: 'field', dsId: 'ds1', name: 'createdBy' })).toBe('u1');
    expect(resolve({ source: 'field', dsId: 'ds1', name: 'price' })).toBe(12);
    expect(resolve({ source: 'field', dsId: 'ds1', name: 'plain' })).toBe('x');
    expect(resolve({ source: 'field', dsId: 'ds2', name: 'price' })).toBeUndefined();
  });

  it('reads cursors through a lookup function', () => {
    const resolve = createResolver({ cursors: (dsId) => (dsId === 'ds1' ? item : undefined) });
    expect(resolve({ source: 'field', dsId: 'ds1', name: 'tags' })).toEqual(['a']);
  });

  it('follows dotted paths', () => {
    expect(readCursorField({ ref_author: { name: 'Li' } }, 'ref_author.name')).toBe('Li');
    expect(readCursorField(item, 'price.more')).toBeUndefined();
  });

  it('reads user info', () => {
    expect(
      createResolver({ user: { roles: ['admin'] } })({ source: 'user', name: 'roles' }),
    ).toEqual(['admin']);
  });

  it('reads own properties only', () => {
    const resolve = createResolver({ variables: {}, user: {}, cursors: { ds: {} } });
    expect(resolve({ source: 'variable', name: 'constructor' })).toBeUndefined();
    expect(resolve({ source: 'user', name: '__proto__' })).toBeUndefined();
    expect(resolve({ source: 'field', dsId: 'ds', name: 'toString' })).toBeUndefined();
  });
});
