import { useMemo, useSyncExternalStore } from 'react';
import { LAYOUT_REGION_PARENT_IDS } from '@tessera/protocol';
import {
  readPageLayout,
  type PageLayoutDefinition,
  type PageLayoutModel,
} from '@tessera/widgets/pc';
import { useSession } from '../react/DesignerContext.js';

/** What the designer calls each layout region (on the canvas and in the outline). */
export const REGION_CAPTIONS = { header: '顶栏', aside: '侧栏', footer: '底栏' } as const;

export type DesignRegion = keyof typeof REGION_CAPTIONS;

/** The regions a layout draws, each with the `parentId` its controls carry. */
export function regionsOf(model: PageLayoutModel): { name: DesignRegion; parentId: string }[] {
  return (Object.keys(REGION_CAPTIONS) as DesignRegion[])
    .filter((name) => model.regions[name])
    .map((name) => ({ name, parentId: LAYOUT_REGION_PARENT_IDS[name] }));
}

/** The page's layout as the runtime reads it, current with every change of the document. */
export function useLayoutModel(): PageLayoutModel {
  const { view } = useSession();
  const layoutText = useSyncExternalStore(view.subscribeStructure, () =>
    JSON.stringify(view.page().pageData.layout ?? null),
  );
  return useMemo(
    () => readPageLayout(JSON.parse(layoutText) as PageLayoutDefinition | null),
    [layoutText],
  );
}
