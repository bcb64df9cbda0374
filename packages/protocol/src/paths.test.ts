import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS } from './contentPaths.js';
import { DATA_FLOW_PATHS } from './dataFlowPaths.js';
import { MEDIA_PATHS } from './mediaPaths.js';
import { MODEL_PATHS } from './modelPaths.js';
import { PAGE_PATHS } from './pagePaths.js';
import { DESIGNER_PAGE_PATHS } from './designerPagePaths.js';
import { PLACE_PATHS } from './placePaths.js';
import { REGION_PATHS } from './regionPaths.js';
import type { AnyRoute } from './route.js';
import { SCHEMA_PATHS } from './schemaPaths.js';
import { SUB_APP_PATHS } from './subAppPaths.js';

const TABLES = {
  SUB_APP_PATHS,
  PAGE_PATHS,
  DESIGNER_PAGE_PATHS,
  SCHEMA_PATHS,
  CONTENT_PATHS,
  MEDIA_PATHS,
  DATA_FLOW_PATHS,
  MODEL_PATHS,
  REGION_PATHS,
  PLACE_PATHS,
} as Record<string, Record<string, AnyRoute>>;

const entries = Object.entries(TABLES).flatMap(([table, paths]) =>
  Object.entries(paths).map(([name, entry]) => [`${table}.${name}`, entry] as const),
);

/** The URL path the request client asks for a built path (README "Base URLs and prefixes"). */
function requested(built: string): string {
  return (built.startsWith('/') ? built : `/api/${built}`).split('?')[0]!;
}

/** True when a Fastify route pattern matches the path. */
function matches(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`).test(path);
}

/** A value for every parameter, with characters that need encoding. */
function sampleParams(entry: AnyRoute): Record<string, string> {
  const names = [...entry.pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  return Object.fromEntries([...names, ...entry.query].map((name) => [name, `${name} /&`]));
}

describe('path tables', () => {
  it.each(entries)('%s: the built path matches the server pattern', (_name, entry) => {
    const built = entry.build(sampleParams(entry));
    expect(matches(entry.pattern, requested(built))).toBe(true);
    for (const name of entry.query) expect(built).toContain(`${name}=${name}%20%2F%26`);
  });

  it('has one entry per pattern and method, and an entry without a method alone on its pattern', () => {
    // Content items share one pattern for GET, PUT and DELETE: it is one entry without a method.
    // The designer's pages and pages/{pageId} serve several methods, one typed entry each.
    const calls = entries.map(([, entry]) => `${entry.method ?? '*'} ${entry.pattern}`);
    expect(new Set(calls).size).toBe(calls.length);
    const untyped = entries.filter(([, entry]) => entry.method === undefined);
    for (const [name, entry] of untyped) {
      const sharing = entries.filter(([, other]) => other.pattern === entry.pattern);
      expect({ name, sharing: sharing.length }).toEqual({ name, sharing: 1 });
    }
  });

  it('serves the designer pages and one page by several methods, one entry each', () => {
    const methods = (pattern: string) =>
      entries
        .filter(([, entry]) => entry.pattern === pattern)
        .map(([, entry]) => entry.method)
        .sort();
    expect(methods(DESIGNER_PAGE_PATHS.pages.pattern)).toEqual(['GET', 'POST']);
    expect(methods(DESIGNER_PAGE_PATHS.page.pattern)).toEqual(['DELETE', 'GET', 'PUT']);
    const page = { appId: 'a', subAppId: 's', appType: 'Pc', pageId: 'p' };
    expect(DESIGNER_PAGE_PATHS.pageVersion.build({ ...page, version: 3 })).toBe(
      'a/s/designer/Pc/pages/p/versions/3',
    );
    expect(DESIGNER_PAGE_PATHS.publishPage.build(page)).toBe('a/s/designer/Pc/pages/p/publish');
  });

  it('builds the spec paths with encoded parts', () => {
    const app = '7e55e7a0-0000-4000-8000-000000000001';
    expect(SUB_APP_PATHS.configuration.build({ host: 'localhost:5173' })).toBe(
      'home/configuration?host=localhost%3A5173',
    );
    expect(
      PAGE_PATHS.pageRouters.build({
        appId: 'a b',
        subAppId: 's',
        appType: 'Pc',
        envType: 'Runtime',
      }),
    ).toBe('a%20b/s/pagerouters/Pc/Runtime');
    expect(
      CONTENT_PATHS.contents.build(
        { appId: app, schemaName: 'article' },
        { $top: 10, $skip: 20, $filter: "title eq 'a&b'", $orderby: 'views desc' },
      ),
    ).toBe(
      `${app}/content/article?$top=10&$skip=20&$filter=title%20eq%20'a%26b'&$orderby=views%20desc`,
    );
    expect(
      CONTENT_PATHS.contentWithFields.build(
        { appId: app, schemaName: 'a' },
        { fields: ['x', 'y'].join(','), odata: '$top=1' },
      ),
    ).toBe(`${app}/contentWithFields/a?fields=x%2Cy&odata=%24top%3D1`);
    expect(MEDIA_PATHS.imageFile.build({ nameSpace: 'page', field: 'image', file: 'i.png' })).toBe(
      '/media/image/page/image/i.png',
    );
    expect(SUB_APP_PATHS.silenceLoginSwitch.build({ appId: app, subapp: 's' })).toBe(
      `${app}/getsilenceloginswitch?subapp=s`,
    );
  });
});
