/**
 * Image upload checks of spec 2 §5 / spec 1 §5. The spec gives English glosses and says the
 * text is Chinese; the texts below are this package's wording (see the README).
 */

/** The accepted image types (spec 2 §9). */
export const IMAGE_TYPES = ['jpeg', 'jpg', 'png', 'gif'] as const;

/** The image upload messages. Sizes are in MB with two decimals. */
export const IMAGE_UPLOAD_MESSAGES = {
  /** 'image size cannot exceed N M' */
  tooLarge: (mb: string) => `图片大小不能超过 ${mb} M`,
  /** 'image size cannot be smaller than N M' */
  tooSmall: (mb: string) => `图片大小不能小于 ${mb} M`,
  /** 'upload failed, format error: {filename}' — several names are joined by 、. */
  formatError: (filenames: string) => `上传失败，格式错误：${filenames}`,
  /** 'at most N images can be uploaded' */
  tooMany: (count: number) => `最多只能上传 ${count} 张图片`,
} as const;

/** A file as the uploader sees it: its name, size in bytes and, when known, its MIME type. */
export interface ImageFileInfo {
  name: string;
  size: number;
  type?: string;
}

/** The form-item options the uploader reads (spec 1 §3 Form item). */
export interface ImageUploadOptions {
  /** Largest accepted size in bytes; 0 or missing means no limit. */
  maxBytes?: number | null;
  /** Smallest accepted size in bytes; 0 or missing means no limit. */
  minBytes?: number | null;
  /** Maximum number of images (the item's `length` option); 0 or missing means no limit. */
  length?: number | null;
}

/**
 * Bytes as MB with two decimals, the unit of the size messages.
 *
 * @example
 * formatMegabytes(2 * 1024 * 1024); // '2.00'
 */
export function formatMegabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2);
}

function limit(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Whether a file is an accepted image: its name's extension, or, for a name without one, its
 * MIME subtype (`image/png`), is jpeg, jpg, png or gif, in any letter case.
 *
 * @example
 * isAcceptedImage({ name: 'photo.PNG', size: 1 }); // true
 * isAcceptedImage({ name: 'scan.bmp', size: 1 }); // false
 */
export function isAcceptedImage(file: Pick<ImageFileInfo, 'name' | 'type'>): boolean {
  const name = typeof file.name === 'string' ? file.name : '';
  const dot = name.lastIndexOf('.');
  let kind = dot >= 0 ? name.slice(dot + 1) : '';
  if (kind === '' && typeof file.type === 'string' && file.type.startsWith('image/')) {
    kind = file.type.slice('image/'.length);
  }
  return (IMAGE_TYPES as readonly string[]).includes(kind.toLowerCase());
}

/**
 * The size message of one file, or `null` when it fits.
 *
 * @example
 * checkImageSize(3 * 1024 * 1024, { maxBytes: 2 * 1024 * 1024 }); // '图片大小不能超过 2.00 M'
 */
export function checkImageSize(size: number, options: ImageUploadOptions): string | null {
  const max = limit(options.maxBytes);
  const min = limit(options.minBytes);
  if (max !== null && size > max) return IMAGE_UPLOAD_MESSAGES.tooLarge(formatMegabytes(max));
  if (min !== null && size < min) return IMAGE_UPLOAD_MESSAGES.tooSmall(formatMegabytes(min));
  return null;
}

/** The outcome of {@link checkImageUpload}. */
export interface ImageUploadCheck<TFile extends ImageFileInfo> {
  /** Files to upload, in the given order. */
  accepted: TFile[];
  /** Transient messages (size, count), one per problem, in the order found. */
  messages: string[];
  /**
   * The persistent format error naming every refused file (spec 2 §5: it stays until the user
   * closes it), or `null`.
   */
  formatError: string | null;
}

/**
 * Checks a batch of chosen files against an image item's options (spec 2 §5 Image upload): files
 * of another type are refused and named in the persistent format error, files out of the size
 * range are refused with the size message, and files past the item's `length` (counting the
 * `existingCount` images already uploaded) are dropped with the count message.
 *
 * @example
 * checkImageUpload([{ name: 'a.png', size: 10 }, { name: 'b.bmp', size: 10 }], { length: 9 });
 * // { accepted: [a.png], messages: [], formatError: '上传失败，格式错误：b.bmp' }
 */
export function checkImageUpload<TFile extends ImageFileInfo>(
  files: readonly TFile[],
  options: ImageUploadOptions,
  existingCount = 0,
): ImageUploadCheck<TFile> {
  const accepted: TFile[] = [];
  const messages: string[] = [];
  const refusedNames: string[] = [];
  const max = limit(options.length);
  let room =
    max === null ? Number.POSITIVE_INFINITY : Math.max(0, max - Math.max(0, existingCount));
  let countReported = false;
  for (const file of Array.isArray(files) ? files : []) {
    if (!isAcceptedImage(file)) {
      refusedNames.push(typeof file.name === 'string' ? file.name : '');
      continue;
    }
    const sizeMessage = checkImageSize(file.size, options);
    if (sizeMessage !== null) {
      if (!messages.includes(sizeMessage)) messages.push(sizeMessage);
      continue;
    }
    if (room <= 0) {
      if (!countReported && max !== null) messages.push(IMAGE_UPLOAD_MESSAGES.tooMany(max));
      countReported = true;
      continue;
    }
    room -= 1;
    accepted.push(file);
  }
  const formatError =
    refusedNames.length > 0 ? IMAGE_UPLOAD_MESSAGES.formatError(refusedNames.join('、')) : null;
  return { accepted, messages, formatError };
}
