import { buildLoadRequest, createApiLoader, createValueReader } from '@tessera/datasources';
import type { DataSourceConfig } from '@tessera/datasources';
import type { ContentItem } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';

/** The api url of a data source in the amis schema (`tessera-ds:{dsId}`). */
export const DS_URL_PREFIX = 'tessera-ds:';

/** One row as the amis `list` reads it: the item's custom fields' `iv` values, flattened. */
export type AmisRow = Record<string, unknown> & { id: string };

function flatten(item: ContentItem): AmisRow {
  const row: AmisRow = { id: item.id };
  for (const [name, value] of Object.entries(item.data as Record<string, { iv?: unknown }>)) {
    row[name] = value?.iv;
  }
  return row;
}

/** What amis hands its fetcher (the part used here). */
interface AmisFetcherConfig {
  url: string;
}

/** What amis expects back: its envelope `{ status: 0, msg, data }` as the response body. */
interface AmisFetcherResult {
  status: number;
  data: { status: number; msg: string; data: { items: AmisRow[]; total: number } };
}

/**
 * amis' `env.fetcher` for the bench page: `tessera-ds:{dsId}` loads that data source of the page
 * exactly as pc-runtime's scheduler does on first load (`buildLoadRequest` with no paging state,
 * then `createApiLoader`'s signed `querygraphqls` call), and answers the rows in amis' envelope.
 */
export function createTesseraFetcher(
  client: RequestClient,
  appId: string,
  sources: readonly DataSourceConfig[],
): (config: AmisFetcherConfig) => Promise<AmisFetcherResult> {
  const loader = createApiLoader({ client, appId });
  const reader = createValueReader(() => undefined);
  return async ({ url }) => {
    const dsId = url.startsWith(DS_URL_PREFIX) ? url.slice(DS_URL_PREFIX.length) : '';
    const config = sources.find((source) => source.dsId === dsId);
    if (!config) throw new Error(`No data source ${url}`);
    const request = buildLoadRequest(
      config,
      { page: 1, pageSize: null, loadMoreCounter: 1 },
      reader,
    );
    const page = await loader(request);
    return {
      status: 200,
      data: { status: 0, msg: '', data: { items: page.items.map(flatten), total: page.total } },
    };
  };
}
