import { GridRenderer as CoreGridRenderer, type GridRendererProps } from '../grid/GridRenderer.js';
import { createWidgetRegistry } from '../registry/createWidgetRegistry.js';
import { defaultWidgets } from './defaultWidgets.js';

const mobileRegistry = createWidgetRegistry(defaultWidgets);

/** Props of the mobile {@link GridRenderer}: the core props, with the registry optional. */
export type MobileGridRendererProps = Omit<GridRendererProps, 'registry'> &
  Partial<Pick<GridRendererProps, 'registry'>>;

/** The page grid drawing the mobile widgets unless given another registry. */
export function GridRenderer({ registry = mobileRegistry, ...props }: MobileGridRendererProps) {
  return <CoreGridRenderer registry={registry} {...props} />;
}
