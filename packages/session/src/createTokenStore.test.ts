import { createMemoryCookies, createMemoryStorage } from '@tessera/ports';
import { describe, expect, it } from 'vitest';
import { createTokenStore } from './createTokenStore.js';
import type { TokenData } from './types.js';

function setup(subAppType: 'Pc' | 'Mobile') {
  const cookies = createMemoryCookies();
  const localStorage = createMemoryStorage();
  return { cookies, localStorage, tokens: createTokenStore({ subAppType, cookies, localStorage }) };
}

describe('createTokenStore (spec 1 §4, §6, §9)', () => {
  it('keeps tokens in cookies on Pc, the access token under AUTH-LOCAL', () => {
    const { cookies, localStorage, tokens } = setup('Pc');
    tokens.save({ accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 1800 });
    expect(cookies.getItem('AUTH-LOCAL')).toBe('a');
    expect(cookies.getItem('AUTH-REFRESH')).toBe('r');
    expect(localStorage.length).toBe(0);
  });

  it('keeps tokens in local storage on Mobile', () => {
    const { cookies, localStorage, tokens } = setup('Mobile');
    tokens.save({ accessToken: 'a', refreshToken: 'r' });
    expect(localStorage.getItem('AUTH-LOCAL')).toBe('a');
    expect(localStorage.getItem('AUTH-REFRESH')).toBe('r');
    expect(cookies.entries()).toEqual({});
  });

  it.each<[string, TokenData, Record<string, number | undefined>]>([
    [
      'without auto-login: session cookies, refresh 30 days',
      { accessToken: 'a', refreshToken: 'r' },
      { 'AUTH-LOCAL': undefined, 'AUTH-REFRESH': 30, 'AUTH-TOKEN-INFO': undefined },
    ],
    [
      'with auto-login for 7 days',
      { accessToken: 'a', refreshToken: 'r', isAutoLogin: true, isAutoLoginDays: 7 },
      { 'AUTH-LOCAL': 7, 'AUTH-REFRESH': 30, 'AUTH-TOKEN-INFO': 7 },
    ],
    [
      'auto-login without days: session cookies',
      { accessToken: 'a', isAutoLogin: true },
      { 'AUTH-LOCAL': undefined, 'AUTH-TOKEN-INFO': undefined },
    ],
  ])('sets Pc cookie lifetimes %s', (_case, data, days) => {
    const { cookies, tokens } = setup('Pc');
    tokens.save(data);
    for (const [key, expected] of Object.entries(days))
      expect([key, cookies.daysOf(key)]).toEqual([key, expected]);
  });

  it.each(['Pc', 'Mobile'] as const)(
    'reads back what it saved and clears it (%s)',
    (subAppType) => {
      const { tokens } = setup(subAppType);
      const data: TokenData = {
        accessToken: 'a',
        refreshToken: 'r',
        tokenType: 'Bearer',
        expiresIn: 1800,
        isAutoLogin: true,
        isAutoLoginDays: 3,
      };
      tokens.save(data);
      expect(tokens.read()).toEqual(data);
      tokens.save({ accessToken: 'b' });
      expect(tokens.read()).toEqual({ accessToken: 'b', refreshToken: null });
      tokens.clear();
      expect(tokens.read()).toBeNull();
    },
  );

  it('reads tokens whose info is missing or corrupt', () => {
    const { cookies, tokens } = setup('Pc');
    cookies.setItem('AUTH-LOCAL', 'a');
    cookies.setItem('AUTH-TOKEN-INFO', '{oops');
    expect(tokens.read()).toEqual({ accessToken: 'a', refreshToken: null });
  });
});
