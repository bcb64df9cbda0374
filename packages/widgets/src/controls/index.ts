// Headless core of the controls (spec 1 §2 Visible-range dialog, Other; §3 Visible-range item).
export * from './visibleRangeTypes.js';
export * from './visibleRangeModes.js';
export * from './visibleRangeTree.js';
export * from './visibleRangeSelection.js';
export { loadVisibleRangeItems } from './visibleRangeLoader.js';
export type { VisibleRangeLoaderDeps } from './visibleRangeLoader.js';
export { useVisibleRange } from './useVisibleRange.js';
export type { VisibleRangeState } from './useVisibleRange.js';
export { VISIBLE_RANGE_TEXTS, CONTROL_TEXTS } from './controlTexts.js';
export * from './buttonConfig.js';
export * from './navConfig.js';
export * from './tableConfig.js';
export { useTableControl } from './useTableControl.js';
export type { TableRow, TableState } from './useTableControl.js';
export { useSystemMessages } from './useSystemMessages.js';
export type { SystemMessagesState } from './useSystemMessages.js';
