import type { RouteObject } from 'react-router';

/** spec 1 §2 /full-list and /submit-list: the routes of the list widgets' own pages. */
export function listRoutes(): RouteObject[] {
  return [];
}
