import { decodeBase64UrlBytes, encodeBase64Url } from '@tessera/protocol';
import { describe, expect, it } from 'vitest';
import { makeJwt } from './__tests__/harness.js';
import {
  claimsFromPayload,
  isTokenCurrent,
  parseJwtPayload,
  readTokenClaims,
} from './readTokenClaims.js';

describe('readTokenClaims (spec 1 §3 token claims)', () => {
  it('reads email, preferred_username, nickname, phone_number, role, exp and sub', () => {
    const token = makeJwt({
      sub: 'u-1',
      email: 'a@b.c',
      preferred_username: 'alice',
      nickname: '小明',
      phone_number: '13800000000',
      role: ['admin', 'editor'],
      exp: 1_800_000_000,
      other: 'ignored',
    });
    expect(readTokenClaims(token)).toEqual({
      sub: 'u-1',
      email: 'a@b.c',
      preferredUsername: 'alice',
      nickname: '小明',
      phoneNumber: '13800000000',
      roles: ['admin', 'editor'],
      exp: 1_800_000_000,
    });
  });

  it.each<[string, unknown, string[]]>([
    ['one role as a string', 'admin', ['admin']],
    ['a list of roles', ['a', 'b'], ['a', 'b']],
    ['no role', undefined, []],
    ['null role', null, []],
    ['blank and non-text entries dropped', ['a', '', { x: 1 }, 7], ['a', '7']],
  ])('reads %s', (_case, role, roles) => {
    expect(claimsFromPayload({ role }).roles).toEqual(roles);
  });

  it.each<[string, unknown, number | undefined]>([
    ['a number', 1700, 1700],
    ['numeric text', '1700', 1700],
    ['blank text', '', undefined],
    ['not a number', 'soon', undefined],
  ])('reads exp given as %s', (_case, exp, expected) => {
    expect(claimsFromPayload({ exp }).exp).toBe(expected);
  });

  it.each<[string, string | null | undefined]>([
    ['an opaque token', 'opaque-reference-token'],
    ['an empty token', ''],
    ['null', null],
    ['bad base64url', 'a.b*c.d'],
    ['a payload that is not JSON', `x.${encodeBase64Url('nope')}.y`],
  ])('gives null for %s', (_case, token) => {
    expect(readTokenClaims(token)).toBeNull();
  });
});

describe('parseJwtPayload', () => {
  it('decodes base64url with UTF-8, so Chinese text survives', () => {
    expect(parseJwtPayload(makeJwt({ nickname: '张三丰', emoji: '🙂' }))).toEqual({
      nickname: '张三丰',
      emoji: '🙂',
    });
  });

  it.each<[string, string, string]>([
    ['a character outside base64url', 'h.ab+c.s', 'Illegal base64url string!'],
    ['an impossible length', 'h.abcde.s', 'Illegal base64url string!'],
    ['two parts', 'h.abc', 'Not a JWT'],
    ['a list payload', `h.${encodeBase64Url('[1]')}.s`, 'JWT payload is not an object'],
  ])('throws for %s', (_case, token, message) => {
    expect(() => parseJwtPayload(token)).toThrow(message);
  });

  it('accepts padded base64url', () => {
    expect(Array.from(decodeBase64UrlBytes('YQ=='))).toEqual([97]);
    expect(Array.from(decodeBase64UrlBytes('_-8'))).toEqual([255, 239]);
    expect(parseJwtPayload(`h.${encodeBase64Url('{"a":1}')}==.s`)).toEqual({ a: 1 });
  });
});

describe('isTokenCurrent (spec 1 §4: current if its expiry is later than now)', () => {
  const now = 1_700_000_000_000;
  it.each<[string, number | null | undefined, boolean]>([
    ['expiry one second later', 1_700_000_001, true],
    ['expiry equal to now', 1_700_000_000, false],
    ['expiry one second earlier', 1_699_999_999, false],
    ['no expiry', undefined, false],
    ['null expiry', null, false],
    ['NaN expiry', Number.NaN, false],
  ])('%s → %s', (_case, exp, expected) => {
    expect(isTokenCurrent(exp, now)).toBe(expected);
  });
});
