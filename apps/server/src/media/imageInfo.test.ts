import { describe, expect, it } from 'vitest';
import { gifBytes, jpegHeader, pngBytes } from '../__tests__/testFiles.js';
import { formatOfExtension, readImageInfo } from './imageInfo.js';

describe('readImageInfo', () => {
  it.each([
    ['PNG', pngBytes(300, 20), { format: 'png', width: 300, height: 20 }],
    ['GIF', gifBytes(16, 9), { format: 'gif', width: 16, height: 9 }],
    ['JPEG', jpegHeader(1920, 1080), { format: 'jpeg', width: 1920, height: 1080 }],
  ])('reads the format and size of a %s from its bytes', (_case, bytes, info) => {
    expect(readImageInfo(bytes)).toEqual(info);
  });

  it.each([
    ['text', Buffer.from('hello')],
    ['nothing', Buffer.alloc(0)],
    ['a PNG cut short', pngBytes(2, 2).subarray(0, 12)],
    ['a JPEG without a frame', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    ['a JPEG with a broken segment', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00])],
  ])('answers null for %s', (_case, bytes) => {
    expect(readImageInfo(bytes)).toBeNull();
  });
});

describe('formatOfExtension', () => {
  it('maps the accepted extensions of spec 2 §9', () => {
    expect(['jpeg', 'jpg', 'png', 'gif', 'bmp'].map(formatOfExtension)).toEqual([
      'jpeg',
      'jpeg',
      'png',
      'gif',
      null,
    ]);
  });
});
