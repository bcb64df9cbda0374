/** An image's real format and size, read from its bytes. */
export interface ImageInfo {
  format: 'png' | 'jpeg' | 'gif' | 'webp';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngInfo(data: Buffer): ImageInfo | null {
  // The IHDR chunk comes first: length(4) 'IHDR'(4) width(4) height(4).
  if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { format: 'png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function gifInfo(data: Buffer): ImageInfo | null {
  if (data.length < 10) return null;
  return { format: 'gif', width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
}

/** JPEG start-of-frame markers carry the size: C0–CF except C4 (DHT), C8 (JPG) and CC (DAC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegInfo(data: Buffer): ImageInfo | null {
  let offset = 2;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > data.length) return null;
      return {
        format: 'jpeg',
        height: data.readUInt16BE(offset + 5),
        width: data.readUInt16BE(offset + 7),
      };
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * Reads the format and pixel size of a PNG, JPEG or GIF from its bytes (never from the file
 * name), or answers null when the bytes are none of these or are cut short. The upload calls
 * use it for their type check (spec 1 §5 "Allowed types jpeg, jpg, png, gif") and for the
 * width and height of spec 1 §3 Uploaded image.
 */
export function readImageInfo(data: Buffer): ImageInfo | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return pngInfo(data);
  const head = data.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return gifInfo(data);
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return jpegInfo(data);
  }
  return null;
}

/** The image format a file extension promises (`jpg` and `jpeg` are both JPEG). */
export function formatOfExtension(ext: string): ImageInfo['format'] | null {
  switch (ext) {
    case 'png':
      return 'png';
    case 'gif':
      return 'gif';
    case 'webp':
      return 'webp';
    case 'jpg':
    case 'jpeg':
      return 'jpeg';
    default:
      return null;
  }
}

/** The Content-Type of an image format. */
export function imageContentType(format: ImageInfo['format']): string {
  return `image/${format}`;
}
