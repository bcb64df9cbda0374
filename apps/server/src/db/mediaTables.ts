import type { ColumnType, Generated } from 'kysely';

/*
 * Kysely types of the media library's tables (README "Tables", "Media"): image categories,
 * images, attachments (enclosures) and videos.
 */

type TimestampColumn = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

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
  /** Bytes stored (after compression). */
  size: number;
  /** Bytes uploaded (migration 0017_image_original_size). */
  original_size: number;
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

/** An attachment upload in parts under way (migration 0023_part_uploads). */
export interface MediaPartUploadsTable {
  upload_id: string;
  app_id: string;
  user_id: string;
  file_name: string;
  /** bigint: read back as text on PostgreSQL, as a number on PGlite — use Number(). */
  size: ColumnType<string | number, number, number>;
  part_size: number;
  created: TimestampColumn;
}

/** A part the server holds of an upload in parts (its bytes: a file of the media storage). */
export interface MediaUploadPartsTable {
  upload_id: string;
  part_number: number;
}

/** The media library's tables, as Kysely sees them. */
export interface MediaTables {
  image_categories: ImageCategoriesTable;
  media_images: MediaImagesTable;
  media_enclosures: MediaEnclosuresTable;
  media_videos: MediaVideosTable;
  media_part_uploads: MediaPartUploadsTable;
  media_upload_parts: MediaUploadPartsTable;
}
