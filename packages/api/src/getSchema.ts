import { SCHEMA_PATHS } from '@tessera/protocol';
import type { PagedList, SchemaDetails, SchemaSummary } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef } from './subAppRef.js';

/**
 * GET `{app}/schemas/{name}` (spec 2 §7.4): one schema with its fields (spec 1 §3 Field),
 * reference fields and related schemas.
 *
 * An empty name is not sent: spec 1 §8 logs 'query a empty schemaName' and answers nothing,
 * which here is a rejected `TypeError` (the caller decides what an empty field list means).
 *
 * @throws {TypeError} for an empty schema name.
 * @throws {RequestError} when the call fails (an unknown schema answers `40400`).
 */
export async function getSchema(
  client: RequestClient,
  app: AppRef,
  schemaName: string,
): Promise<SchemaDetails> {
  if (typeof schemaName !== 'string' || schemaName.trim() === '') {
    throw new TypeError('query a empty schemaName');
  }
  return call(client, SCHEMA_PATHS.schema, { params: { appId: app.appId, name: schemaName } });
}

/** What {@link listSchemas} looks for: a part of the name or label, and a page of the answer. */
export interface SchemaSearch {
  schemaName?: string;
  /** From 1. */
  currentIndex?: number;
  pageSize?: number;
}

/**
 * GET `{app}/schemas?currentIndex&pageSize&schemaName` (spec 2 §7.4): the app's schemas, a page
 * at a time, oldest first (the designer's data-source editor lists them).
 */
export function listSchemas(
  client: RequestClient,
  app: AppRef,
  search: SchemaSearch = {},
): Promise<PagedList<SchemaSummary>> {
  return call(client, SCHEMA_PATHS.schemas, {
    params: { appId: app.appId },
    search: { ...search },
  });
}
