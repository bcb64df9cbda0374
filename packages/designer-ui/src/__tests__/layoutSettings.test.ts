import { describe, expect, it } from 'vitest';
import { layoutValue, withLayoutValue } from '../model/layoutSettings.js';

describe('layout settings, one field at a time', () => {
  it('sets a nested member and keeps the others', () => {
    const layout = { type: 'header-main', cssData: { page: { bgColor: '#fff' } } };
    expect(withLayoutValue(layout, ['cssData', 'header', 'shadowColor'], '#000')).toEqual({
      type: 'header-main',
      cssData: { page: { bgColor: '#fff' }, header: { shadowColor: '#000' } },
    });
    expect(withLayoutValue(layout, ['header', 'fixed'], true)).toEqual({
      type: 'header-main',
      cssData: { page: { bgColor: '#fff' } },
      header: { fixed: true },
    });
    // The input is not changed.
    expect(layout).toEqual({ type: 'header-main', cssData: { page: { bgColor: '#fff' } } });
  });

  it('removes an emptied member and the objects it leaves empty', () => {
    const layout = { type: 'header-main', cssData: { header: { bgColor: '#123' } } };
    expect(withLayoutValue(layout, ['cssData', 'header', 'bgColor'], '  ')).toEqual({
      type: 'header-main',
    });
    expect(withLayoutValue({ footer: { hidden: true } }, ['footer', 'hidden'], undefined)).toBe(
      undefined,
    );
  });

  it('reads a value at a path', () => {
    expect(layoutValue({ aside: { width: 240 } }, ['aside', 'width'])).toBe(240);
    expect(layoutValue(undefined, ['aside', 'width'])).toBe(undefined);
  });
});
