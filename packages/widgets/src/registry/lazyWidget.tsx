// Widgets loaded on demand by typeName (README "Loading widgets on demand"): a page downloads the
// code of the widgets it draws, so the runtime's first download stays small. The flavours give
// the placeholder (`pc` MUI skeleton, `mobile` antd-mobile skeleton).
import { lazy, Suspense, type ComponentType } from 'react';
import type { Control } from '@tessera/protocol';
import type { WidgetComponent, WidgetProps, WidgetRegistry } from './createWidgetRegistry.js';

/**
 * A widget whose module is fetched the first time a control of its type is drawn (its own chunk
 * in a build); until then the cell shows `Loading`. The boundary is the widget's own, so every
 * place that draws widgets (grid cells, slots, stories) gets it.
 *
 * @param load - Imports the widget's module and answers the component.
 * @param Loading - What the cell shows meanwhile.
 */
export function createLazyWidget(
  load: () => Promise<WidgetComponent>,
  Loading: ComponentType,
): WidgetComponent {
  let loading: Promise<WidgetComponent> | undefined;
  const start = () => (loading ??= load());
  const Widget = lazy(async () => ({ default: await start() }));
  function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<Loading />}>
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
