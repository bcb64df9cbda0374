/*
 * Content service paths (spec 2 §7.4 "Content"). Like `PATHS`, each entry has the server's
 * Fastify `pattern` and the client's `build`, which goes under `{baseUrl}{API_PREFIX}`.
 * The README section "Content" describes the calls.
 */

function seg(value: string): string {
  return encodeURIComponent(value);
}

function query(params: Record<string, string | number | undefined>): string {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${seg(String(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

type Schema = { appId: string; schemaName: string };

/** Content calls (spec 2 §7.4). */
export const CONTENT_PATHS = {
  /** GET {app}/content/{schema}?$top (default 1000)&$skip&$filter&$orderby — a page of items. */
  contents: {
    pattern: '/api/:appId/content/:schemaName',
    build: (p: Schema & { top?: number; skip?: number; filter?: string; orderby?: string }) =>
      `${seg(p.appId)}/content/${seg(p.schemaName)}${query({ $top: p.top, $skip: p.skip, $filter: p.filter, $orderby: p.orderby })}`,
  },
  /** GET {app}/contentWithFields/{schema}?fields&odata — items reduced to some fields, plus the fields. */
  contentWithFields: {
    pattern: '/api/:appId/contentWithFields/:schemaName',
    build: (p: Schema & { fields?: readonly string[]; odata?: string }) =>
      `${seg(p.appId)}/contentWithFields/${seg(p.schemaName)}${query({ fields: p.fields?.join(','), odata: p.odata })}`,
  },
  /** GET, PUT and DELETE {app}/content/{schema}/{id} — one item. */
  contentItem: {
    pattern: '/api/:appId/content/:schemaName/:id',
    build: (p: Schema & { id: string; expectedVersion?: number }) =>
      `${seg(p.appId)}/content/${seg(p.schemaName)}/${seg(p.id)}${query({ expectedVersion: p.expectedVersion })}`,
  },
  /** POST {app}/content/{schema}/batch — ContentDataList, all or nothing. */
  contentBatch: {
    pattern: '/api/:appId/content/:schemaName/batch',
    build: (p: Schema) => `${seg(p.appId)}/content/${seg(p.schemaName)}/batch`,
  },
} as const;
