import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import type { Db } from '../db/database.js';
import { DEMO } from '../demo.js';
import { DEMO_PAGES } from './demoPages.js';
import { seedDemo } from './seedDemo.js';

/** Every row of every seeded table, in a stable order. */
async function dump(db: Db) {
  return {
    apps: await db.selectFrom('apps').selectAll().orderBy('app_id').execute(),
    subApps: await db.selectFrom('sub_apps').selectAll().orderBy('sub_app_id').execute(),
    settings: await db.selectFrom('site_settings').selectAll().orderBy('host').execute(),
    pages: await db.selectFrom('pages').selectAll().orderBy('page_id').execute(),
    pageVersions: await db
      .selectFrom('page_versions')
      .selectAll()
      .orderBy('page_id')
      .orderBy('version')
      .execute(),
    schemas: await db.selectFrom('schemas').selectAll().orderBy('name').execute(),
    items: await db.selectFrom('content_items').selectAll().orderBy('id').execute(),
  };
}

describe.each(TEST_DATABASES)('demo seed on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  it('writes one app, two sub-apps, its pages, the article schema and 50 articles', async () => {
    const rows = await dump(app.tessera.db);
    expect(rows.apps.map((a) => a.app_id)).toEqual([DEMO.appId]);
    expect(rows.subApps.map((s) => [s.sub_app_id, s.sub_app_type])).toEqual([
      [DEMO.pcSubAppId, 'Pc'],
      [DEMO.mobileSubAppId, 'Mobile'],
    ]);
    expect(rows.settings.map((s) => s.host)).toEqual(['*']);
    // Its own pages; the widget demo pages have their own seed run (seedWidgetPages.test.ts).
    expect(rows.pages.map((p) => p.page_id)).toEqual(
      expect.arrayContaining(DEMO_PAGES.map((p) => p.pageId)),
    );
    const article = rows.schemas.find((s) => s.name === DEMO.articleSchema);
    expect(article?.fields.map((f) => [f.name, f.fieldType])).toEqual([
      ['title', 'String'],
      ['description', 'String'],
      ['publishedAt', 'DateTime'],
      ['views', 'Number'],
    ]);
    // The showcase schema and its items are the showcase seed's (seedShowcase.test.ts).
    expect(rows.items.filter((i) => i.schema_name === DEMO.articleSchema)).toHaveLength(50);
  });

  it('gives article n its title, summary and a created time that increases with n', async () => {
    const items = await app.tessera.db
      .selectFrom('content_items')
      .selectAll()
      .where('schema_name', '=', DEMO.articleSchema)
      .orderBy('created')
      .execute();
    items.forEach((item, index) => {
      const n = index + 1;
      expect(item.data.title).toEqual({ iv: `文章 ${n}` });
      expect(item.data.description).toEqual({ iv: `这是第 ${n} 篇文章的摘要。` });
      if (index > 0)
        expect(item.created.getTime()).toBeGreaterThan(items[index - 1]!.created.getTime());
    });
  });

  it('publishes every seeded page at version 1, with that version as its one version row', async () => {
    const db = app.tessera.db;
    const pages = await db
      .selectFrom('pages')
      .select(['page_id', 'version', 'published_version', 'page_data', 'page_data_source'])
      .execute();
    const versions = await db.selectFrom('page_versions').selectAll().execute();
    // The demo's own pages and the widget demo pages: every one is live in the Runtime.
    expect(pages.length).toBeGreaterThan(DEMO_PAGES.length);
    expect(versions).toHaveLength(pages.length);
    for (const page of pages) {
      expect(page).toMatchObject({ version: 1, published_version: 1 });
      expect(versions.find((v) => v.page_id === page.page_id)).toMatchObject({
        version: 1,
        page_data: page.page_data,
        page_data_source: page.page_data_source,
        saved_by: null,
      });
    }
  });

  it('changes nothing when it runs again', async () => {
    const before = await dump(app.tessera.db);
    await seedDemo(app.tessera.db);
    await seedDemo(app.tessera.db);
    expect(await dump(app.tessera.db)).toEqual(before);
  });

  it('never overwrites what a user changed', async () => {
    await app.tessera.db
      .updateTable('pages')
      .set({ title: '我的首页' })
      .where('page_id', '=', DEMO.pages.pcHome)
      .execute();
    await seedDemo(app.tessera.db);
    const page = await app.tessera.db
      .selectFrom('pages')
      .select('title')
      .where('page_id', '=', DEMO.pages.pcHome)
      .executeTakeFirstOrThrow();
    expect(page.title).toBe('我的首页');
  });
});
