import { describe, expect, it } from 'vitest';
import type { Control } from '@tessera/protocol';
import { mobileBox, rowsFor, toMobileControls } from './mobileGrid.js';

const control = (layout: Partial<Control['layout']>, extra: Partial<Control> = {}): Control =>
  ({ id: 'c', typeName: 'List', props: {}, layout, ...extra }) as Control;

describe('mobileBox (spec 1 §9 mobile grid: cell width 375, row 4, margin 4)', () => {
  it.each([
    // A Pc box is carried over from the 4-column narrowest breakpoint, scaled to 375 px.
    { case: 'full Pc width', layout: { x: 0, y: 0, w: 12, h: 2 }, box: { x: 0, y: 0, w: 375 } },
    { case: 'half of xxs', layout: { x: 2, y: 1, w: 2, h: 1 }, box: { x: 188, y: 19, w: 188 } },
    { case: 'overflowing x', layout: { x: 12, y: 0, w: 12, h: 1 }, box: { x: 0, w: 375 } },
  ])('carries over a Pc box: $case', ({ layout, box }) => {
    expect(mobileBox(control(layout))).toMatchObject(box);
  });

  it('keeps a Pc height in pixels (150 px rows become 4 px rows)', () => {
    // 2 Pc rows: 2 × 150 + 4 = 304 px → 38.5 → 39 rows of 4 px (8 px apart).
    expect(mobileBox(control({ x: 0, y: 0, w: 1, h: 2 })).h).toBe(39);
  });

  it('uses its own layouts.mobile; 375 px and more is the full width', () => {
    const own = control(
      { x: 0, y: 0, w: 1, h: 1 },
      { layouts: { mobile: { x: 10, y: 5, w: 400, h: 30 } } as Control['layouts'] },
    );
    expect(mobileBox(own)).toEqual({ x: 10, y: 5, w: 375, h: 30 });
  });

  it('leaves a part that is not a number for the grid to report (spec 1 §5)', () => {
    expect(mobileBox(control({ x: 'a' as unknown as number, y: 0, w: 1, h: 1 })).x).toBe('a');
  });
});

describe('toMobileControls', () => {
  it('drops animations unless the page turns them on (spec 1 §4)', () => {
    const animated = control({ x: 0, y: 0, w: 1, h: 1 }, { animation: { name: 'fadeIn' } });
    expect(toMobileControls([animated])[0]!.animation).toBeUndefined();
    expect(toMobileControls([animated], { animations: true })[0]!.animation).toBeDefined();
  });

  it('makes a carried-over control as tall as its measured content, at least 40 px', () => {
    const [tall] = toMobileControls([control({ x: 0, y: 0, w: 1, h: 6 })], {
      heights: { c: 300 },
    });
    expect((tall!.layouts as Record<string, { h: number }>).mobile!.h).toBe(rowsFor(300));
    expect(rowsFor(300)).toBe(38); // 38 × 4 + 37 × 4 = 300 px
    expect(rowsFor(10)).toBe(6); // 40 px minimum: 6 × 4 + 5 × 4 = 44
  });
});
