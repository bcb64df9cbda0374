import { isLoginRequired } from '@tessera/routing';
import type { RequestContext } from '../context/requestContext.js';
import { readUserPages } from './readUserPages.js';
import { forbidden, unauthorized } from './caller.js';

/**
 * Page permission on the server (README "Authorization", spec 1 §6, spec 2 §6 "Page-level
 * permission per user is fetched per app and sub-app"): a login-required page's data needs a
 * signed-in caller (401: the app signs the visitor in), and that caller needs the page among
 * their pages of the sub-app (`readUserPages`; 403: the app shows /deny). Public pages (/login,
 * /register) answer anyone.
 */
export async function requirePageAccess(
  ctx: Pick<RequestContext, 'db' | 'caller'>,
  target: {
    appId: string;
    subAppId: string;
    pageId: string;
    page: { url: string | null; is_home_page: boolean };
  },
): Promise<void> {
  if (!isLoginRequired({ url: target.page.url, isHomePage: target.page.is_home_page })) return;
  const { caller } = ctx;
  if (!caller) throw unauthorized();
  const pages = await readUserPages(ctx.db, caller.userId, target.appId, target.subAppId);
  if (!pages.permitted || (pages.pageIds && !pages.pageIds.includes(target.pageId.toLowerCase()))) {
    throw forbidden();
  }
}
