import { LAYOUT_ERRORS, LayoutError } from './layoutItem.js';

/** The breakpoint names of spec 1 §9. */
export type Breakpoint = 'lg' | 'md' | 'sm' | 'xs' | 'xxs';

/** Breakpoint widths in px (spec 1 §9): lg 1280, md 996, sm 768, xs 480, xxs 0. */
export const BREAKPOINTS: Readonly<Record<Breakpoint, number>> = {
  lg: 1280,
  md: 996,
  sm: 768,
  xs: 480,
  xxs: 0,
};

/** Columns per breakpoint (spec 1 §9): lg 24, md 20, sm 12, xs 8, xxs 4. */
export const COLS: Readonly<Record<Breakpoint, number>> = {
  lg: 24,
  md: 20,
  sm: 12,
  xs: 8,
  xxs: 4,
};

/**
 * The breakpoint names sorted by width, narrowest first; entries whose width is not a finite
 * number are left out.
 */
export function sortBreakpoints(breakpoints: Readonly<Record<string, number>>): string[] {
  return Object.keys(breakpoints)
    .filter((name) => Number.isFinite(breakpoints[name]))
    .sort((a, b) => (breakpoints[a] as number) - (breakpoints[b] as number));
}

/**
 * The active breakpoint for a container width: the widest breakpoint whose width the container
 * exceeds, else the narrowest. As in the grid library, a width exactly on a breakpoint still
 * belongs to the breakpoint below (1280 px is `md`). Throws a {@link LayoutError} when
 * `breakpoints` has no usable width.
 *
 * @example
 * getBreakpointFromWidth(1300); // 'lg'
 * getBreakpointFromWidth(1280); // 'md'
 * getBreakpointFromWidth(300); // 'xxs'
 */
export function getBreakpointFromWidth<TName extends string = Breakpoint>(
  width: number,
  breakpoints: Readonly<Record<TName, number>> = BREAKPOINTS as Record<TName, number>,
): TName {
  const sorted = sortBreakpoints(breakpoints) as TName[];
  let matching = sorted[0];
  if (matching === undefined) throw new LayoutError(LAYOUT_ERRORS.noBreakpoints);
  for (const name of sorted.slice(1)) {
    if (width > breakpoints[name]) matching = name;
  }
  return matching;
}

/**
 * The column count of a breakpoint. Spec 1 §5: grid columns must be defined for the active
 * breakpoint, so a missing or non-positive entry throws a {@link LayoutError}
 * 'ResponsiveGridLayout: `cols` entry for breakpoint {name} is missing!'.
 *
 * @example
 * getColsFromBreakpoint('sm'); // 12
 * getColsFromBreakpoint('xl', COLS); // throws
 */
export function getColsFromBreakpoint<TName extends string = Breakpoint>(
  breakpoint: TName,
  cols: Readonly<Partial<Record<TName, number>>> = COLS as Partial<Record<TName, number>>,
): number {
  const count = Object.hasOwn(cols, breakpoint) ? cols[breakpoint] : undefined;
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) {
    throw new LayoutError(LAYOUT_ERRORS.missingCols(String(breakpoint)));
  }
  return count;
}

/**
 * The column count for a container width: {@link getBreakpointFromWidth} then
 * {@link getColsFromBreakpoint}.
 *
 * @example
 * getColsForWidth(1000); // 20
 */
export function getColsForWidth(
  width: number,
  options: {
    breakpoints?: Readonly<Record<string, number>>;
    cols?: Readonly<Record<string, number>>;
  } = {},
): number {
  const name = getBreakpointFromWidth(width, options.breakpoints ?? BREAKPOINTS);
  return getColsFromBreakpoint(name, options.cols ?? COLS);
}
