// spec 1 §2 Routes: "A page-data loader reads the pageId query parameter (falls back to all
// zeros) … Page query parameters, including procId, are read."
import { EMPTY_GUID } from '@tessera/protocol';

/** What a page reads from its address's query. */
export interface PageQuery {
  /** The `pageId` parameter, or all zeros (no page). */
  pageId: string;
  /** The workflow process id (`procId`), when present. */
  procId: string | null;
  /** Every query parameter by name (the last value of a repeated name wins). */
  params: Record<string, string>;
}

/**
 * Reads a page address's query.
 *
 * @example
 * ```ts
 * readPageQuery(new URLSearchParams('procId=42&keyword=a'));
 * // { pageId: '00000000-0000-0000-0000-000000000000', procId: '42', params: { procId: '42', keyword: 'a' } }
 * ```
 */
export function readPageQuery(search: URLSearchParams | string): PageQuery {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const params: Record<string, string> = {};
  for (const [name, value] of query) params[name] = value;
  const pageId = query.get('pageId')?.trim();
  return {
    pageId: pageId ? pageId : EMPTY_GUID,
    procId: query.get('procId'),
    params,
  };
}

/** Whether a page id names a page (spec 1 §9: all zeros = none). */
export function isPageId(pageId: string | null | undefined): pageId is string {
  return typeof pageId === 'string' && pageId !== '' && pageId !== EMPTY_GUID;
}
