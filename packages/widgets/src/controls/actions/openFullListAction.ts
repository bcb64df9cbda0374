import { requirePort } from '@tessera/events';
import type { ActionHandler } from '@tessera/events';
import type { NavigationPort, StoragePort } from '@tessera/ports';
import type { Control } from '@tessera/protocol';
import { openFullList } from '../../lists/fullListHandOver.js';

/**
 * The shown page, as the page runtime hands it to action types (`page` port of
 * `createPageRuntime`): its id, its controls and its data sources' current states.
 */
export interface PagePort {
  pageId: string;
  findControl(controlId: string): Control | undefined;
  sources(): Readonly<
    Record<string, { dsId: string; result?: { total?: number; items?: readonly unknown[] } }>
  >;
}

/**
 * `openFullList`: opens /full-list for a list widget, as its 查看更多 link does (spec 1 §2 List
 * widget: the widget definition and its data sources handed over through session storage).
 *
 * Params: `controlId` (the list widget; default the control that fired the event),
 * `finishedText` (the full list's end text).
 *
 * @example
 * ```json
 * { "id": "a1", "name": "全部文章", "typeName": "openFullList", "params": { "controlId": "articles-list" } }
 * ```
 */
export const openFullListAction: ActionHandler = {
  typeName: 'openFullList',
  run({ action, controlId, ports }) {
    const page = requirePort<PagePort>(ports, 'page', 'openFullList');
    const storage = requirePort<StoragePort>(ports, 'sessionStorage', 'openFullList');
    const navigation = ports.navigation as NavigationPort | undefined;
    const listId =
      typeof action.params?.controlId === 'string' && action.params.controlId !== ''
        ? action.params.controlId
        : controlId;
    const control = page.findControl(listId);
    if (!control) throw new Error(`Action "${action.name}" (openFullList): no control ${listId}`);
    const finishedText = action.params?.finishedText;
    openFullList({
      storage,
      navigation,
      pageId: page.pageId,
      control,
      dataSources: Object.values(page.sources()),
      ...(navigation?.currentPath ? { returnPath: navigation.currentPath() } : {}),
      ...(typeof finishedText === 'string' && finishedText !== '' ? { finishedText } : {}),
    });
  },
};
