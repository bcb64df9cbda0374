// spec 1 §2 Layouts: where a page's layout lives in its JSON (`pageData.layout`) and the model
// the views draw from it (README "Page shell").
import type { Control } from '@tessera/protocol';
import { type BackgroundStyle, type CssDeclarations, backgroundCss } from './backgroundStyle.js';
import { headerCss, type HeaderBackground } from './headerShadow.js';

/** The layouts of spec 1 §2 (the first two Pc only). */
export const LAYOUT_TYPES = [
  'header-aside-main',
  'aside-header-main',
  'header-main',
  'header-main-footer',
  'no-header-footer-main',
] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/**
 * How the main area holds the page (spec 1 §2 "container, flex-container and root-container
 * stages"): `container` centres it at most 1200 px wide (spec 1 §9 centering width cap),
 * `flex-container` lays it on the flex grid (spec 1 §9: row 16, margin 4, 20 columns, 1200 wide),
 * `root-container` gives it the full width.
 */
export const LAYOUT_STAGES = ['container', 'flex-container', 'root-container'] as const;
export type LayoutStage = (typeof LAYOUT_STAGES)[number];

/** The regions a layout may hold; controls go into one by `parentId` (README "Page shell"). */
export const LAYOUT_REGIONS = ['header', 'aside', 'tagBar', 'main', 'footer'] as const;
export type LayoutRegion = (typeof LAYOUT_REGIONS)[number];

/**
 * spec 1 §3 Control cssData of the layout containers: header, main, footer, aside and page, and
 * the template mode (`global`: a master page's styles win; `custom`: this page's own win).
 */
export interface LayoutCssData {
  page?: BackgroundStyle;
  header?: HeaderBackground;
  main?: BackgroundStyle;
  footer?: BackgroundStyle;
  aside?: BackgroundStyle;
  templateMode?: 'global' | 'custom';
}

/** `pageData.layout`: a page's layout as stored in its JSON. Every member is optional. */
export interface PageLayoutDefinition {
  type?: LayoutType;
  stage?: LayoutStage;
  header?: { hidden?: boolean; fixed?: boolean; title?: string };
  footer?: { hidden?: boolean; text?: string };
  /** Width of the aside in px (default 200, spec 1 §9 template aside). */
  aside?: { width?: number };
  /** Draw the tag bar (the opened pages as tabs) under the header. */
  tagBar?: boolean;
  cssData?: LayoutCssData;
  /** spec 1 §2: the page has a bottom navigation component (60 px bottom padding). */
  bottomNav?: boolean;
  /** Heights in px of fixed top-centre / bottom-centre containers (grid padding, spec 1 §2). */
  fixedTopCenterHeight?: number;
  fixedBottomCenterHeight?: number;
}

/** The page JSON's `pageData` as the shell reads it. */
export interface ShellPageData {
  controls: readonly Control[];
  layout?: PageLayoutDefinition | null;
}

/** The resolved layout the Pc views draw. */
export interface PageLayoutModel {
  /** `null`: the page has no layout — the runtime's app bar over the page. */
  type: LayoutType | null;
  stage: LayoutStage;
  /** Which regions are drawn. */
  regions: Record<LayoutRegion, boolean>;
  /** aside-header-main: the aside runs the full height and the header sits over main only. */
  asideFirst: boolean;
  headerFixed: boolean;
  headerTitle: string | null;
  footerText: string | null;
  asideWidth: number;
  /** CSS of each region and of the page (the page falls back to #e5effa in the view). */
  css: Record<'page' | 'header' | 'main' | 'aside' | 'footer', CssDeclarations>;
  /** The page's own background style (the view applies the #e5effa default). */
  pageBackground: BackgroundStyle | undefined;
  padding: {
    bottomNav: boolean;
    fixedTopCenterHeight: number | null;
    fixedBottomCenterHeight: number | null;
  };
}

/** Default aside width in px (spec 1 §9: template aside 200). */
export const DEFAULT_ASIDE_WIDTH = 200;

const HAS_HEADER: Record<LayoutType, boolean> = {
  'header-aside-main': true,
  'aside-header-main': true,
  'header-main': true,
  'header-main-footer': true,
  'no-header-footer-main': false,
};

function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : null;
}

function size(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A page's layout definition, or `null` when its JSON has none (or not an object). */
export function layoutDefinitionOf(
  pageData: { layout?: unknown } | null | undefined,
): PageLayoutDefinition | null {
  const layout = pageData?.layout;
  return layout && typeof layout === 'object' ? (layout as PageLayoutDefinition) : null;
}

/**
 * The model of a page's layout (spec 1 §2 Layouts). Without a definition, or with an unknown
 * type, the page gets no layout (`type: null`: the app bar over the page). Header and footer
 * are drawn only by the layouts that have them and only when not hidden; the aside by the two
 * Pc aside layouts; the tag bar when asked for.
 *
 * @example
 * ```ts
 * readPageLayout({ type: 'header-main-footer', header: { fixed: true } }).regions;
 * // { header: true, aside: false, tagBar: false, main: true, footer: true }
 * ```
 */
export function readPageLayout(
  definition: PageLayoutDefinition | null | undefined,
): PageLayoutModel {
  const def = definition ?? {};
  const type = oneOf(LAYOUT_TYPES, def.type);
  const header = Boolean(type && HAS_HEADER[type] && def.header?.hidden !== true);
  const aside = type === 'header-aside-main' || type === 'aside-header-main';
  const footer = type === 'header-main-footer' && def.footer?.hidden !== true;
  const css = def.cssData ?? {};
  return {
    type,
    stage: oneOf(LAYOUT_STAGES, def.stage) ?? 'root-container',
    regions: { header, aside, tagBar: Boolean(type && def.tagBar), main: true, footer },
    asideFirst: type === 'aside-header-main',
    headerFixed: header && def.header?.fixed === true,
    headerTitle: textOf(def.header?.title),
    footerText: textOf(def.footer?.text),
    asideWidth: size(def.aside?.width) ?? DEFAULT_ASIDE_WIDTH,
    css: {
      page: backgroundCss(css.page),
      header: headerCss(css.header),
      main: backgroundCss(css.main),
      aside: backgroundCss(css.aside),
      footer: backgroundCss(css.footer),
    },
    pageBackground: css.page,
    padding: {
      bottomNav: def.bottomNav === true,
      fixedTopCenterHeight: size(def.fixedTopCenterHeight),
      fixedBottomCenterHeight: size(def.fixedBottomCenterHeight),
    },
  };
}
