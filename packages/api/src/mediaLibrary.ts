import { API_PREFIX, MEDIA_PATHS } from '@tessera/protocol';
import type {
  ImageCategory,
  ImageCategoryInput,
  ImageQuery,
  ImageUsage,
  PagedList,
  UploadedEnclosure,
  UploadedImage,
  VideoRecord,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef } from './subAppRef.js';

/*
 * The image library of spec 2 §7.5 (the designer's calls: HTTP 403 for other callers). Every
 * function throws a RequestError when the call fails, already reported by the client with the
 * server's message.
 */

/** GET `{appId}/imagecategory`: every category of the app with its image count. */
export function listImageCategories(client: RequestClient, app: AppRef): Promise<ImageCategory[]> {
  return client.get<ImageCategory[]>(MEDIA_PATHS.imageCategories.build({ appId: app.appId }));
}

/** POST `{appId}/imagecategory`: a new category (names unique in the app). */
export function addImageCategory(
  client: RequestClient,
  app: AppRef,
  input: ImageCategoryInput,
): Promise<ImageCategory> {
  return client.post<ImageCategory>(MEDIA_PATHS.imageCategories.build({ appId: app.appId }), input);
}

/** PUT `{appId}/imagecategory/{id}`: renames, moves or re-sorts a category. */
export function updateImageCategory(
  client: RequestClient,
  app: AppRef,
  id: string,
  input: ImageCategoryInput,
): Promise<ImageCategory> {
  return client.put<ImageCategory>(
    MEDIA_PATHS.imageCategory.build({ appId: app.appId, id }),
    input,
  );
}

/**
 * POST `{appId}/imagecategory/del/{id}`: deletes an empty category; one that holds images or
 * sub-categories is refused with the server's message (and stays).
 */
export function deleteImageCategory(
  client: RequestClient,
  app: AppRef,
  id: string,
): Promise<ImageCategory> {
  return client.post<ImageCategory>(
    MEDIA_PATHS.deleteImageCategory.build({ appId: app.appId, id }),
    {},
  );
}

/** POST `{appId}/imagemedia/category`: one page of a category's images, newest first. */
export function queryImages(
  client: RequestClient,
  app: AppRef,
  query: ImageQuery,
): Promise<PagedList<UploadedImage>> {
  return client.post<PagedList<UploadedImage>>(
    MEDIA_PATHS.imagesOfCategory.build({ appId: app.appId }),
    query,
  );
}

/** POST `{appId}/imagemedia/default`: marks the image its category shows first. */
export function setDefaultImage(
  client: RequestClient,
  app: AppRef,
  categoryId: string,
  imageId: string,
): Promise<ImageCategory> {
  return client.post<ImageCategory>(MEDIA_PATHS.defaultImage.build({ appId: app.appId }), {
    categoryId,
    imageId,
  });
}

/** GET `{appId}/imagemedia/{id}/usages`: the pages whose saved JSON uses the image. */
export function getImageUsages(
  client: RequestClient,
  app: AppRef,
  imageId: string,
): Promise<ImageUsage[]> {
  return client.get<ImageUsage[]>(MEDIA_PATHS.imageUsages.build({ appId: app.appId, id: imageId }));
}

/** POST `{appId}/imagemedia/del/{id}`: deletes an image and its file. */
export function deleteImage(
  client: RequestClient,
  app: AppRef,
  imageId: string,
): Promise<UploadedImage> {
  return client.post<UploadedImage>(
    MEDIA_PATHS.deleteImage.build({ appId: app.appId, id: imageId }),
    {},
  );
}

/**
 * POST `{appId}/imagemedia/replace/{id}` (multipart): new bytes behind the same image id and
 * URL, compressed as an upload is; a wrong format is refused with `上传失败，格式错误：{filename}`.
 */
export function replaceImage(
  client: RequestClient,
  app: AppRef,
  imageId: string,
  file: Blob,
  filename: string,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, filename);
  return call(client, MEDIA_PATHS.replaceImage, {
    params: { appId: app.appId, id: imageId },
    body: form,
  });
}

/** The query of the video and attachment lists: part of the title or name, and a page. */
export interface MediaFileQuery {
  keyword?: string;
  currentIndex?: number;
  pageSize?: number;
}

/** POST `{appId}/videomedia/list`: one page of the app's videos, newest first. */
export function listVideos(
  client: RequestClient,
  app: AppRef,
  query: MediaFileQuery,
): Promise<PagedList<VideoRecord>> {
  return client.post<PagedList<VideoRecord>>(
    MEDIA_PATHS.listVideos.build({ appId: app.appId }),
    query,
  );
}

/** POST `{appId}/videomedia/delete/{id}` (spec 2 §7.5): removes a video record. */
export function deleteVideo(
  client: RequestClient,
  app: AppRef,
  videoId: string,
): Promise<VideoRecord> {
  return client.post<VideoRecord>(
    MEDIA_PATHS.deleteVideo.build({ appId: app.appId, id: videoId }),
    {},
  );
}

/** POST `{appId}/enclosurefilemedia/list`: one page of the app's attachments, newest first. */
export function listEnclosures(
  client: RequestClient,
  app: AppRef,
  query: MediaFileQuery,
): Promise<PagedList<UploadedEnclosure>> {
  return client.post<PagedList<UploadedEnclosure>>(
    MEDIA_PATHS.listEnclosures.build({ appId: app.appId }),
    query,
  );
}

/** POST `{appId}/enclosurefilemedia/del/{id}`: deletes an attachment and its file. */
export function deleteEnclosure(
  client: RequestClient,
  app: AppRef,
  fileId: string,
): Promise<UploadedEnclosure> {
  return client.post<UploadedEnclosure>(
    MEDIA_PATHS.deleteEnclosure.build({ appId: app.appId, id: fileId }),
    {},
  );
}

/**
 * The link of an attachment (GET `getfile?app=&id=`, a path under the media base): a download,
 * or with `inline` a preview the browser shows in place (PDF and images; others download).
 */
export function enclosureLink(app: AppRef, fileId: string, inline = false): string {
  const built = MEDIA_PATHS.getFile.build(
    { app: app.appId, id: fileId },
    inline ? { inline: 1 } : {},
  );
  return `${API_PREFIX}${built}`;
}
