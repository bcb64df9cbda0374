// The mobile page grid (spec 1 §9 mobile grid: cell width 375, row 4, margin 4; widths of 375 px
// and more become full width): the core grid over the mobile boxes of `mobileGrid.ts`.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { GridRenderer as CoreGridRenderer, type GridRendererProps } from '../grid/GridRenderer.js';
import { MOBILE_BREAKPOINT, MOBILE_GRID_METRICS, toMobileControls } from './mobileGrid.js';
// The one registry of the mobile kit: mobile-runtime and the account portal draw with it.
import { mobileRegistry } from './shell/mobileRegistry.js';

/** Props of the mobile {@link GridRenderer}: the core props, with the registry optional. */
export type MobileGridRendererProps = Omit<
  GridRendererProps,
  'registry' | 'breakpoints' | 'cols' | 'isFlex'
> &
  Partial<Pick<GridRendererProps, 'registry'>> & {
    /** The controls' boxes are on the flex grid (`pageData.isFlex`): carried over from there. */
    isFlex?: boolean;
    /** Play entrance animations (off by default on mobile, spec 1 §4). */
    animations?: boolean;
  };

const BREAKPOINTS = { [MOBILE_BREAKPOINT]: 0 };
const COLS = { [MOBILE_BREAKPOINT]: MOBILE_GRID_METRICS.cols };
const GRID_CONFIG = {
  rowHeight: MOBILE_GRID_METRICS.rowHeight,
  margin: MOBILE_GRID_METRICS.margin,
};
const SIDE_PADDING = { padding: `0 ${MOBILE_GRID_METRICS.sidePadding}px` };

/**
 * The content heights of this grid's own cells (not those of grids nested in them), by control
 * id, followed as they change: a cell's widget is the first element of the cell's body.
 */
function useContentHeights(root: RefObject<HTMLDivElement | null>) {
  const [heights, setHeights] = useState<Record<string, number>>({});
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next: Record<string, number> = {};
      for (const cell of element.querySelectorAll<HTMLElement>('[data-control-id]')) {
        if (cell.closest('[data-testid="mobile-grid"]') !== element) continue;
        const widget = cell.firstElementChild?.firstElementChild;
        if (widget) next[cell.dataset.controlId!] = widget.getBoundingClientRect().height;
      }
      setHeights((current) => {
        const same =
          Object.keys(next).length === Object.keys(current).length &&
          Object.entries(next).every(([id, px]) => Math.abs((current[id] ?? -1) - px) < 1);
        return same ? current : next;
      });
    };
    const resize = new ResizeObserver(measure);
    const observeAll = () => {
      resize.disconnect();
      for (const cell of element.querySelectorAll<HTMLElement>('[data-control-id]')) {
        const widget = cell.firstElementChild?.firstElementChild;
        if (widget && cell.closest('[data-testid="mobile-grid"]') === element) {
          resize.observe(widget);
        }
      }
      measure();
    };
    // Cells come and go (data arrives, hidden controls, lazy widgets): observe the new ones.
    const mutations = new MutationObserver(observeAll);
    mutations.observe(element, { childList: true, subtree: true });
    observeAll();
    return () => {
      mutations.disconnect();
      resize.disconnect();
    };
  }, [root]);
  return heights;
}

/**
 * The page grid drawing the mobile widgets (the mobile registry unless given another): one
 * column per design pixel of the 375 px reference, 4 px rows, every control on its mobile box
 * (its own `layouts.mobile`, else its Pc box carried over: `mobileBox`). A carried-over control
 * is as tall as its content (measured), so a Pc page opens on a phone without the gaps its
 * 150 px rows would leave.
 */
export function GridRenderer({
  registry: given,
  controls,
  isFlex,
  animations,
  gridConfig,
  ...props
}: MobileGridRendererProps) {
  const root = useRef<HTMLDivElement>(null);
  const heights = useContentHeights(root);
  const mobileControls = useMemo(
    () => toMobileControls(controls, { isFlex, animations, heights }),
    [controls, isFlex, animations, heights],
  );
  return (
    <div ref={root} style={SIDE_PADDING} data-testid="mobile-grid">
      <CoreGridRenderer
        registry={given ?? mobileRegistry()}
        controls={mobileControls}
        breakpoints={BREAKPOINTS}
        cols={COLS}
        isFlex={false}
        gridConfig={{ ...GRID_CONFIG, ...gridConfig }}
        {...props}
      />
    </div>
  );
}
