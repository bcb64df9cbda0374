// spec 1 §2 Routes: every route a runtime registers from its route table — the page routes,
// the workflow page, the page-data loader, the home redirect and the fixed system routes — as
// plain descriptors, so the Pc and the mobile runtime register the same table and draw each kind
// with their own views (no router, no React here).
import { SYSTEM_PATHS, WORKFLOW_PAGE } from '@tessera/protocol';
import { matchRoute } from './matchRoute.js';
import type { PageRoute, RouteTable } from './types.js';

/** spec 1 §2 "/page/login: used when no page id is available". */
export const PAGE_LOGIN_PATH = '/page/login';
/** spec 1 §2, spec 2 §2.2: goes to `?returnUrl=` or /index. */
export const REDIRECTING_PATH = '/redirecting';
/** spec 2 §2.2: /redirecting's fallback, which goes to the home page. */
export const INDEX_PATH = '/index';
/** spec 1 §2 page-data loader: `/page?pageId=`. */
export const PAGE_QUERY_PATH = '/page';

/** The system screens a runtime draws itself (spec 1 §2 Routes). */
export type SystemRouteName = 'callback' | 'silent' | 'redirecting' | 'deny' | 'error' | 'notFound';

/** One route of a runtime, by kind; the app maps each kind to its element. */
export type RuntimeRoute =
  /** A designed page through the generic renderer (login-required ones guarded). */
  | { kind: 'page'; path: string; route: PageRoute }
  /** The sign-in: `/login` (its page definition with parameters, or `/login/*`) and /page/login. */
  | { kind: 'login'; path: string; route?: PageRoute }
  /** `/flow/page/:pageId/:workflowId`: any page with the workflow context on its calls. */
  | { kind: 'workflow'; path: string }
  /** `/page?pageId=`: the page the query names. */
  | { kind: 'pageQuery'; path: string }
  /** A redirect (the home page's root, /index). */
  | { kind: 'redirect'; path: string; to: string }
  | { kind: 'system'; path: string; name: SystemRouteName };

/**
 * The routes a runtime registers for a route table (spec 1 §2): one per page definition (the
 * page whose url is /login starts the sign-in instead), the workflow page, `/page?pageId=`, the
 * root redirect to the home page, then the fixed routes — /page/login and /index unless a page
 * takes them over, `/login/*` (the /0 segments of loginParamsNumber), /callback, /silent,
 * /redirecting, /deny, /error and the catch-all error page. An app adds its own screens
 * (/full-list, approval pages, the designer) beside them.
 *
 * @example
 * ```ts
 * runtimeRoutes(table).map((r) => ({ path: r.path, element: elementFor(r) }));
 * ```
 */
export function runtimeRoutes(table: RouteTable): RuntimeRoute[] {
  const isLogin = (route: PageRoute) => route.basePath === SYSTEM_PATHS.login;
  const routes: RuntimeRoute[] = table.routes.map((route) =>
    isLogin(route)
      ? { kind: 'login', path: route.path, route }
      : { kind: 'page', path: route.path, route },
  );
  routes.push(
    { kind: 'workflow', path: WORKFLOW_PAGE.pattern },
    { kind: 'pageQuery', path: PAGE_QUERY_PATH },
  );
  if (table.redirect) routes.push({ kind: 'redirect', path: '/', to: table.redirect.to });
  // Fixed routes a page definition may take over (its route comes first then).
  if (!matchRoute(table, PAGE_LOGIN_PATH)) routes.push({ kind: 'login', path: PAGE_LOGIN_PATH });
  if (!matchRoute(table, INDEX_PATH)) {
    routes.push({
      kind: 'redirect',
      path: INDEX_PATH,
      to: table.redirect?.to ?? SYSTEM_PATHS.home,
    });
  }
  routes.push(
    { kind: 'login', path: `${SYSTEM_PATHS.login}/*` },
    { kind: 'system', path: SYSTEM_PATHS.callback, name: 'callback' },
    { kind: 'system', path: SYSTEM_PATHS.silent, name: 'silent' },
    { kind: 'system', path: REDIRECTING_PATH, name: 'redirecting' },
    { kind: 'system', path: SYSTEM_PATHS.deny, name: 'deny' },
    { kind: 'system', path: SYSTEM_PATHS.error, name: 'error' },
    { kind: 'system', path: '*', name: 'notFound' },
  );
  return routes;
}
