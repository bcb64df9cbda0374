// The ports the page's action types run through (events README "Action types"), built from the
// page's scheduler and the app's services. Kept apart from createPageRuntime: one concept each.
import { getApiModelData, runDataFlow } from '@tessera/api';
import type { DataSourceScheduler } from '@tessera/datasources';
import type {
  ApiModelsPort,
  CursorPort,
  DataFlowsPort,
  DataSourcesPort,
  DeletePort,
  HistoryPort,
  SignOutPort,
  SubmitPort,
} from '@tessera/events';
import type { NavigationPort, StoragePort } from '@tessera/ports';
import type { Settings } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { loginPath } from '@tessera/routing';
import type { SessionManager } from '@tessera/session';
import { signOut } from './internals/serviceCalls.js';

/** The data-sources port of a page: every data-source action type goes through the scheduler. */
export function dataSourcesPort(
  scheduler: DataSourceScheduler,
): DataSourcesPort & CursorPort & SubmitPort & DeletePort {
  return {
    refresh: (dsId) => scheduler.refresh(dsId),
    setCursor: (dsId, position) => scheduler.setCursor(dsId, position),
    positionOf: (dsId, dataId) =>
      (scheduler.getSnapshot().sources[dsId]?.result.items ?? []).findIndex(
        (item) => item.id === dataId || item.contentId === dataId,
      ),
    submit: (dsId) => scheduler.submit(dsId),
    deleteItem: (dsId) => scheduler.deleteItem(dsId),
  };
}

/** `runDataFlow` and `callApiModel` over the page's request client (spec 1 §7). */
export function serverPorts(
  client: RequestClient,
  settings: Settings,
): { dataFlows: DataFlowsPort; apiModels: ApiModelsPort } {
  const app = { appId: settings.appId };
  return {
    dataFlows: {
      run: (flowId, payload, operationId) =>
        runDataFlow(client, app, { flowId, payload, ...(operationId ? { operationId } : {}) }),
    },
    apiModels: {
      getData: (modelId, version, params) =>
        getApiModelData(client, app, {
          modelId,
          ...(version ? { version } : {}),
          body: Object.entries(params).map(([paramKey, paramValue]) => ({ paramKey, paramValue })),
        }),
    },
  };
}

/**
 * The `signOut` action's port: the same sign-out as the user menu (`useSignOut`): the server
 * ends the session, the session is cleared here, and the app goes to /login.
 */
export function signOutPort(
  client: RequestClient,
  settings: Settings,
  session: SessionManager,
  navigation: NavigationPort | undefined,
  sessionStorage: StoragePort,
): SignOutPort {
  return {
    async signOut() {
      const current = navigation?.currentPath?.();
      await signOut(client, settings, session);
      navigation?.navigate(
        loginPath(sessionStorage, current && current !== '/' ? current : undefined),
      );
    },
  };
}

/** The browser's history, when there is one (`goBack`). */
export function browserHistoryPort(): HistoryPort | undefined {
  const history = (globalThis as { history?: { back(): void } }).history;
  return history ? { back: () => history.back() } : undefined;
}
