import { Type } from 'typebox';
import type { Static } from 'typebox';

/*
 * Wire types of the media calls (spec 2 §7.5, spec 1 §3 "Uploaded image"). The README section
 * "Media" describes the calls and the file URLs. The bodies and answers of the calls the client
 * makes are TypeBox schemas (`…Schema`), their types derived (README "Wire contract").
 */

/** spec 2 §9: the accepted image types. */
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif'] as const;

/** An image category of the image library. */
export interface ImageCategory {
  id: string;
  name: string;
  /** A parent category, or null at the top. */
  parentId: string | null;
  sort: number;
  /** The image marked with POST imagemedia/default, or null. */
  defaultImageId: string | null;
  imageCount: number;
  created: string;
}

/** Body of POST and PUT imagecategory. */
export interface ImageCategoryInput {
  name: string;
  parentId?: string | null;
  sort?: number;
}

/**
 * spec 1 §3 Uploaded image: the upload response (imageId, suffixName, size, nameSpace, width,
 * height, storage) plus where to read it back.
 */
export const UploadedImageSchema = Type.Object({
  imageId: Type.String(),
  /** The extension without the dot: `png`, `jpg`, `jpeg` or `gif`. */
  suffixName: Type.String(),
  size: Type.Number(),
  nameSpace: Type.String(),
  field: Type.String(),
  width: Type.Number(),
  height: Type.Number(),
  storage: Type.String(),
  categoryId: Type.Union([Type.String(), Type.Null()]),
  originalName: Type.String(),
  /** Path of the bytes under the image base URL: `/media/image/{nameSpace}/{field}/{id}.{ext}`. */
  url: Type.String(),
  created: Type.String(),
});
export type UploadedImage = Static<typeof UploadedImageSchema>;

/** Body of POST imagemedia/category: one page of a category's images. */
export interface ImageQuery {
  /** A category id, or null/absent for images without a category. */
  categoryId?: string | null;
  currentIndex?: number;
  pageSize?: number;
}

/** An uploaded attachment (spec 2 §3 "enclosure with fileId"). */
export const UploadedEnclosureSchema = Type.Object({
  fileId: Type.String(),
  name: Type.String(),
  suffixName: Type.String(),
  size: Type.Number(),
  contentType: Type.String(),
  storage: Type.String(),
  created: Type.String(),
});
export type UploadedEnclosure = Static<typeof UploadedEnclosureSchema>;

/** A video record (spec 2 §7.5 videomedia). Video ids fetch cover images (spec 2 §3). */
export const VideoRecordSchema = Type.Object({
  videoId: Type.String(),
  title: Type.String(),
  coverUrl: Type.String(),
  url: Type.String(),
  /** Seconds. */
  duration: Type.Number(),
  size: Type.Number(),
  created: Type.String(),
});
export type VideoRecord = Static<typeof VideoRecordSchema>;

/** Body of POST videomedia/createvideo. */
export const VideoInputSchema = Type.Object({
  videoId: Type.Optional(Type.String()),
  title: Type.String(),
  coverUrl: Type.Optional(Type.String()),
  url: Type.String(),
  duration: Type.Optional(Type.Number()),
  size: Type.Optional(Type.Number()),
});
export type VideoInput = Static<typeof VideoInputSchema>;
