import { isLoginRequired } from '@tessera/routing';
import type { RequestContext } from '../context/requestContext.js';
import type { Db } from '../db/database.js';
import { unauthorized } from './caller.js';

/**
 * The schemas an anonymous caller may read in an app (README "Authorization"): those the data
 * sources of its public pages bind — pages without the login-required flag, by the runtime's
 * own rule (`@tessera/routing` isLoginRequired: /login and /register pages that are not the
 * home page). Both contents of a page count: the latest saved one (Design, Preview) and the
 * published one (Runtime), so a draft that drops a binding does not break the live page.
 */
export async function readPublicSchemas(db: Db, appId: string): Promise<Set<string>> {
  const pages = await db
    .selectFrom('pages')
    .leftJoin('page_versions as published', (join) =>
      join
        .onRef('published.page_id', '=', 'pages.page_id')
        .onRef('published.version', '=', 'pages.published_version'),
    )
    .select([
      'pages.url',
      'pages.is_home_page',
      'pages.page_data_source',
      'published.page_data_source as published_data_source',
    ])
    .where('pages.app_id', '=', appId)
    .where('pages.url', 'is not', null)
    .execute();
  const names = new Set<string>();
  for (const page of pages) {
    if (isLoginRequired({ url: page.url, isHomePage: page.is_home_page })) continue;
    const sources = [...page.page_data_source, ...(page.published_data_source ?? [])];
    for (const source of sources as { schemaName?: unknown }[]) {
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
