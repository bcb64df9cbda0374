import { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOidcAdapter } from './createOidcAdapter.js';
import { createUserManagerSettings } from './createUserManagerSettings.js';

// oidc-client-ts runs its own expiry timers on the host clock; Vitest's fake timers (fake time,
// like the package's clock) drive them here.
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const settings = (automaticSilentRenew: boolean) =>
  createUserManagerSettings({
    authority: 'https://id.example.com',
    clientId: 'runtime',
    origin: 'https://app.example.com',
    apiScope: 'api',
    extra: { automaticSilentRenew },
  });

function user(expiresInSeconds: number): User {
  return new User({
    access_token: 'at',
    refresh_token: 'rt',
    token_type: 'Bearer',
    profile: { sub: 'u1', iss: 'https://id.example.com', aud: 'runtime', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
  });
}

describe('createOidcAdapter over a real UserManager', () => {
  it('raises the expiring notice 300 s before expiry and the expired event after it', async () => {
    vi.useFakeTimers({ now: Date.UTC(2024, 0, 1) });
    // Renewal itself would call the identity server; the notice timing is what is tested here.
    const userManager = new UserManager(settings(false));
    const adapter = createOidcAdapter(userManager);
    const seen: string[] = [];
    const start = Date.now();
    adapter.onAccessTokenExpiring(() => seen.push(`expiring@${(Date.now() - start) / 1000}`));
    adapter.onAccessTokenExpired(() => seen.push(`expired@${(Date.now() - start) / 1000}`));
    await userManager.storeUser(user(600));
    await userManager.getUser();
    await vi.advanceTimersByTimeAsync(295_000);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toEqual(['expiring@300']);
    await vi.advanceTimersByTimeAsync(310_000);
    expect(seen).toEqual(['expiring@300', 'expired@605']);
    adapter.dispose();
  });

  it('passes loaded users on, and removes its listeners on dispose', async () => {
    vi.useFakeTimers({ now: Date.UTC(2024, 0, 1) });
    const userManager = new UserManager(settings(true));
    const stop = vi.spyOn(userManager, 'stopSilentRenew');
    const adapter = createOidcAdapter(userManager);
    const loaded: string[] = [];
    adapter.onUserLoaded((loadedUser) => loaded.push(loadedUser.access_token));
    await userManager.storeUser(user(3600));
    await userManager.getUser(true);
    expect(loaded).toEqual(['at']);
    expect((await adapter.getUser())?.refresh_token).toBe('rt');
    adapter.dispose();
    expect(stop).toHaveBeenCalled();
    await userManager.getUser(true);
    expect(loaded).toEqual(['at']);
    await adapter.removeUser();
    expect(await adapter.getUser()).toBeNull();
  });

  it('hands the return URL to signinRedirect as state, and the URLs to the callbacks', async () => {
    const userManager = new UserManager(settings(false));
    const redirect = vi.spyOn(userManager, 'signinRedirect').mockResolvedValue();
    const callback = vi.spyOn(userManager, 'signinRedirectCallback').mockResolvedValue(user(60));
    const silent = vi.spyOn(userManager, 'signinSilentCallback').mockResolvedValue(undefined);
    const signout = vi.spyOn(userManager, 'signoutRedirect').mockResolvedValue();
    const renew = vi.spyOn(userManager, 'signinSilent').mockResolvedValue(user(60));
    const adapter = createOidcAdapter(userManager);
    await adapter.signinRedirect('/page/a');
    await adapter.signinRedirect();
    await adapter.signinRedirectCallback('https://app.example.com/callback?code=1');
    await adapter.signinSilentCallback('https://app.example.com/silent?code=2');
    await adapter.signoutRedirect();
    expect((await adapter.signinSilent())?.access_token).toBe('at');
    expect(redirect.mock.calls).toEqual([[{ state: { returnUrl: '/page/a' } }], [undefined]]);
    expect(callback).toHaveBeenCalledWith('https://app.example.com/callback?code=1');
    expect(silent).toHaveBeenCalledWith('https://app.example.com/silent?code=2');
    expect(signout).toHaveBeenCalled();
    expect(renew).toHaveBeenCalledTimes(1);
  });
});
