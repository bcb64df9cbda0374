import type { ColumnType, Generated } from 'kysely';
import type { GlobalNav } from '@tessera/protocol';

/*
 * Kysely types of the tables of migration 0004_platform (README "Tables"). The foundation
 * tables' new columns (schemas.schema_id/schema_type, pages.seo_title/...) are in database.ts.
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

/** An image category of the image library (spec 2 §7.5 imagecategory). */
export interface ImageCategoriesTable {
  category_id: Generated<string>;
  app_id: string;
  name: string;
  parent_id: Nullable<string>;
  sort: Generated<number>;
  default_image_id: Nullable<string>;
  created: TimestampColumn;
  last_modified: TimestampColumn;
}

/** An uploaded image (spec 1 §3 Uploaded image). */
export interface MediaImagesTable {
  image_id: string;
  app_id: string;
  category_id: Nullable<string>;
  name_space: string;
  field: string;
  ext: string;
  size: number;
  width: number;
  height: number;
  storage: string;
  storage_key: string;
  original_name: Generated<string>;
  is_temp: Generated<boolean>;
  created: TimestampColumn;
}

/** An uploaded attachment (spec 2 §3 enclosure). */
export interface MediaEnclosuresTable {
  file_id: string;
  app_id: string;
  name: string;
  ext: string;
  size: number;
  content_type: string;
  storage: string;
  storage_key: string;
  created: TimestampColumn;
}

/** A video record (spec 2 §7.5 videomedia). */
export interface MediaVideosTable {
  app_id: string;
  video_id: string;
  title: string;
  cover_url: Generated<string>;
  url: string;
  duration: Generated<number>;
  size: Generated<number>;
  created: TimestampColumn;
}

/** The tables of migration 0004_platform, as Kysely sees them. */
export interface PlatformTables {
  auto_serial_numbers: AutoSerialNumbersTable;
  sub_app_configs: SubAppConfigsTable;
  image_categories: ImageCategoriesTable;
  media_images: MediaImagesTable;
  media_enclosures: MediaEnclosuresTable;
  media_videos: MediaVideosTable;
}
