// What one grid draws at one width (spec 1 §4 Grid, §5 layout validation, §9 grid constants):
// pure, framework-free; GridRenderer hands the result to react-grid-layout.
import type { Layout } from 'react-grid-layout';
import {
  BREAKPOINTS,
  COLS,
  FLEX_GRID,
  LayoutError,
  NEW_BOX_SIZE,
  RUNTIME_GRID,
  getBreakpointFromWidth,
  getColsFromBreakpoint,
  validateLayout,
} from '@tessera/layout';
import type { Control } from '@tessera/protocol';
import {
  boxAt,
  gridChildren,
  isFixedControl,
  toGridItem,
  toGridLayout,
} from '../internals/gridItems.js';

/** The one breakpoint of the flex grid (its 20 columns do not change with the width). */
export const FLEX_BREAKPOINT = 'flex';

/** What {@link planGrid} reads. */
export interface GridPlanInput {
  /** The page's controls (`pageData.controls`); anything but an array is a layout error. */
  controls: unknown;
  /** The container control whose children are drawn; `null` = the page root. */
  parentId: string | null;
  /** The measured container width in px. */
  width: number;
  /** Lay the grid out on the flex grid (spec 1 §9: row 16, margin 4, width 1200, 20 columns). */
  isFlex?: boolean;
  /** Right-to-left mode (spec 1 §4): columns mirrored. */
  rtl?: boolean;
  /** Breakpoint widths (default spec 1 §9 lg 1280, md 996, sm 768, xs 480, xxs 0). */
  breakpoints?: Readonly<Record<string, number>>;
  /** Columns per breakpoint (default spec 1 §9 lg 24, md 20, sm 12, xs 8, xxs 4). */
  cols?: Readonly<Record<string, number>>;
  /** Row height in px (default 150; flex 16). */
  rowHeight?: number;
  /** Gaps in px (default [4, 4]). */
  margin?: readonly [number, number];
  /** Ids of controls not drawn (their `useControl(control).visible` is false). */
  hidden?: ReadonlySet<string>;
}

/** A fixed-position control (spec 1 §3 layout `position` fixed) and its box at the breakpoint. */
export interface FixedItem {
  control: Control;
  item: Layout[number];
}

/** What the grid draws at the active breakpoint. */
export interface GridPlan {
  breakpoint: string;
  cols: number;
  rowHeight: number;
  margin: [number, number];
  /** The width the grid is laid out at (the flex grid falls back to 1200 px). */
  width: number;
  breakpoints: Record<string, number>;
  colsByBreakpoint: Record<string, number>;
  /** The flowing controls, in reading order at the active breakpoint. */
  controls: Control[];
  /** A layout for every breakpoint (react-grid-layout's responsive `layouts`). */
  layouts: Record<string, Layout>;
  /** Fixed-position controls, drawn outside the flow. */
  fixed: FixedItem[];
}

/** A plan, or the layout error to show instead (spec 1 §5). */
export type GridPlanResult =
  { plan: GridPlan; error?: undefined } | { plan?: undefined; error: string };

const BOX_KEYS = ['x', 'y', 'w', 'h'] as const;

/**
 * The box the validation sees: missing parts of a stored box take the new-box defaults
 * (spec 1 §4: a box without layout goes to 0,0 with the default size); present parts are kept
 * as stored, so a stored `"3"` or `NaN` is reported.
 */
function checkedBox(control: Control, breakpoint: string): Record<string, unknown> {
  const stored: unknown = boxAt(control, breakpoint);
  const box: Record<string, unknown> =
    typeof stored === 'object' && stored !== null ? { ...(stored as Record<string, unknown>) } : {};
  const defaults = { x: 0, y: 0, w: NEW_BOX_SIZE.w, h: NEW_BOX_SIZE.h };
  for (const key of BOX_KEYS) if (box[key] === undefined) box[key] = defaults[key];
  return box;
}

/**
 * Plans one grid (spec 1 §4 Grid): validates the layout of the active breakpoint (spec 1 §5:
 * 'Layout must be an array!', 'VueGridLayout: Layout[n].x must be a number!', and the
 * active breakpoint's missing columns), picks the breakpoint and its columns from the width, and
 * builds every breakpoint's layout with the @tessera/layout rules (per-breakpoint boxes from
 * `control.layouts`, else `control.layout` fitted to the columns; mirrored in right-to-left
 * mode). Fixed-position and hidden controls leave the flow.
 *
 * @example
 * planGrid({ controls, parentId: null, width: 1300 }).plan?.cols; // 24
 */
export function planGrid(input: GridPlanInput): GridPlanResult {
  const flex = input.isFlex === true;
  const breakpoints: Record<string, number> = flex
    ? { [FLEX_BREAKPOINT]: 0 }
    : { ...(input.breakpoints ?? BREAKPOINTS) };
  const colsByBreakpoint: Record<string, number> = flex
    ? { [FLEX_BREAKPOINT]: FLEX_GRID.cols }
    : { ...(input.cols ?? COLS) };
  // spec 1 §9: the flex grid's default width is 1200 px (used when the container has none).
  const width = flex && !(input.width > 0) ? FLEX_GRID.width : input.width;
  try {
    if (!Array.isArray(input.controls)) validateLayout(input.controls);
    const all = gridChildren(input.controls as Control[], input.parentId);
    const breakpoint = getBreakpointFromWidth(width, breakpoints);
    const cols = getColsFromBreakpoint(breakpoint, colsByBreakpoint);
    validateLayout(all.map((control) => checkedBox(control, breakpoint)));

    const hidden = input.hidden;
    const shown = all.filter((control) => !hidden?.has(control.id));
    const flowing = shown.filter((control) => !isFixedControl(control));
    const layouts: Record<string, Layout> = {};
    let controls: Control[] = [];
    for (const name of Object.keys(breakpoints)) {
      const count = colsByBreakpoint[name];
      if (typeof count !== 'number' || !(count > 0)) continue;
      const grid = toGridLayout(flowing, count, input.parentId, {
        breakpoint: name,
        rtl: input.rtl,
      });
      layouts[name] = grid.layout;
      if (name === breakpoint) controls = grid.controls;
    }
    const fixed = shown.filter(isFixedControl).map((control) => ({
      control,
      item: toGridItem(control, cols, { breakpoint, rtl: input.rtl }),
    }));
    const grid = flex ? FLEX_GRID : RUNTIME_GRID;
    const margin = input.margin ?? grid.margin;
    return {
      plan: {
        breakpoint,
        cols,
        rowHeight: input.rowHeight ?? grid.rowHeight,
        margin: [margin[0], margin[1]],
        width,
        breakpoints,
        colsByBreakpoint,
        controls,
        layouts,
        fixed,
      },
    };
  } catch (error) {
    if (error instanceof LayoutError) return { error: error.message };
    throw error;
  }
}
