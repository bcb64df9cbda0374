import { randomUUID } from 'node:crypto';
import type { UploadedEnclosure } from '@tessera/protocol';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MediaEnclosuresTable } from '../db/mediaTables.js';
import { badRequest } from '../http/envelopeError.js';
import { isGuid } from '../http/requestParams.js';
import type { MediaStorage } from './mediaStorage.js';
import { extensionOf, type Upload } from './readUpload.js';

/** An attachment row as selected. */
export type EnclosureRow = Selectable<MediaEnclosuresTable>;

/**
 * The attachment types accepted (README "Media"): office documents, text, archives, images,
 * audio and video. Anything else (executables, scripts, HTML) is refused, because a download
 * link of this server must never serve active content.
 */
export const ENCLOSURE_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  wps: 'application/vnd.ms-works',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
};

/** The wire form of an attachment row. */
export function toUploadedEnclosure(row: EnclosureRow): UploadedEnclosure {
  return {
    fileId: row.file_id,
    name: row.name,
    suffixName: row.ext,
    size: row.size,
    contentType: row.content_type,
    storage: row.storage,
    created: row.created.toISOString(),
  };
}

/**
 * Checks an uploaded attachment's type (by extension, {@link ENCLOSURE_TYPES}) and stores it,
 * file first and row second; a failed row write removes the file again. A refused type answers
 * 40000 `上传失败，格式错误：{filename}` and stores nothing.
 */
export async function storeEnclosure(
  db: Db,
  storage: MediaStorage,
  appId: string,
  upload: Pick<Upload, 'filename' | 'data'>,
): Promise<UploadedEnclosure> {
  const ext = extensionOf(upload.filename);
  const contentType = ENCLOSURE_TYPES[ext];
  if (!contentType) {
    throw badRequest(
      `上传失败，格式错误：${upload.filename}（可上传 ${Object.keys(ENCLOSURE_TYPES).join('、')}）`,
    );
  }
  const fileId = randomUUID();
  const key = `${appId}/enclosures/${fileId}.${ext}`;
  await storage.put(key, upload.data);
  try {
    const row = await db
      .insertInto('media_enclosures')
      .values({
        file_id: fileId,
        app_id: appId,
        name: upload.filename.slice(0, 255),
        ext,
        size: upload.data.length,
        content_type: contentType,
        storage: storage.name,
        storage_key: key,
        created: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUploadedEnclosure(row);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The attachment of the app with the id, or undefined. */
export async function findEnclosure(
  db: Db,
  appId: string,
  fileId: unknown,
): Promise<EnclosureRow | undefined> {
  if (!isGuid(fileId)) return undefined;
  return db
    .selectFrom('media_enclosures')
    .selectAll()
    .where('app_id', '=', appId)
    .where('file_id', '=', fileId)
    .executeTakeFirst();
}

/**
 * `Content-Disposition: attachment` with the original name: an ASCII fallback plus the
 * RFC 5987 UTF-8 form, so Chinese file names survive every browser.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
