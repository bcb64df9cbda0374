// The tag bar (MUI Chip) loads with the first page whose layout shows it, not in the first
// download (issue 30; README "Loading widgets on demand").
import { lazy, Suspense } from 'react';
import type { TagBar, TagBarProps } from './TagBar.js';

let loading: Promise<{ TagBar: typeof TagBar }> | undefined;

/** Starts (once) the download of the tag bar's code; `preparePage` calls it for a page that shows it. */
export function loadTagBar(): Promise<{ TagBar: typeof TagBar }> {
  loading ??= import('./TagBar.js');
  return loading;
}

const LazyTagBar = lazy(async () => ({ default: (await loadTagBar()).TagBar }));

/** {@link TagBar} drawn once its code is in (nothing before). */
export function TagBarOnDemand(props: TagBarProps) {
  return (
    <Suspense fallback={null}>
      <LazyTagBar {...props} />
    </Suspense>
  );
}
