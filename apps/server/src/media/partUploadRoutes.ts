import { MEDIA_PATHS, ok, PART_UPLOAD_ACTIONS, PART_UPLOAD_HEADERS } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../authorization/caller.js';
import { requireSubApp } from '../context/requireRecords.js';
import type { Db } from '../db/database.js';
import { requireOneOf } from '../http/requestParams.js';
import type { MediaSettings } from './mediaOptions.js';
import {
  completePartUpload,
  partUploadStatus,
  putPart,
  startPartUpload,
  type PartUploadOwner,
} from './partUploads.js';

interface DesignerParams {
  appId: string;
  subAppId: string;
  appType: string;
}

/**
 * enclosurePartUpload (spec 2 §7.5 "custom headers"; README "Media": uploads in parts): one POST
 * whose `x-part-action` header says what it does — `start` (JSON `{ fileName, size }`), `status`,
 * `part` (`x-upload-id`, `x-part-number`, the bytes as application/octet-stream), `complete`.
 * Signed-in callers only, each with their own uploads, in a sub-app of the app.
 */
export async function registerPartUploadRoutes(
  app: FastifyInstance,
  db: Db,
  media: MediaSettings,
): Promise<void> {
  await app.register(async (scope) => {
    // A part is read whole (it is one part size at most).
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: media.partBytes },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: DesignerParams; Body: unknown }>(
      MEDIA_PATHS.enclosurePartUpload.pattern,
      async (request) => {
        const caller = requireCaller(request);
        const subApp = await requireSubApp(request.ctx, request.params);
        const owner: PartUploadOwner = { appId: subApp.app_id, userId: caller.userId };
        const header = (name: string) => request.headers[name];
        const action = requireOneOf(
          header(PART_UPLOAD_HEADERS.action),
          PART_UPLOAD_HEADERS.action,
          PART_UPLOAD_ACTIONS,
        );
        const uploadId = header(PART_UPLOAD_HEADERS.uploadId);
        switch (action) {
          case 'start': {
            const body = (request.body ?? {}) as { fileName: unknown; size: unknown };
            return ok(await startPartUpload(db, media, owner, body));
          }
          case 'status':
            return ok(await partUploadStatus(db, owner, uploadId));
          case 'part':
            return ok(
              await putPart(db, media, owner, {
                uploadId,
                partNumber: header(PART_UPLOAD_HEADERS.partNumber),
                data: request.body,
              }),
            );
          case 'complete':
            return ok(await completePartUpload(db, media, owner, uploadId));
        }
      },
    );
  });
}
