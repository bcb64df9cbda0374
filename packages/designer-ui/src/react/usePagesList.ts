import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { SubAppRef } from '@tessera/api';
import { useRequestClient } from '@tessera/react';
import {
  createPagesListModel,
  type PagesListModel,
  type PagesListSnapshot,
} from '../model/pagesListModel.js';

/** The pages list model for a sub-app, started while mounted, and its snapshot. */
export function usePagesList(subApp: SubAppRef): {
  model: PagesListModel;
  snapshot: PagesListSnapshot;
} {
  const client = useRequestClient();
  const model = useMemo(() => createPagesListModel({ client, subApp }), [client, subApp]);
  useEffect(() => model.start(), [model]);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot);
  return { model, snapshot };
}
