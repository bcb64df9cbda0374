// The one context of the bindings. A provider below another inherits every value it is not
// given, so the app-wide values (settings, client, session, messages) are set once at the root
// and each page adds its own (scheduler, event runner, page variables, permission sets).
import { createContext, useContext } from 'react';
import type { ContentChangedSubscribe, DataSourceScheduler } from '@tessera/datasources';
import type { ActionHandler, EventRunner } from '@tessera/events';
import type { MessagesPort, NavigationPort, StoragePort } from '@tessera/ports';
import type { Settings } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { ControlPermissionSet, SessionManager } from '@tessera/session';
import type { NotificationsChangedSubscribe } from './createAppServices.js';
import type { PageAccess } from './createPageAccess.js';
import type { PageVariables } from './createPageVariables.js';

/** Everything the hooks read; each part is optional, and a hook says what it needs. */
export interface TesseraContextValue {
  /** The loaded settings of this host (spec 1 §3 Settings). */
  settings?: Settings;
  /** The one request client; a page's provider holds one carrying its `pageId`. */
  client?: RequestClient;
  /** Where user-facing messages go (spec 1 §8): the app's toast or snackbar. */
  messages?: MessagesPort;
  /** In-app navigation (the router). */
  navigation?: NavigationPort;
  /** Session storage (data-source caches, routing hand-overs). */
  sessionStorage?: StoragePort;
  session?: SessionManager;
  /** The data sources of the page being shown. */
  scheduler?: DataSourceScheduler;
  eventRunner?: EventRunner;
  pageVariables?: PageVariables;
  /** The page's `controlPermissionSetList` (spec 1 §6). */
  permissionSets?: readonly ControlPermissionSet[];
  /** Action types the app adds to every page's runner (e.g. the widget kit's `openFullList`). */
  actionTypes?: readonly ActionHandler[];
  /** The signed-in user's page permission (`createPageAccess`): menus hide pages it excludes. */
  pageAccess?: PageAccess;
  /**
   * Content-change subscriptions (the app's `services.contentChanges(settings)`): a page's list
   * sources with autoRefresh reload when their schema's content changes (spec 1 §4).
   */
  contentChanged?: ContentChangedSubscribe;
  /**
   * The signed-in user's live unread and todo counts (the app's
   * `services.notificationsChanged(settings)`): the notification bell and the approval lists'
   * 待办 count follow it without a reload.
   */
  notificationsChanged?: NotificationsChangedSubscribe;
}

/** @internal Read through {@link useTessera}; not part of the public API. */
export const TesseraContext = createContext<TesseraContextValue>({});

/** The values of the nearest providers (an empty object outside any provider). */
export function useTessera(): TesseraContextValue {
  return useContext(TesseraContext);
}

/** A value the hook cannot work without; throws naming the provider prop. */
export function required<TKey extends keyof TesseraContextValue>(
  value: TesseraContextValue,
  key: TKey,
  hook: string,
): NonNullable<TesseraContextValue[TKey]> {
  const part = value[key];
  if (part === undefined || part === null) {
    throw new Error(`${hook} needs <TesseraProvider ${String(key)}={...}> above it`);
  }
  return part as NonNullable<TesseraContextValue[TKey]>;
}
