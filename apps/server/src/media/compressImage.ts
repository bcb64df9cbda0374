import sharp from 'sharp';
import type { ImageInfo } from './imageInfo.js';

/**
 * spec 1 §9: "Image compression quality 80 ..., webp when supported". The server writes JPEG
 * and PNG uploads as WebP of this quality (every browser the runtimes support shows WebP).
 */
export const WEBP_QUALITY = 80;

/** An image as it will be stored. */
export interface StoredImage {
  data: Buffer;
  /** The stored file's extension: `webp` when compressed, else the upload's. */
  ext: string;
  width: number;
  height: number;
}

/**
 * Compresses an accepted upload (README "Media": compression): a JPEG or PNG is decoded,
 * turned upright by its EXIF orientation and written as WebP of quality {@link WEBP_QUALITY};
 * the WebP is kept only when it is smaller than the upload, so a tiny or already optimised
 * image is stored as it came. A GIF is kept as it is (its frames would be lost). Answers null
 * when the bytes cannot be decoded (a cut or forged file), which the caller refuses as a
 * format error.
 */
export async function compressImage(
  data: Buffer,
  ext: string,
  info: ImageInfo,
): Promise<StoredImage | null> {
  try {
    const image = sharp(data, { failOn: 'error' });
    const meta = await image.metadata();
    if (info.format === 'gif') return { data, ext, width: info.width, height: info.height };
    const { data: webp, info: out } = await image
      .rotate()
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    if (webp.length < data.length) {
      return { data: webp, ext: 'webp', width: out.width, height: out.height };
    }
    return { data, ext, width: meta.width ?? info.width, height: meta.height ?? info.height };
  } catch {
    return null;
  }
}
