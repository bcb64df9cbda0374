import { useEffect, useState } from 'react';
import { getJsonPageData, queryContentsWithTotal } from '@tessera/api';
import type { DataSourceResult } from '@tessera/widgets';
import type { DataSourceDefinition, PageJsonData, Settings } from '@tessera/protocol';
import { PAGING } from '@tessera/protocol';
import { client, setCurrentPageId } from './runtimeClient.js';

export type PageDataState =
  | { status: 'loading' }
  | { status: 'ready'; page: PageJsonData; results: Record<string, DataSourceResult> }
  | { status: 'error'; message: string };

/**
 * Loads a page's JSON and then the results of its schema-backed data sources.
 * Interim wiring: the data-source scheduler (dependency levels, cursors, load-more) replaces
 * the source loading here when packages/datasources lands.
 */
export function usePageData(settings: Settings, pageId: string): PageDataState {
  const [state, setState] = useState<PageDataState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    setCurrentPageId(pageId);
    (async () => {
      const page = await getJsonPageData(client, {
        appId: settings.appId,
        subAppId: settings.subAppId,
        appType: settings.subAppType,
        pageId,
        envType: settings.envType,
      });
      const entries = await Promise.all(page.pageDataSource.map((ds) => loadSource(settings, ds)));
      if (!cancelled) setState({ status: 'ready', page, results: Object.fromEntries(entries) });
    })().catch((error: unknown) => {
      if (!cancelled)
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
    });
    return () => {
      cancelled = true;
    };
  }, [settings, pageId]);

  return state;
}

async function loadSource(
  settings: Settings,
  ds: DataSourceDefinition,
): Promise<[string, DataSourceResult]> {
  if (!ds.schemaName) return [ds.dsId, { status: 'ready', total: 0, items: [] }];
  try {
    // spec 1 §9: list sources page 25 by default, others fetch 1; default order created ascending
    const top = ds.topN ?? (ds.usages.includes('list') ? PAGING.listPageSize : PAGING.nonListTop);
    const result = await queryContentsWithTotal(client, {
      appId: settings.appId,
      schemaName: ds.schemaName,
      top,
      skip: ds.skip ?? 0,
      orderfield: ds.sortField ?? 'created',
      orderasc: ds.ascending ?? true,
    });
    return [ds.dsId, { status: 'ready', total: result.total, items: result.items }];
  } catch (error) {
    return [
      ds.dsId,
      {
        status: 'error',
        total: 0,
        items: [],
        error: error instanceof Error ? error.message : String(error),
      },
    ];
  }
}
