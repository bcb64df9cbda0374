import { createConsoleMessages } from '@tessera/ports';
import type { MessagesPort, NavigationPort, StoragePort } from '@tessera/ports';
import type { RequestClient } from '@tessera/request';
import type { SessionManager } from '@tessera/session';
import type { EventRunner } from '@tessera/events';
import type { DataSourceScheduler } from '@tessera/datasources';
import type { NotificationsChangedSubscribe } from './createAppServices.js';
import { required, useTessera } from './TesseraContext.js';

// Messages must never be lost silently: without a wired port they go to the console.
const consoleMessages = createConsoleMessages();

/**
 * The request client of the nearest provider (a page's provider holds one carrying its pageId).
 *
 * @throws {Error} outside a provider holding `client`.
 */
export function useRequestClient(): RequestClient {
  return required(useTessera(), 'client', 'useRequestClient');
}

/** The messages port (spec 1 §8); the console when the app wired none. */
export function useMessages(): MessagesPort {
  return useTessera().messages ?? consoleMessages;
}

/** The app's navigation port, or `undefined` when the app wired none (links then load pages). */
export function useNavigation(): NavigationPort | undefined {
  return useTessera().navigation;
}

/** The session manager itself (to sign in or out); `undefined` when the app wired none. */
export function useSessionManager(): SessionManager | undefined {
  return useTessera().session;
}

/** The session-storage port of the nearest provider, or `undefined` when the app wired none. */
export function useSessionStorage(): StoragePort | undefined {
  return useTessera().sessionStorage;
}

/** The page's event runner, or `undefined` outside a page (e.g. in a catalogue story). */
export function useEventRunner(): EventRunner | undefined {
  return useTessera().eventRunner;
}

/**
 * The page's data-source scheduler (cursor, batch selection, load more, submit), or `undefined`
 * outside a page. Widgets read state with `useDataSource`; they change it through this.
 */
export function useDataSourceScheduler(): DataSourceScheduler | undefined {
  return useTessera().scheduler;
}

/**
 * The live unread and todo counts port of the app (`<TesseraProvider notificationsChanged>`), or
 * `undefined` when the app wired none (the bell and the 待办 count then load once).
 */
export function useNotificationsChanged(): NotificationsChangedSubscribe | undefined {
  return useTessera().notificationsChanged;
}
