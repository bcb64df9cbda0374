import { MEDIA_PATHS, PART_UPLOAD_HEADERS } from '@tessera/protocol';
import type {
  PartUpload,
  PartUploadAction,
  UploadedEnclosure,
  UploadedImage,
  VideoInput,
  VideoRecord,
} from '@tessera/protocol';
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
 * How long one part may take (a part is up to 5 MB: 30 s, the client's default, is 1.4 Mbit/s,
 * slower than a weak mobile link); a part that times out is sent again on resume.
 */
export const PART_TIMEOUT_MS = 120_000;

function partCall<T>(
  client: RequestClient,
  subApp: UploadTarget,
  action: PartUploadAction,
  body: unknown,
  options: { headers?: Record<string, string>; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<T> {
  const { headers, ...rest } = options;
  return client.post<T>(MEDIA_PATHS.enclosurePartUpload.build(uploadParams(subApp)), body, {
    headers: { [PART_UPLOAD_HEADERS.action]: action, ...headers },
    ...rest,
  });
}

/**
 * enclosurePartUpload `start` (spec 2 §7.5, protocol README "Media": uploads in parts): begins
 * an attachment upload in parts; the server checks the type and size (as postenclosure) and
 * answers the upload with its part size and part count.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function startPartUpload(
  client: RequestClient,
  subApp: UploadTarget,
  file: { fileName: string; size: number },
): Promise<PartUpload> {
  return partCall(client, subApp, 'start', file);
}

/**
 * enclosurePartUpload `status`: the upload with the parts the server holds (`received`), so a
 * resumed upload sends only the missing ones.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function partUploadStatus(
  client: RequestClient,
  subApp: UploadTarget,
  uploadId: string,
): Promise<PartUpload> {
  return partCall(
    client,
    subApp,
    'status',
    {},
    {
      headers: { [PART_UPLOAD_HEADERS.uploadId]: uploadId },
    },
  );
}

/**
 * enclosurePartUpload `part`: sends part `partNumber` (1-based; exactly the part size, the last
 * part the rest) as application/octet-stream, with {@link PART_TIMEOUT_MS}; answers the parts
 * the server now holds.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function uploadPart(
  client: RequestClient,
  subApp: UploadTarget,
  uploadId: string,
  partNumber: number,
  bytes: Blob,
  signal?: AbortSignal,
): Promise<PartUpload> {
  return partCall(client, subApp, 'part', bytes, {
    headers: {
      [PART_UPLOAD_HEADERS.uploadId]: uploadId,
      [PART_UPLOAD_HEADERS.partNumber]: String(partNumber),
      'content-type': 'application/octet-stream',
    },
    timeoutMs: PART_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
}

/**
 * enclosurePartUpload `complete`: joins the parts into the attachment (answered as postenclosure
 * answers one); refused while a part is missing.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function completePartUpload(
  client: RequestClient,
  subApp: UploadTarget,
  uploadId: string,
): Promise<UploadedEnclosure> {
  return partCall(
    client,
    subApp,
    'complete',
    {},
    {
      headers: { [PART_UPLOAD_HEADERS.uploadId]: uploadId },
      // Joining and storing up to 50 MB.
      timeoutMs: PART_TIMEOUT_MS,
    },
  );
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
