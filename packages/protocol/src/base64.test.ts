import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Base64Error,
  BASE64_ERROR_MESSAGE,
  BASE64URL_ERROR_MESSAGE,
  decodeBase64,
  decodeBase64Bytes,
  decodeBase64Url,
  encodeBase64,
  encodeBase64Bytes,
  encodeBase64Url,
} from './base64.js';

describe('base64', () => {
  it('keeps the exact error texts of spec 1 §5', () => {
    expect(BASE64_ERROR_MESSAGE).toBe(
      'atob failed: The string to be decoded is not correctly encoded.',
    );
    expect(BASE64URL_ERROR_MESSAGE).toBe('Illegal base64url string!');
  });

  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foobar', 'Zm9vYmFy'],
    ['中文', '5Lit5paH'],
    ['会话已过期，请重新登录！', '5Lya6K+d5bey6L+H5pyf77yM6K+36YeN5paw55m75b2V77yB'],
    ['😀', '8J+YgA=='],
  ])('encodes %j as %j (RFC 4648 vectors, UTF-8)', (text, encoded) => {
    expect(encodeBase64(text)).toBe(encoded);
    expect(decodeBase64(encoded)).toBe(text);
  });

  it('decodes as forgivingly as atob: whitespace ignored, padding optional', () => {
    expect(decodeBase64(' Zm9v\nYmFy ')).toBe('foobar');
    expect(decodeBase64('Zm8')).toBe('fo');
    expect(decodeBase64('Zg')).toBe('f');
  });

  it.each([
    'Z',
    'Zm9vY',
    'Zm9v!',
    'Zm 9v=',
    'Zm9v====',
    '5Lit5p-H',
    '=Zm9',
    'Zg=a',
    'Zh=='.replace('Zh', 'Z'),
  ])('refuses %j with the atob text', (text) => {
    expect(() => decodeBase64(text)).toThrow(new Base64Error(BASE64_ERROR_MESSAGE));
  });

  it('refuses a non-string with the atob text', () => {
    expect(() => decodeBase64(undefined as unknown as string)).toThrow(BASE64_ERROR_MESSAGE);
  });

  it('matches Node Buffer for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const encoded = encodeBase64Bytes(bytes);
        expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
        expect([...decodeBase64Bytes(encoded)]).toEqual([...bytes]);
      }),
    );
  });

  it('round-trips any well-formed text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        (text) => decodeBase64(encodeBase64(text)) === text,
      ),
    );
  });

  it('turns invalid UTF-8 into U+FFFD instead of failing', () => {
    expect(decodeBase64('/w==')).toBe('\uFFFD');
  });
});

describe('base64url', () => {
  it.each([
    ['', ''],
    ['??>', 'Pz8-'],
    ['???', 'Pz8_'],
    ['f', 'Zg'],
    ['中文', '5Lit5paH'],
  ])('encodes %j as %j (no padding)', (text, encoded) => {
    expect(encodeBase64Url(text)).toBe(encoded);
    expect(decodeBase64Url(encoded)).toBe(text);
  });

  it('accepts padding that completes the last block', () => {
    expect(decodeBase64Url('Zg==')).toBe('f');
    expect(decodeBase64Url('Zm8=')).toBe('fo');
  });

  it.each(['Z', 'Zg=', 'Pz8+', 'Pz8/', 'Zm 9v', 'Zm9v!', 'Zg===', 'Z==='])(
    'refuses %j with the base64url text',
    (text) => {
      expect(() => decodeBase64Url(text)).toThrow(new Base64Error(BASE64URL_ERROR_MESSAGE));
    },
  );

  it('matches Node Buffer base64url', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(encodeBase64Url(text)).toBe(Buffer.from(text, 'utf8').toString('base64url'));
        expect(decodeBase64Url(encodeBase64Url(text))).toBe(text);
      }),
    );
  });

  it('throws nothing but Base64Error, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.anything()), (input) => {
        for (const decodeFn of [decodeBase64, decodeBase64Url]) {
          try {
            decodeFn(input as string);
          } catch (error) {
            if (!(error instanceof Base64Error)) throw error;
          }
        }
      }),
    );
  });
});
