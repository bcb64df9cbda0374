import type { ContentItem } from '@tessera/protocol';
import type { DataSourceLoader, LoadedPage, LoadRequest } from '../types.js';

/** A content item for tests: `data` fields wrapped as `{ iv }`. */
export function item(id: string, data: Record<string, unknown> = {}, version = 1): ContentItem {
  return {
    id,
    contentId: `c-${id}`,
    version,
    created: '2026-01-01T00:00:00.000Z',
    createdBy: 'u',
    lastModified: '2026-01-01T00:00:00.000Z',
    lastModifiedBy: 'u',
    status: 'Published',
    data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, { iv: v }])),
  };
}

interface Call {
  request: LoadRequest;
  resolve(page: LoadedPage): void;
  reject(error: unknown): void;
}

/**
 * A loader whose answers the test gives by hand: every call waits until `answer(dsId, page)`.
 * `calls` records the requests in the order they were made.
 */
export function createManualLoader() {
  const calls: Call[] = [];
  const loader: DataSourceLoader = (request) =>
    new Promise<LoadedPage>((resolve, reject) => {
      calls.push({ request, resolve, reject });
    });
  function pending(dsId: string): Call {
    const call = calls.find(
      (c) => c.request.config.dsId === dsId && !(c as { done?: boolean }).done,
    );
    if (!call) throw new Error(`no pending load of ${dsId}`);
    (call as { done?: boolean }).done = true;
    return call;
  }
  return {
    loader,
    calls,
    /** dsIds asked for so far, in order. */
    started: () => calls.map((c) => c.request.config.dsId),
    answer(dsId: string, page: LoadedPage) {
      pending(dsId).resolve(page);
    },
    fail(dsId: string, error: unknown) {
      pending(dsId).reject(error);
    },
  };
}

/** A loader answering from a table of items per dsId, honouring top and skip. */
export function createTableLoader(table: Record<string, ContentItem[]>) {
  const requests: LoadRequest[] = [];
  const loader: DataSourceLoader = async (request) => {
    requests.push(request);
    const all = table[request.config.dsId] ?? [];
    return { total: all.length, items: all.slice(request.skip, request.skip + request.top) };
  };
  return { loader, requests };
}

/** Lets pending promise continuations run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}
