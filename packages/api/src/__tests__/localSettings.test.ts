import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@tessera/routing';
import { createLocalAuth, readAppSetting } from '../index.js';

describe('local settings keys (spec 1 §3)', () => {
  it('keeps AUTH-LOCAL, AUTH-EXTERNAL and AUTH-API-LOCAL as text and removes them with null', () => {
    const storage = createMemoryStorage();
    const auth = createLocalAuth(storage);
    auth.setAccessToken('t1');
    auth.setExternalProvider('wechat');
    auth.setApiToken('gw');
    expect(storage.getItem('AUTH-LOCAL')).toBe('t1');
    expect(storage.getItem('AUTH-EXTERNAL')).toBe('wechat');
    expect(storage.getItem('AUTH-API-LOCAL')).toBe('gw');
    expect([auth.accessToken(), auth.externalProvider(), auth.apiToken()]).toEqual([
      't1',
      'wechat',
      'gw',
    ]);
    auth.setAccessToken(null);
    expect(auth.accessToken()).toBeNull();
    expect(storage.getItem('AUTH-LOCAL')).toBeNull();
  });

  it.each([null, 'not json', '{"subAppType":"Pc"}'])('reads no app setting from %j', (text) => {
    const storage = createMemoryStorage();
    if (text !== null) storage.setItem('CDS_APP_SETTING', text);
    expect(readAppSetting(storage)).toBeUndefined();
  });
});
