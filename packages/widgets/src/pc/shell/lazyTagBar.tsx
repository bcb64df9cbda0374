// The tag bar (MUI Chip) loads with the first page whose layout shows it, not in the first
// download (issue 30; README "Loading widgets on demand").
import { lazy, Suspense } from 'react';
import type { TagBarProps } from './TagBar.js';

let loading: Promise<typeof import('./TagBar.js')> | undefined;

/** Starts (once) the download of the tag bar's code; `preparePage` calls it for a page that shows it. */
export function loadTagBar(): Promise<typeof import('./TagBar.js')> {
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
