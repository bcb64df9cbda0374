import { RUNTIME_GRID } from '@tessera/layout';
import { GridRenderer as CoreGridRenderer, type GridRendererProps } from '../grid/GridRenderer.js';
import { createWidgetRegistry } from '../registry/createWidgetRegistry.js';
import { defaultWidgets } from './defaultWidgets.js';

const mobileRegistry = createWidgetRegistry(defaultWidgets);

/** Props of the mobile {@link GridRenderer}: the core props, with the registry optional. */
export type MobileGridRendererProps = Omit<GridRendererProps, 'registry'> &
  Partial<Pick<GridRendererProps, 'registry'>>;

// Mobile pages are designed at one width (spec 1 §9 mobile design reference 375): they keep the
// runtime grid's 12 columns at every width instead of the desktop breakpoints.
const MOBILE_GRID_CONFIG = { cols: RUNTIME_GRID.cols };

/** The page grid drawing the mobile widgets unless given another registry. */
export function GridRenderer({
  registry = mobileRegistry,
  gridConfig,
  ...props
}: MobileGridRendererProps) {
  return (
    <CoreGridRenderer
      registry={registry}
      gridConfig={{ ...MOBILE_GRID_CONFIG, ...gridConfig }}
      {...props}
    />
  );
}
