import { randomUUID } from 'node:crypto';
import type { VideoInput, VideoRecord } from '@tessera/protocol';
import type { Selectable } from 'kysely';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import type { MediaVideosTable } from '../db/mediaTables.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { OptionalOrNull } from '../http/inputSchemas.js';
import { isUniqueViolation } from './imageCategories.js';

type VideoRow = Selectable<MediaVideosTable>;

const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A video or cover address: an http(s) URL or a path on this server. */
const ADDRESS = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;

/** At most this many ids in one getvideosbyvideoIds call. */
export const MAX_VIDEO_IDS = 100;

/** The wire form of a video row. */
export function toVideo(row: VideoRow): VideoRecord {
  return {
    videoId: row.video_id,
    title: row.title,
    coverUrl: row.cover_url,
    url: row.url,
    duration: row.duration,
    size: row.size,
    created: row.created.toISOString(),
  };
}

/**
 * The body of videomedia/createvideo: the protocol's `VideoInput`, whose optional members may
 * also be sent as null (left out: a new id, no cover, 0 seconds, 0 bytes). `title` and `url`
 * are required by the rule, not here, so an anonymous caller is refused for that first.
 */
export const VideoBody = Type.Object({
  videoId: OptionalOrNull(Type.String()),
  title: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  coverUrl: OptionalOrNull(Type.String()),
  duration: OptionalOrNull(Type.Number()),
  size: OptionalOrNull(Type.Integer()),
});

function readVideoInput(input: Static<typeof VideoBody>): Required<VideoInput> {
  const videoId = input.videoId ?? randomUUID();
  if (!VIDEO_ID.test(videoId)) {
    throw badRequest('videoId 只能含字母、数字、_ 和 -（至多 64 个字符）');
  }
  const title = input.title?.trim() ?? '';
  if (!title || title.length > 200) throw badRequest('视频标题不能为空，且至多 200 个字符');
  const url = input.url ?? '';
  if (!ADDRESS.test(url)) throw badRequest('url 应为 http(s) 地址或以 / 开头的路径');
  const coverUrl = input.coverUrl ?? '';
  if (coverUrl !== '' && !ADDRESS.test(coverUrl)) {
    throw badRequest('coverUrl 应为 http(s) 地址或以 / 开头的路径');
  }
  const duration = input.duration ?? 0;
  if (!Number.isFinite(duration) || duration < 0) {
    throw badRequest('duration 应为不小于 0 的秒数');
  }
  const size = input.size ?? 0;
  if (!Number.isSafeInteger(size) || size < 0 || size > 2_147_483_647) {
    throw badRequest('size 应为不小于 0 的整数字节数');
  }
  return { videoId, title, url, coverUrl, duration, size };
}

/** Records a video (spec 2 §7.5 POST videomedia/createvideo); a used videoId is refused. */
export async function createVideo(
  db: Db,
  appId: string,
  body: Static<typeof VideoBody>,
): Promise<VideoRecord> {
  const input = readVideoInput(body);
  try {
    const row = await db
      .insertInto('media_videos')
      .values({
        app_id: appId,
        video_id: input.videoId,
        title: input.title,
        url: input.url,
        cover_url: input.coverUrl,
        duration: input.duration,
        size: input.size,
        created: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toVideo(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(`视频 ${input.videoId} 已存在`);
    throw error;
  }
}

/**
 * The videos with the given ids (spec 2 §7.5 getvideosbyvideoIds), in the order asked; ids
 * with no video are left out, so a page showing a removed video still gets the others.
 */
export async function videosByIds(db: Db, appId: string, idList: string): Promise<VideoRecord[]> {
  const ids = [
    ...new Set(
      idList
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) throw badRequest('请至少给出一个视频 id');
  if (ids.length > MAX_VIDEO_IDS) throw badRequest(`一次至多查询 ${MAX_VIDEO_IDS} 个视频`);
  const rows = await db
    .selectFrom('media_videos')
    .selectAll()
    .where('app_id', '=', appId)
    .where('video_id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.video_id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toVideo(row)] : [];
  });
}

/** Removes a video record (spec 2 §7.5 POST videomedia/delete/{id}), or 40400. */
export async function deleteVideo(db: Db, appId: string, videoId: string): Promise<VideoRecord> {
  const row = await db
    .deleteFrom('media_videos')
    .where('app_id', '=', appId)
    .where('video_id', '=', videoId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(`视频 ${videoId} 不存在`);
  return toVideo(row);
}
