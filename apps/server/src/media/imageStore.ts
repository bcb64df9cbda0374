import { randomUUID } from 'node:crypto';
import { IMAGE_EXTENSIONS, MEDIA_PATHS, type UploadedImage } from '@tessera/protocol';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MediaImagesTable } from '../db/mediaTables.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { isGuid } from '../http/requestParams.js';
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
 * Checks an uploaded image and stores it: the extension must be an accepted type (spec 2 §9
 * jpeg, jpg, png, gif) and the bytes must really be that type, otherwise 40000
 * `上传失败，格式错误：{filename}` (spec 1 §5) and nothing is stored. The file is written
 * first and the row second; if the row cannot be written the file is removed again.
 */
export async function storeImage(
  db: Db,
  storage: MediaStorage,
  upload: Pick<Upload, 'filename' | 'data'>,
  target: ImageTarget,
): Promise<UploadedImage> {
  const ext = extensionOf(upload.filename);
  const info = readImageInfo(upload.data);
  const formatError = badRequest(`上传失败，格式错误：${upload.filename}`);
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) throw formatError;
  if (!info || info.format !== formatOfExtension(ext) || info.width === 0 || info.height === 0) {
    throw formatError;
  }
  const imageId = randomUUID();
  const key = `${target.appId}/images/${imageId}.${ext}`;
  await storage.put(key, upload.data);
  try {
    const row = await db
      .insertInto('media_images')
      .values({
        image_id: imageId,
        app_id: target.appId,
        category_id: target.categoryId,
        name_space: target.nameSpace,
        field: target.field,
        ext,
        size: upload.data.length,
        width: info.width,
        height: info.height,
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

/**
 * The image addressed by GetImgDisplayAddress(namespace, field, id, extension), or undefined
 * when any part does not match a stored image.
 */
export async function findImage(
  db: Db,
  p: { nameSpace: string; field: string; file: string },
): Promise<ImageRow | undefined> {
  const dot = p.file.lastIndexOf('.');
  const id = dot > 0 ? p.file.slice(0, dot) : '';
  const ext = p.file.slice(dot + 1).toLowerCase();
  if (!isGuid(id)) return undefined;
  return db
    .selectFrom('media_images')
    .selectAll()
    .where('image_id', '=', id)
    .where('name_space', '=', p.nameSpace)
    .where('field', '=', p.field)
    .where('ext', '=', ext)
    .executeTakeFirst();
}
