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
  /**
   * The stored file's extension without the dot: `webp` for a JPEG or PNG the server compressed
   * (README "Media": compression), else the upload's `png`, `jpg`, `jpeg` or `gif`.
   */
  suffixName: Type.String(),
  /** Bytes stored (after compression). */
  size: Type.Number(),
  /** Bytes uploaded (before compression); equal to `size` when the upload was kept as it was. */
  originalSize: Type.Number(),
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
  /** Part of the file name, any case (README "Media": library search). */
  keyword?: string;
  currentIndex?: number;
  pageSize?: number;
}

/** A page whose saved JSON references an image (README "Media": used-by). */
export interface ImageUsage {
  pageId: string;
  title: string;
  subAppId: string;
  /** The saved versions that hold the reference: the design copy, the published one, or both. */
  where: ('design' | 'published')[];
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

/**
 * An attachment upload in parts (enclosurePartUpload, ours where spec 2 §7.5 says "custom
 * headers"; protocol README "Media"): its id, the file, the part size the server chose, and the
 * parts it holds (1-based numbers, ascending).
 */
export const PartUploadSchema = Type.Object({
  uploadId: Type.String(),
  fileName: Type.String(),
  size: Type.Number(),
  partSize: Type.Number(),
  partCount: Type.Number(),
  received: Type.Array(Type.Number()),
});
export type PartUpload = Static<typeof PartUploadSchema>;

/** The `x-part-action` header of enclosurePartUpload: what the call does. */
export const PART_UPLOAD_ACTIONS = ['start', 'status', 'part', 'complete'] as const;
export type PartUploadAction = (typeof PART_UPLOAD_ACTIONS)[number];

/** The custom headers of enclosurePartUpload (spec 2 §7.5). */
export const PART_UPLOAD_HEADERS = {
  action: 'x-part-action',
  uploadId: 'x-upload-id',
  partNumber: 'x-part-number',
} as const;

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
