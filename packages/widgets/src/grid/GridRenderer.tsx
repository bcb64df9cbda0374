// The runtime page grid (spec 1 §4 Grid, §5 layout validation, §9 grid constants and
// breakpoints) on react-grid-layout v2's layout rules. The breakpoint is picked by planGrid from
// the measured width and that breakpoint's layout is placed by react-grid-layout's pure functions
// (`staticGridBoxes`): its responsive component keeps a breakpoint and layouts of its own, which,
// after a jump across several breakpoints (a window going from 1 px to 1280 px wide, as a
// full-page screenshot does), fought the given layouts and flipped between two layouts on every
// render; and its interactive `GridLayout` brings drag and resize code a runtime page never uses.
import {
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type CSSProperties,
  type ErrorInfo,
  type RefObject,
} from 'react';
import { useContainerWidth } from 'react-grid-layout';
import type { Control } from '@tessera/protocol';
import type { WidgetRegistry } from '../registry/createWidgetRegistry.js';
import { isChildOf } from '../internals/gridItems.js';
import { FixedItems } from './FixedItems.js';
import { controlCellStyle } from './controlCellStyle.js';
import { GRID_KEYFRAMES_CSS, resolveAnimation } from './gridAnimation.js';
import { GridCell } from './GridCell.js';
import { GridLayoutErrorView, type GridLayoutErrorProps } from './GridLayoutErrorView.js';
import { planGrid } from './gridPlan.js';
import { staticGridBoxes, type GridBox } from './staticGridBoxes.js';
import { useHiddenControls } from './useHiddenControls.js';

/** Grid measurements; defaults are the runtime grid of spec 1 §9. */
export interface GridMetrics {
  /**
   * A fixed number of columns at every width. Without it the columns follow the breakpoints of
   * spec 1 §9 (lg 24, md 20, sm 12, xs 8, xxs 4).
   */
  cols: number;
  /** Height of one row in pixels (default 150; flex grid 16). */
  rowHeight: number;
  /** Horizontal and vertical gap between items in pixels (default [4, 4]). */
  margin: [number, number];
}

/** Props of {@link GridRenderer}. */
export interface GridRendererProps {
  /** The page's controls (`pageData.controls`); only those of `parentId` are drawn here. */
  controls: readonly Control[];
  /** Which widget draws which `typeName` (a flavour's entry defaults it to its widgets). */
  registry: WidgetRegistry;
  /** Draw the children of this container control; `null` (default) draws the page root. */
  parentId?: string | null;
  /** Overrides of the spec 1 §9 runtime grid measurements. */
  gridConfig?: Partial<GridMetrics>;
  /** Breakpoint widths in px (default spec 1 §9: lg 1280, md 996, sm 768, xs 480, xxs 0). */
  breakpoints?: Readonly<Record<string, number>>;
  /** Columns per breakpoint (default spec 1 §9: lg 24, md 20, sm 12, xs 8, xxs 4). */
  cols?: Readonly<Record<string, number>>;
  /**
   * Right-to-left mode (spec 1 §4): columns are mirrored (`pageData.rtl`). Default: the
   * container's CSS direction.
   */
  rtl?: boolean;
  /**
   * Lay the grid out on the flex grid (spec 1 §9: 20 columns, row 16, margin 4, width 1200;
   * `pageData.isFlex`). Default: the parent container's `layout.isFlex`.
   */
  isFlex?: boolean;
  /** Draws a layout error (spec 1 §5); default a plain `role="alert"` box. */
  errorView?: ComponentType<GridLayoutErrorProps>;
  /** Told when a widget throws while rendering; the cell shows a notice either way. */
  onWidgetError?: (error: unknown, control: Control, info: ErrorInfo) => void;
  className?: string;
  style?: CSSProperties;
}

// Runtime pages are read-only: nothing is draggable or resizable (spec 1 §4 lists dragging and
// resizing as designer states). Items still compact vertically, as spec 1 §4 says the grid does.
// The grid is always laid out left to right (items are placed by transforms from the left, as
// react-grid-layout places them); right-to-left mode mirrors the columns instead (spec 1 §4).
const GRID_STYLE: CSSProperties = { position: 'relative', direction: 'ltr' };

/**
 * An item's place, as react-grid-layout's transform strategy writes it. An item off screen is
 * not styled, laid out or painted until it comes near the viewport (`content-visibility: auto`;
 * its box is fixed, so nothing moves when it is drawn): a page of a hundred widgets costs the
 * browser the dozen it shows. That contains the item's painting to its box, so an item whose
 * body slides in from outside (an animation) or casts a shadow past the gap is always drawn.
 */
function itemStyle(box: GridBox, control: Control): CSSProperties {
  const style: CSSProperties = {
    position: 'absolute',
    transform: `translate(${box.left}px,${box.top}px)`,
    width: box.width,
    height: box.height,
    zIndex: control.layout?.zIndex ?? 1,
  };
  if (resolveAnimation(control.animation) === null && !controlCellStyle(control).boxShadow) {
    style.contentVisibility = 'auto';
    style.containIntrinsicSize = `${box.width}px ${box.height}px`;
  }
  return style;
}

function containerIsRtl(ref: RefObject<HTMLElement | null>): boolean {
  const element = ref.current;
  return element ? getComputedStyle(element).direction === 'rtl' : false;
}

/**
 * Renders a page's controls on react-grid-layout's responsive grid. The container width picks
 * the breakpoint and its columns (spec 1 §9); each control is placed by its `layouts[breakpoint]`
 * box, else its `layout` fitted to the columns (@tessera/layout rules). Each control is drawn by
 * the registry's component for its `typeName`; an unknown type shows {@link UnknownWidget}, and a
 * widget that throws shows a short notice instead of taking the page down. Controls whose
 * `useControl(control).visible` is false get no cell; fixed-position controls stay in place while
 * the page scrolls; animated controls play their animation on mount; an invalid layout shows its
 * error (spec 1 §5) instead of the grid.
 *
 * The grid's width is measured from its container (and follows it when it resizes); nothing
 * is drawn until the first measurement, so items never jump from a guessed width. The root
 * carries `data-breakpoint` and `data-cols`.
 *
 * @example
 * ```tsx
 * <TesseraProvider scheduler={scheduler}>
 *   <GridRenderer controls={page.pageData.controls} registry={registry} rtl={page.pageData.rtl} />
 * </TesseraProvider>
 * ```
 */
export function GridRenderer({
  controls,
  registry,
  parentId = null,
  gridConfig,
  breakpoints,
  cols,
  rtl,
  isFlex,
  errorView: ErrorView = GridLayoutErrorView,
  onWidgetError,
  className,
  style,
}: GridRendererProps) {
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const own = useMemo(
    () => (Array.isArray(controls) ? controls.filter((c) => isChildOf(c, parentId)) : []),
    [controls, parentId],
  );
  const { hidden, probes } = useHiddenControls(own);
  // Without an explicit flag the grid follows its container's CSS direction (dir="rtl").
  const [cssRtl, setCssRtl] = useState(false);
  useLayoutEffect(() => setCssRtl(containerIsRtl(containerRef)), [containerRef, mounted, width]);
  const rtlMode = rtl ?? cssRtl;
  const flex =
    isFlex ??
    (parentId !== null && Array.isArray(controls)
      ? controls.find((c) => c.id === parentId)?.layout?.isFlex === true
      : false);
  const fixedCols = gridConfig?.cols;
  const [marginX, marginY] = gridConfig?.margin ?? [undefined, undefined];
  const result = useMemo(() => {
    if (!mounted) return null;
    return planGrid({
      controls,
      parentId,
      width,
      isFlex: flex,
      rtl: rtlMode,
      breakpoints: fixedCols === undefined ? breakpoints : { all: 0 },
      cols: fixedCols === undefined ? cols : { all: fixedCols },
      rowHeight: gridConfig?.rowHeight,
      margin: marginX === undefined || marginY === undefined ? undefined : [marginX, marginY],
      hidden,
    });
  }, [
    mounted,
    controls,
    parentId,
    width,
    flex,
    rtlMode,
    breakpoints,
    cols,
    fixedCols,
    gridConfig?.rowHeight,
    marginX,
    marginY,
    hidden,
  ]);
  const plan = result?.plan;
  const grid = useMemo(
    () =>
      plan &&
      staticGridBoxes({
        layout: plan.layouts[plan.breakpoint] ?? [],
        width: plan.width,
        cols: plan.cols,
        rowHeight: plan.rowHeight,
        margin: plan.margin,
      }),
    [plan],
  );
  const animated = own.some((control) => control.animation?.name);

  return (
    <div
      ref={containerRef}
      data-testid="grid-renderer"
      data-breakpoint={plan?.breakpoint}
      data-cols={plan?.cols}
      data-rtl={rtlMode ? 'true' : undefined}
      className={className}
      style={style}
    >
      {probes}
      {animated && (
        <style href="tessera-grid-keyframes" precedence="default">
          {GRID_KEYFRAMES_CSS}
        </style>
      )}
      {result?.error !== undefined && <ErrorView message={result.error} />}
      {plan && grid && width > 0 && (
        <>
          <div className="react-grid-layout" style={{ ...GRID_STYLE, height: grid.height }}>
            {plan.controls.map((control) => {
              const box = grid.boxes.get(control.id);
              if (box === undefined) return null;
              return (
                <div
                  key={control.id}
                  className="react-grid-item"
                  data-control-id={control.id}
                  data-type-name={control.typeName}
                  style={itemStyle(box, control)}
                >
                  <GridCell
                    control={control}
                    registry={registry}
                    onWidgetError={onWidgetError}
                    direction={cssRtl ? 'rtl' : undefined}
                  />
                </div>
              );
            })}
          </div>
          <FixedItems
            plan={plan}
            rtl={rtlMode}
            container={containerRef}
            registry={registry}
            onWidgetError={onWidgetError}
          />
        </>
      )}
    </div>
  );
}
