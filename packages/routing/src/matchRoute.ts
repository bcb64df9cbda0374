import type { RouteMatch, RouteTable } from './types.js';

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (`%E4%B8`) is matched as written instead of failing the whole match.
    return segment;
  }
}

/** Strips the query and hash, so `location.pathname + location.search` can be passed as is. */
function pathnameOnly(pathname: string): string {
  const end = pathname.search(/[?#]/);
  return end === -1 ? pathname : pathname.slice(0, end);
}

/**
 * Matches one route path (`/page/detail/:id`) against a pathname. Static segments compare
 * case-insensitively after decoding (the default of the common browser routers); every `:param`
 * needs exactly one non-empty segment (spec 2 §2.2 parameters are path segments, all required).
 */
export function matchPath(path: string, pathname: string): Record<string, string> | null {
  const pattern = splitPath(path);
  const actual = splitPath(pathnameOnly(pathname));
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index += 1) {
    const expected = pattern[index] as string;
    const segment = decodeSegment(actual[index] as string);
    if (expected.startsWith(':')) {
      params[expected.slice(1)] = segment;
    } else if (decodeSegment(expected).toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/**
 * Finds the route of a pathname and its decoded parameter values, so apps and tests can resolve
 * a URL without a router. The root `/` is not a page: follow `table.redirect` first. When two
 * routes match, the first in the server's order wins. Trailing slashes, a query and a hash are
 * ignored.
 *
 * @example
 * ```ts
 * matchRoute(table, '/page/detail/42'); // { route: { name: 'detail', ... }, params: { id: '42' } }
 * matchRoute(table, table.redirect!.to); // the home page
 * ```
 */
export function matchRoute(table: Pick<RouteTable, 'routes'>, pathname: string): RouteMatch | null {
  for (const route of table.routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
