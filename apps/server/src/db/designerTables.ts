import type { ColumnType, Generated } from 'kysely';
import type { GlobalNav } from '@tessera/protocol';

/*
 * Kysely types of the designer's settings tables (README "Tables"): the counters of schemas'
 * auto-serial fields, each sub-app's designer settings and the saved versions of pages. The columns the designer added to
 * `schemas` and `pages` are in database.ts.
 */

type TimestampColumn = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** The counter of one auto-serial field (spec 2 §7.4 schemas/autoserialnoinitialvalue). */
export interface AutoSerialNumbersTable {
  app_id: string;
  schema_name: string;
  field_name: string;
  value: Generated<number>;
  last_modified: TimestampColumn;
}

/**
 * One auto-serial value an item holds (migration 0005): the primary key (app, schema, field,
 * serial) makes a duplicate serial number impossible; `n` is the number inside it.
 */
export interface ContentSerialNumbersTable {
  app_id: string;
  schema_name: string;
  field_name: string;
  serial: string;
  n: ColumnType<string | null, number | null, number | null>;
  item_id: string;
}

/** One seed that ran on this database (migration 0005): seeds run once per database. */
export interface SeedRunsTable {
  name: string;
  ran_at: Generated<Date>;
}

/** Designer settings of one sub-app (spec 2 §7.4); a missing row means every default. */
export interface SubAppConfigsTable {
  sub_app_id: string;
  theme: Generated<string>;
  /** JSON text of {@link GlobalNav}, or null when never set. */
  global_nav: ColumnType<GlobalNav | null, string | null | undefined, string | null>;
  vars_json: Nullable<string>;
  page_config_json: Nullable<string>;
  silence_login: Generated<boolean>;
  last_modified: TimestampColumn;
}

/**
 * One saved content of a page (migration 0011_page_versions; README "Page versions and
 * environments"): every SavePage, restore, create and duplicate writes one, in the same
 * transaction as the `pages` row. `pages.published_version` names the one the Runtime serves.
 */
export interface PageVersionsTable {
  page_id: string;
  version: number;
  page_data: ColumnType<{ controls: unknown[] }, string, string>;
  page_data_source: ColumnType<unknown[], string, string>;
  /** The user who saved it; null for seeded and migrated versions. */
  saved_by: Nullable<string>;
  saved_at: TimestampColumn;
}

/**
 * One co-editing room (migration 0018_collaboration_documents; README "Collaboration"): its
 * whole Yjs state as one update.
 */
export interface CollaborationDocumentsTable {
  name: string;
  state: Uint8Array;
  updated: TimestampColumn;
}

/**
 * One Yjs update of a co-editing room, appended before it is applied and acknowledged
 * (migration 0022_collaboration_updates; README "Collaboration" → "Acknowledged"); folded into
 * the room's snapshot and deleted when the room is stored.
 */
export interface CollaborationUpdatesTable {
  id: ColumnType<string, never, never>;
  name: string;
  data: Uint8Array;
  created: ColumnType<Date, never, never>;
}

/** The designer's settings tables, as Kysely sees them. */
export interface DesignerTables {
  collaboration_documents: CollaborationDocumentsTable;
  collaboration_updates: CollaborationUpdatesTable;
  auto_serial_numbers: AutoSerialNumbersTable;
  content_serial_numbers: ContentSerialNumbersTable;
  page_versions: PageVersionsTable;
  seed_runs: SeedRunsTable;
  sub_app_configs: SubAppConfigsTable;
}
