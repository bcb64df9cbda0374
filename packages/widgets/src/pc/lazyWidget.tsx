// Widgets loaded on demand by typeName (README "Loading widgets on demand"): a page downloads the
// code of the widgets it draws, so the runtime's first download stays small (goal: initial
// JS ≤ 300 KB gzip).
import { lazy, Suspense } from 'react';
import { Box, Skeleton } from '@mui/material';
import type { Control } from '@tessera/protocol';
import type {
  WidgetComponent,
  WidgetProps,
  WidgetRegistry,
} from '../registry/createWidgetRegistry.js';
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
 * in a build); until then the cell shows {@link WidgetLoading}. The boundary is the widget's own,
 * so every place that draws widgets (grid cells, slots, stories) gets it.
 *
 * @param load - Imports the widget's module and answers the component.
 * @example
 * ```ts
 * const Form = lazyWidget(() => import('./forms/FormWidget.js').then((m) => m.FormWidget));
 * ```
 */
export function lazyWidget(load: () => Promise<WidgetComponent>): WidgetComponent {
  let loading: Promise<WidgetComponent> | undefined;
  const start = () => (loading ??= load());
  const Widget = lazy(async () => ({ default: await start() }));
  function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<WidgetLoading />}>
        <Widget {...props} />
      </Suspense>
    );
  }
  LazyWidget.preload = start;
  return LazyWidget;
}

/**
 * Starts fetching the code of every on-demand widget `controls` use, all at once: a page calls
 * it as soon as its JSON is known, so the widgets' chunks download beside its theme and its data
 * instead of after them. A failed fetch is tried again when the widget is drawn.
 */
export function preloadWidgets(registry: WidgetRegistry, controls: readonly Control[]): void {
  const typeNames = new Set(controls.map((control) => control.typeName));
  for (const typeName of typeNames) {
    const widget = registry.get(typeName) as { preload?: () => Promise<unknown> } | undefined;
    widget?.preload?.().catch(() => undefined);
  }
}
