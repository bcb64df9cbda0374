import { MEDIA_PATHS } from '@tessera/protocol';
import type { UploadedImage } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef } from './subAppRef.js';

/**
 * POST `/apps/v1/tempimagemedia?app=` (spec 1 §7, "screenshot"): stores the designer's page
 * screenshot, a PNG or JPEG as a data URL (`data:image/png;base64,…`) or bare base64, in the
 * `temp` name space (never in the image library) and answers the Uploaded image (spec 1 §3) with
 * its `url`. Designers only (HTTP 403 otherwise); a bad image is refused with the server's
 * message.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function postTempImage(
  client: RequestClient,
  app: AppRef,
  image: string,
  name?: string,
): Promise<UploadedImage> {
  return call(client, MEDIA_PATHS.tempImage, {
    params: { app: app.appId },
    body: name === undefined ? { image } : { image, name },
  });
}

/**
 * GET `/apps/v1/picurltopicfield?app&imgUrl` (spec 1 §7): an image URL of this server (absolute
 * or a path, as an image property holds it) as the value of an Image field, a list of one
 * Uploaded image. A foreign address is refused (40000), a missing image is 40400.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function picUrlToPicField(
  client: RequestClient,
  app: AppRef,
  imgUrl: string,
): Promise<UploadedImage[]> {
  return call(client, MEDIA_PATHS.picUrlToPicField, { params: { app: app.appId, imgUrl } });
}
