// The Pc (MUI) lists of the widget kit: views over the headless core (spec 1 §2 List widget,
// Card list widget, Full list).
import type { WidgetMap } from '../../registry/createWidgetRegistry.js';
import { CardListWidget } from './CardListWidget.js';

/** The lists' widgets by `typeName` (spread into the Pc `defaultWidgets`). */
export const LISTS_WIDGETS: WidgetMap = Object.freeze({ CardList: CardListWidget });

export { CardListWidget } from './CardListWidget.js';
export type { CardListWidgetProps } from './CardListWidget.js';
export { LoadMoreFooter } from './LoadMoreFooter.js';
export type { LoadMoreFooterProps } from './LoadMoreFooter.js';
export { FullListView, PageLostView } from './FullListView.js';
export type { FullListViewProps, PageLostViewProps } from './FullListView.js';
export { SubmitListView } from './SubmitListView.js';
export type { SubmitListViewProps } from './SubmitListView.js';
