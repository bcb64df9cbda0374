// The page shell's headless core (spec 1 §1 themes, §2 Layouts and master pages, §3 Background
// style): pure models the Pc and mobile views draw from (README "Page shell").
export {
  backgroundCss,
  pageBackgroundCss,
  DEFAULT_PAGE_BACKGROUND,
  DEFAULT_GRADIENT_DEG,
} from './backgroundStyle.js';
export type { BackgroundStyle, CssDeclarations } from './backgroundStyle.js';
export { headerShadow, headerCss } from './headerShadow.js';
export type { HeaderBackground } from './headerShadow.js';
export {
  LAYOUT_TYPES,
  LAYOUT_STAGES,
  LAYOUT_REGIONS,
  DEFAULT_ASIDE_WIDTH,
  layoutDefinitionOf,
  readPageLayout,
} from './pageLayout.js';
export type {
  LayoutType,
  LayoutStage,
  LayoutRegion,
  LayoutCssData,
  PageLayoutDefinition,
  PageLayoutModel,
  ShellPageData,
} from './pageLayout.js';
export { REGION_PARENT_IDS, composePage, hasTemplateId } from './masterPage.js';
export type { ComposedPage, ShellPageInput } from './masterPage.js';
export { readPageQuery, isPageId } from './pageQuery.js';
export type { PageQuery } from './pageQuery.js';
export { MAX_TAGS, TAG_BAR_STORAGE_KEY, openTag, closeTag, parseTags } from './tagBar.js';
export type { PageTag } from './tagBar.js';
export {
  THEME_NAMES,
  THEMES,
  DEFAULT_THEME,
  COLOR_SLOTS,
  themeNameOf,
  slotColor,
} from './themes.js';
export type { ThemeName, ThemeDefinition, ThemeColors, ColorSlot } from './themes.js';
export { slotsOf, isOpenByDefault, isDrawnInSlot } from './slotChildren.js';
export type { ControlSlot } from './slotChildren.js';
export { usePageHeight, PAGE_HEIGHT_RECALC_MS, MIN_PAGE_HEIGHT } from './usePageHeight.js';
export { ShellControlsContext, useShellControls } from './ShellControls.js';
export type { ShellControlsValue } from './ShellControls.js';
export { usePageLoaded } from './usePageLoaded.js';
export { useTagBar } from './useTagBar.js';
export type { TagBarState } from './useTagBar.js';
