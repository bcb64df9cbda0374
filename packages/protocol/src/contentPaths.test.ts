import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS } from './contentPaths.js';

const app = '7e55e7a0-0000-4000-8000-000000000001';

describe('CONTENT_PATHS', () => {
  it('builds the content paths of spec 2 §7.4 with encoded parts', () => {
    expect(CONTENT_PATHS.contents.build({ appId: app, schemaName: 'article' })).toBe(
      `${app}/content/article`,
    );
    expect(
      CONTENT_PATHS.contents.build({
        appId: app,
        schemaName: 'article',
        top: 10,
        skip: 20,
        filter: "title eq 'a&b'",
        orderby: 'views desc',
      }),
    ).toBe(
      `${app}/content/article?$top=10&$skip=20&$filter=title%20eq%20'a%26b'&$orderby=views%20desc`,
    );
    expect(
      CONTENT_PATHS.contentWithFields.build({
        appId: app,
        schemaName: 'a',
        fields: ['x', 'y'],
        odata: '$top=1',
      }),
    ).toBe(`${app}/contentWithFields/a?fields=x%2Cy&odata=%24top%3D1`);
    expect(
      CONTENT_PATHS.contentItem.build({
        appId: app,
        schemaName: 'a',
        id: 'i/d',
        expectedVersion: 3,
      }),
    ).toBe(`${app}/content/a/i%2Fd?expectedVersion=3`);
    expect(CONTENT_PATHS.contentBatch.build({ appId: app, schemaName: 'a' })).toBe(
      `${app}/content/a/batch`,
    );
  });

  it('has server patterns under /api/', () => {
    for (const entry of Object.values(CONTENT_PATHS))
      expect(entry.pattern.startsWith('/api/:appId/')).toBe(true);
  });
});
