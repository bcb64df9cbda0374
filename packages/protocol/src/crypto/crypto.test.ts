import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import {
  AES_GCM_IV_BYTES,
  AES_GCM_TAG_BYTES,
  aesGcmOpen,
  aesGcmSeal,
  answerKeyHeader,
  decryptAnswer,
  decryptBody,
  encryptAnswer,
  encryptBody,
  ENCRYPT_ATTEMPTS,
  isEncryptedPath,
  retryOnMismatch,
  rsaDecryptChunks,
  rsaEncryptChunks,
} from './index.js';

// The server's key pair is made by Node (PKCS#8 / SPKI PEM); node-forge must read it.
const pair = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicExponent: 65537,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

function chineseText(bytes: number): string {
  // '中' is 3 bytes in UTF-8; pad with ASCII to reach the exact size.
  return '中'.repeat(Math.floor(bytes / 3)) + 'a'.repeat(bytes % 3);
}

describe('hybrid body encryption (protocol README "Body encryption")', () => {
  it.each([0, 1, 116, 117, 118, 1_000, 65_536, 1_048_576])(
    'round-trips %i bytes of Chinese text, request and answer',
    (bytes) => {
      const text = chineseText(bytes);
      expect(forge.util.encodeUtf8(text).length).toBe(bytes);
      const encrypted = encryptBody(pair.publicKey, text);
      // One 128-byte RSA block holds the 32-byte AES key.
      expect(forge.util.decode64(encrypted.bodyKey)).toHaveLength(128);
      expect(forge.util.decode64(encrypted.body)).toHaveLength(
        AES_GCM_IV_BYTES + bytes + AES_GCM_TAG_BYTES,
      );
      const opened = decryptBody(pair.privateKey, encrypted.bodyKey, encrypted.body);
      expect(opened.text).toBe(text);
      expect(opened.key).toBe(encrypted.key);
      const answer = encryptAnswer(opened.key, text);
      expect(decryptAnswer(encrypted.key, answer.answerKey, answer.body)).toBe(text);
    },
  );

  it('refuses a tampered body, a tampered key and another key pair', () => {
    const encrypted = encryptBody(pair.publicKey, '{"a":"中文"}');
    const sealed = forge.util.decode64(encrypted.body);
    const flipped = forge.util.encode64(
      sealed.slice(0, 20) + String.fromCharCode(sealed.charCodeAt(20) ^ 1) + sealed.slice(21),
    );
    expect(() => decryptBody(pair.privateKey, encrypted.bodyKey, flipped)).toThrow(
      'authentication',
    );
    expect(() =>
      decryptBody(pair.privateKey, encrypted.bodyKey.slice(4), encrypted.body),
    ).toThrow();
    expect(() => decryptBody(pair.privateKey, 'not base64!', encrypted.body)).toThrow('base64');
    const other = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    expect(() => decryptBody(other.privateKey, encrypted.bodyKey, encrypted.body)).toThrow();
  });

  it('opens an answer only with the key of its own request', () => {
    const mine = encryptBody(pair.publicKey, 'x');
    const theirs = encryptBody(pair.publicKey, 'y');
    const answer = encryptAnswer(mine.key, '{"rspCd":"00000"}');
    expect(() => decryptAnswer(theirs.key, answer.answerKey, answer.body)).toThrow();
  });
});

describe('RSA in chunks (spec 1 §9: 11 bytes padding per block)', () => {
  it.each([0, 1, 117, 118, 234, 235, 1_000])(
    'encrypts %i bytes into whole 128-byte blocks',
    (bytes) => {
      const plain = 'k'.repeat(bytes);
      const encrypted = rsaEncryptChunks(pair.publicKey, plain);
      expect(encrypted.length).toBe(Math.max(1, Math.ceil(bytes / 117)) * 128);
      expect(rsaDecryptChunks(pair.privateKey, encrypted)).toBe(plain);
    },
  );

  it('refuses a ciphertext that is not whole blocks', () => {
    expect(() => rsaDecryptChunks(pair.privateKey, 'x'.repeat(100))).toThrow('whole number');
  });
});

describe('retryOnMismatch (spec 1 §9: retried up to 10 times)', () => {
  it('retries until an attempt verifies', () => {
    let attempts = 0;
    expect(
      retryOnMismatch(
        () => ++attempts,
        (n) => n === 4,
      ),
    ).toBe(4);
  });

  it('gives up after 10 attempts', () => {
    let attempts = 0;
    expect(() =>
      retryOnMismatch(
        () => ++attempts,
        () => false,
      ),
    ).toThrow('10 attempts');
    expect(attempts).toBe(ENCRYPT_ATTEMPTS);
  });
});

describe('AES-256-GCM', () => {
  it('seals with a fresh nonce each time', () => {
    const key = 'k'.repeat(32);
    const a = aesGcmSeal(key, 'same');
    const b = aesGcmSeal(key, 'same');
    expect(a).not.toBe(b);
    expect(aesGcmOpen(key, a)).toBe('same');
    expect(() => aesGcmOpen(key, 'short')).toThrow('shorter');
  });
});

describe('encrypted paths (spec 1 §7)', () => {
  it.each([
    ['/api/querygraphqls', true, 'graphqkey'],
    ['/api/account/login/expand', true, 'contentkey'],
    ['/api/account/sendphonecode', true, 'contentkey'],
    ['/api/account/checkphonevercode', true, 'contentkey'],
    ['/api/account/applet/register', true, 'contentkey'],
    ['/api/account/changepwd', true, 'contentkey'],
    ['/apps/v1/app-1/dataflows/run/flow-1', true, 'contentkey'],
    ['/api/home/configuration', false, 'contentkey'],
    ['/apps/v1/app-1/dataflows/grouprun/x', false, 'contentkey'],
    ['/api/querygraphqlsx', false, 'contentkey'],
  ])('%s → encrypted %s, answer key in %s', (path, encrypted, header) => {
    expect(isEncryptedPath(path)).toBe(encrypted);
    expect(answerKeyHeader(path)).toBe(header);
  });
});
