import type { Db } from '../../db/database.js';
import { notFound } from '../../http/envelopeError.js';
import { isGuid } from '../../http/requestParams.js';

/* The page a trigger names and the workflow bound to it (README "Page trigger"). */

/** The page a trigger names, with what page access needs. */
export async function readTriggerPage(db: Db, id: string) {
  const row = isGuid(id)
    ? await db
        .selectFrom('pages')
        .select(['page_id', 'app_id', 'sub_app_id', 'url', 'is_home_page'])
        .where('page_id', '=', id.toLowerCase())
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(`页面 ${id} 不存在`);
  return row;
}

/**
 * The workflow bound to a page when the body names none (spec 2 §3 App settings `workflowId`):
 * the settings' `workflowId` of the page's app, the row of the page's own sub-app first, then the
 * default host row; '' when no row names one.
 */
export async function boundWorkflow(
  db: Db,
  page: { app_id: string; sub_app_id: string },
): Promise<string> {
  const rows = await db
    .selectFrom('site_settings')
    .select(['workflow_id', 'sub_app_id', 'host'])
    .where('app_id', '=', page.app_id)
    .where('workflow_id', '<>', '')
    .execute();
  const rank = (row: (typeof rows)[number]) =>
    (row.sub_app_id.toLowerCase() === page.sub_app_id ? 0 : 2) + (row.host === '*' ? 0 : 1);
  return rows.sort((a, b) => rank(a) - rank(b))[0]?.workflow_id ?? '';
}
