import { createApiSubmitter, createDataSourceScheduler } from '@tessera/datasources';
import type { DataSourceScheduler } from '@tessera/datasources';
import type { EventRunner } from '@tessera/events';
import type { Clock, MessagesPort, StoragePort, TimerHandle } from '@tessera/ports';
import type { DataSourceDefinition, PageJsonData, Settings } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { PageVariables } from '../createPageVariables.js';
import { createPageRuntime } from '../createPageRuntime.js';
import type { TesseraContextValue } from '../TesseraContext.js';
import { pageLoader } from './pageCalls.js';

/** What a shown page holds; hand it to a page-level `TesseraProvider` ({@link pageProviderProps}). */
export interface PageData {
  page: PageJsonData;
  /** The request client of this page: its calls carry the `pageId` header. */
  client: RequestClient;
  scheduler: DataSourceScheduler;
  eventRunner: EventRunner;
  pageVariables: PageVariables;
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
export function pageClock(base: Clock): { clock: Clock; clear(): void } {
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
export interface StartPageInput {
  /** The page's client (its calls carry the page id). */
  client: RequestClient;
  clock: Clock;
  sessionStorage: StoragePort;
  context: TesseraContextValue & { settings: Settings; messages: MessagesPort };
  params?: Readonly<Record<string, string>>;
  /** Fields to ask for, by `dsId` (usePageData `selectFields`). */
  selectFields?: Readonly<Record<string, readonly string[]>>;
  /** Rows to ask for first, by `dsId` (usePageData `firstRows`). */
  firstRows?: Readonly<Record<string, number>>;
}

/** Resolves after the next frame is painted (at once where nothing paints). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') setTimeout(resolve, 0);
    // A frame's callbacks run before its paint; the task after them runs after it.
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Starts a page whose JSON is at hand: its data-source scheduler (not yet loading), page
 * variables (with `params` in them) and event runner; a master page's controls run their
 * events on the same runner. The caller disposes the scheduler and the runner.
 */
export function startPage(page: PageJsonData, input: StartPageInput): PageData {
  const {
    client,
    clock,
    sessionStorage: storage,
    context,
    params,
    selectFields,
    firstRows,
  } = input;
  const { settings, messages, navigation } = context;
  const scheduler = createDataSourceScheduler({
    dataSources: pageDataSources(page).map((source) => ({
      ...source,
      ...(selectFields?.[source.dsId] ? { selectFields: selectFields[source.dsId] } : {}),
      ...(firstRows?.[source.dsId] ? { firstRows: firstRows[source.dsId] } : {}),
    })),
    // A source's whole topN is asked for once its first rows are on screen (firstRows).
    afterFirstRows: afterNextPaint,
    loader: pageLoader(client, settings),
    // spec 1 §7 Mutations: form submits and the submit/delete actions write through it.
    submitter: createApiSubmitter({ client, appId: settings.appId }),
    storage,
    // spec 1 §4: list sources with autoRefresh reload when their schema's content changes.
    subscribe: context.contentChanged,
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
