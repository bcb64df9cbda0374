import { describe, expect, it } from 'vitest';
import {
  checkImageSize,
  checkImageUpload,
  formatMegabytes,
  IMAGE_UPLOAD_MESSAGES,
  isAcceptedImage,
} from './imageUpload.js';

const MB = 1024 * 1024;

describe('image upload messages', () => {
  it('uses the documented Chinese texts', () => {
    expect(IMAGE_UPLOAD_MESSAGES.tooLarge('2.00')).toBe('图片大小不能超过 2.00 M');
    expect(IMAGE_UPLOAD_MESSAGES.tooSmall('0.01')).toBe('图片大小不能小于 0.01 M');
    expect(IMAGE_UPLOAD_MESSAGES.formatError('a.bmp')).toBe('上传失败，格式错误：a.bmp');
    expect(IMAGE_UPLOAD_MESSAGES.tooMany(3)).toBe('最多只能上传 3 张图片');
  });
});

describe('formatMegabytes', () => {
  it.each([
    [MB, '1.00'],
    [2.5 * MB, '2.50'],
    [500 * 1024, '0.49'],
    [10 * 1024, '0.01'],
    [0, '0.00'],
  ])('%j bytes → %s', (bytes, expected) => {
    expect(formatMegabytes(bytes)).toBe(expected);
  });
});

describe('checkImageSize', () => {
  it.each([
    [3 * MB, { maxBytes: 2 * MB }, '图片大小不能超过 2.00 M'],
    [2 * MB, { maxBytes: 2 * MB }, null],
    [1024, { minBytes: 10 * 1024 }, '图片大小不能小于 0.01 M'],
    [10 * 1024, { minBytes: 10 * 1024 }, null],
    [99 * MB, { maxBytes: 0 }, null],
    [1, {}, null],
  ])('%j bytes with %j → %j', (size, options, expected) => {
    expect(checkImageSize(size, options)).toBe(expected);
  });
});

describe('isAcceptedImage', () => {
  it.each([
    ['a.jpeg', undefined, true],
    ['a.JPG', undefined, true],
    ['a.png', undefined, true],
    ['a.gif', undefined, true],
    ['a.bmp', 'image/bmp', false],
    ['a.webp', undefined, false],
    ['archive.png.zip', undefined, false],
    ['photo', 'image/png', true],
    ['photo', 'image/svg+xml', false],
    ['photo', undefined, false],
  ])('%s (%s) → %j', (name, type, expected) => {
    expect(isAcceptedImage({ name, type })).toBe(expected);
  });
});

describe('checkImageUpload', () => {
  const file = (name: string, size = 100) => ({ name, size });

  it('names every file of a refused type in one persistent error', () => {
    const result = checkImageUpload([file('a.png'), file('b.bmp'), file('c.tiff')], {});
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(result.formatError).toBe('上传失败，格式错误：b.bmp、c.tiff');
    expect(result.messages).toEqual([]);
  });

  it('refuses files out of the size range', () => {
    const result = checkImageUpload([file('a.png', 3 * MB), file('b.png', MB)], {
      maxBytes: 2 * MB,
    });
    expect(result.accepted.map((f) => f.name)).toEqual(['b.png']);
    expect(result.messages).toEqual(['图片大小不能超过 2.00 M']);
    expect(result.formatError).toBeNull();
  });

  it('drops files past the item length, counting uploaded images', () => {
    const result = checkImageUpload(
      [file('a.png'), file('b.png'), file('c.png')],
      { length: 3 },
      1,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(result.messages).toEqual(['最多只能上传 3 张图片']);
  });

  it('accepts everything without limits', () => {
    const result = checkImageUpload([file('a.gif'), file('b.jpg')], { length: 0 });
    expect(result.accepted).toHaveLength(2);
    expect(result).toMatchObject({ messages: [], formatError: null });
  });
});
