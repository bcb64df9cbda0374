import type { PageDefinition } from '@tessera/protocol';
import { LOGIN_PATH, ROUTING_STORAGE_KEYS } from './routingStorage.js';
import type { StoragePort } from '@tessera/ports';
import type { PageRoute, RootRedirect, RouteTable } from './types.js';

/** spec 1 §2: "meta title and tagmode (default value default)". */
export const DEFAULT_TAGS_MODE = 'default';

/** spec 1 §2 / spec 2 §2.2: the pages that open without signing in unless they are the home page. */
export const PUBLIC_PAGE_URLS: readonly string[] = [LOGIN_PATH, '/register'];

/** spec 2 §2.2: "A blank default is replaced with an encoded space." */
export const BLANK_DEFAULT_SEGMENT = '%20';

/** Options of {@link buildRouteTable}. */
export interface BuildRouteTableOptions {
  /** Session storage; receives the home page URL, home page id and login parameters number. */
  storage: StoragePort;
}

/**
 * A page url as a router path: a leading `/` is added when missing and trailing ones removed,
 * so `home`, `/home` and `/home/` are one route. A blank url counts as no url.
 */
export function normalizeUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}`;
}

/** spec 2 §2.2: "The path is the page url, or /page/{name} when the url is null." */
export function pageBasePath(page: Pick<PageDefinition, 'url' | 'name'>): string {
  return normalizeUrl(page.url) ?? `/page/${page.name}`;
}

/**
 * spec 1 §2: "Routes carrying a login-required flag send an unauthenticated visitor to sign in.
 * Pages at /login and /register that are not the home page are not login-required." Every other
 * page requires sign-in: the spec names no other exception, and a page builder's pages usually
 * show a user's data, so the safe default is to ask for a sign-in.
 */
export function isLoginRequired(page: Pick<PageDefinition, 'url' | 'isHomePage'>): boolean {
  const url = normalizeUrl(page.url);
  return page.isHomePage || url === null || !PUBLIC_PAGE_URLS.includes(url);
}

/** One route from one page definition. */
export function toPageRoute(page: PageDefinition): PageRoute {
  const basePath = pageBasePath(page);
  const parameters = (page.parameters ?? []).map((parameter) => parameter.name);
  return {
    // spec 2 §2.2: "Each named parameter adds a trailing path segment {param}."
    path: basePath + parameters.map((name) => `/:${name}`).join(''),
    basePath,
    pageId: page.pageId,
    name: page.name,
    title: page.title ?? '',
    tagsMode: page.tagsMode?.trim() ? page.tagsMode : DEFAULT_TAGS_MODE,
    isLoginRequire: isLoginRequired(page),
    isHomePage: page.isHomePage === true,
    parameters,
  };
}

/**
 * spec 2 §2.2: the root path redirects to the home page's url "followed by its parameter
 * defaults"; a blank (null, empty or whitespace) default becomes `%20`. Other defaults are
 * URL-encoded, so a default containing `/` stays one segment.
 */
export function homeRedirect(page: PageDefinition): RootRedirect {
  const defaults = (page.parameters ?? []).map((parameter) =>
    parameter.default?.trim() ? encodeURIComponent(parameter.default) : BLANK_DEFAULT_SEGMENT,
  );
  return { from: '/', to: [pageBasePath(page), ...defaults].join('/') };
}

/**
 * Builds the route table from the server's page definitions (spec 1 §2 Routes, spec 2 §2.2) and
 * records the home page URL, home page id and login parameters number in session storage.
 *
 * - The first page flagged `isHomePage` is the home page; later flags are ignored.
 * - Without a home page the two home keys are removed, so a stale home from an earlier
 *   publication is not used.
 *
 * @example
 * ```ts
 * const table = buildRouteTable(await getPageRouters(client, ids), { storage: sessionStorage });
 * table.redirect; // { from: '/', to: '/home' }
 * table.routes.map((route) => route.path); // ['/home', '/page/detail/:id', '/login']
 * ```
 */
export function buildRouteTable(
  pages: readonly PageDefinition[],
  options: BuildRouteTableOptions,
): RouteTable {
  const routes = pages.map(toPageRoute);
  const homeIndex = pages.findIndex((page) => page.isHomePage === true);
  const homeDefinition = homeIndex >= 0 ? pages[homeIndex] : undefined;
  const homePage = homeIndex >= 0 ? (routes[homeIndex] ?? null) : null;
  const loginPage = pages.find((page) => normalizeUrl(page.url) === LOGIN_PATH);
  const loginParamsNumber = loginPage?.parameters?.length ?? 0;

  const { storage } = options;
  if (homeDefinition && homePage) {
    storage.setItem(ROUTING_STORAGE_KEYS.homePageUrl, homePage.basePath);
    // spec 2 §2.2: "The home page url and name are kept ... as the home page URL and home page id."
    storage.setItem(ROUTING_STORAGE_KEYS.homePageId, homeDefinition.name);
  } else {
    storage.removeItem(ROUTING_STORAGE_KEYS.homePageUrl);
    storage.removeItem(ROUTING_STORAGE_KEYS.homePageId);
  }
  storage.setItem(ROUTING_STORAGE_KEYS.loginParamsNumber, String(loginParamsNumber));

  return {
    routes,
    redirect: homeDefinition ? homeRedirect(homeDefinition) : null,
    homePage,
    loginParamsNumber,
  };
}
