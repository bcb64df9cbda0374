import type { PagedList, UploadedEnclosure, VideoRecord } from '@tessera/protocol';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { notFound } from '../http/envelopeError.js';
import { readPaging } from '../http/readPaging.js';
import { findEnclosure, toUploadedEnclosure } from './enclosureStore.js';
import type { MediaStorage } from './mediaStorage.js';
import { toVideo } from './videoRecords.js';

/*
 * The media library's lists of videos and attachments (README "Media": library lists), and the
 * delete of an attachment. The spec names only the calls by ids (getvideosbyvideoIds) and the
 * download; an administrator also needs to see what is stored.
 */

/** Default page size of the video and attachment lists. */
export const FILE_PAGE_SIZE = 20;

const PagingNumber = Type.Optional(Type.Union([Type.Integer(), Type.String()]));

/** The query of videomedia/list and enclosurefilemedia/list. */
export const FileListBody = Type.Object({
  /** Part of the title (videos) or the file name (attachments), any case. */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  currentIndex: PagingNumber,
  pageSize: PagingNumber,
});
type FileListInput = Static<typeof FileListBody>;

/** A LIKE pattern of the words as typed (%, _ and \ match themselves), or null when blank. */
function likePattern(keyword: string | undefined): string | null {
  const words = keyword?.trim();
  return words ? `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

function pagingOf(input: FileListInput) {
  return readPaging(
    { currentIndex: input.currentIndex, pageSize: input.pageSize },
    { index: 'currentIndex', size: 'pageSize' },
    FILE_PAGE_SIZE,
  );
}

/** One page of the app's videos, newest first. */
export async function listVideos(
  db: Db,
  appId: string,
  input: FileListInput,
): Promise<PagedList<VideoRecord>> {
  const paging = pagingOf(input);
  const pattern = likePattern(input.keyword);
  let base = db.selectFrom('media_videos').where('app_id', '=', appId);
  if (pattern) base = base.where('title', 'ilike', pattern);
  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created', 'desc')
    .orderBy('video_id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(total), items: rows.map(toVideo) };
}

/** One page of the app's attachments, newest first. */
export async function listEnclosures(
  db: Db,
  appId: string,
  input: FileListInput,
): Promise<PagedList<UploadedEnclosure>> {
  const paging = pagingOf(input);
  const pattern = likePattern(input.keyword);
  let base = db.selectFrom('media_enclosures').where('app_id', '=', appId);
  if (pattern) base = base.where('name', 'ilike', pattern);
  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created', 'desc')
    .orderBy('file_id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(total), items: rows.map(toUploadedEnclosure) };
}

/** Deletes an attachment of the app (row, then file), or 40400. */
export async function deleteEnclosure(
  db: Db,
  storage: MediaStorage,
  appId: string,
  fileId: string,
): Promise<UploadedEnclosure> {
  const row = await findEnclosure(db, appId, fileId);
  if (!row) throw notFound(`附件 ${fileId} 不存在`);
  await db.deleteFrom('media_enclosures').where('file_id', '=', row.file_id).execute();
  await storage.delete(row.storage_key).catch(() => undefined);
  return toUploadedEnclosure(row);
}
