import { EMPTY_GUID } from '@tessera/protocol';
import { SESSION_PATHS } from '../sessionConstants.js';

/**
 * The page-level permission fetched for the user per app and sub-app (spec 1 §6). The spec does
 * not fix its shape; this is the smallest one that says both "may use this sub-app" and "only
 * these pages".
 */
export interface PagePermission {
  /** Whether the user may use this app and sub-app at all. */
  permitted: boolean;
  /** When present, the only page ids the user may open. */
  pageIds?: readonly string[] | null;
}

/**
 * Whether the user may open a page (spec 1 §6: "users without it see the deny page"). A missing
 * permission (not fetched, or the fetch failed) denies: the safe side for an access check. The
 * all-zero page id (no page, spec 1 §9) passes the page list, since there is nothing to protect.
 *
 * @example
 * ```ts
 * canAccessPage('p1', { permitted: true, pageIds: ['p1', 'p2'] }); // true
 * canAccessPage('p1', null); // false
 * ```
 */
export function canAccessPage(
  pageId: string,
  permission: PagePermission | null | undefined,
): boolean {
  if (!permission || permission.permitted !== true) return false;
  if (!permission.pageIds || pageId === EMPTY_GUID) return true;
  return permission.pageIds.includes(pageId);
}

/**
 * The route a page visit goes to instead: `/deny` without access, `null` with it.
 *
 * @example
 * ```ts
 * const redirect = pageAccessRedirect(pageId, permission);
 * if (redirect) navigation.navigate(redirect, { replace: true });
 * ```
 */
export function pageAccessRedirect(
  pageId: string,
  permission: PagePermission | null | undefined,
): string | null {
  return canAccessPage(pageId, permission) ? null : SESSION_PATHS.deny;
}
