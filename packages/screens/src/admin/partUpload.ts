import {
  completePartUpload,
  partUploadStatus,
  startPartUpload,
  uploadPart,
  type SubAppRef,
} from '@tessera/api';
import type { UploadedEnclosure } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { ImageFile } from './imageLibraryModel.js';

/** Files from this size on are uploaded in parts (the server's default part size, 5 MB). */
export const IN_PARTS_FROM_BYTES = 5 * 1024 * 1024;

/** Options of {@link uploadInParts}. */
export interface PartUploadOptions {
  /** An upload of this file that stopped: resumed — only the parts the server lacks are sent. */
  uploadId?: string;
  /** Called once the upload has its id (keep it to resume after a failure). */
  onStarted?: (uploadId: string) => void;
  /** Bytes the server holds of the file, after the start and after every part. */
  onProgress?: (sent: number, size: number) => void;
}

/**
 * Uploads an attachment in parts (enclosurePartUpload; README "Media library"): start (or, with
 * `uploadId`, ask which parts the server holds), send each missing part in turn, complete. A
 * failed part rejects; calling again with the same `uploadId` sends only what is missing.
 *
 * @throws {RequestError} when a call fails (already reported by the client).
 */
export async function uploadInParts(
  client: RequestClient,
  subApp: Pick<SubAppRef, 'appId' | 'subAppId' | 'appType'>,
  file: ImageFile,
  options: PartUploadOptions = {},
): Promise<UploadedEnclosure> {
  const upload = options.uploadId
    ? await partUploadStatus(client, subApp, options.uploadId)
    : await startPartUpload(client, subApp, { fileName: file.name, size: file.size });
  options.onStarted?.(upload.uploadId);
  const { partSize, partCount, size } = upload;
  const partBytes = (n: number) => Math.min(partSize, size - (n - 1) * partSize);
  const held = new Set(upload.received);
  const sent = () => [...held].reduce((sum, n) => sum + partBytes(n), 0);
  options.onProgress?.(sent(), size);
  for (let n = 1; n <= partCount; n++) {
    if (held.has(n)) continue;
    const bytes = file.data.slice((n - 1) * partSize, (n - 1) * partSize + partBytes(n));
    const answer = await uploadPart(client, subApp, upload.uploadId, n, bytes);
    for (const each of answer.received) held.add(each);
    options.onProgress?.(sent(), size);
  }
  return completePartUpload(client, subApp, upload.uploadId);
}
