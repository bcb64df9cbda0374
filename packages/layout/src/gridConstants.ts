/**
 * The grid constants of spec 1 §9 ("Grid defaults", breakpoints aside, control defaults,
 * animation) and spec 1 §2 Layouts. Sizes are in px unless named in grid units; margins are
 * `[horizontal, vertical]`.
 */

/** The runtime grid: 12 columns, row height 150, margin 4x4. */
export const RUNTIME_GRID = {
  cols: 12,
  rowHeight: 150,
  margin: [4, 4] as readonly [number, number],
} as const;

/** The flex grid: row height 16, margin 4, default width 1200, 20 columns. */
export const FLEX_GRID = {
  cols: 20,
  rowHeight: 16,
  margin: [4, 4] as readonly [number, number],
  width: 1200,
} as const;

/** The mobile grid: cell width 375, row height 4, margin 4. */
export const MOBILE_GRID = {
  cellWidth: 375,
  rowHeight: 4,
  margin: [4, 4] as readonly [number, number],
} as const;

/** The designer grid: 100x100 cells, margin 5, outer margin 0, new boxes 1x1. */
export const DESIGNER_GRID = {
  cellWidth: 100,
  cellHeight: 100,
  margin: [5, 5] as readonly [number, number],
  outerMargin: [0, 0] as readonly [number, number],
  newBox: { w: 1, h: 1 },
} as const;

/** The size a new box without a layout gets, at 0,0 (spec 1 §4 Grid, §9 designer grid). */
export const NEW_BOX_SIZE: Readonly<{ w: number; h: number }> = DESIGNER_GRID.newBox;

/** Rows are unlimited (spec 1 §9 "rows max unlimited"). */
export const MAX_ROWS = Number.POSITIVE_INFINITY;

/** The minimum height of an item's container in px (spec 1 §2, §9). */
export const CONTAINER_MIN_HEIGHT = 40;

/** The container height in px when it cannot be computed (spec 1 §2). */
export const CONTAINER_FALLBACK_HEIGHT = 140;

/** The bottom padding in px the grid container adds for a bottom navigation (spec 1 §2). */
export const BOTTOM_NAV_PADDING = 60;

/** The default width of a container control, in percent of its parent (spec 1 §9). */
export const CONTAINER_DEFAULT_WIDTH = 100;

/** The z-indexes of spec 1 §9: fixed-position items, fixed widgets, and controls by default. */
export const Z_INDEX = {
  fixedItem: 1999,
  fixedWidget: 999999,
  control: 1,
} as const;

// Controls, pages and animation (spec 1 §9), shared by the grid and the designer.

/** A new control's default box and stacking (spec 1 §9): w 60, h 24, z-index 1. */
export const CONTROL_DEFAULTS = { w: 60, h: 24, zIndex: 1 } as const;

/** The default page height in px (spec 1 §9). */
export const PAGE_HEIGHT = 200;

/** The default heights in px of a template page's regions (spec 1 §9). */
export const TEMPLATE_HEIGHTS = { header: 200, aside: 200, main: 200, footer: 200 } as const;

/** The mobile design reference size in px (spec 1 §9). */
export const MOBILE_DESIGN_SIZE = { width: 375, height: 667 } as const;

/** A mobile control at least this wide (px) becomes full width (spec 1 §9). */
export const MOBILE_FULL_WIDTH_FROM = 375;

/** The width cap in px when centring content (spec 1 §9). */
export const CENTER_WIDTH_CAP = 1200;

/** The pasted-control offset of spec 1 §9 ("offset 4 x step 1"), kept as the spec gives it. */
export const PASTE_OFFSET = { offset: 4, step: 1 } as const;

/** The most tabs a tab control holds (spec 1 §9). */
export const MAX_TABS = 8;

/**
 * A control's default entrance animation (spec 1 §3 Control, §9): direction Left, 500 ms, delay
 * 10 ms, 1 cycle.
 */
export const ANIMATION_DEFAULTS = {
  direction: 'Left',
  durationMs: 500,
  delayMs: 10,
  cycle: 1,
} as const;

/** The animation poll: every 100 ms, giving up after 5000 ms (spec 1 §9). */
export const ANIMATION_POLL = { intervalMs: 100, giveUpMs: 5000 } as const;
