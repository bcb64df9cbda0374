// spec 1 §9 mobile grid: cell width 375, row 4, margin 4; design reference 375×667; a mobile
// width of 375 or more becomes full width. Pure: which box each control gets on the mobile grid
// (README "Mobile page shell").
import {
  COLS,
  CONTAINER_MIN_HEIGHT,
  FLEX_GRID,
  MOBILE_GRID,
  RUNTIME_GRID,
  correctItem,
} from '@tessera/layout';
import type { Control, GridLayoutBox } from '@tessera/protocol';

/** The mobile grid's one breakpoint: a control's `layouts.mobile` is its box there. */
export const MOBILE_BREAKPOINT = 'mobile';

/**
 * The mobile grid as the grid renderer draws it: one column per design pixel of the 375 px
 * reference (x and w in px), rows of 4 px with 4 px between them, 4 px around the grid. The
 * columns carry no gap of their own: the gaps between controls side by side are part of their
 * designed x and w.
 */
export const MOBILE_GRID_METRICS = {
  cols: MOBILE_GRID.cellWidth,
  rowHeight: MOBILE_GRID.rowHeight,
  margin: [0, MOBILE_GRID.margin[1]] as [number, number],
  /** Left and right padding of the grid (the margin of spec 1 §9). */
  sidePadding: MOBILE_GRID.margin[0],
} as const;

/** The source grid a Pc box is measured on. */
interface SourceGrid {
  cols: number;
  rowHeight: number;
  marginY: number;
}

/** A Pc page's box on a phone is its narrowest breakpoint's (the designer's Mobile surface). */
const PC_SOURCE: SourceGrid = {
  cols: COLS.xxs,
  rowHeight: RUNTIME_GRID.rowHeight,
  marginY: RUNTIME_GRID.margin[1],
};
const FLEX_SOURCE: SourceGrid = {
  cols: FLEX_GRID.cols,
  rowHeight: FLEX_GRID.rowHeight,
  marginY: FLEX_GRID.margin[1],
};

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * A control's box on the mobile grid. Its own `layouts.mobile` (x, w in px of the 375 px
 * reference; y, h in 4 px rows) is used as it is; otherwise its Pc box is carried over: the
 * box of the narrowest Pc breakpoint (`layouts.xxs`, else `layout` fitted to its 4 columns,
 * spec 1 §4) scaled to 375 px, its height kept in pixels (150 px rows, or the flex grid's 16 px
 * rows, become 4 px rows). Widths of 375 px and more are the full width (spec 1 §9).
 *
 * @example
 * mobileBox({ id: 'a', typeName: 'List', layout: { x: 0, y: 0, w: 12, h: 2 } });
 * // { x: 0, y: 0, w: 375, h: 39 }
 */
export function mobileBox(control: Control, isFlex = false): GridLayoutBox {
  const layouts = control.layouts as Record<string, GridLayoutBox | undefined> | undefined;
  const own = layouts?.[MOBILE_BREAKPOINT];
  if (own && typeof own === 'object') {
    const w = finite(own.w) ?? MOBILE_GRID.cellWidth;
    return { ...own, w: Math.min(w, MOBILE_GRID.cellWidth) };
  }
  const source = isFlex ? FLEX_SOURCE : PC_SOURCE;
  const stored = (isFlex ? undefined : layouts?.xxs) ?? control.layout ?? {};
  // A stored part that is not a number stays as it is: the grid reports it (spec 1 §5).
  const parts = [stored.x, stored.y, stored.w, stored.h];
  if (parts.some((part) => part !== undefined && finite(part) === undefined)) return stored;
  const box = correctItem(
    {
      x: finite(stored.x) ?? 0,
      y: finite(stored.y) ?? 0,
      w: finite(stored.w) ?? source.cols,
      h: finite(stored.h) ?? 1,
    },
    source.cols,
  );
  const scale = MOBILE_GRID.cellWidth / source.cols;
  const sourcePitch = source.rowHeight + source.marginY;
  const pitch = MOBILE_GRID.rowHeight + MOBILE_GRID.margin[1];
  return {
    ...control.layout,
    x: Math.round(box.x * scale),
    y: Math.round((box.y * sourcePitch) / pitch),
    w: Math.min(MOBILE_GRID.cellWidth, Math.round(box.w * scale)),
    h: Math.max(1, Math.round((box.h * sourcePitch) / pitch)),
  };
}

/** What {@link toMobileControls} reads besides the controls. */
export interface MobileControlsOptions {
  /** The page is laid out on the flex grid (`pageData.isFlex`, a flex-container stage). */
  isFlex?: boolean;
  /**
   * Measured content heights in px by control id: a control whose box is carried over from
   * the Pc page (no `layouts.mobile` of its own), or whose layout says `autoHeight`, is as tall
   * as its content (at least 40 px, spec 1 §9 item minimum container height).
   */
  heights?: Readonly<Record<string, number>>;
  /**
   * Play the controls' entrance animations (spec 1 §4: "scroll animation defaults to not running
   * on mobile"; a page turns them on with `pageData.scrollAnimation: true`).
   */
  animations?: boolean;
}

/**
 * The controls as the mobile grid draws them: each with its {@link mobileBox} as
 * `layouts.mobile`, and without its animation unless the page turns animations on. Memoise the
 * answer per controls array: the grid keeps its plan while the array stays the same.
 */
export function toMobileControls(
  controls: readonly Control[],
  options: MobileControlsOptions = {},
): Control[] {
  if (!Array.isArray(controls)) return controls as Control[];
  return controls.map((control) => {
    let box = mobileBox(control, options.isFlex);
    const measured = options.heights?.[control.id];
    if (measured !== undefined && isAutoHeight(control)) box = { ...box, h: rowsFor(measured) };
    const next: Control = {
      ...control,
      layouts: { ...control.layouts, [MOBILE_BREAKPOINT]: box },
    };
    if (!options.animations) delete next.animation;
    return next;
  });
}

/**
 * Whether a control's height follows its content on the mobile grid: its box is carried over
 * from the Pc page (Pc rows of 150 px fit a phone's content badly), or its layout asks for it
 * (spec 1 §3 Control layout `autoHeight`).
 */
export function isAutoHeight(control: Control): boolean {
  const layouts = control.layouts as Record<string, unknown> | undefined;
  if ((control.layout as { autoHeight?: unknown } | undefined)?.autoHeight === true) return true;
  return !(layouts?.[MOBILE_BREAKPOINT] && typeof layouts[MOBILE_BREAKPOINT] === 'object');
}

/** The mobile rows (4 px, 4 px apart) that hold `px` of content, at least 40 px tall. */
export function rowsFor(px: number): number {
  const pitch = MOBILE_GRID.rowHeight + MOBILE_GRID.margin[1];
  const height = Math.max(CONTAINER_MIN_HEIGHT, Math.ceil(px));
  return Math.max(1, Math.ceil((height + MOBILE_GRID.margin[1]) / pitch));
}
