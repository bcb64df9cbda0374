import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../demo.js';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { seedWidgetPagesOnce, WIDGET_PAGES_SEED_RUN } from './seedWidgetPages.js';
import { WIDGET_DEMO_PAGES } from './widgetPages/index.js';

describe.each(TEST_DATABASES)('widget demo pages seed on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  it('writes every widget demo page of the Pc and mobile sub-apps, with its data and sources', async () => {
    const rows = await app.tessera.db
      .selectFrom('pages')
      .select(['page_id', 'app_id', 'page_data', 'page_data_source', 'url', 'title'])
      .where(
        'page_id',
        'in',
        WIDGET_DEMO_PAGES.map((p) => p.pageId).concat(['00000000-0000-0000-0000-000000000000']),
      )
      .execute();
    expect(rows).toHaveLength(WIDGET_DEMO_PAGES.length);
    for (const page of WIDGET_DEMO_PAGES) {
      const row = rows.find((r) => r.page_id === page.pageId)!;
      expect(row).toMatchObject({
        app_id: DEMO.appId,
        url: page.url,
        title: page.title,
        page_data: page.pageData,
        page_data_source: page.pageDataSource,
      });
    }
  });

  it('gives every page a url or name no other page of its sub-app has', () => {
    const keys = WIDGET_DEMO_PAGES.map((p) => `${p.subAppId} ${p.url ?? `/page/${p.name}`}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('runs once per database: a second run writes nothing and a deleted page stays deleted', async () => {
    const db = app.tessera.db;
    const marks = await db
      .selectFrom('seed_runs')
      .select('name')
      .where('name', '=', WIDGET_PAGES_SEED_RUN)
      .execute();
    expect(marks).toHaveLength(1);
    const fake = {
      pageId: '7e55e7a0-0009-4000-8000-999900000001',
      subAppId: DEMO.pcSubAppId,
      name: 'late',
      url: '/late',
      title: '迟到的页面',
      isHomePage: false,
      parameters: [],
      pageData: { controls: [] },
      pageDataSource: [],
    };
    await expect(seedWidgetPagesOnce(db, [fake])).resolves.toBe(false);
    const written = await db
      .selectFrom('pages')
      .select('page_id')
      .where('page_id', '=', fake.pageId)
      .execute();
    expect(written).toHaveLength(0);
  });

  it('publishes each page a later run writes at version 1, with its version row', async () => {
    const db = app.tessera.db;
    // As on a database seeded before the widget pages: the run has not happened yet.
    await db.deleteFrom('seed_runs').where('name', '=', WIDGET_PAGES_SEED_RUN).execute();
    const late = {
      pageId: '7e55e7a0-0009-4000-8000-999900000002',
      subAppId: DEMO.pcSubAppId,
      name: 'late-2',
      url: '/late-2',
      title: '后来的页面',
      isHomePage: false,
      parameters: [],
      pageData: { controls: [] },
      pageDataSource: [],
    };
    await expect(seedWidgetPagesOnce(db, [late])).resolves.toBe(true);
    const page = await db
      .selectFrom('pages')
      .select(['version', 'published_version'])
      .where('page_id', '=', late.pageId)
      .executeTakeFirstOrThrow();
    expect(page).toEqual({ version: 1, published_version: 1 });
    const versions = await db
      .selectFrom('page_versions')
      .select(['version', 'page_data', 'saved_by'])
      .where('page_id', '=', late.pageId)
      .execute();
    expect(versions).toEqual([{ version: 1, page_data: { controls: [] }, saved_by: null }]);
  });
});
