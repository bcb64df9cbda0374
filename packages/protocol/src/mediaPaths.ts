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
  /** GET {appId}/imagemedia/{id}/usages — the pages whose saved JSON names the image. */
  imageUsages: route('/api/:appId/imagemedia/:id/usages'),
  /** POST {appId}/imagemedia/del/{id} — delete an image of the library. */
  deleteImage: route('/api/:appId/imagemedia/del/:id'),
  /** POST {appId}/imagemedia/replace/{id} (multipart) — new bytes behind the same id and URL. */
  replaceImage: route('/api/:appId/imagemedia/replace/:id', {
    method: 'POST',
    body: typed<FormData>(),
    answer: UploadedImageSchema,
  }),
  /** POST .../designer/{appType}/postimage (multipart). */
  postImage: route('/api/:appId/:subAppId/designer/:appType/postimage', {
    method: 'POST',
    body: typed<FormData>(),
    answer: UploadedImageSchema,
  }),
  /**
   * POST .../designer/{appType}/enclosurePartUpload — an attachment in parts, the action in the
   * `x-part-action` header (PART_UPLOAD_HEADERS): `start` (JSON `{ fileName, size }`), `status`,
   * `part` (the bytes, `application/octet-stream`, `x-part-number`), `complete`.
   */
  enclosurePartUpload: route('/api/:appId/:subAppId/designer/:appType/enclosurePartUpload'),
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
  /**
   * GET getfile?app=&id= — the same download as a link; `&inline=1` shows a PDF or an image in
   * the browser instead (the library's preview).
   */
  getFile: route('/api/getfile', { query: ['app', 'id'] }),
  /** POST {appId}/videomedia/createvideo. */
  createVideo: route('/api/:appId/videomedia/createvideo', {
    method: 'POST',
    body: VideoInputSchema,
    answer: VideoRecordSchema,
  }),
  /** GET {appId}/videomedia/getvideosbyvideoIds/{ids} — `ids` joined with commas. */
  videosByIds: route('/api/:appId/videomedia/getvideosbyvideoIds/:ids'),
  /** POST {appId}/videomedia/list — one page of the app's videos (the library's). */
  listVideos: route('/api/:appId/videomedia/list'),
  /** POST {appId}/enclosurefilemedia/list — one page of the app's attachments. */
  listEnclosures: route('/api/:appId/enclosurefilemedia/list'),
  /** POST {appId}/enclosurefilemedia/del/{id} — delete an attachment and its file. */
  deleteEnclosure: route('/api/:appId/enclosurefilemedia/del/:id'),
  /** POST {appId}/videomedia/delete/{id}. */
  deleteVideo: route('/api/:appId/videomedia/delete/:id'),
} as const;
