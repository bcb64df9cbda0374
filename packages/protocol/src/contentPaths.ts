import { GraphqlAnswerSchema, GraphqlBodySchema } from './contentTypes.js';
import { route } from './route.js';

/** The content calls (spec 1 §7 "Data calls", spec 2 §7.4 "Content"); README "Content". */
export const CONTENT_PATHS = {
  /**
   * POST querygraphqls?app= — the content GraphQL. In workflow mode the call also carries
   * `workflowInstanceId` and `workflowProNodeId` as query parameters (spec 2 §7.4).
   */
  queryGraphqls: route('/api/querygraphqls', {
    query: ['app'],
    method: 'POST',
    body: GraphqlBodySchema,
    answer: GraphqlAnswerSchema,
  }),
  /** GET {app}/content/{schema}?$top (default 1000)&$skip&$filter&$orderby (as `search`). */
  contents: route('/api/:appId/content/:schemaName'),
  /** GET {app}/contentWithFields/{schema}?fields&odata (as `search`; fields joined with commas). */
  contentWithFields: route('/api/:appId/contentWithFields/:schemaName'),
  /** GET, PUT and DELETE {app}/content/{schema}/{id}(?expectedVersion) — one item. */
  contentItem: route('/api/:appId/content/:schemaName/:id'),
  /** POST {app}/content/{schema}/batch — ContentDataList, all or nothing. */
  contentBatch: route('/api/:appId/content/:schemaName/batch'),
} as const;
