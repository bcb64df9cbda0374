import { useEffect, useState } from 'react';
import { createApiSubmitter, createDataSourceScheduler } from '@tessera/datasources';
import type { DataSourceScheduler } from '@tessera/datasources';
import type { EventRunner } from '@tessera/events';
import { createBrowserClock, createMemoryStorage } from '@tessera/ports';
import type { Clock } from '@tessera/ports';
import type { PageJsonData } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { PageVariables } from './createPageVariables.js';
import { createPageRuntime } from './createPageRuntime.js';
import { loadPageJson, pageLoader } from './internals/pageCalls.js';
import { required, useTessera } from './TesseraContext.js';
import { useMessages } from './useServices.js';
import { errorText } from './useBootstrap.js';

/** What a shown page holds; hand it to a page-level `TesseraProvider` ({@link pageProviderProps}). */
export interface PageData {
  page: PageJsonData;
  /** The request client of this page: its calls carry the `pageId` header. */
  client: RequestClient;
  scheduler: DataSourceScheduler;
  eventRunner: EventRunner;
  pageVariables: PageVariables;
}

/** Where loading a page is. */
export type PageDataState =
  { status: 'loading' } | ({ status: 'ready' } & PageData) | { status: 'error'; message: string };

/** Options of {@link usePageData}. */
export interface PageDataOptions {
  /** Default the host's clock; tests pass a fake one. */
  clock?: Clock;
}

/**
 * Loads a page's JSON with a client carrying the page id, then starts the page's data-source
 * scheduler (spec 1 §4: each source loads as soon as its predecessors are done), its page
 * variables and its event runner. They live as long as the component that called this: the
 * scheduler and runner are disposed when it unmounts or `pageId` changes.
 *
 * Needs `settings` and `client` from a provider above.
 *
 * @example
 * ```tsx
 * const state = usePageData(pageId);
 * if (state.status !== 'ready') return <Spinner />;
 * return <TesseraProvider {...pageProviderProps(state)}><GridRenderer controls={...} /></TesseraProvider>;
 * ```
 */
export function usePageData(pageId: string, options: PageDataOptions = {}): PageDataState {
  const context = useTessera();
  const settings = required(context, 'settings', 'usePageData');
  const client = required(context, 'client', 'usePageData');
  const { navigation, sessionStorage } = context;
  const messages = useMessages();
  const clock = options.clock;
  const [state, setState] = useState<PageDataState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let data: PageData | null = null;
    setState({ status: 'loading' });
    const pageClient = client.withContext({ pageId });
    loadPageJson(pageClient, settings, pageId)
      .then((page) => {
        if (cancelled) return;
        const storage = sessionStorage ?? createMemoryStorage();
        const scheduler = createDataSourceScheduler({
          dataSources: page.pageDataSource,
          loader: pageLoader(pageClient, settings),
          // spec 1 §7 Mutations: form submits and the submit/delete actions write through it.
          submitter: createApiSubmitter({ client: pageClient, appId: settings.appId }),
          storage,
        });
        const { pageVariables, eventRunner } = createPageRuntime({
          page,
          scheduler,
          clock: clock ?? createBrowserClock(),
          sessionStorage: storage,
          messages,
          navigation,
        });
        data = { page, client: pageClient, scheduler, eventRunner, pageVariables };
        setState({ status: 'ready', ...data });
        // Failures stay on each source's state (shown by its widget); nothing to catch here.
        void scheduler.load();
      })
      .catch((error: unknown) => {
        // The client already showed the text (spec 1 §8); the page shows it as well.
        if (!cancelled) setState({ status: 'error', message: errorText(error) });
      });
    return () => {
      cancelled = true;
      data?.scheduler.dispose();
      data?.eventRunner.dispose();
    };
  }, [client, settings, pageId, navigation, sessionStorage, messages, clock]);

  return state;
}

/** The page-level provider props of a ready page. */
export function pageProviderProps(data: PageData) {
  return {
    client: data.client,
    scheduler: data.scheduler,
    eventRunner: data.eventRunner,
    pageVariables: data.pageVariables,
  };
}
