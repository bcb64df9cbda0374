import { route } from './route.js';
import type { PagedList, SchemaDetails, SchemaSummary } from './schemaTypes.js';
import { typed } from './typed.js';

/** The schema calls (spec 2 §7.4). */
export const SCHEMA_PATHS = {
  /** GET {app}/schemas?currentIndex&pageSize&schemaName&schemaType&order (as `search`). */
  schemas: route('/api/:appId/schemas', {
    method: 'GET',
    answer: typed<PagedList<SchemaSummary>>(),
  }),
  /** GET {app}/schemas/{name}. */
  schema: route('/api/:appId/schemas/:name', { method: 'GET', answer: typed<SchemaDetails>() }),
  /** GET {app}/SchemaDetailsDtos/{names} — `names` joined with commas. */
  schemaDetails: route('/api/:appId/SchemaDetailsDtos/:names'),
  /**
   * POST schemas/autoserialnoinitialvalue?app&schemaname&fieldname&type(&value as `search`):
   * spec 2 §7.4 lists a GET, but type 1 (reset) and 2 (set) change state, so it is a POST.
   */
  autoSerialNo: route('/api/schemas/autoserialnoinitialvalue', {
    query: ['app', 'schemaname', 'fieldname', 'type'],
  }),
  /** GET schemareference/list?schemaIdOrName&app. */
  schemaReferences: route('/api/schemareference/list', { query: ['schemaIdOrName', 'app'] }),
} as const;
