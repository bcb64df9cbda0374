// Mobile widgets loaded on demand by typeName (README "Loading widgets on demand"; goal:
// mobile-runtime initial JS ≤ 250 KB gzip): the placeholder is an antd-mobile skeleton.
import { Skeleton } from 'antd-mobile';
import type { WidgetComponent } from '../registry/createWidgetRegistry.js';
import { createLazyWidget } from '../registry/lazyWidget.js';
import { SYSTEM_PAGE_TEXTS } from '../system/systemTexts.js';

/**
 * What a cell shows while its widget's code loads: a title line and three paragraph lines,
 * busy for assistive technology (and for the benchmark's "painted").
 */
export function MobileWidgetLoading() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={SYSTEM_PAGE_TEXTS.loading}
      data-testid="widget-loading"
      style={{ height: '100%', padding: 12, background: '#fff', boxSizing: 'border-box' }}
    >
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={3} animated />
    </div>
  );
}

/**
 * A mobile widget fetched the first time a control of its type is drawn; until then the cell
 * shows {@link MobileWidgetLoading}.
 *
 * @example
 * ```ts
 * const Form = lazyWidget(() => import('./forms/MobileFormWidget.js').then((m) => m.MobileFormWidget));
 * ```
 */
export function lazyWidget(load: () => Promise<WidgetComponent>): WidgetComponent {
  return createLazyWidget(load, MobileWidgetLoading);
}
