import { MEDIA_PATHS, ok } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { OptionalText } from '../http/inputSchemas.js';
import { requireText } from '../http/requestParams.js';
import {
  createCategory,
  deleteCategory,
  ImageCategoryBody,
  listCategories,
  updateCategory,
} from './imageCategories.js';
import { deleteImage, requireLibraryImage } from './imageStore.js';
import type { MediaSettings } from './mediaOptions.js';
import { deleteEnclosure, FileListBody, listEnclosures, listVideos } from './mediaFileLists.js';
import { createVideo, deleteVideo, VideoBody, videosByIds } from './videoRecords.js';
import {
  DefaultImageBody,
  imageOfUrl,
  imageUsages,
  ImageQueryBody,
  queryImages,
  setDefaultImage,
} from './imageLibrary.js';

type AppParams = { appId: string };
type IdParams = AppParams & { id: string };

/** The library's calls are the designer's (README "Authorization"): the designer operation. */
const DESIGNER = { config: { designer: true } } as const;
const DESIGNER_READ = { config: { designer: 'read' } } as const;
const CATEGORY = { ...DESIGNER, schema: { body: ImageCategoryBody } } as const;

/**
 * The media library calls of spec 2 §7.5 (protocol README "Media"): image categories (list,
 * create, update, delete), one page of a category's images, the default image, and video
 * records. The library (categories, their images, the default image) and deleting a video are
 * the designer's, and so are an image's usages, its replace and its delete; recording a video is a form's (any signed-in caller, README "Authorization").
 */
export function registerMediaRoutes(app: FastifyInstance, db: Db, media: MediaSettings): void {
  app.get<{ Params: AppParams }>(
    MEDIA_PATHS.imageCategories.pattern,
    DESIGNER_READ,
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await listCategories(db, appId));
    },
  );

  app.post<{ Params: AppParams; Body: ImageCategoryBody }>(
    MEDIA_PATHS.imageCategories.pattern,
    CATEGORY,
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await createCategory(db, appId, request.body));
    },
  );

  app.put<{ Params: IdParams; Body: ImageCategoryBody }>(
    MEDIA_PATHS.imageCategory.pattern,
    CATEGORY,
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await updateCategory(db, appId, request.params.id, request.body));
    },
  );

  app.post<{ Params: IdParams }>(
    MEDIA_PATHS.deleteImageCategory.pattern,
    DESIGNER,
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await deleteCategory(db, appId, request.params.id));
    },
  );

  app.post<{ Params: AppParams; Body: Static<typeof ImageQueryBody> }>(
    MEDIA_PATHS.imagesOfCategory.pattern,
    { ...DESIGNER_READ, schema: { body: ImageQueryBody } },
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await queryImages(request.ctx, appId, request.body));
    },
  );

  app.post<{ Params: AppParams; Body: Static<typeof DefaultImageBody> }>(
    MEDIA_PATHS.defaultImage.pattern,
    { ...DESIGNER, schema: { body: DefaultImageBody } },
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await setDefaultImage(request.ctx, appId, request.body));
    },
  );

  app.get<{ Params: IdParams }>(MEDIA_PATHS.imageUsages.pattern, DESIGNER_READ, async (request) => {
    const appId = await request.ctx.appId();
    const image = await requireLibraryImage(db, appId, request.params.id);
    return ok(await imageUsages(db, image));
  });

  app.post<{ Params: IdParams }>(MEDIA_PATHS.deleteImage.pattern, DESIGNER, async (request) => {
    const appId = await request.ctx.appId();
    const image = await requireLibraryImage(db, appId, request.params.id);
    return ok(await deleteImage(db, media.storage, image));
  });

  // The app is `?app=` (read by the request context, which names it when missing).
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      MEDIA_PATHS.picUrlToPicField.pattern,
      { schema: { querystring: Type.Object({ app: OptionalText, imgUrl: OptionalText }) } },
      async (request) => {
        const appId = await request.ctx.appId();
        const image = await imageOfUrl(
          request.ctx,
          appId,
          requireText(request.query.imgUrl, 'imgUrl'),
        );
        // An Image field's value is a list of images (spec 1 §3: Image empty list).
        return ok([image]);
      },
    );

  app.post<{ Params: AppParams; Body: Static<typeof VideoBody> }>(
    MEDIA_PATHS.createVideo.pattern,
    { schema: { body: VideoBody } },
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await createVideo(db, appId, request.body));
    },
  );

  app.get<{ Params: AppParams & { ids: string } }>(
    MEDIA_PATHS.videosByIds.pattern,
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await videosByIds(db, appId, request.params.ids));
    },
  );

  const LIST = { ...DESIGNER_READ, schema: { body: FileListBody } } as const;
  app.post<{ Params: AppParams; Body: Static<typeof FileListBody> }>(
    MEDIA_PATHS.listVideos.pattern,
    LIST,
    async (request) => ok(await listVideos(db, await request.ctx.appId(), request.body)),
  );
  app.post<{ Params: AppParams; Body: Static<typeof FileListBody> }>(
    MEDIA_PATHS.listEnclosures.pattern,
    LIST,
    async (request) => ok(await listEnclosures(db, await request.ctx.appId(), request.body)),
  );
  app.post<{ Params: IdParams }>(MEDIA_PATHS.deleteEnclosure.pattern, DESIGNER, async (request) => {
    const appId = await request.ctx.appId();
    return ok(await deleteEnclosure(db, media.storage, appId, request.params.id));
  });

  app.post<{ Params: IdParams }>(MEDIA_PATHS.deleteVideo.pattern, DESIGNER, async (request) => {
    const appId = await request.ctx.appId();
    return ok(await deleteVideo(db, appId, request.params.id));
  });
}
