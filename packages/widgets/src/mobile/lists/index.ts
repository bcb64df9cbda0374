// The mobile (antd-mobile) lists of the widget kit: views over the headless core (spec 1 §2 List
// widget, Card list widget, Full list).
export { MobileCardListWidget } from './MobileCardListWidget.js';
export type { MobileCardListWidgetProps } from './MobileCardListWidget.js';
export { MobileCardItem } from './MobileCardItem.js';
export type { MobileCardItemProps } from './MobileCardItem.js';
export { MobileLoadMore } from './MobileLoadMore.js';
export type { MobileLoadMoreProps } from './MobileLoadMore.js';
export { MobileRefresh } from './MobileRefresh.js';
export type { MobileRefreshProps } from './MobileRefresh.js';
export { MobileListEmpty, MobileListStatus } from './MobileListStatus.js';
