import { EMPTY_GUID } from '@tessera/protocol';
import { toJson, type Db } from '../db/database.js';
import { DEMO } from '../demo.js';
import type { WidgetDemoPage } from './widgetPages/widgetDemoPage.js';

/**
 * Writes seed pages of the demo app with fixed keys and `on conflict do nothing`, so a second
 * run changes nothing and never overwrites a page a user edited. `created` is their fixed time.
 */
export async function insertPages(
  trx: Db,
  pages: readonly WidgetDemoPage[],
  created: Date,
): Promise<void> {
  if (pages.length === 0) return;
  await trx
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
        created,
        last_modified: created,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
