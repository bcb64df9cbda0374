import { useEffect, useState } from 'react';
import { accountRef, getUserPages } from '@tessera/api';
import { createApiSubmitter, createDataSourceScheduler } from '@tessera/datasources';
import type { DataSourceScheduler } from '@tessera/datasources';
import type { EventRunner } from '@tessera/events';
import { createBrowserClock, createMemoryStorage } from '@tessera/ports';
import type { Clock, MessagesPort, StoragePort, TimerHandle } from '@tessera/ports';
import type { DataSourceDefinition, PageJsonData, Settings } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { canAccessPage } from '@tessera/session';
import type { PageVariables } from './createPageVariables.js';
import { createPageRuntime, pagePermissionSets } from './createPageRuntime.js';
import { loadPageJson, pageLoader } from './internals/pageCalls.js';
import { required, useTessera, type TesseraContextValue } from './TesseraContext.js';
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
   * Whether the page is login-required (default true). A public page (spec 1 §2: /login and
   * /register that are not the home page) opens for anyone, signed in or not, as the server
   * answers it: no page-permission check.
   */
  loginRequired?: boolean;
}

/**
 * The data sources of a page and of its master page (spec 1 §3 templateDataSource): the master's
 * first, a page's own source replacing a master's with the same `dsId`.
 */
export function pageDataSources(page: PageJsonData): DataSourceDefinition[] {
  const own = page.pageDataSource ?? [];
  const ids = new Set(own.map((source) => source.dsId));
  const master = (page.templateDataSource ?? []).filter((source) => !ids.has(source.dsId));
  return [...master, ...own];
}

/**
 * A clock whose timers die with the page (spec 1 §2: "After each navigation … interval timers
 * are cleared"): `clear()` cancels every timeout and interval still pending.
 */
function pageClock(base: Clock): { clock: Clock; clear(): void } {
  const timeouts = new Set<TimerHandle>();
  const intervals = new Set<TimerHandle>();
  const clock: Clock = {
    now: () => base.now(),
    setTimeout(callback, ms) {
      const handle = base.setTimeout(() => {
        timeouts.delete(handle);
        callback();
      }, ms);
      timeouts.add(handle);
      return handle;
    },
    clearTimeout(handle) {
      timeouts.delete(handle);
      base.clearTimeout(handle);
    },
    setInterval(callback, ms) {
      const handle = base.setInterval(callback, ms);
      intervals.add(handle);
      return handle;
    },
    clearInterval(handle) {
      intervals.delete(handle);
      base.clearInterval(handle);
    },
  };
  return {
    clock,
    clear() {
      for (const handle of timeouts) base.clearTimeout(handle);
      for (const handle of intervals) base.clearInterval(handle);
      timeouts.clear();
      intervals.clear();
    },
  };
}

/** What {@link startPage} needs besides the page. */
interface StartPageInput {
  /** The page's client (its calls carry the page id). */
  client: RequestClient;
  clock: Clock;
  sessionStorage: StoragePort;
  context: TesseraContextValue & { settings: Settings; messages: MessagesPort };
  params?: Readonly<Record<string, string>>;
}

/**
 * Starts a page whose JSON is at hand: its data-source scheduler (not yet loading), page
 * variables (with `params` in them) and event runner; a master page's controls run their
 * events on the same runner. The caller disposes the scheduler and the runner.
 */
function startPage(page: PageJsonData, input: StartPageInput): PageData {
  const { client, clock, sessionStorage: storage, context, params } = input;
  const { settings, messages, navigation } = context;
  const scheduler = createDataSourceScheduler({
    dataSources: pageDataSources(page),
    loader: pageLoader(client, settings),
    // spec 1 §7 Mutations: form submits and the submit/delete actions write through it.
    submitter: createApiSubmitter({ client, appId: settings.appId }),
    storage,
  });
  const masterControls = page.templatePageData?.controls ?? [];
  const { pageVariables, eventRunner } = createPageRuntime({
    // The master page's controls run their events on this page's runner too.
    page: masterControls.length
      ? {
          ...page,
          pageData: { ...page.pageData, controls: [...masterControls, ...page.pageData.controls] },
        }
      : page,
    scheduler,
    clock,
    sessionStorage: storage,
    messages,
    navigation,
    services: { ...context, client },
  });
  // spec 1 §2: the page's query parameters (procId among them) are read into its variables.
  for (const [name, value] of Object.entries(params ?? {})) pageVariables.set(name, value);
  return { page, client, scheduler, eventRunner, pageVariables };
}

/**
 * A page given as JSON rather than loaded by id (the designer's canvas, a version preview): its
 * scheduler, page variables and event runner, started when `page` is given or changes (its data
 * sources begin loading) and disposed, with every timer it set, when it changes again or the
 * component unmounts. `null` until started. Events do nothing where settings say `envType`
 * Design (spec 1 §4), so a canvas gives a provider with those settings above.
 *
 * Needs `settings` and `client` from a provider above.
 */
export function usePageRuntimeOf(
  page: PageJsonData,
  options: { clock?: Clock } = {},
): PageData | null {
  const context = useTessera();
  const settings = required(context, 'settings', 'usePageRuntimeOf');
  const client = required(context, 'client', 'usePageRuntimeOf');
  const messages = useMessages();
  const clock = options.clock;
  const [data, setData] = useState<PageData | null>(null);
  useEffect(() => {
    const timers = pageClock(clock ?? createBrowserClock());
    const started = startPage(page, {
      client: client.withContext({ pageId: page.pageId }),
      clock: timers.clock,
      sessionStorage: context.sessionStorage ?? createMemoryStorage(),
      context: { ...context, settings, messages },
    });
    setData(started);
    void started.scheduler.load();
    return () => {
      started.scheduler.dispose();
      started.eventRunner.dispose();
      timers.clear();
    };
    // `context` is the provider's value object, a new one per render: its parts are listed.
  }, [page, client, settings, messages, clock, context.navigation, context.sessionStorage]);
  return data;
}

/**
 * Loads a page's JSON with a client carrying the page id, then starts the page's data-source
 * scheduler (spec 1 §4: each source loads as soon as its predecessors are done), its page
 * variables and its event runner. They live as long as the component that called this: the
 * scheduler and runner are disposed when it unmounts or `pageId` changes, and every timer the
 * page's runner started (delayed actions, intervals) is cleared (spec 1 §2 after navigation).
 *
 * A master page's data sources are loaded with the page's own ({@link pageDataSources}) and its
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
