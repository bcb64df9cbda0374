import { Type } from 'typebox';
import { route } from './route.js';
import {
  UploadedEnclosureSchema,
  UploadedImageSchema,
  VideoInputSchema,
  VideoRecordSchema,
} from './mediaTypes.js';
import { typed } from './typed.js';

/**
 * The media calls (spec 2 §7.5 "{media}/{apiPrefix}{appId}/...", spec 1 §7 uploads). For these
 * the base URL is the settings' `mediaUrl`.
 */
export const MEDIA_PATHS = {
  /** GET list / POST create {appId}/imagecategory. */
  imageCategories: route('/api/:appId/imagecategory'),
  /** PUT {appId}/imagecategory/{id}. */
  imageCategory: route('/api/:appId/imagecategory/:id'),
  /** POST {appId}/imagecategory/del/{id}. */
  deleteImageCategory: route('/api/:appId/imagecategory/del/:id'),
  /** POST {appId}/imagemedia/category — one page of a category's images. */
  imagesOfCategory: route('/api/:appId/imagemedia/category'),
  /** POST {appId}/imagemedia/default — mark a category's default image. */
  defaultImage: route('/api/:appId/imagemedia/default'),
  /** POST .../designer/{appType}/postimage (multipart). */
  postImage: route('/api/:appId/:subAppId/designer/:appType/postimage', {
    method: 'POST',
    body: typed<FormData>(),
    answer: UploadedImageSchema,
  }),
  /** POST .../designer/{appType}/postenclosure (multipart). */
  postEnclosure: route('/api/:appId/:subAppId/designer/:appType/postenclosure', {
    method: 'POST',
    body: typed<FormData>(),
    answer: UploadedEnclosureSchema,
  }),
  /** POST /apps/v1/tempimagemedia?app= — a screenshot. */
  tempImage: route('/apps/v1/tempimagemedia', {
    query: ['app'],
    method: 'POST',
    body: typed<{ image: string; name?: string }>(),
    answer: UploadedImageSchema,
  }),
  /**
   * GET the bytes of an image, GetImgDisplayAddress(namespace, field, id, extension): `file` is
   * `{id}.{extension}`.
   */
  imageFile: route('/media/image/:nameSpace/:field/:file'),
  /** GET /apps/v1/picurltopicfield?app&imgUrl — an image URL of this server as a field value. */
  picUrlToPicField: route('/apps/v1/picurltopicfield', {
    query: ['app', 'imgUrl'],
    method: 'GET',
    answer: Type.Array(UploadedImageSchema),
  }),
  /** POST {appId}/enclosurefilemedia/download (body fileId) — octet-stream. */
  downloadEnclosure: route('/api/:appId/enclosurefilemedia/download'),
  /** GET getfile?app=&id= — the same download as a link. */
  getFile: route('/api/getfile', { query: ['app', 'id'] }),
  /** POST {appId}/videomedia/createvideo. */
  createVideo: route('/api/:appId/videomedia/createvideo', {
    method: 'POST',
    body: VideoInputSchema,
    answer: VideoRecordSchema,
  }),
  /** GET {appId}/videomedia/getvideosbyvideoIds/{ids} — `ids` joined with commas. */
  videosByIds: route('/api/:appId/videomedia/getvideosbyvideoIds/:ids'),
  /** POST {appId}/videomedia/delete/{id}. */
  deleteVideo: route('/api/:appId/videomedia/delete/:id'),
} as const;
