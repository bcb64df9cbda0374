// The event side of one shown page: its variables and its event runner (spec 1 §3 Page
// variables, §4 Event execution, §6 permissions). usePageData creates it once the page's JSON and
// scheduler exist. README "Page runtime" lists what is wired and how.
import { createResolver } from '@tessera/conditions';
import type { DataSourceScheduler } from '@tessera/datasources';
import {
  builtinActions,
  createActionRegistry,
  createEventRunner,
  createExpressionEvaluator,
} from '@tessera/events';
import type {
  ActionHandler,
  EventControl,
  EventRunner,
  HistoryPort,
  PagePorts,
} from '@tessera/events';
import type { Clock, MessagesPort, NavigationPort, StoragePort } from '@tessera/ports';
import type { ControlPermissionSet, PageJsonData, Settings } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { createPermissionChecker } from '@tessera/session';
import type { SessionManager } from '@tessera/session';
import { createPageVariables, type PageVariables } from './createPageVariables.js';
import {
  browserHistoryPort,
  dataSourcesPort,
  serverPorts,
  signOutPort,
} from './pageRuntimePorts.js';

/** The app's services a page runtime uses (the providers' values; see `TesseraContextValue`). */
export interface PageRuntimeServices {
  session?: SessionManager;
  settings?: Settings;
  /** The page's request client (carrying its `pageId`): data flows, API models, sign-out. */
  client?: RequestClient;
  /**
   * Action types beyond the built-in ones, e.g. the widget kit's `openFullList`
   * (`PC_ACTION_TYPES` of `@tessera/widgets`): the app hands them to its root provider as
   * `actionTypes`, so this package never depends on the widgets.
   */
  actionTypes?: readonly ActionHandler[];
}

/** What {@link createPageRuntime} needs. */
export interface PageRuntimeOptions {
  page: PageJsonData;
  scheduler: DataSourceScheduler;
  clock: Clock;
  /** Session storage: the action-run log and the Global page variables. */
  sessionStorage: StoragePort;
  messages: MessagesPort;
  navigation?: NavigationPort;
  /** Session, settings, client and extra action types; without them those parts stay off. */
  services?: PageRuntimeServices;
  /** Extra ports for extra action types. */
  ports?: PagePorts;
  /** The history `goBack` uses; default the browser's. */
  history?: HistoryPort;
}

/** The page's variables and event runner; dispose the runner when the page goes away. */
export interface PageRuntime {
  pageVariables: PageVariables;
  eventRunner: EventRunner;
}

/** The page's control permission sets (spec 1 §3 Page `controlPermissionSetList`). */
export function pagePermissionSets(page: PageJsonData): readonly ControlPermissionSet[] {
  const sets: unknown = page.controlPermissionSetList;
  return Array.isArray(sets) ? (sets as ControlPermissionSet[]) : [];
}

/**
 * Creates the page variables and the event runner of a page. The runner's action types are the
 * built-in ones plus `services.actionTypes`; its ports are wired to the page's navigation,
 * history, variables, data sources (scheduler), data flows and API models (client), the
 * session's sign-out and session storage. Operations are checked against the page's permission
 * sets (spec 1 §6), conditions and expressions read the page variables, the cursor items, the
 * user and the payload (events README "Expression and condition names"), and nothing runs in
 * design mode (settings `envType` Design, spec 1 §4).
 */
export function createPageRuntime(options: PageRuntimeOptions): PageRuntime {
  const { page, scheduler, clock, sessionStorage, messages, navigation, services = {} } = options;
  const { session, settings, client } = services;
  const pageVariables = createPageVariables(
    {},
    { globals: sessionStorage, declared: page.pageData.variables ?? [] },
  );
  const controls = page.pageData.controls as unknown as readonly EventControl[];
  const user = () => session?.getSnapshot().user;
  const cursor = (dsId: string) => {
    const source = scheduler.getSnapshot().sources[dsId];
    return source ? source.result.items[source.cursor.position] : undefined;
  };
  const permissions = createPermissionChecker({
    getUser: () => user() ?? { operations: [] },
    getPermissionSets: () => pagePermissionSets(page),
  });
  const ports: PagePorts = {
    navigation,
    history: options.history ?? browserHistoryPort(),
    variables: pageVariables,
    dataSources: dataSourcesPort(scheduler),
    sessionStorage,
    // The shown page, for action types that hand a control over (the widget kit's openFullList).
    page: {
      pageId: page.pageId,
      findControl: (controlId: string) => controls.find((control) => control.id === controlId),
      sources: () => scheduler.getSnapshot().sources,
    },
    ...(client && settings ? serverPorts(client, settings) : {}),
    ...(client && settings && session
      ? { session: signOutPort(client, settings, session, navigation, sessionStorage) }
      : {}),
    ...options.ports,
  };
  const eventRunner = createEventRunner({
    clock,
    sessionStorage,
    messages,
    registry: createActionRegistry([...builtinActions, ...(services.actionTypes ?? [])]),
    ports,
    isDesignMode: () => settings?.envType === 'Design',
    findControl: (controlId) => controls.find((control) => control.id === controlId),
    canRunOperation: (check) => permissions.canRunOperation(check),
    evaluateExpression: createExpressionEvaluator({
      variables: (name) => pageVariables.get(name),
      cursor,
      user,
    }),
    conditionResolver: (scope) =>
      createResolver({
        variables: (name) => pageVariables.get(name),
        cursors: cursor,
        user: user() as Readonly<Record<string, unknown>> | undefined,
        payload: scope.payload,
      }),
  });
  return { pageVariables, eventRunner };
}
