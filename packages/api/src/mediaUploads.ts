import { MEDIA_PATHS } from '@tessera/protocol';
import type { UploadedEnclosure, UploadedImage, VideoInput, VideoRecord } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef, SubAppRef } from './subAppRef.js';

/** Where an uploaded image is filed (protocol README "Media": letters, digits, `_`, `-`). */
export interface ImageUploadTarget {
  /** Default `page` on the server. */
  nameSpace?: string;
  /** Default `image` on the server. */
  field?: string;
  categoryId?: string | null;
}

type UploadTarget = Pick<SubAppRef, 'appId' | 'subAppId' | 'appType'>;

function uploadParams({ appId, subAppId, appType }: UploadTarget): UploadTarget {
  return { appId, subAppId, appType };
}

/**
 * POST `.../designer/{appType}/postimage` (spec 1 §7, multipart form data): uploads one image
 * and answers the spec 1 §3 Uploaded image (imageId, suffixName, size, nameSpace, width, height,
 * storage, plus `url`, the path of its bytes). The server checks type and size before anything
 * is stored and refuses a wrong format with `上传失败，格式错误：{filename}`.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function postImage(
  client: RequestClient,
  subApp: UploadTarget,
  file: Blob,
  filename: string,
  target: ImageUploadTarget = {},
): Promise<UploadedImage> {
  const form = new FormData();
  if (target.nameSpace) form.append('nameSpace', target.nameSpace);
  if (target.field) form.append('field', target.field);
  if (target.categoryId) form.append('categoryId', target.categoryId);
  form.append('file', file, filename);
  return call(client, MEDIA_PATHS.postImage, { params: uploadParams(subApp), body: form });
}

/**
 * POST `.../designer/{appType}/postenclosure` (spec 1 §7, multipart form data): uploads one
 * attachment (documents, archives, media such as mp4) and answers it with its `fileId`.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function postEnclosure(
  client: RequestClient,
  subApp: UploadTarget,
  file: Blob,
  filename: string,
): Promise<UploadedEnclosure> {
  const form = new FormData();
  form.append('file', file, filename);
  return call(client, MEDIA_PATHS.postEnclosure, { params: uploadParams(subApp), body: form });
}

/**
 * POST `{appId}/videomedia/createvideo` (spec 2 §7.5): records a video (title, URL, cover) and
 * answers the record with its `videoId`.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function createVideo(
  client: RequestClient,
  app: AppRef,
  input: VideoInput,
): Promise<VideoRecord> {
  return call(client, MEDIA_PATHS.createVideo, { params: { appId: app.appId }, body: input });
}
