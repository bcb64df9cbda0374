import { EMPTY_GUID } from '@tessera/protocol';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_USER,
  isAnonymousUserId,
  normalizeUserInfo,
  userInfoFromClaims,
} from './normalizeUserInfo.js';

describe('normalizeUserInfo (spec 1 §3 User info)', () => {
  it('keeps operations with status 1 only (number or text)', () => {
    const user = normalizeUserInfo({
      userId: 'u1',
      operations: [
        { operationId: 'view', operationStatus: 1 },
        { operationId: 'edit', operationStatus: '1' },
        { operationId: 'delete', operationStatus: 0 },
        { operationId: 'export', operationStatus: 2 },
        { operationId: '', operationStatus: 1 },
        null,
      ],
    });
    expect(user.operations).toEqual([
      { operationId: 'view', operationStatus: 1 },
      { operationId: 'edit', operationStatus: 1 },
    ]);
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['a real id', { userId: 'u1' }, true],
    ['a real id flagged not authenticated', { userId: 'u1', authenticated: false }, false],
    ['the all-zero id', { userId: EMPTY_GUID, authenticated: true }, false],
    ['no id', { authenticated: true }, false],
  ])('authenticated for %s: %s', (_case, input, authenticated) => {
    expect(normalizeUserInfo(input).authenticated).toBe(authenticated);
  });

  it('fills defaults, reads roles as a list and keeps extra fields', () => {
    const user = normalizeUserInfo({
      userId: 'u1',
      roles: 'admin',
      wxOpenId: 'wx-1',
      visitPolicy: 1,
    });
    expect(user).toMatchObject({
      userId: 'u1',
      userName: '',
      nickName: '',
      email: '',
      roles: ['admin'],
      posts: [],
      tags: [],
      departments: [],
      operations: [],
      visitPolicy: 1,
      wxOpenId: 'wx-1',
    });
  });

  it('gives the frozen anonymous user for nothing', () => {
    expect(normalizeUserInfo(null)).toBe(ANONYMOUS_USER);
    expect(ANONYMOUS_USER.userId).toBe('00000000-0000-0000-0000-000000000000');
    expect(Object.isFrozen(ANONYMOUS_USER)).toBe(true);
  });

  it.each<[unknown, boolean]>([
    [EMPTY_GUID, true],
    ['', true],
    [undefined, true],
    ['u1', false],
  ])('isAnonymousUserId(%s) is %s', (userId, expected) => {
    expect(isAnonymousUserId(userId)).toBe(expected);
  });
});

describe('userInfoFromClaims', () => {
  it('maps sub, preferred_username, nickname, phone_number, email and role', () => {
    const user = userInfoFromClaims(
      {
        sub: 'u1',
        preferredUsername: 'alice',
        nickname: '爱丽丝',
        phoneNumber: '138',
        email: 'a@b.c',
        roles: ['r'],
      },
      'token',
    );
    expect(user).toMatchObject({
      authenticated: true,
      userId: 'u1',
      userName: 'alice',
      nickName: '爱丽丝',
      mobilePhone: '138',
      email: 'a@b.c',
      roles: ['r'],
      accessToken: 'token',
    });
  });
});
