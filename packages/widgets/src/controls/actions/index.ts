// The widget kit's own action types (events README "Action types"): the ones that need the
// widgets' core. The app hands them to its root provider (`actionTypes`), and every page's
// runner registers them next to the built-in ones.
import type { ActionHandler } from '@tessera/events';
import { openFullListAction } from './openFullListAction.js';

export { openFullListAction } from './openFullListAction.js';
export type { PagePort } from './openFullListAction.js';

/**
 * The widget kit's action types, for `<TesseraProvider actionTypes={WIDGET_ACTION_TYPES}>`.
 *
 * @example
 * ```tsx
 * <TesseraProvider settings={settings} client={client} actionTypes={WIDGET_ACTION_TYPES}>
 * ```
 */
export const WIDGET_ACTION_TYPES: readonly ActionHandler[] = Object.freeze([openFullListAction]);
