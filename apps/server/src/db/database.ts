import type { ColumnType, Generated, Kysely } from 'kysely';
import type { SchemaFieldProperties } from '@tessera/protocol';
import type { DesignerTables } from './designerTables.js';
import type { MediaTables } from './mediaTables.js';
import type { NotificationTables } from './notificationTables.js';
import type { SecurityTables } from './securityTables.js';
import type { IdentityTables } from './identityTables.js';
import type { OrganisationTables } from './organisationTables.js';
import type { WorkflowTables } from './workflowTables.js';

/**
 * A `jsonb` column: selected as the parsed value, written as JSON text (see {@link toJson}).
 * Writing text rather than objects matters: `pg` would serialise a JS array as a PostgreSQL
 * array literal, not as JSON.
 */
export type JsonColumn<T> = ColumnType<T, string, string>;

/** A `timestamptz` column with a database default. */
export type TimestampColumn = ColumnType<Date, Date | string | undefined, Date | string>;

/** One application (spec 1 §3 Settings `appId`). */
export interface AppsTable {
  app_id: string;
  name: string;
  created: TimestampColumn;
}

/** A sub-app of an application: one per device type (spec 1 §3 Settings `subAppType`). */
export interface SubAppsTable {
  sub_app_id: string;
  app_id: string;
  name: string;
  sub_app_type: string;
  created: TimestampColumn;
}

/**
 * Settings per host (spec 1 §3 Settings). The row with host `*` is the fallback. Base-URL
 * columns holding '' mean "this server's origin" and are filled in at answer time.
 */
export interface SiteSettingsTable {
  host: string;
  app_id: string;
  sub_app_id: string;
  sub_app_type: string;
  app_type: string;
  env_type: string;
  design_api_url: Generated<string>;
  image_oss_url: Generated<string>;
  static_oss_url: Generated<string>;
  schema_url: Generated<string>;
  account_url: Generated<string>;
  identity_url: Generated<string>;
  designer_url: Generated<string>;
  gate_way_api_url: Generated<string>;
  gate_way_mini_host: Generated<string>;
  schema_ws_url: Generated<string>;
  media_url: Generated<string>;
  object_storage: Generated<string>;
  current_publish_version: Generated<string>;
  this_site_graphql_body_is_secret: Generated<boolean>;
  access_key: Generated<string>;
  /** spec 1 §3 "a secret key": signs requests; answered as `secretKey` (protocol README "Signing"). */
  secret_key: Generated<string>;
  workflow_id: Generated<string>;
  sub_app_name: Generated<string>;
  /** spec 1 §3 "Error field shows its message": null when the host is configured correctly. */
  error: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A page of a sub-app (spec 1 §3 Page, spec 2 §2.2 page definition). */
export interface PagesTable {
  page_id: string;
  app_id: string;
  sub_app_id: string;
  name: string;
  url: string | null;
  title: string;
  tags_mode: ColumnType<string | null, string | null | undefined, string | null>;
  is_home_page: Generated<boolean>;
  parameters: JsonColumn<{ name: string; default: string | null }[]>;
  page_data: JsonColumn<{ controls: unknown[] }>;
  page_data_source: JsonColumn<unknown[]>;
  version: Generated<number>;
  page_type: Generated<string>;
  template_id: Generated<string>;
  created: TimestampColumn;
  last_modified: TimestampColumn;
  /** spec 1 §3 Page (migration 0004_designer_media). */
  seo_title: Generated<string>;
  style_name: Generated<string>;
  control_permission_set_list: ColumnType<unknown[], string | undefined, string>;
  /**
   * The version the Runtime serves (migration 0011_page_versions), a row of `page_versions`;
   * `null` while the page was never published.
   */
  published_version: ColumnType<number | null, number | null | undefined, number | null>;
}

/**
 * One field of a content schema (spec 1 §3 Field). The first migration's four members are always
 * present; the others are optional in storage and answered with their defaults (README
 * "Schemas": fieldCategory `Normal`, flags false, properties `{}` plus `dataType`/`editor`).
 */
export interface SchemaField {
  fieldId: number;
  name: string;
  label: string;
  fieldType: string;
  fieldCategory?: string;
  isHidden?: boolean;
  isLocked?: boolean;
  isDisabled?: boolean;
  properties?: SchemaFieldProperties;
}

/** A content schema of an app (spec 1 §3 Field, spec 2 schema calls). */
export interface SchemasTable {
  app_id: string;
  name: string;
  label: string;
  fields: JsonColumn<SchemaField[]>;
  created: TimestampColumn;
  last_modified: TimestampColumn;
  /** Stable id (migration 0004_designer_media), for schemareference/list?schemaIdOrName. */
  schema_id: Generated<string>;
  /** `Default`, `Singleton` or `Component` (migration 0004_designer_media). */
  schema_type: Generated<string>;
  /** Items belong to their creator (migration 0008; README "Personal content"). */
  personal: Generated<boolean>;
}

/** A content item (spec 1 §3 Content item): each custom field stored as `{ iv: value }`. */
export interface ContentItemsTable {
  id: Generated<string>;
  app_id: string;
  schema_name: string;
  content_id: Generated<string>;
  version: Generated<number>;
  created: TimestampColumn;
  created_by: string;
  last_modified: TimestampColumn;
  last_modified_by: string;
  status: Generated<string>;
  data: JsonColumn<Record<string, { iv: unknown }>>;
}

/**
 * A region of China by GB/T 2260 code (migration 0008; README "Regions"): level 1 province,
 * 2 city, 3 district; `parent_code` null for a province.
 */
export interface RegionsTable {
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
}

/** A place of the default maps provider (migration 0012; README "Places"). */
export interface PlacesTable {
  id: string;
  title: string;
  category: string;
  address: string;
  province: string;
  city: string;
  district: string;
  areacode: string;
  lat: number;
  lng: number;
}

/** Every table of the reference server, as Kysely sees it. */
export interface Database
  extends
    DesignerTables,
    MediaTables,
    NotificationTables,
    SecurityTables,
    IdentityTables,
    OrganisationTables,
    WorkflowTables {
  apps: AppsTable;
  sub_apps: SubAppsTable;
  site_settings: SiteSettingsTable;
  pages: PagesTable;
  schemas: SchemasTable;
  content_items: ContentItemsTable;
  regions: RegionsTable;
  places: PlacesTable;
}

/** The one query layer of the server (DESIGN.md: one Kysely instance). */
export type Db = Kysely<Database>;

/** Serialises a value for a {@link JsonColumn}. */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}
