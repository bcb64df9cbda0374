/**
 * Fixed identifiers of the demo seed, so URLs stay stable across restarts and machines and
 * tests of every package can address the demo app by name.
 *
 * @example
 * ```ts
 * const url = `${origin}/api/${DEMO.appId}/${DEMO.pcSubAppId}/pagerouters/Pc/Runtime`;
 * ```
 */
export const DEMO = {
  appId: '7e55e7a0-0000-4000-8000-000000000001',
  appName: 'Tessera 演示',
  pcSubAppId: '7e55e7a0-0001-4000-8000-000000000001',
  mobileSubAppId: '7e55e7a0-0001-4000-8000-000000000002',
  /** The settings' subAppName of the default host row. */
  subAppName: 'Tessera 演示',
  /**
   * Access and secret key of the default host row (protocol README "Signing"). Fixed so tests
   * and the README can sign by hand; a real site gets random keys (migration 0002_security).
   */
  accessKey: 'tessera-demo-ak',
  secretKey: 'tessera-demo-sk',
  /** Page ids of the seed (spec 2 §2.2 page definitions). */
  pages: {
    pcHome: '7e55e7a0-0002-4000-8000-000000000001',
    pcDetail: '7e55e7a0-0002-4000-8000-000000000002',
    pcLogin: '7e55e7a0-0002-4000-8000-000000000003',
    mobileHome: '7e55e7a0-0002-4000-8000-000000000004',
  },
  /** The demo content schema and its item count. */
  articleSchema: 'article',
  articleCount: 50,
  /** Data-source id of the Pc home page's article list. */
  articlesDsId: 'ds-articles',
  /**
   * The demo administrator's credentials (the `admin` of `DEMO_USERS` in demoOrganisation.ts,
   * seeded by seedOrganisation.ts with the other demo accounts).
   */
  demoLogin: { phone: '13800000000', password: 'Tessera@2026' },
  /** Schema ids (GET schemareference/list?schemaIdOrName). */
  schemaIds: {
    article: '7e55e7a0-0007-4000-8000-000000000001',
    showcase: '7e55e7a0-0007-4000-8000-000000000002',
    address: '7e55e7a0-0007-4000-8000-000000000003',
  },
  /** A schema with one field of every type of spec 1 §3 and three items. */
  showcaseSchema: 'showcase',
  showcaseCount: 3,
  /** The showcase's auto-serial field and the counter after the seed (SC-0001…SC-0003). */
  serialField: 'serialNo',
  serialValue: 3,
  /** The image category of the media library. */
  imageCategoryId: '7e55e7a0-0008-4000-8000-000000000001',
  imageCategoryName: '演示图片',
  /** Registered demo data flows (flowId) and their group. */
  dataFlows: { articleStats: 'article-stats', greeting: 'greeting' },
  dataFlowGroup: 'demo',
  /** Registered demo models (modelId, version 1). */
  apiModel: 'article-search',
  olapModel: 'article-views-by-day',
} as const;

/** Content-item ids of the seed: article n (1..50) has a fixed `id` and `contentId`. */
export function demoArticleIds(n: number): { id: string; contentId: string } {
  const suffix = String(n).padStart(12, '0');
  return {
    id: `7e55e7a0-0003-4000-8000-${suffix}`,
    contentId: `7e55e7a0-0004-4000-8000-${suffix}`,
  };
}

/** Content-item ids of the showcase seed: item n (1..3) has a fixed `id` and `contentId`. */
export function demoShowcaseIds(n: number): { id: string; contentId: string } {
  const suffix = String(n).padStart(12, '0');
  return {
    id: `7e55e7a0-0005-4000-8000-${suffix}`,
    contentId: `7e55e7a0-0006-4000-8000-${suffix}`,
  };
}
