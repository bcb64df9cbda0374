// Public surface of @tessera/layout. Every export is listed in README.md.

export { LAYOUT_ERRORS, LayoutError } from './layoutItem.js';
export type { GridBox, Layout, LayoutItem, ValidLayoutItem } from './layoutItem.js';
export { layoutError, validateLayout } from './validateLayout.js';
export {
  bottom,
  collides,
  compactLayout,
  getFirstCollision,
  sortLayoutItems,
} from './compactLayout.js';
export {
  BREAKPOINTS,
  COLS,
  getBreakpointFromWidth,
  getColsForWidth,
  getColsFromBreakpoint,
  sortBreakpoints,
} from './breakpoints.js';
export type { Breakpoint } from './breakpoints.js';
export { correctItem, fitToColumns, toRtlX, withDefaultLayout } from './correctItem.js';
export {
  autoSizeItem,
  calcColWidth,
  clampSize,
  gridSizeFromPixels,
  sizeRange,
} from './clampSize.js';
export type { GridGeometry, SizeBounds } from './clampSize.js';
export { getContainerPadding, resolveContainerHeight } from './containerPadding.js';
export type { ContainerPaddingInput } from './containerPadding.js';
export {
  ANIMATION_DEFAULTS,
  ANIMATION_POLL,
  BOTTOM_NAV_PADDING,
  CENTER_WIDTH_CAP,
  CONTAINER_DEFAULT_WIDTH,
  CONTAINER_FALLBACK_HEIGHT,
  CONTAINER_MIN_HEIGHT,
  CONTROL_DEFAULTS,
  DESIGNER_GRID,
  FLEX_GRID,
  MAX_ROWS,
  MAX_TABS,
  MOBILE_DESIGN_SIZE,
  MOBILE_FULL_WIDTH_FROM,
  MOBILE_GRID,
  NEW_BOX_SIZE,
  PAGE_HEIGHT,
  PASTE_OFFSET,
  RUNTIME_GRID,
  TEMPLATE_HEIGHTS,
  Z_INDEX,
} from './gridConstants.js';
