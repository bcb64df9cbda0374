import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  COLS,
  getBreakpointFromWidth,
  getColsForWidth,
  getColsFromBreakpoint,
  sortBreakpoints,
} from './breakpoints.js';
import { LayoutError } from './layoutItem.js';

describe('breakpoints (spec 1 §9)', () => {
  it('has the spec widths and columns', () => {
    expect(BREAKPOINTS).toEqual({ lg: 1280, md: 996, sm: 768, xs: 480, xxs: 0 });
    expect(COLS).toEqual({ lg: 24, md: 20, sm: 12, xs: 8, xxs: 4 });
    expect(sortBreakpoints(BREAKPOINTS)).toEqual(['xxs', 'xs', 'sm', 'md', 'lg']);
  });

  it.each([
    [2000, 'lg', 24],
    [1281, 'lg', 24],
    [1280, 'md', 20],
    [997, 'md', 20],
    [996, 'sm', 12],
    [769, 'sm', 12],
    [768, 'xs', 8],
    [481, 'xs', 8],
    [480, 'xxs', 4],
    [1, 'xxs', 4],
    [0, 'xxs', 4],
    [-50, 'xxs', 4],
    [Number.NaN, 'xxs', 4],
  ])('width %j → %s with %j columns', (width, breakpoint, cols) => {
    expect(getBreakpointFromWidth(width)).toBe(breakpoint);
    expect(getColsFromBreakpoint(getBreakpointFromWidth(width))).toBe(cols);
    expect(getColsForWidth(width)).toBe(cols);
  });

  it('works with custom breakpoints and columns', () => {
    const breakpoints = { wide: 1000, narrow: 0 };
    expect(getBreakpointFromWidth(1500, breakpoints)).toBe('wide');
    expect(getColsForWidth(1500, { breakpoints, cols: { wide: 6, narrow: 2 } })).toBe(6);
  });

  it.each([
    ['xl', COLS],
    ['md', { lg: 24 }],
    ['md', { md: 0 }],
    ['md', { md: Number.NaN }],
    ['toString', COLS],
  ])('raises an error when %s has no column count in %j', (breakpoint, cols) => {
    expect(() => getColsFromBreakpoint(breakpoint, cols as Record<string, number>)).toThrow(
      new LayoutError(
        `ResponsiveGridLayout: \`cols\` entry for breakpoint ${breakpoint} is missing!`,
      ),
    );
  });

  it('raises an error for the active breakpoint without columns', () => {
    expect(() => getColsForWidth(1300, { cols: { md: 20 } })).toThrow(
      'ResponsiveGridLayout: `cols` entry for breakpoint lg is missing!',
    );
  });

  it('raises an error for breakpoints without any width', () => {
    expect(() => getBreakpointFromWidth(100, {})).toThrow(LayoutError);
    expect(() => getBreakpointFromWidth(100, { a: Number.NaN })).toThrow(
      'ResponsiveGridLayout: `breakpoints` must define at least one width!',
    );
  });
});
