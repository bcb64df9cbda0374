import { describe, expect, it } from 'vitest';
import { createOidcUserManager, createUserManagerSettings } from './createUserManagerSettings.js';

const base = {
  authority: 'https://id.example.com',
  clientId: 'runtime',
  origin: 'https://app.example.com',
  apiScope: 'identity_api',
};

describe('createUserManagerSettings (spec 1 §4, §6)', () => {
  it('builds the settings of the sign-in flow', () => {
    expect(createUserManagerSettings(base)).toEqual({
      authority: 'https://id.example.com',
      client_id: 'runtime',
      response_type: 'code',
      scope: 'openid profile role identity_api',
      redirect_uri: 'https://app.example.com/callback',
      silent_redirect_uri: 'https://app.example.com/silent',
      post_logout_redirect_uri: 'https://app.example.com/',
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: 300,
    });
  });

  it.each<[string, Partial<typeof base>, string, string]>([
    [
      'a trailing slash on the origin',
      { origin: 'https://app.example.com/' },
      'scope',
      'openid profile role identity_api',
    ],
    [
      'another API scope name',
      { apiScope: 'tessera.identity' },
      'scope',
      'openid profile role tessera.identity',
    ],
    ['a blank API scope', { apiScope: ' ' }, 'scope', 'openid profile role'],
    [
      'a trailing slash on the origin (callback)',
      { origin: 'http://localhost:5173//' },
      'redirect_uri',
      'http://localhost:5173/callback',
    ],
  ])('handles %s', (_case, change, key, expected) => {
    expect(createUserManagerSettings({ ...base, ...change })[key as 'scope']).toBe(expected);
  });

  it('lets extra settings win', () => {
    expect(
      createUserManagerSettings({ ...base, extra: { automaticSilentRenew: false } })
        .automaticSilentRenew,
    ).toBe(false);
  });
});

describe('createOidcUserManager', () => {
  it('constructs a real oidc-client-ts UserManager with these settings (in Node, no network)', () => {
    const userManager = createOidcUserManager(base);
    expect(userManager.settings).toMatchObject({
      authority: 'https://id.example.com',
      client_id: 'runtime',
      response_type: 'code',
      scope: 'openid profile role identity_api',
      redirect_uri: 'https://app.example.com/callback',
      silent_redirect_uri: 'https://app.example.com/silent',
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: 300,
    });
    userManager.stopSilentRenew();
  });
});
