import { GridRenderer as CoreGridRenderer, type GridRendererProps } from '../grid/GridRenderer.js';
import { createWidgetRegistry } from '../registry/createWidgetRegistry.js';
import { defaultWidgets } from './defaultWidgets.js';

const pcRegistry = createWidgetRegistry(defaultWidgets);

/** Props of the Pc {@link GridRenderer}: the core props, with the registry optional. */
export type PcGridRendererProps = Omit<GridRendererProps, 'registry'> &
  Partial<Pick<GridRendererProps, 'registry'>>;

/** The page grid drawing the Pc widgets unless given another registry. */
export function GridRenderer({ registry = pcRegistry, ...props }: PcGridRendererProps) {
  return <CoreGridRenderer registry={registry} {...props} />;
}
