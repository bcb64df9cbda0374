import { createHash } from 'node:crypto';
import { portableSha256Hex } from './sha256Hex.js';
import { describe, expect, it } from 'vitest';
import {
  computeHashToken,
  computePermissionSign,
  computeSign,
  computeToken,
  createNonce,
  EMPTY_BODY_SHA256,
  isWithinSkew,
  NONCE_LIFETIME_MS,
  permissionCanonical,
  sha256Hex,
  signatureHeaders,
  signCanonical,
  SIGNING_VECTORS,
  SKEW_WINDOW_MS,
  tokenCanonical,
} from './index.js';

describe('signing vectors (protocol README "Signing")', () => {
  it.each(SIGNING_VECTORS.tokens)('token of nonce $fields.nonce', (vector) => {
    expect(tokenCanonical(vector.fields)).toBe(vector.canonical);
    expect(computeToken(vector.fields)).toBe(vector.token);
  });

  it.each(SIGNING_VECTORS.signs)('sign of request $fields.requestId', (vector) => {
    const { body, ...rest } = vector.fields;
    expect(sha256Hex(body)).toBe(vector.bodySha256);
    const fields = { ...rest, bodySha256: vector.bodySha256 };
    expect(signCanonical(fields)).toBe(vector.canonical);
    expect(computeSign(fields)).toBe(vector.sign);
  });

  it.each(SIGNING_VECTORS.hashTokens)('hashtoken of $accessToken', (vector) => {
    expect(computeHashToken(vector.accessToken)).toBe(vector.hashToken);
  });

  it.each(SIGNING_VECTORS.permissions)('permission signature of $fields.operationId', (vector) => {
    const { body, ...rest } = vector.fields;
    const fields = { ...rest, bodySha256: sha256Hex(body) };
    expect(permissionCanonical(fields)).toBe(vector.canonical);
    expect(computePermissionSign(fields)).toBe(vector.permissionSign);
  });
});

describe('sha256Hex', () => {
  // In Node sha256Hex is Node's own hash; the portable one is what browsers run. Both must give
  // the digest of the UTF-8 bytes (a lone surrogate becomes U+FFFD in both).
  it.each(['', 'abc', '中文 text ✓', 'lone \ud800 surrogate', 'x'.repeat(100_000)])(
    'gives the same digest in Node and in the browser for %#',
    (text) => {
      const expected = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');
      expect(sha256Hex(text)).toBe(expected);
      expect(portableSha256Hex(text)).toBe(expected);
    },
  );

  it('knows the empty body hash', () => {
    expect(sha256Hex('')).toBe(EMPTY_BODY_SHA256);
  });
});

describe('signatureHeaders', () => {
  const base = {
    accessKey: 'ak',
    secretKey: 'sk',
    nonce: 'Ab12',
    timestamp: '1767225600000',
    appId: 'a',
    subAppId: 's',
    pageId: 'p',
    mode: 'Pc',
    requestId: 'r',
    bodySha256: EMPTY_BODY_SHA256,
  };

  it('sends ak, token and sign, plus hashtoken and permissionsign when they apply', () => {
    expect(Object.keys(signatureHeaders(base)).sort()).toEqual(['ak', 'sign', 'token']);
    const full = signatureHeaders({ ...base, authorization: 'Bearer t', operationId: 'op' });
    expect(Object.keys(full).sort()).toEqual([
      'ak',
      'hashtoken',
      'permissionsign',
      'sign',
      'token',
    ]);
    expect(full.hashtoken).toBe(computeHashToken('t'));
  });

  it('refuses a field with a line break (the canonical form would be ambiguous)', () => {
    expect(() => signatureHeaders({ ...base, pageId: 'p\nmode=Pc' })).toThrow(TypeError);
  });
});

describe('acceptance rules', () => {
  it('accepts timestamps within 15 minutes either way and remembers nonces twice as long', () => {
    const now = 1_767_225_600_000;
    expect(isWithinSkew(String(now - SKEW_WINDOW_MS), now)).toBe(true);
    expect(isWithinSkew(String(now + SKEW_WINDOW_MS), now)).toBe(true);
    expect(isWithinSkew(String(now - SKEW_WINDOW_MS - 1), now)).toBe(false);
    expect(isWithinSkew(String(now + SKEW_WINDOW_MS + 1), now)).toBe(false);
    expect(isWithinSkew('12e5', now)).toBe(false);
    expect(NONCE_LIFETIME_MS).toBe(2 * SKEW_WINDOW_MS);
  });

  it('draws 4-character alphanumeric nonces that differ between calls', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(nonces.size).toBeGreaterThan(40);
  });

  it('draws every character equally often, across many refills of its random pool', () => {
    // 20,000 nonces = 80,000 characters (the pool holds 1,024 bytes): about 1,290 per character
    // (σ ≈ 36). Taking `byte % 62` without skipping bytes ≥ 248 would give A–H about 1,600.
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i += 1) {
      for (const char of createNonce()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    for (const count of counts.values()) expect(Math.abs(count - 80_000 / 62)).toBeLessThan(200);
  });
});
