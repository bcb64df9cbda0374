// The event side of one shown page: its variables and its event runner (spec 1 §3 Page
// variables, §4 Event execution). usePageData creates it once the page's JSON and scheduler exist.
import type { DataSourceScheduler } from '@tessera/datasources';
import { createEventRunner } from '@tessera/events';
import type { EventControl, EventRunner } from '@tessera/events';
import type { Clock, MessagesPort, NavigationPort, StoragePort } from '@tessera/ports';
import type { PageJsonData } from '@tessera/protocol';
import { createPageVariables, type PageVariables } from './createPageVariables.js';

/** What {@link createPageRuntime} needs. */
export interface PageRuntimeOptions {
  page: PageJsonData;
  scheduler: DataSourceScheduler;
  clock: Clock;
  /** Session storage: the action-run log. */
  sessionStorage: StoragePort;
  messages: MessagesPort;
  navigation?: NavigationPort;
}

/** The page's variables and event runner; dispose the runner when the page goes away. */
export interface PageRuntime {
  pageVariables: PageVariables;
  eventRunner: EventRunner;
}

/**
 * Creates the page variables and the event runner of a page, the runner's ports wired to the
 * page's navigation, variables and data sources.
 */
export function createPageRuntime(options: PageRuntimeOptions): PageRuntime {
  const { page, scheduler, clock, sessionStorage, messages, navigation } = options;
  const pageVariables = createPageVariables();
  const controls = page.pageData.controls as unknown as readonly EventControl[];
  const eventRunner = createEventRunner({
    clock,
    sessionStorage,
    messages,
    ports: { navigation, variables: pageVariables, dataSources: scheduler },
    findControl: (controlId) => controls.find((control) => control.id === controlId),
  });
  return { pageVariables, eventRunner };
}
