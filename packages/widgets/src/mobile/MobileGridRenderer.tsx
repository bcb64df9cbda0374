// The mobile page grid (spec 1 §9 mobile grid: cell width 375, row 4, margin 4; widths of 375 px
// and more become full width): the core grid over the mobile boxes of `mobileGrid.ts`.
import { useMemo } from 'react';
import { GridRenderer as CoreGridRenderer, type GridRendererProps } from '../grid/GridRenderer.js';
import { createWidgetRegistry, type WidgetRegistry } from '../registry/createWidgetRegistry.js';
import { defaultWidgets } from './defaultWidgets.js';
import { MOBILE_BREAKPOINT, MOBILE_GRID_METRICS, toMobileControls } from './mobileGrid.js';

let registry: WidgetRegistry | null = null;

/**
 * The one registry of the mobile kit (`defaultWidgets`), made on first use: mobile-runtime and
 * the account portal's designed pages draw with it.
 */
export function mobileRegistry(): WidgetRegistry {
  registry ??= createWidgetRegistry(defaultWidgets);
  return registry;
}

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
 * The page grid drawing the mobile widgets (the mobile registry unless given another): one
 * column per design pixel of the 375 px reference, 4 px rows, every control on its mobile box
 * (its own `layouts.mobile`, else its Pc box carried over: `mobileBox`). A Pc page therefore
 * opens on a phone as the designer's Mobile surface shows it.
 */
export function GridRenderer({
  registry: given,
  controls,
  isFlex,
  animations,
  gridConfig,
  ...props
}: MobileGridRendererProps) {
  const mobileControls = useMemo(
    () => toMobileControls(controls, { isFlex, animations }),
    [controls, isFlex, animations],
  );
  return (
    <div style={SIDE_PADDING} data-testid="mobile-grid">
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
