import { describe, expect, it } from 'vitest';
import { LayoutError } from './layoutItem.js';
import { layoutError, validateLayout } from './validateLayout.js';

const box = { x: 0, y: 0, w: 1, h: 1 };

describe('validateLayout', () => {
  it.each([
    [undefined, 'Layout must be an array!'],
    [null, 'Layout must be an array!'],
    [{}, 'Layout must be an array!'],
    ['[]', 'Layout must be an array!'],
    [[{ ...box, x: '0' }], 'VueGridLayout: Layout[0].x must be a number!'],
    [[{ ...box, y: null }], 'VueGridLayout: Layout[0].y must be a number!'],
    [[box, { ...box, w: undefined }], 'VueGridLayout: Layout[1].w must be a number!'],
    [[box, box, { x: 1, y: 1, w: 1 }], 'VueGridLayout: Layout[2].h must be a number!'],
    [[{ ...box, h: Number.NaN }], 'VueGridLayout: Layout[0].h must be a number!'],
    [[{ ...box, x: Number.POSITIVE_INFINITY }], 'VueGridLayout: Layout[0].x must be a number!'],
    [[{ y: 'a', x: 'b' }], 'VueGridLayout: Layout[0].x must be a number!'],
    [[null], 'VueGridLayout: Layout[0].x must be a number!'],
    [[42], 'VueGridLayout: Layout[0].x must be a number!'],
    [[{ ...box, static: 'true' }], 'VueGridLayout: Layout[0].static must be a boolean!'],
    [[{ ...box, static: 1 }], 'VueGridLayout: Layout[0].static must be a boolean!'],
    [[{ ...box, static: null }], 'VueGridLayout: Layout[0].static must be a boolean!'],
  ])('refuses %j with %s', (layout, message) => {
    expect(() => validateLayout(layout)).toThrow(new LayoutError(message));
    expect(layoutError(layout)).toBe(message);
  });

  it.each([
    [[]],
    [[box]],
    [[{ ...box, i: 'a', static: true, minW: 'ignored' }]],
    [
      [
        { ...box, static: false },
        { x: -1, y: 2.5, w: 0, h: 3 },
      ],
    ],
  ])('accepts %j', (layout) => {
    expect(() => validateLayout(layout)).not.toThrow();
    expect(layoutError(layout)).toBeNull();
  });

  it('throws LayoutError instances named LayoutError', () => {
    try {
      validateLayout('x');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LayoutError);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('LayoutError');
    }
  });
});
