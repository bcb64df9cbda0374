import { randomUUID } from 'node:crypto';
import type { PartUpload, UploadedEnclosure } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import type { MediaPartUploadsTable } from '../db/mediaTables.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { ENCLOSURE_TYPES, storeEnclosure } from './enclosureStore.js';
import type { MediaSettings } from './mediaOptions.js';
import { extensionOf, megabytes } from './readUpload.js';
import type { Selectable } from 'kysely';

type UploadRow = Selectable<MediaPartUploadsTable>;

/** Who uploads, into which app. */
export interface PartUploadOwner {
  appId: string;
  userId: string;
}

const partKey = (row: Pick<UploadRow, 'app_id' | 'upload_id'>, n: number) =>
  `${row.app_id}/parts/${row.upload_id}/${n}`;
const partCountOf = (row: UploadRow) => Math.ceil(Number(row.size) / row.part_size);

async function answer(db: Db, row: UploadRow): Promise<PartUpload> {
  const parts = await db
    .selectFrom('media_upload_parts')
    .select('part_number')
    .where('upload_id', '=', row.upload_id)
    .orderBy('part_number')
    .execute();
  return {
    uploadId: row.upload_id,
    fileName: row.file_name,
    size: Number(row.size),
    partSize: row.part_size,
    partCount: partCountOf(row),
    received: parts.map((part) => part.part_number),
  };
}

/**
 * Starts an attachment upload in parts (README "Media": uploads in parts): the type and the size
 * are checked as postenclosure checks them (上传失败，格式错误：…, 附件大小不能超过 N M) before
 * anything is kept; the answer names the part size.
 */
export async function startPartUpload(
  db: Db,
  media: MediaSettings,
  owner: PartUploadOwner,
  input: { fileName: unknown; size: unknown },
): Promise<PartUpload> {
  const { fileName, size } = input;
  if (typeof fileName !== 'string' || !fileName.trim() || fileName.length > 255) {
    throw badRequest('请求体字段 fileName 应为 1 到 255 个字的文件名');
  }
  if (!ENCLOSURE_TYPES[extensionOf(fileName)]) {
    throw badRequest(
      `上传失败，格式错误：${fileName}（可上传 ${Object.keys(ENCLOSURE_TYPES).join('、')}）`,
    );
  }
  if (typeof size !== 'number' || !Number.isInteger(size) || size <= 0) {
    throw badRequest('请求体字段 size 应为正整数（字节数）');
  }
  if (size > media.maxEnclosureBytes) {
    throw badRequest(`附件大小不能超过 ${megabytes(media.maxEnclosureBytes)}`);
  }
  const row = await db
    .insertInto('media_part_uploads')
    .values({
      upload_id: randomUUID(),
      app_id: owner.appId,
      user_id: owner.userId,
      file_name: fileName,
      size,
      part_size: media.partBytes,
      created: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return answer(db, row);
}

/** The caller's upload under way, or 40400 (another user's upload is not found either). */
async function requireUpload(db: Db, owner: PartUploadOwner, uploadId: unknown) {
  const id = typeof uploadId === 'string' ? uploadId : '';
  const row = /^[0-9a-f-]{36}$/i.test(id)
    ? await db
        .selectFrom('media_part_uploads')
        .selectAll()
        .where('upload_id', '=', id)
        .where('app_id', '=', owner.appId)
        .where('user_id', '=', owner.userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('上传不存在或已完成');
  return row;
}

/** Which parts the server holds (a resumed upload sends only the others). */
export async function partUploadStatus(
  db: Db,
  owner: PartUploadOwner,
  uploadId: unknown,
): Promise<PartUpload> {
  return answer(db, await requireUpload(db, owner, uploadId));
}

/**
 * Keeps part `partNumber` (1-based) of an upload: exactly the part size, the last part the rest.
 * Sending a part again replaces it.
 */
export async function putPart(
  db: Db,
  media: MediaSettings,
  owner: PartUploadOwner,
  part: { uploadId: unknown; partNumber: unknown; data: unknown },
): Promise<PartUpload> {
  const { uploadId, partNumber, data } = part;
  const row = await requireUpload(db, owner, uploadId);
  const count = partCountOf(row);
  const n = Number(partNumber);
  if (!Number.isInteger(n) || n < 1 || n > count) {
    throw badRequest(`分片序号 x-part-number 应为 1 到 ${count} 的整数`);
  }
  const expected = n < count ? row.part_size : Number(row.size) - row.part_size * (count - 1);
  if (!Buffer.isBuffer(data) || data.length !== expected) {
    throw badRequest(`第 ${n} 片应为 ${expected} 字节（application/octet-stream）`);
  }
  await media.storage.put(partKey(row, n), data);
  await db
    .insertInto('media_upload_parts')
    .values({ upload_id: row.upload_id, part_number: n })
    .onConflict((c) => c.columns(['upload_id', 'part_number']).doNothing())
    .execute();
  return answer(db, row);
}

/**
 * Joins the parts into the attachment (stored as postenclosure stores one) and forgets the
 * upload and its parts. Refused, keeping everything, while a part is missing.
 */
export async function completePartUpload(
  db: Db,
  media: MediaSettings,
  owner: PartUploadOwner,
  uploadId: unknown,
): Promise<UploadedEnclosure> {
  const row = await requireUpload(db, owner, uploadId);
  const status = await answer(db, row);
  const missing = Array.from({ length: status.partCount }, (_, i) => i + 1).filter(
    (n) => !status.received.includes(n),
  );
  if (missing.length) throw badRequest(`还缺第 ${missing.join('、')} 片，不能完成上传`);
  const chunks: Buffer[] = [];
  for (let n = 1; n <= status.partCount; n++) {
    const part = await media.storage.get(partKey(row, n));
    if (!part) throw badRequest(`第 ${n} 片已丢失，请重新上传`);
    for await (const chunk of part.stream) chunks.push(chunk as Buffer);
  }
  const enclosure = await storeEnclosure(db, media.storage, row.app_id, {
    filename: row.file_name,
    data: Buffer.concat(chunks),
  });
  await db.deleteFrom('media_part_uploads').where('upload_id', '=', row.upload_id).execute();
  for (let n = 1; n <= status.partCount; n++) {
    await media.storage.delete(partKey(row, n)).catch(() => undefined);
  }
  return enclosure;
}
