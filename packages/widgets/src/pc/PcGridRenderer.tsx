import { Alert, AlertTitle } from '@mui/material';
import { GridRenderer as CoreGridRenderer, type GridRendererProps } from '../grid/GridRenderer.js';
import { GRID_LAYOUT_ERROR_TITLE, type GridLayoutErrorProps } from '../grid/GridLayoutErrorView.js';
import { createWidgetRegistry } from '../registry/createWidgetRegistry.js';
import { defaultWidgets } from './defaultWidgets.js';

const pcRegistry = createWidgetRegistry(defaultWidgets);

/** Props of the Pc {@link GridRenderer}: the core props, with the registry optional. */
export type PcGridRendererProps = Omit<GridRendererProps, 'registry'> &
  Partial<Pick<GridRendererProps, 'registry'>>;

/** A layout error of spec 1 §5 as an MUI alert (`data-testid="grid-layout-error"`). */
export function PcGridLayoutError({ message }: GridLayoutErrorProps) {
  return (
    <Alert severity="error" variant="outlined" data-testid="grid-layout-error" sx={{ m: 2 }}>
      <AlertTitle>{GRID_LAYOUT_ERROR_TITLE}</AlertTitle>
      {message}
    </Alert>
  );
}

/** The page grid drawing the Pc widgets (and MUI layout errors) unless given others. */
export function GridRenderer({
  registry = pcRegistry,
  errorView = PcGridLayoutError,
  ...props
}: PcGridRendererProps) {
  return <CoreGridRenderer registry={registry} errorView={errorView} {...props} />;
}
