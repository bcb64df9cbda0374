// Widgets loaded on demand by typeName (README "Loading widgets on demand"): a page downloads the
// code of the widgets it draws, so the runtime's first download stays small (goal: initial
// JS ≤ 300 KB gzip).
import { Box, Skeleton } from '@mui/material';
import type { WidgetComponent } from '../registry/createWidgetRegistry.js';
import { createLazyWidget } from '../registry/lazyWidget.js';
import { SYSTEM_PAGE_TEXTS } from '../system/systemTexts.js';

/**
 * What a cell shows while its widget's code loads: a title bar and three rows of skeleton, at
 * the top of the cell's paper, busy for assistive technology (and for the benchmark's "painted").
 */
export function WidgetLoading() {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={SYSTEM_PAGE_TEXTS.loading}
      data-testid="widget-loading"
      sx={{ height: '100%', p: 2, bgcolor: 'background.paper', boxSizing: 'border-box' }}
    >
      <Skeleton variant="text" width="40%" sx={{ fontSize: '1rem', mb: 1 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="70%" />
    </Box>
  );
}

/**
 * A widget whose module is fetched the first time a control of its type is drawn (its own chunk
 * in a build); until then the cell shows {@link WidgetLoading}.
 *
 * @param load - Imports the widget's module and answers the component.
 * @example
 * ```ts
 * const Form = lazyWidget(() => import('./forms/FormWidget.js').then((m) => m.FormWidget));
 * ```
 */
export function lazyWidget(load: () => Promise<WidgetComponent>): WidgetComponent {
  return createLazyWidget(load, WidgetLoading);
}

export { preloadWidgets } from '../registry/lazyWidget.js';
