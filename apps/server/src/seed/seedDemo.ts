import { toJson, type Db, type SchemaField } from '../db/database.js';
import { insertSeedItems } from './insertSeedItems.js';
import { recordSeededSerialNumbers } from '../schemas/autoSerialNumbers.js';
import { DEMO, demoArticleIds } from '../demo.js';
import { DEMO_PAGES } from './demoPages.js';
import { insertPages } from './insertPages.js';
import { seedShowcase } from './seedShowcase.js';
import { seedOrganisation } from './seedOrganisation.js';
import { claimSeedRun } from './claimSeedRun.js';

/** spec 1 §3 Field: the article schema of the demo. */
const ARTICLE_FIELDS: SchemaField[] = [
  { fieldId: 1, name: 'title', label: '标题', fieldType: 'String' },
  { fieldId: 2, name: 'description', label: '摘要', fieldType: 'String' },
  { fieldId: 3, name: 'publishedAt', label: '发布时间', fieldType: 'DateTime' },
  { fieldId: 4, name: 'views', label: '阅读量', fieldType: 'Number' },
];

// Fixed timestamps (not now()) so every run of the seed writes the very same rows.
const EPOCH = Date.UTC(2026, 0, 1, 8, 0, 0);
const HOUR = 3_600_000;

/** Article n (1..50): created timestamps strictly increase with n. */
function article(n: number) {
  const created = new Date(EPOCH + n * HOUR);
  return {
    ...demoArticleIds(n),
    created,
    data: {
      title: { iv: `文章 ${n}` },
      description: { iv: `这是第 ${n} 篇文章的摘要。` },
      publishedAt: { iv: created.toISOString() },
      views: { iv: (n * 37) % 1000 },
    },
  };
}

/** The `seed_runs` row of the demo seed. */
export const DEMO_SEED_RUN = 'demo';

/**
 * Writes the demo app (DESIGN.md "A seed") in one transaction, once per database: the
 * transaction also writes the `seed_runs` row `demo`, and a database that has it is not seeded
 * again, so demo rows a user deleted stay deleted. Answers whether it seeded now. Every row
 * still has a fixed key and `on conflict do nothing`, so a seed racing another instance's
 * (both see no marker) cannot overwrite anything either; the marker's key makes one of them
 * wait and then write nothing new.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimSeedRun(trx, DEMO_SEED_RUN))) return false;
    await trx
      .insertInto('apps')
      .values({ app_id: DEMO.appId, name: DEMO.appName, created: new Date(EPOCH) })
      .onConflict((oc) => oc.doNothing())
      .execute();

    await trx
      .insertInto('sub_apps')
      .values([
        {
          sub_app_id: DEMO.pcSubAppId,
          app_id: DEMO.appId,
          name: 'Pc',
          sub_app_type: 'Pc',
          created: new Date(EPOCH),
        },
        {
          sub_app_id: DEMO.mobileSubAppId,
          app_id: DEMO.appId,
          name: 'Mobile',
          sub_app_type: 'Mobile',
          created: new Date(EPOCH),
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();

    await trx
      .insertInto('site_settings')
      .values({
        host: '*',
        app_id: DEMO.appId,
        sub_app_id: DEMO.pcSubAppId,
        sub_app_type: 'Pc',
        app_type: 'Pc',
        env_type: 'Runtime',
        object_storage: 'noObjectStorage',
        current_publish_version: '1',
        this_site_graphql_body_is_secret: false,
        sub_app_name: DEMO.subAppName,
        access_key: DEMO.accessKey,
        secret_key: DEMO.secretKey,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();

    await insertPages(trx, DEMO_PAGES, new Date(EPOCH));

    await trx
      .insertInto('schemas')
      .values({
        app_id: DEMO.appId,
        name: DEMO.articleSchema,
        label: '文章',
        fields: toJson(ARTICLE_FIELDS),
        schema_id: DEMO.schemaIds.article,
        created: new Date(EPOCH),
        last_modified: new Date(EPOCH),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();

    const items = Array.from({ length: DEMO.articleCount }, (_, i) => article(i + 1));
    await insertSeedItems(trx, { appId: DEMO.appId, schemaName: DEMO.articleSchema, items });

    await seedShowcase(trx);
    await seedOrganisation(trx);
    await recordSeededSerialNumbers(trx, DEMO.appId);
    return true;
  });
}
