import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { decodeBase64Bytes, fail, MEDIA_PATHS, ok, RSP_CD } from '@tessera/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { OptionalText } from '../http/inputSchemas.js';
import { requireText } from '../http/requestParams.js';
import {
  attachmentDisposition,
  findEnclosure,
  storeEnclosure,
  type EnclosureRow,
} from './enclosureStore.js';
import { imageContentType, formatOfExtension } from './imageInfo.js';
import {
  findImage,
  readSegment,
  replaceImage,
  requireCategory,
  requireLibraryImage,
  storeImage,
} from './imageStore.js';
import type { MediaSettings } from './mediaOptions.js';
import { megabytes, readUpload, type Upload } from './readUpload.js';
import { requireSubApp } from '../context/requireRecords.js';
import { requireDesigner } from '../authorization/operationAccess.js';

type DesignerParams = { appId: string; subAppId: string; appType: string };

/** The name space of a form's image item (`useMediaUpload` of the widgets). */
const FORM_NAME_SPACE = 'form';

/**
 * An image's bytes change only by a replace, which writes a new storage key: browsers and CDNs
 * keep the file but ask again with its ETag (a 304 costs no bytes), so a replace shows at once.
 */
const REVALIDATE = 'public, no-cache';

// protocol's one base64 (whitespace ignored, padding optional, anything else refused).
function readBase64(text: string): Uint8Array {
  try {
    return decodeBase64Bytes(text);
  } catch {
    throw badRequest('参数 image 无效：应为图片的 data URL 或 base64 文本');
  }
}

/**
 * A screenshot sent as JSON: `image`, a data URL or bare base64, and an optional file `name`.
 * Both optional here: a multipart screenshot has no JSON body (its file is read instead).
 */
const ScreenshotBody = Type.Object({
  image: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
});

/** The attachment to download by POST (enclosurefilemedia/download). */
const DownloadBody = Type.Object({ fileId: Type.String() });

/** A screenshot sent as JSON: a data URL or bare base64 (README "Media"); or multipart. */
async function readScreenshot(
  request: FastifyRequest,
  body: Static<typeof ScreenshotBody>,
  maxBytes: number,
): Promise<Upload> {
  if (request.isMultipart()) return readUpload(request, maxBytes, '图片');
  const text = requireText(body.image, 'image');
  const match = /^data:image\/([a-z]+);base64,(.*)$/s.exec(text);
  const data = Buffer.from(readBase64((match ? match[2] : text) ?? ''));
  if (data.length === 0) throw badRequest('参数 image 是空图片');
  if (data.length > maxBytes) throw badRequest(`图片大小不能超过 ${megabytes(maxBytes)}`);
  const ext = match?.[1] === 'jpeg' ? 'jpg' : (match?.[1] ?? 'png');
  const name = body.name || `screenshot.${ext}`;
  return { filename: name, mimetype: `image/${ext}`, data, fields: {} };
}

/** The attachment types a browser may show in place (the library's preview): PDF and images. */
const PREVIEWABLE = new Set(['pdf', 'png', 'jpg', 'jpeg', 'gif']);

async function sendEnclosure(
  reply: FastifyReply,
  media: MediaSettings,
  row: EnclosureRow | undefined,
  inline = false,
): Promise<FastifyReply> {
  if (!row) throw notFound('附件不存在');
  const file = await media.storage.get(row.storage_key);
  if (!file) throw notFound(`附件 ${row.name} 的文件已丢失`);
  const disposition = attachmentDisposition(row.name);
  return reply
    .header('content-type', row.content_type)
    .header('content-length', String(file.size))
    .header(
      'content-disposition',
      inline && PREVIEWABLE.has(row.ext)
        ? disposition.replace(/^attachment/, 'inline')
        : disposition,
    )
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}

/**
 * Uploads and file reads (spec 1 §7, spec 2 §7.5; protocol README "Media"): postimage and
 * postenclosure (multipart, type and size checked before anything is stored), the
 * tempimagemedia screenshot, image bytes by namespace/field/id/extension, and attachment
 * downloads. Multipart parsing is registered only inside this plugin.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  db: Db,
  media: MediaSettings,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart);

    scope.post<{ Params: DesignerParams }>(MEDIA_PATHS.postImage.pattern, async (request) => {
      const subApp = await requireSubApp(request.ctx, request.params);
      const upload = await readUpload(request, media.maxImageBytes, '图片');
      const { fields } = upload;
      const nameSpace = readSegment(fields.nameSpace ?? fields.namespace, 'nameSpace', 'page');
      // A form's image item (name space `form`, no category) is any signed-in caller's; the
      // library is the designer's (README "Authorization").
      if (nameSpace !== FORM_NAME_SPACE || fields.categoryId) await requireDesigner(request);
      const target = {
        appId: subApp.app_id,
        nameSpace,
        field: readSegment(fields.field, 'field', 'image'),
        categoryId: await requireCategory(db, subApp.app_id, fields.categoryId),
        isTemp: false,
      };
      return ok(await storeImage(db, media.storage, upload, target));
    });

    // The library's (README "Authorization"): the designer operation, checked before the upload
    // is read; the image must be the app's.
    scope.post<{ Params: { appId: string; id: string } }>(
      MEDIA_PATHS.replaceImage.pattern,
      { config: { designer: true } },
      async (request) => {
        const appId = await request.ctx.appId();
        const current = await requireLibraryImage(db, appId, request.params.id);
        const upload = await readUpload(request, media.maxImageBytes, '图片');
        return ok(await replaceImage(db, media.storage, current, upload));
      },
    );

    scope.post<{ Params: DesignerParams }>(MEDIA_PATHS.postEnclosure.pattern, async (request) => {
      const subApp = await requireSubApp(request.ctx, request.params);
      const upload = await readUpload(request, media.maxEnclosureBytes, '附件');
      return ok(await storeEnclosure(db, media.storage, subApp.app_id, upload));
    });

    // The designer's page screenshot, of the app `?app=` (read by the request context).
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      MEDIA_PATHS.tempImage.pattern,
      {
        // A base64 screenshot is a third larger than its bytes.
        bodyLimit: Math.ceil(media.maxImageBytes * 1.4) + 64 * 1024,
        config: { designer: true },
        schema: { querystring: Type.Object({ app: OptionalText }), body: ScreenshotBody },
      },
      async (request) => {
        const appId = await request.ctx.appId();
        const upload = await readScreenshot(request, request.body, media.maxImageBytes);
        const target = {
          appId,
          nameSpace: 'temp',
          field: 'screenshot',
          categoryId: null,
          isTemp: true,
        };
        return ok(await storeImage(db, media.storage, upload, target));
      },
    );
  });

  app.get<{ Params: { nameSpace: string; field: string; file: string } }>(
    MEDIA_PATHS.imageFile.pattern,
    async (request, reply) => {
      const row = await findImage(db, request.params);
      const etag = row
        ? `"${createHash('sha256').update(row.storage_key).digest('base64url')}"`
        : '';
      if (row && request.headers['if-none-match'] === etag) {
        return reply.status(304).header('etag', etag).header('cache-control', REVALIDATE).send();
      }
      const file = row ? await media.storage.get(row.storage_key) : null;
      // A file URL (an <img src>): a missing image is a real HTTP 404 so nothing caches it.
      if (!row || !file) return reply.status(404).send(fail(RSP_CD.notFound, '图片不存在'));
      return reply
        .header('content-type', imageContentType(formatOfExtension(row.ext) ?? 'png'))
        .header('content-length', String(file.size))
        .header('etag', etag)
        .header('cache-control', REVALIDATE)
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  app.post<{ Params: { appId: string }; Body: Static<typeof DownloadBody> }>(
    MEDIA_PATHS.downloadEnclosure.pattern,
    { schema: { body: DownloadBody } },
    async (request, reply) => {
      const appId = await request.ctx.appId();
      const fileId = requireText(request.body.fileId, 'fileId');
      return sendEnclosure(reply, media, await findEnclosure(db, appId, fileId));
    },
  );

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    MEDIA_PATHS.getFile.pattern,
    // A download link the browser follows by itself: it cannot sign (the random file id is the
    // capability, README "Media"). The app is `?app=`, read by the request context.
    {
      config: { unsigned: true },
      schema: {
        querystring: Type.Object({ app: OptionalText, id: OptionalText, inline: OptionalText }),
      },
    },
    async (request, reply) => {
      const appId = await request.ctx.appId();
      const fileId = requireText(request.query.id, 'id');
      const row = await findEnclosure(db, appId, fileId);
      return sendEnclosure(reply, media, row, request.query.inline === '1');
    },
  );
}
