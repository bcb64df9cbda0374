import {
  getApiModelData,
  getDataFlowInfo,
  queryDataSourceContents,
  queryOlapResult,
} from '@tessera/api';
import type { RequestClient } from '@tessera/request';
import { DataSourceLoadError } from './DataSourceLoadError.js';
import { normalizeRows, olapRows } from './normalizeRows.js';
import type { DataSourceConfig, DataSourceLoader, LoadedPage, LoadRequest } from './types.js';

/** Options of {@link createApiLoader}. */
export interface ApiLoaderOptions {
  /** The page's client; on a workflow page it carries the workflow ids (`withContext`). */
  client: RequestClient;
  appId: string;
}

function hasEntries(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

/**
 * Field names of a source's count or group-by fields: text entries as they are, objects by
 * `countTypeName` (spec 1 §3 Data source "customerFields (countTypeName)"), `name` or
 * `fieldName`. `undefined` when the source has none, so the server keeps its defaults.
 */
function fieldNames(entries: readonly unknown[] | undefined): string[] | undefined {
  if (!hasEntries(entries)) return undefined;
  const names: string[] = [];
  for (const entry of entries ?? []) {
    if (typeof entry === 'string') names.push(entry);
    else if (entry && typeof entry === 'object') {
      const { countTypeName, name, fieldName } = entry as Record<string, unknown>;
      const found = [countTypeName, name, fieldName].find((v) => typeof v === 'string' && v);
      if (typeof found === 'string') names.push(found);
    }
  }
  return names.length ? names : undefined;
}

function modelVersion(config: DataSourceConfig): string | undefined {
  return config.modelVersion === undefined || config.modelVersion === null
    ? undefined
    : String(config.modelVersion);
}

/**
 * The default loader: every kind of source through `@tessera/api` (spec 1 §7 Data calls).
 * - schema: `query{Schema}ContentsWithTotal` with the filter text, paging, order, usages
 *   (nodetails, desTransmit, noTotal) and the workflow ids; `countFields`/`groupFields` are
 *   selected only for sources with count or group-by fields, whose names are passed as the
 *   server's `countFields`/`groupbyFields` arguments;
 * - data flow: "data flow get info" (`dataflows/getinfo`) with the flow name and the resolved
 *   input parameters as name/value pairs; `isSuccess: false` rejects with
 *   {@link DataSourceLoadError};
 * - API model: `getApiModelData` with the parameters as paramKey/paramValue;
 * - OLAP model: `queryOlapResult` with the filter texts; the cells become rows.
 *
 * @example
 * const scheduler = createDataSourceScheduler({ dataSources, loader: createApiLoader({ client, appId }), clock });
 */
export function createApiLoader(options: ApiLoaderOptions): DataSourceLoader {
  const { client } = options;
  const app = { appId: options.appId };

  async function loadSchema(request: LoadRequest): Promise<LoadedPage> {
    const { config } = request;
    const answer = await queryDataSourceContents(client, app, {
      schemaName: config.schemaName ?? '',
      filter: request.filter,
      top: request.top,
      skip: request.skip,
      orderfield: request.orderfield,
      orderasc: request.orderasc,
      neworderdef: config.neworderdef ?? null,
      usages: config.usages ?? [],
      dsId: config.dsId,
      aggregates: hasEntries(config.customerFields) || hasEntries(config.groupbyFields),
      countFields: fieldNames(config.customerFields),
      groupbyFields: fieldNames(config.groupbyFields),
      fields: config.selectFields ?? null,
    });
    return {
      total: answer.total,
      items: answer.items,
      countFields: answer.countFields,
      groupFields: answer.groupFields,
    };
  }

  async function loadFlow(request: LoadRequest): Promise<LoadedPage> {
    const { config } = request;
    const answer = await getDataFlowInfo(client, app, {
      flowName: config.dataFlowName ?? '',
      parameters: Object.entries(request.parameters).map(([name, value]) => ({ name, value })),
      ...(config.operationId ? { operationId: config.operationId } : {}),
    });
    if (!answer.isSuccess)
      throw new DataSourceLoadError(config.dsId, answer.message || 'data flow failed');
    return normalizeRows(answer.result);
  }

  return async (request) => {
    const { config } = request;
    const version = modelVersion(config);
    switch (request.kind) {
      case 'schema':
        return loadSchema(request);
      case 'dataFlow':
        return loadFlow(request);
      case 'apiModel': {
        const body = Object.entries(request.parameters).map(([paramKey, paramValue]) => ({
          paramKey,
          paramValue,
        }));
        const answer = await getApiModelData(client, app, {
          modelId: config.modelId ?? '',
          ...(version ? { version } : {}),
          body,
        });
        return normalizeRows(answer);
      }
      case 'olapModel': {
        const answer = await queryOlapResult(client, app, {
          modelId: config.modelId ?? '',
          ...(version ? { version } : {}),
          dataFilterExpression: request.filter,
          aggDataFilterExpression: request.aggregateFilter,
        });
        return olapRows(answer);
      }
    }
  };
}
