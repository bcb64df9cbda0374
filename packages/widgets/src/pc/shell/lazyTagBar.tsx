// The tag bar (MUI Chip) loads with the first page whose layout shows it, not in the first
// download (issue 30; README "Loading widgets on demand").
import { lazy, Suspense } from 'react';
import { useRecordTag } from '../../shell/useTagBar.js';
import type { TagBar, TagBarProps } from './TagBar.js';
import { TagBarFrame } from './tagBarFrame.js';

let loading: Promise<{ TagBar: typeof TagBar }> | undefined;

/** Starts (once) the download of the tag bar's code; `preparePage` calls it for a page that shows it. */
export function loadTagBar(): Promise<{ TagBar: typeof TagBar }> {
  loading ??= import('./TagBar.js');
  return loading;
}

const LazyTagBar = lazy(async () => ({ default: (await loadTagBar()).TagBar }));

/**
 * {@link TagBar} drawn once its code is in; until then its empty frame holds the place, so the
 * page under it does not move when the tags arrive. The page's tag is recorded at once, so a page
 * left before the code arrived is still among the tags.
 */
export function TagBarOnDemand(props: TagBarProps) {
  useRecordTag(props.path, props.title);
  return (
    <Suspense fallback={<TagBarFrame />}>
      <LazyTagBar {...props} />
    </Suspense>
  );
}
