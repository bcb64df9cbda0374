import type { GridLayoutBox } from '@tessera/protocol';

/**
 * A grid item's box and options (spec 1 §3 Grid item). Positions and sizes are in grid units:
 * `x` and `w` in columns, `y` and `h` in rows.
 */
export interface LayoutItem extends GridLayoutBox {
  /** The item's id (the control id). */
  i: string | number;
  // static (never moved by compaction, dragging or resizing) and the min/max sizes come from
  // protocol's GridLayoutBox, the wire shape of spec 1 §3 Grid item.
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

/** A position and size in grid units: the box part of protocol's {@link GridLayoutBox}. */
export type GridBox = Pick<GridLayoutBox, 'x' | 'y' | 'w' | 'h'>;

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
