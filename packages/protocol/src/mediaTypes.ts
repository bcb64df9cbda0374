/*
 * Wire types of the media calls (spec 2 §7.5, spec 1 §3 "Uploaded image"). The README section
 * "Media" describes the calls and the file URLs.
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
export interface UploadedImage {
  imageId: string;
  /** The extension without the dot: `png`, `jpg`, `jpeg` or `gif`. */
  suffixName: string;
  size: number;
  nameSpace: string;
  field: string;
  width: number;
  height: number;
  storage: string;
  categoryId: string | null;
  originalName: string;
  /** Path of the bytes under the image base URL: `/media/image/{nameSpace}/{field}/{id}.{ext}`. */
  url: string;
  created: string;
}

/** Body of POST imagemedia/category: one page of a category's images. */
export interface ImageQuery {
  /** A category id, or null/absent for images without a category. */
  categoryId?: string | null;
  currentIndex?: number;
  pageSize?: number;
}

/** An uploaded attachment (spec 2 §3 "enclosure with fileId"). */
export interface UploadedEnclosure {
  fileId: string;
  name: string;
  suffixName: string;
  size: number;
  contentType: string;
  storage: string;
  created: string;
}

/** A video record (spec 2 §7.5 videomedia). Video ids fetch cover images (spec 2 §3). */
export interface VideoRecord {
  videoId: string;
  title: string;
  coverUrl: string;
  url: string;
  /** Seconds. */
  duration: number;
  size: number;
  created: string;
}

/** Body of POST videomedia/createvideo. */
export interface VideoInput {
  videoId?: string;
  title: string;
  coverUrl?: string;
  url: string;
  duration?: number;
  size?: number;
}
