import {
  MEDIA_PATHS,
  ok,
  type ImageQuery,
  type PagedList,
  type UploadedImage,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { readPaging } from '../http/readPaging.js';
import { isGuid, requireText } from '../http/requestParams.js';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from '../media/imageCategories.js';
import { findImage, requireCategory, toUploadedImage } from '../media/imageStore.js';
import { createVideo, deleteVideo, videosByIds } from '../media/videoRecords.js';

type AppParams = { appId: string };
type IdParams = AppParams & { id: string };

/** The library's calls are the designer's (README "Authorization"): the designer operation. */
const DESIGNER = { config: { designer: true } } as const;

/** Default page size of the image library (spec 1 §9: lists of 100). */
const IMAGE_PAGE_SIZE = 100;

async function queryImages(
  db: Db,
  appId: string,
  body: unknown,
): Promise<PagedList<UploadedImage>> {
  const input = (body ?? {}) as ImageQuery;
  const paging = readPaging(
    { currentIndex: input.currentIndex, pageSize: input.pageSize },
    { index: 'currentIndex', size: 'pageSize' },
    IMAGE_PAGE_SIZE,
  );
  const categoryId = await requireCategory(db, appId, input.categoryId);
  // Screenshots (tempimagemedia) are not part of the library.
  let base = db.selectFrom('media_images').where('app_id', '=', appId).where('is_temp', '=', false);
  if (categoryId) base = base.where('category_id', '=', categoryId);
  const [{ total } = { total: 0 }] = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute();
  const rows = await base
    .selectAll()
    .orderBy('created', 'desc')
    .orderBy('image_id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(total), items: rows.map(toUploadedImage) };
}

/**
 * The image behind an image URL of this server (spec 1 §7 picurltopicfield): absolute or a
 * path, it must be a `/media/image/...` address of an image of the app.
 */
async function imageOfUrl(db: Db, appId: string, imgUrl: string): Promise<UploadedImage> {
  let path: string;
  try {
    path = new URL(imgUrl, 'http://localhost').pathname;
  } catch {
    throw badRequest('imgUrl 不是有效的地址');
  }
  const match = /^\/media\/image\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match) throw badRequest('imgUrl 不是本服务器的图片地址（/media/image/...）');
  // Name spaces, fields and file names are plain path segments: nothing to decode.
  const [, nameSpace = '', field = '', file = ''] = match;
  const row = await findImage(db, { nameSpace, field, file });
  if (!row || row.app_id !== appId) throw notFound(`图片 ${imgUrl} 不存在`);
  return toUploadedImage(row);
}

/** Marks a category's default image (spec 2 §7.5 POST imagemedia/default). */
async function setDefaultImage(db: Db, appId: string, body: unknown) {
  const input = (body ?? {}) as { categoryId?: unknown; imageId?: unknown };
  const category = await getCategory(db, appId, requireText(input.categoryId, 'categoryId'));
  const imageId = requireText(input.imageId, 'imageId');
  const image = isGuid(imageId)
    ? await db
        .selectFrom('media_images')
        .select(['image_id', 'category_id'])
        .where('app_id', '=', appId)
        .where('image_id', '=', imageId)
        .executeTakeFirst()
    : undefined;
  if (!image || image.category_id !== category.id) {
    throw badRequest(`图片 ${imageId} 不在分类 ${category.name} 中`);
  }
  await db
    .updateTable('image_categories')
    .set({ default_image_id: image.image_id, last_modified: new Date() })
    .where('category_id', '=', category.id)
    .execute();
  return getCategory(db, appId, category.id);
}

/**
 * The media library calls of spec 2 §7.5 (protocol README "Media"): image categories (list,
 * create, update, delete), one page of a category's images, the default image, and video
 * records. The library (categories, their images, the default image) and deleting a video are
 * the designer's; recording a video is a form's (any signed-in caller, README "Authorization").
 */
export function registerMediaRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: AppParams }>(MEDIA_PATHS.imageCategories.pattern, DESIGNER, async (request) => {
    const appId = await request.ctx.appId();
    return ok(await listCategories(db, appId));
  });

  app.post<{ Params: AppParams }>(
    MEDIA_PATHS.imageCategories.pattern,
    DESIGNER,
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await createCategory(db, appId, request.body));
    },
  );

  app.put<{ Params: IdParams }>(MEDIA_PATHS.imageCategory.pattern, DESIGNER, async (request) => {
    const appId = await request.ctx.appId();
    return ok(await updateCategory(db, appId, request.params.id, request.body));
  });

  app.post<{ Params: IdParams }>(
    MEDIA_PATHS.deleteImageCategory.pattern,
    DESIGNER,
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await deleteCategory(db, appId, request.params.id));
    },
  );

  app.post<{ Params: AppParams }>(
    MEDIA_PATHS.imagesOfCategory.pattern,
    DESIGNER,
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await queryImages(db, appId, request.body));
    },
  );

  app.post<{ Params: AppParams }>(MEDIA_PATHS.defaultImage.pattern, DESIGNER, async (request) => {
    const appId = await request.ctx.appId();
    return ok(await setDefaultImage(db, appId, request.body));
  });

  app.get<{ Querystring: { app?: string; imgUrl?: string } }>(
    MEDIA_PATHS.picUrlToPicField.pattern,
    async (request) => {
      const appId = await request.ctx.appId();
      const image = await imageOfUrl(db, appId, requireText(request.query.imgUrl, 'imgUrl'));
      // An Image field's value is a list of images (spec 1 §3: Image empty list).
      return ok([image]);
    },
  );

  app.post<{ Params: AppParams }>(MEDIA_PATHS.createVideo.pattern, async (request) => {
    const appId = await request.ctx.appId();
    return ok(await createVideo(db, appId, request.body));
  });

  app.get<{ Params: AppParams & { ids: string } }>(
    MEDIA_PATHS.videosByIds.pattern,
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await videosByIds(db, appId, request.params.ids));
    },
  );

  app.post<{ Params: IdParams }>(MEDIA_PATHS.deleteVideo.pattern, DESIGNER, async (request) => {
    const appId = await request.ctx.appId();
    return ok(await deleteVideo(db, appId, request.params.id));
  });
}
