import { useEffect, useState } from 'react';
import { getJsonPageData } from '@tessera/api';
import { createApiLoader, createDataSourceScheduler } from '@tessera/datasources';
import type { DataSourceScheduler } from '@tessera/datasources';
import type { PageJsonData, Settings } from '@tessera/protocol';
import { client, setCurrentPageId } from './runtimeClient.js';

export type PageDataState =
  | { status: 'loading' }
  | { status: 'ready'; page: PageJsonData; scheduler: DataSourceScheduler }
  | { status: 'error'; message: string };

/**
 * Loads a page's JSON, then hands its data sources to the data-source scheduler, which loads
 * each source as soon as its predecessors are done (spec 1 §4 Data sources). The scheduler lives
 * as long as the page is shown.
 */
export function usePageData(settings: Settings, pageId: string): PageDataState {
  const [state, setState] = useState<PageDataState>({ status: 'loading' });

  useEffect(() => {
    let scheduler: DataSourceScheduler | null = null;
    let cancelled = false;
    setState({ status: 'loading' });
    setCurrentPageId(pageId);
    getJsonPageData(client, {
      appId: settings.appId,
      subAppId: settings.subAppId,
      appType: settings.subAppType,
      pageId,
      envType: settings.envType,
    })
      .then((page) => {
        if (cancelled) return;
        scheduler = createDataSourceScheduler({
          dataSources: page.pageDataSource,
          loader: createApiLoader({ client, appId: settings.appId }),
          storage: window.sessionStorage,
        });
        setState({ status: 'ready', page, scheduler });
        // Failures stay on each source's state (shown by its widget); nothing to catch here.
        void scheduler.load();
      })
      .catch((error: unknown) => {
        if (!cancelled) {
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      });
    return () => {
      cancelled = true;
      scheduler?.dispose();
    };
  }, [settings, pageId]);

  return state;
}
