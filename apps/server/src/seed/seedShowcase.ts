import { toJson, type Db } from '../db/database.js';
import { insertSeedItems } from './insertSeedItems.js';
import { DEMO } from '../demo.js';
import { SHOWCASE_FIELDS, showcaseItem } from './showcaseSchema.js';

// Fixed timestamps, one day after the articles' epoch, so every run writes the very same rows.
const EPOCH = Date.UTC(2026, 0, 2, 8, 0, 0);
const HOUR = 3_600_000;

/**
 * Writes the showcase part of the demo (README "Demo seed"): the showcase schema with a
 * field of every type and three items, its auto-serial counter, an image category, and the Pc
 * sub-app's designer settings. Runs inside the demo seed's transaction; like the rest of the
 * seed it only inserts rows with fixed keys (`on conflict do nothing`), so it is idempotent and
 * never overwrites what a user changed. The article schema and items are not touched.
 */
export async function seedShowcase(trx: Db): Promise<void> {
  const created = new Date(EPOCH);
  await trx
    .insertInto('schemas')
    .values({
      app_id: DEMO.appId,
      name: DEMO.showcaseSchema,
      label: '字段示例',
      fields: toJson(SHOWCASE_FIELDS),
      schema_id: DEMO.schemaIds.showcase,
      schema_type: 'Default',
      created,
      last_modified: created,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();

  const items = Array.from({ length: DEMO.showcaseCount }, (_, i) =>
    showcaseItem(i + 1, new Date(EPOCH + (i + 1) * HOUR)),
  );
  await insertSeedItems(trx, {
    appId: DEMO.appId,
    schemaName: DEMO.showcaseSchema,
    items,
  });

  // The items hold SC-0001…SC-0003: the next showcase item gets SC-0004.
  await trx
    .insertInto('auto_serial_numbers')
    .values({
      app_id: DEMO.appId,
      schema_name: DEMO.showcaseSchema,
      field_name: DEMO.serialField,
      value: DEMO.serialValue,
      last_modified: created,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();

  await trx
    .insertInto('image_categories')
    .values({
      category_id: DEMO.imageCategoryId,
      app_id: DEMO.appId,
      name: DEMO.imageCategoryName,
      sort: 1,
      created,
      last_modified: created,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();

  await trx
    .insertInto('sub_app_configs')
    .values({
      sub_app_id: DEMO.pcSubAppId,
      theme: 'theme1',
      global_nav: toJson({ Color: '#1677ff', TitleColor: '#ffffff', FaviconUrl: '' }),
      silence_login: false,
      last_modified: created,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
