import { FIELD_TYPES } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import type { Db } from '../db/database.js';
import { DEMO, demoShowcaseIds } from '../demo.js';
import { checkFieldValue } from '../schemas/fieldTypes.js';
import { validateSchemaFields } from '../schemas/validateSchemaFields.js';
import { seedDemo } from './seedDemo.js';

/** The rows the showcase seed writes, in a stable order. */
async function dump(db: Db) {
  return {
    schemas: await db.selectFrom('schemas').selectAll().orderBy('name').execute(),
    items: await db.selectFrom('content_items').selectAll().orderBy('id').execute(),
    counters: await db
      .selectFrom('auto_serial_numbers')
      .selectAll()
      .orderBy('field_name')
      .execute(),
    categories: await db
      .selectFrom('image_categories')
      .selectAll()
      .orderBy('category_id')
      .execute(),
    configs: await db.selectFrom('sub_app_configs').selectAll().orderBy('sub_app_id').execute(),
  };
}

describe.each(TEST_DATABASES)('showcase seed on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  it('writes a showcase schema with valid fields of every type of spec 1 §3', async () => {
    const { schemas } = await dump(app.tessera.db);
    const known = new Map(schemas.map((s) => [s.name, s.fields.map((f) => f.name)]));
    const showcase = schemas.find((s) => s.name === DEMO.showcaseSchema);
    expect(showcase?.schema_id).toBe(DEMO.schemaIds.showcase);
    expect(validateSchemaFields(showcase?.fields, known)).toEqual([]);
    expect(new Set(showcase?.fields.map((f) => f.fieldType))).toEqual(new Set(FIELD_TYPES));
    const article = schemas.find((s) => s.name === DEMO.articleSchema);
    expect(article?.schema_id).toBe(DEMO.schemaIds.article);
    expect(article?.fields).toHaveLength(4);
  });

  it('writes showcase items whose every value fits its field and whose references exist', async () => {
    const { schemas, items } = await dump(app.tessera.db);
    const fields = schemas.find((s) => s.name === DEMO.showcaseSchema)!.fields;
    const showcase = items.filter((i) => i.schema_name === DEMO.showcaseSchema);
    expect(showcase.map((i) => i.id)).toEqual([1, 2, 3].map((n) => demoShowcaseIds(n).id));
    const articleIds = new Set(
      items.filter((i) => i.schema_name === DEMO.articleSchema).map((i) => i.content_id),
    );
    for (const item of showcase) {
      expect(Object.keys(item.data).sort()).toEqual(fields.map((f) => f.name).sort());
      for (const field of fields)
        expect(checkFieldValue(field, item.data[field.name]?.iv)).toBeNull();
      for (const ref of item.data.relatedArticles?.iv as string[])
        expect(articleIds.has(ref)).toBe(true);
    }
    expect(showcase.map((i) => i.data.serialNo?.iv)).toEqual(['SC-0001', 'SC-0002', 'SC-0003']);
  });

  it('keeps the article seed as it was: 50 items, four fields', async () => {
    const { items } = await dump(app.tessera.db);
    expect(items.filter((i) => i.schema_name === DEMO.articleSchema)).toHaveLength(
      DEMO.articleCount,
    );
  });

  it('writes the serial counter, the image category and the Pc designer settings', async () => {
    const rows = await dump(app.tessera.db);
    expect(rows.counters.map((c) => [c.schema_name, c.field_name, c.value])).toEqual([
      [DEMO.showcaseSchema, DEMO.serialField, DEMO.serialValue],
    ]);
    expect(rows.categories.map((c) => [c.category_id, c.name])).toEqual([
      [DEMO.imageCategoryId, DEMO.imageCategoryName],
    ]);
    expect(rows.configs.map((c) => [c.sub_app_id, c.theme, c.global_nav?.Color])).toEqual([
      [DEMO.pcSubAppId, 'theme1', '#1677ff'],
    ]);
  });

  it('changes nothing when it runs again and keeps what a user changed', async () => {
    await app.tessera.db
      .updateTable('image_categories')
      .set({ name: '我的图片' })
      .where('category_id', '=', DEMO.imageCategoryId)
      .execute();
    const before = await dump(app.tessera.db);
    await seedDemo(app.tessera.db);
    expect(await dump(app.tessera.db)).toEqual(before);
  });
});
