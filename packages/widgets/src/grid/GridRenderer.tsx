// The runtime page grid (spec 1 §4 Grid, §9 grid constants) on react-grid-layout v2.
import { useMemo, type CSSProperties, type ErrorInfo } from 'react';
import ReactGridLayout, { useContainerWidth, verticalCompactor } from 'react-grid-layout';
import type { Control } from '@tessera/protocol';
import { RUNTIME_GRID } from '@tessera/layout';
import type { WidgetRegistry } from '../registry/createWidgetRegistry.js';
import { toGridLayout } from '../internals/gridItems.js';
import { UnknownWidget } from './UnknownWidget.js';
import { WidgetErrorBoundary } from './WidgetErrorBoundary.js';

/** Grid measurements; defaults are the runtime grid of spec 1 §9. */
export interface GridMetrics {
  /** Number of columns (default 12). */
  cols: number;
  /** Height of one row in pixels (default 150). */
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
  /** Told when a widget throws while rendering; the cell shows a notice either way. */
  onWidgetError?: (error: unknown, control: Control, info: ErrorInfo) => void;
  className?: string;
  style?: CSSProperties;
}

// Runtime pages are read-only: nothing is draggable or resizable (spec 1 §4 lists dragging and
// resizing as designer states). Items still compact vertically, as spec 1 §4 says the grid does.
const DRAG_OFF = { enabled: false } as const;
const RESIZE_OFF = { enabled: false } as const;

// react-grid-layout's stylesheet only supplies `position: relative` for static use; setting it
// inline means apps need not import the library CSS, and no transitions animate the first paint.
const GRID_STYLE: CSSProperties = { position: 'relative' };
const CELL_STYLE: CSSProperties = { overflow: 'auto', boxSizing: 'border-box' };

/**
 * Renders a page's controls on a static react-grid-layout grid. Each control is drawn by the
 * registry's component for its `typeName`; an unknown type shows {@link UnknownWidget}, and a
 * widget that throws shows a short notice instead of taking the page down.
 *
 * The grid's width is measured from its container (and follows it when it resizes); nothing
 * is drawn until the first measurement, so items never jump from a guessed width.
 *
 * @example
 * ```tsx
 * <TesseraProvider scheduler={scheduler}>
 *   <GridRenderer controls={page.pageData.controls} registry={registry} />
 * </TesseraProvider>
 * ```
 */
export function GridRenderer({
  controls,
  registry,
  parentId = null,
  gridConfig,
  onWidgetError,
  className,
  style,
}: GridRendererProps) {
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const cols = gridConfig?.cols ?? RUNTIME_GRID.cols;
  const rowHeight = gridConfig?.rowHeight ?? RUNTIME_GRID.rowHeight;
  const [marginX, marginY] = gridConfig?.margin ?? RUNTIME_GRID.margin;
  const metrics = useMemo(
    () => ({ cols, rowHeight, margin: [marginX, marginY] as [number, number] }),
    [cols, rowHeight, marginX, marginY],
  );
  const grid = useMemo(() => toGridLayout(controls, cols, parentId), [controls, cols, parentId]);

  return (
    <div ref={containerRef} data-testid="grid-renderer" className={className} style={style}>
      {mounted && width > 0 && (
        <ReactGridLayout
          width={width}
          layout={grid.layout}
          gridConfig={metrics}
          dragConfig={DRAG_OFF}
          resizeConfig={RESIZE_OFF}
          compactor={verticalCompactor}
          style={GRID_STYLE}
        >
          {grid.controls.map((control) => {
            const Widget = registry.get(control.typeName) ?? UnknownWidget;
            return (
              <div
                key={control.id}
                data-control-id={control.id}
                data-type-name={control.typeName}
                style={CELL_STYLE}
              >
                <WidgetErrorBoundary
                  typeName={control.typeName}
                  onError={onWidgetError && ((error, info) => onWidgetError(error, control, info))}
                >
                  <Widget control={control} />
                </WidgetErrorBoundary>
              </div>
            );
          })}
        </ReactGridLayout>
      )}
    </div>
  );
}
