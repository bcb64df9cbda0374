import { randomUUID } from 'node:crypto';
import { IMAGE_EXTENSIONS, MEDIA_PATHS, type UploadedImage } from '@tessera/protocol';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MediaImagesTable } from '../db/mediaTables.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { isGuid } from '../http/requestParams.js';
import { compressImage, type StoredImage } from './compressImage.js';
import { formatOfExtension, readImageInfo } from './imageInfo.js';
import type { MediaStorage } from './mediaStorage.js';
import { extensionOf, type Upload } from './readUpload.js';

/** An image row as selected. */
export type ImageRow = Selectable<MediaImagesTable>;

/** Name spaces and field names of image URLs: one path segment of safe characters. */
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** Where a new image belongs. */
export interface ImageTarget {
  appId: string;
  nameSpace: string;
  field: string;
  categoryId: string | null;
  isTemp: boolean;
}

/** The wire form of an image row (spec 1 §3 Uploaded image). */
export function toUploadedImage(row: ImageRow): UploadedImage {
  return {
    imageId: row.image_id,
    suffixName: row.ext,
    size: row.size,
    originalSize: row.original_size,
    nameSpace: row.name_space,
    field: row.field,
    width: row.width,
    height: row.height,
    storage: row.storage,
    categoryId: row.category_id,
    originalName: row.original_name,
    url: MEDIA_PATHS.imageFile.build({
      nameSpace: row.name_space,
      field: row.field,
      file: `${row.image_id}.${row.ext}`,
    }),
    created: row.created.toISOString(),
  };
}

/** Reads an optional name-space or field segment, or throws 40000 naming it. */
export function readSegment(value: string | undefined, name: string, fallback: string): string {
  const text = value === undefined || value === '' ? fallback : value;
  if (!SEGMENT.test(text)) {
    throw badRequest(`参数 ${name} 无效：只能含字母、数字、_ 和 -（至多 64 个字符）`);
  }
  return text;
}

/** Checks an optional category id names a category of the app, or throws 40400. */
export async function requireCategory(
  db: Db,
  appId: string,
  categoryId: string | null | undefined,
): Promise<string | null> {
  if (categoryId === undefined || categoryId === null || categoryId === '') return null;
  const found =
    isGuid(categoryId) &&
    (await db
      .selectFrom('image_categories')
      .select('category_id')
      .where('app_id', '=', appId)
      .where('category_id', '=', categoryId)
      .executeTakeFirst());
  if (!found) throw notFound(`图片分类 ${categoryId} 不存在`);
  return categoryId.toLowerCase();
}

/**
 * Checks an uploaded image and compresses it (README "Media": compression): the extension must
 * be an accepted type (spec 2 §9 jpeg, jpg, png, gif) and the bytes must really be that type and
 * decode, otherwise 40000 `上传失败，格式错误：{filename}` (spec 1 §5).
 */
export async function readImageUpload(
  upload: Pick<Upload, 'filename' | 'data'>,
): Promise<StoredImage> {
  const ext = extensionOf(upload.filename);
  const info = readImageInfo(upload.data);
  const formatError = badRequest(`上传失败，格式错误：${upload.filename}`);
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) throw formatError;
  if (!info || info.format !== formatOfExtension(ext) || info.width === 0 || info.height === 0) {
    throw formatError;
  }
  const stored = await compressImage(upload.data, ext, info);
  if (!stored) throw formatError;
  return stored;
}

/** Where an image's file goes: a new key per write, so a replaced file never hides behind a cache. */
function storageKey(appId: string, imageId: string, ext: string): string {
  return `${appId}/images/${imageId}-${Date.now().toString(36)}.${ext}`;
}

/**
 * Checks, compresses and stores an uploaded image ({@link readImageUpload}; nothing is stored
 * after a refusal). The file is written first and the row second; if the row cannot be written
 * the file is removed again.
 */
export async function storeImage(
  db: Db,
  storage: MediaStorage,
  upload: Pick<Upload, 'filename' | 'data'>,
  target: ImageTarget,
): Promise<UploadedImage> {
  const image = await readImageUpload(upload);
  const imageId = randomUUID();
  const key = storageKey(target.appId, imageId, image.ext);
  await storage.put(key, image.data);
  try {
    const row = await db
      .insertInto('media_images')
      .values({
        image_id: imageId,
        app_id: target.appId,
        category_id: target.categoryId,
        name_space: target.nameSpace,
        field: target.field,
        ext: image.ext,
        size: image.data.length,
        original_size: upload.data.length,
        width: image.width,
        height: image.height,
        storage: storage.name,
        storage_key: key,
        original_name: upload.filename.slice(0, 255),
        is_temp: target.isTemp,
        created: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUploadedImage(row);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** A library image of the app by id (screenshots are not the library's), or 40400. */
export async function requireLibraryImage(db: Db, appId: string, id: string): Promise<ImageRow> {
  const row = isGuid(id)
    ? await db
        .selectFrom('media_images')
        .selectAll()
        .where('app_id', '=', appId)
        .where('image_id', '=', id.toLowerCase())
        .where('is_temp', '=', false)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(`图片 ${id} 不存在`);
  return row;
}

/**
 * Puts new bytes behind an image (README "Media": replace): the id, name space and field stay,
 * so every page that shows the image shows the new one; the name, sizes and extension are the
 * new upload's. The old file is removed once the row points at the new one.
 */
export async function replaceImage(
  db: Db,
  storage: MediaStorage,
  current: ImageRow,
  upload: Pick<Upload, 'filename' | 'data'>,
): Promise<UploadedImage> {
  const image = await readImageUpload(upload);
  const key = storageKey(current.app_id, current.image_id, image.ext);
  await storage.put(key, image.data);
  let row: ImageRow;
  try {
    row = await db
      .updateTable('media_images')
      .set({
        ext: image.ext,
        size: image.data.length,
        original_size: upload.data.length,
        width: image.width,
        height: image.height,
        storage: storage.name,
        storage_key: key,
        original_name: upload.filename.slice(0, 255),
      })
      .where('image_id', '=', current.image_id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  await storage.delete(current.storage_key).catch(() => undefined);
  return toUploadedImage(row);
}

/**
 * Deletes a library image (README "Media": delete): the row, and the category's default mark
 * when it was that image, in one transaction; then the file.
 */
export async function deleteImage(
  db: Db,
  storage: MediaStorage,
  current: ImageRow,
): Promise<UploadedImage> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('image_categories')
      .set({ default_image_id: null, last_modified: new Date() })
      .where('app_id', '=', current.app_id)
      .where('default_image_id', '=', current.image_id)
      .execute();
    await trx.deleteFrom('media_images').where('image_id', '=', current.image_id).execute();
  });
  await storage.delete(current.storage_key).catch(() => undefined);
  return toUploadedImage(current);
}

/**
 * The image addressed by GetImgDisplayAddress(namespace, field, id, extension), or undefined
 * when the id, name space or field do not match a stored image. The extension must be an image
 * one but is not compared: a replace may change it (README "Media": replace), and addresses
 * saved in pages must keep working.
 */
export async function findImage(
  db: Db,
  p: { nameSpace: string; field: string; file: string },
): Promise<ImageRow | undefined> {
  const dot = p.file.lastIndexOf('.');
  const id = dot > 0 ? p.file.slice(0, dot) : '';
  const ext = p.file.slice(dot + 1).toLowerCase();
  if (!isGuid(id) || !formatOfExtension(ext)) return undefined;
  return db
    .selectFrom('media_images')
    .selectAll()
    .where('image_id', '=', id)
    .where('name_space', '=', p.nameSpace)
    .where('field', '=', p.field)
    .executeTakeFirst();
}
