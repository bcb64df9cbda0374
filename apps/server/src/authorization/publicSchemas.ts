import { isLoginRequired } from '@tessera/routing';
import type { RequestContext } from '../context/requestContext.js';
import type { Db } from '../db/database.js';
import { unauthorized } from './caller.js';

/**
 * The schemas an anonymous caller may read in an app (README "Authorization"): those the data
 * sources of its public pages bind — pages without the login-required flag, by the runtime's
 * own rule (`@tessera/routing` isLoginRequired: /login and /register pages that are not the
 * home page).
 */
export async function readPublicSchemas(db: Db, appId: string): Promise<Set<string>> {
  const pages = await db
    .selectFrom('pages')
    .select(['url', 'is_home_page', 'page_data_source'])
    .where('app_id', '=', appId)
    .where('url', 'is not', null)
    .execute();
  const names = new Set<string>();
  for (const page of pages) {
    if (isLoginRequired({ url: page.url, isHomePage: page.is_home_page })) continue;
    for (const source of page.page_data_source as { schemaName?: unknown }[]) {
      if (typeof source?.schemaName === 'string' && source.schemaName) names.add(source.schemaName);
    }
  }
  return names;
}

/**
 * Refuses a content read an anonymous caller may not make: 401 (sign in first) for a schema no
 * public page binds. Signed-in callers read every schema of the app.
 */
export async function requireReadable(
  ctx: Pick<RequestContext, 'db' | 'caller'>,
  appId: string,
  schemaName: string,
  publicSchemas?: Set<string>,
): Promise<void> {
  if (ctx.caller) return;
  const readable = publicSchemas ?? (await readPublicSchemas(ctx.db, appId));
  if (!readable.has(schemaName)) throw unauthorized();
}
