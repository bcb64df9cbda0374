import type { StoragePort } from '@tessera/ports';
import { LOGIN_PATH } from '@tessera/protocol';

/**
 * Session-storage keys of spec 1 §2 / spec 2 §2.2. `loginParamsNumber` is the name the spec
 * itself uses ("the session value loginParamsNumber"); the other two follow it.
 */
export const ROUTING_STORAGE_KEYS = {
  /** The home page's path (its url, or `/page/{name}`), without parameter segments. */
  homePageUrl: 'homePageUrl',
  /** The home page's name (spec 2 §2.2 calls it the home page id). */
  homePageId: 'homePageId',
  /** Parameter count of the page whose url is `/login`. */
  loginParamsNumber: 'loginParamsNumber',
} as const;

/** The sign-in route of spec 1 §2 (protocol's, re-exported for the route table's callers). */
export { LOGIN_PATH };

/**
 * The login parameters number kept in storage; 0 when it is missing or not a whole number
 * (a tampered or stale value must not produce a malformed login URL).
 */
export function readLoginParamsNumber(storage: StoragePort): number {
  const stored = storage.getItem(ROUTING_STORAGE_KEYS.loginParamsNumber);
  const count = stored === null ? 0 : Number(stored);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * The sign-in URL of spec 1 §2: `/login`, then `/0` as many times as the login parameters number
 * says (so the login page's own parameter segments are filled), then `?returnUrl=` when given.
 *
 * @example
 * ```ts
 * storage.setItem(ROUTING_STORAGE_KEYS.loginParamsNumber, '2');
 * loginPath(storage, '/page/detail/7?tab=1'); // '/login/0/0?returnUrl=%2Fpage%2Fdetail%2F7%3Ftab%3D1'
 * ```
 */
export function loginPath(storage: StoragePort, returnUrl?: string): string {
  const path = LOGIN_PATH + '/0'.repeat(readLoginParamsNumber(storage));
  return returnUrl ? `${path}?returnUrl=${encodeURIComponent(returnUrl)}` : path;
}

/** The home page path kept in storage by `buildRouteTable`, if any. */
export function readHomePageUrl(storage: StoragePort): string | null {
  return storage.getItem(ROUTING_STORAGE_KEYS.homePageUrl);
}
