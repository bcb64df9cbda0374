import { useSyncExternalStore } from 'react';
import { useSession } from '../react/DesignerContext.js';
import type { EditedSource } from './DataSourceDialog.js';

/** The page's data sources, as the document holds them. */
export function usePageDataSources(): EditedSource[] {
  const { view } = useSession();
  return useSyncExternalStore(
    view.subscribeStructure,
    () => view.page().pageDataSource as EditedSource[],
  );
}
