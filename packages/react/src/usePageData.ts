import { useEffect, useState } from 'react';
import { accountRef, getUserPages } from '@tessera/api';
import { createBrowserClock, createMemoryStorage } from '@tessera/ports';
import type { Clock } from '@tessera/ports';
import type { PageJsonData } from '@tessera/protocol';
import { canAccessPage } from '@tessera/session';
import { pagePermissionSets } from './createPageRuntime.js';
import { loadPageJson } from './internals/pageCalls.js';
import { pageClock, startPage, type PageData } from './internals/startPage.js';
import { required, useTessera } from './TesseraContext.js';
import { useMessages } from './useServices.js';
import { errorText } from './useBootstrap.js';

export type { PageData } from './internals/startPage.js';

/** Where loading a page is. */
export type PageDataState =
  | { status: 'loading' }
  | ({ status: 'ready' } & PageData)
  | {
      status: 'error';
      message: string;
      /**
       * The signed-in user lacks the page-level permission of this page (spec 1 §6): show the
       * deny page.
       */
      denied?: boolean;
    };

/** The message of a page the user may not open (spec 1 §2 access-denied page). */
export const PAGE_DENIED_MESSAGE = '您没有访问权限！';

/** Options of {@link usePageData}. */
export interface PageDataOptions {
  /** Default the host's clock; tests pass a fake one. */
  clock?: Clock;
  /**
   * The page's parameters — route parameters and query parameters, `procId` among them (spec 1
   * §2) — written into its page variables once they exist. Read once per page load.
   */
  params?: Readonly<Record<string, string>>;
  /**
   * Called with the page's JSON before its data sources start loading: start the downloads its
   * drawing needs (widget and theme code) here, ahead of the data calls that would otherwise
   * hold the browser's connections. Read once per page load.
   */
  prepare?: (page: PageJsonData) => void;
  /**
   * Fields to ask for, by `dsId`, once the page's JSON is known: those sources' content queries
   * select only these (datasources `selectFields`). For a view that draws part of a page and knows
   * every use of its sources (mobile-runtime's /full-list). Read once per page load.
   */
  selectFields?: (page: PageJsonData) => Readonly<Record<string, readonly string[]>>;
  /**
   * Rows to ask for first, by `dsId`, once the page's JSON is known: those list sources load
   * these first rows, then — after the next paint — their whole topN (datasources `firstRows`).
   * For a view whose first screen shows a few rows of a long list (mobile-runtime's /full-list).
   * Read once per page load.
   */
  firstRows?: (page: PageJsonData) => Readonly<Record<string, number>>;
  /**
   * Whether the page is login-required (default true). A public page (spec 1 §2: /login and
   * /register that are not the home page) opens for anyone, signed in or not, as the server
   * answers it: no page-permission check.
   */
  loginRequired?: boolean;
}

/**
 * Loads a page's JSON with a client carrying the page id, then starts the page's data-source
 * scheduler (spec 1 §4: each source loads as soon as its predecessors are done), its page
 * variables and its event runner. They live as long as the component that called this: the
 * scheduler and runner are disposed when it unmounts or `pageId` changes, and every timer the
 * page's runner started (delayed actions, intervals) is cleared (spec 1 §2 after navigation).
 *
 * A master page's data sources are loaded with the page's own (`pageDataSources`) and its
 * controls' events run through the same runner; `options.params` become page variables.
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
  const { navigation, sessionStorage, session } = context;
  const messages = useMessages();
  const clock = options.clock;
  // Read once per load: a page's parameters are its address's, which remounts the page.
  const [params] = useState(() => options.params);
  const [prepare] = useState(() => options.prepare);
  const [selectFields] = useState(() => options.selectFields);
  const [firstRows] = useState(() => options.firstRows);
  const loginRequired = options.loginRequired ?? true;
  const [state, setState] = useState<PageDataState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let data: PageData | null = null;
    const timers = pageClock(clock ?? createBrowserClock());
    setState({ status: 'loading' });
    const pageClient = client.withContext({ pageId });
    // spec 1 §6: the page-level permission of a signed-in user, asked alongside the page. An
    // anonymous visitor has none to ask for; the server answers 401 for a login-required page.
    const signedIn = session?.getSnapshot().status === 'authenticated';
    const access =
      signedIn && loginRequired
        ? getUserPages(client, accountRef(settings), settings.appId, settings.subAppId)
        : Promise.resolve(null);
    Promise.all([access, loadPageJson(pageClient, settings, pageId)])
      .then(([pages, page]) => {
        if (cancelled) return;
        if (pages && !canAccessPage(pageId, pages)) {
          setState({ status: 'error', message: PAGE_DENIED_MESSAGE, denied: true });
          return;
        }
        prepare?.(page);
        data = startPage(page, {
          client: pageClient,
          clock: timers.clock,
          sessionStorage: sessionStorage ?? createMemoryStorage(),
          context: { ...context, settings, messages },
          params,
          selectFields: selectFields?.(page),
          firstRows: firstRows?.(page),
        });
        setState({ status: 'ready', ...data });
        // Failures stay on each source's state (shown by its widget); nothing to catch here.
        void data.scheduler.load();
      })
      .catch((error: unknown) => {
        // The client already showed the text (spec 1 §8); the page shows it as well.
        if (!cancelled) setState({ status: 'error', message: errorText(error) });
      });
    return () => {
      cancelled = true;
      data?.scheduler.dispose();
      data?.eventRunner.dispose();
      timers.clear();
    };
  }, [
    client,
    settings,
    pageId,
    navigation,
    sessionStorage,
    session,
    messages,
    clock,
    params,
    prepare,
    selectFields,
    firstRows,
    loginRequired,
  ]);

  return state;
}

/** The page-level provider props of a ready page. */
export function pageProviderProps(data: PageData) {
  return {
    client: data.client,
    scheduler: data.scheduler,
    eventRunner: data.eventRunner,
    pageVariables: data.pageVariables,
    permissionSets: pagePermissionSets(data.page),
  };
}
