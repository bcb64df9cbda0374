/**
 * Fixed identifiers of the data-platform part of the demo seed (README "Demo seed"): the
 * showcase schema with a field of every type, its items, the image category, and the names of
 * the registered demo data flows and models.
 *
 * @example
 * ```ts
 * const url = `/api/${DEMO.appId}/schemas/${DEMO_PLATFORM.showcaseSchema}`;
 * ```
 */
export const DEMO_PLATFORM = {
  /** Schema ids (GET schemareference/list?schemaIdOrName). */
  schemaIds: {
    article: '7e55e7a0-0007-4000-8000-000000000001',
    showcase: '7e55e7a0-0007-4000-8000-000000000002',
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

/** Content-item ids of the showcase seed: item n (1..3) has a fixed `id` and `contentId`. */
export function demoShowcaseIds(n: number): { id: string; contentId: string } {
  const suffix = String(n).padStart(12, '0');
  return {
    id: `7e55e7a0-0005-4000-8000-${suffix}`,
    contentId: `7e55e7a0-0006-4000-8000-${suffix}`,
  };
}
