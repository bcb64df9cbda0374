/**
 * A grid item's box and options (spec 1 §3 Grid item). Positions and sizes are in grid units:
 * `x` and `w` in columns, `y` and `h` in rows.
 */
export interface LayoutItem {
  /** The item's id (the control id). */
  i: string | number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** A static item is never moved by compaction, dragging or resizing. */
  static?: boolean;
  minW?: number;
  minH?: number;
  maxW?: number;
  maxH?: number;
  isDraggable?: boolean;
  isResizable?: boolean;
  isFixPosition?: boolean;
  controlName?: string;
  theme?: string;
  animation?: unknown;
}

/** A layout: the list of grid items. */
export type Layout<TItem extends LayoutItem = LayoutItem> = readonly TItem[];

/** What {@link validateLayout} guarantees about each item: numeric box, boolean `static`. */
export interface ValidLayoutItem {
  x: number;
  y: number;
  w: number;
  h: number;
  static?: boolean;
  [key: string]: unknown;
}

/** A position and size in grid units. */
export interface GridBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The texts of every error this package raises. The first three are the grid library's texts
 * that stored page data and tooling depend on (spec 1 §5); keep them byte for byte.
 */
export const LAYOUT_ERRORS = {
  notArray: 'Layout must be an array!',
  notNumber: (index: number, key: string) =>
    `VueGridLayout: Layout[${index}].${key} must be a number!`,
  notBoolean: (index: number, key: string) =>
    `VueGridLayout: Layout[${index}].${key} must be a boolean!`,
  missingCols: (breakpoint: string) =>
    `ResponsiveGridLayout: \`cols\` entry for breakpoint ${breakpoint} is missing!`,
  noBreakpoints: 'ResponsiveGridLayout: `breakpoints` must define at least one width!',
} as const;

/**
 * The one error type of this package; `message` is one of {@link LAYOUT_ERRORS}.
 *
 * @example
 * try { validateLayout(data); } catch (e) { if (e instanceof LayoutError) showToast(e.message); }
 */
export class LayoutError extends Error {
  override readonly name = 'LayoutError';
}
