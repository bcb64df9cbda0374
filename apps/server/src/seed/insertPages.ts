import { EMPTY_GUID } from '@tessera/protocol';
import { toJson, type Db } from '../db/database.js';
import { DEMO } from '../demo.js';
import type { WidgetDemoPage } from './widgetPages/widgetDemoPage.js';

/**
 * Writes seed pages of the demo app with fixed keys and `on conflict do nothing`, so a second
 * run changes nothing and never overwrites a page a user edited. `created` is their fixed time.
 * Each page it writes is version 1 with its `page_versions` row and **published** at it
 * (README "Page versions and environments"), so the demo is live in the Runtime at once. Runs
 * inside the seed's transaction: the published version's foreign key is checked at its end.
 */
export async function insertPages(
  trx: Db,
  pages: readonly WidgetDemoPage[],
  created: Date,
): Promise<void> {
  if (pages.length === 0) return;
  const inserted = await trx
    .insertInto('pages')
    .values(
      pages.map((p) => ({
        page_id: p.pageId,
        app_id: DEMO.appId,
        sub_app_id: p.subAppId,
        name: p.name,
        url: p.url,
        title: p.title,
        is_home_page: p.isHomePage,
        parameters: toJson(p.parameters),
        page_data: toJson(p.pageData),
        page_data_source: toJson(p.pageDataSource),
        page_type: p.pageType ?? 'Page',
        template_id: p.templateId ?? EMPTY_GUID,
        tags_mode: p.tagsMode ?? null,
        control_permission_set_list: toJson(p.controlPermissionSetList ?? []),
        style_name: p.styleName ?? '',
        version: 1,
        published_version: 1,
        created,
        last_modified: created,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('page_id')
    .execute();
  // Only the pages written now: a page that was there already keeps its own history.
  const written = new Set(inserted.map((row) => row.page_id));
  const versions = pages.filter((p) => written.has(p.pageId));
  if (versions.length === 0) return;
  await trx
    .insertInto('page_versions')
    .values(
      versions.map((p) => ({
        page_id: p.pageId,
        version: 1,
        page_data: toJson(p.pageData),
        page_data_source: toJson(p.pageDataSource),
        saved_by: null,
        saved_at: created,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
