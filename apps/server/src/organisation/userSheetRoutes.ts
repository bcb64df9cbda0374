import multipart from '@fastify/multipart';
import { ok, ORGANISATION_PATHS as P } from '@tessera/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.js';
import { attachmentDisposition } from '../media/enclosureStore.js';
import { readUpload } from '../media/readUpload.js';
import { UserListQuerySchema, type UserListQuery } from './listUsers.js';
import { adminCall, type AppParams } from './routeAccess.js';
import { importUsers, MAX_IMPORT_BYTES } from './userImport.js';
import { exportFileName, exportUsers, importTemplate } from './userSheets.js';

/**
 * Sends .xlsx bytes as a download. The type is `application/octet-stream`, which the request
 * client hands back as a Blob (README "Organisation": export); the name travels in
 * Content-Disposition for callers that save the answer as it is.
 */
function sendSheet(reply: FastifyReply, name: string, bytes: Buffer): FastifyReply {
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', attachmentDisposition(name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(bytes);
}

/**
 * The user list as a spreadsheet (issue 27): export with the list's filters, the import template
 * and the import (multipart, one .xlsx of at most {@link MAX_IMPORT_BYTES}). Administrators only
 * (401 anonymous, 403 others), checked before the upload is read.
 */
export async function registerUserSheetRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.get<{ Params: AppParams; Querystring: UserListQuery }>(
    P.exportUsers.pattern,
    { schema: { querystring: UserListQuerySchema } },
    async (request, reply) => {
      const { appId } = await adminCall(db, request);
      return sendSheet(
        reply,
        exportFileName(new Date()),
        await exportUsers(db, appId, request.query),
      );
    },
  );

  app.get<{ Params: AppParams }>(P.userImportTemplate.pattern, async (request, reply) => {
    await adminCall(db, request);
    return sendSheet(reply, '用户导入模板.xlsx', await importTemplate());
  });

  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post<{ Params: AppParams }>(P.importUsers.pattern, async (request) => {
      const { appId, actor } = await adminCall(db, request);
      const upload = await readUpload(request, MAX_IMPORT_BYTES, '文件');
      return ok(await importUsers({ db, actor, appId }, upload));
    });
  });
}
