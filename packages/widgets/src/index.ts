// Public entry of @tessera/widgets: the grid renderer, the widget registry, data binding and
// the List widget. Everything else under src/ is private.

export { GridRenderer } from './grid/GridRenderer.js';
export type { GridRendererProps, GridMetrics } from './grid/GridRenderer.js';
export { UnknownWidget, UNKNOWN_WIDGET_TEXT } from './grid/UnknownWidget.js';
export { WIDGET_ERROR_TEXT } from './grid/WidgetErrorBoundary.js';

export { createWidgetRegistry, defaultWidgets } from './registry/createWidgetRegistry.js';
export type {
  WidgetProps,
  WidgetComponent,
  WidgetMap,
  WidgetRegistry,
} from './registry/createWidgetRegistry.js';

export { DataSourceResultsProvider } from './data/DataSourceResultsProvider.js';
export type {
  DataSourceResult,
  DataSourceResults,
  DataSourceStatus,
  DataSourceResultsProviderProps,
} from './data/DataSourceResultsProvider.js';
export { useDataSourceResult } from './data/useDataSourceResult.js';
export { WidgetActionsProvider } from './data/WidgetActionsProvider.js';
export type { WidgetActions, WidgetActionsProviderProps } from './data/WidgetActionsProvider.js';
export { useWidgetActions } from './data/useWidgetActions.js';

export { ListWidget } from './list/ListWidget.js';
export type { ListWidgetProps } from './list/ListWidget.js';
export { ListEmptyState } from './list/ListEmptyState.js';
export type { ListEmptyStateProps } from './list/ListEmptyState.js';
export { useListWidget } from './list/useListWidget.js';
export type { ListRow, ListView, ListWidgetState } from './list/useListWidget.js';
export { LIST_TEXTS } from './internals/listModel.js';
export type { PaginationMode } from './internals/listModel.js';
