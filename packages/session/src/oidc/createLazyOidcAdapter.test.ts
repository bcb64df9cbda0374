import { describe, expect, it, vi } from 'vitest';
import type { OidcAdapter, OidcUser } from './createOidcAdapter.js';
import { createLazyOidcAdapter } from './createLazyOidcAdapter.js';

/** A hand-written adapter that records calls and lets the test raise its events. */
function fakeAdapter() {
  const handlers: Record<string, ((...args: unknown[]) => void)[]> = {};
  const on =
    <T extends unknown[]>(name: string) =>
    (listener: (...args: T) => void) => {
      (handlers[name] ??= []).push(listener as (...args: unknown[]) => void);
      return () => undefined;
    };
  const adapter: OidcAdapter = {
    signinRedirect: vi.fn(async () => undefined),
    signinRedirectCallback: vi.fn(async () => ({ access_token: 't' }) as unknown as OidcUser),
    signinSilentCallback: vi.fn(async () => undefined),
    signinSilent: vi.fn(async () => null),
    signoutRedirect: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => undefined),
    getUser: vi.fn(async () => null),
    onUserLoaded: on<[OidcUser]>('userLoaded'),
    onAccessTokenExpiring: on<[]>('expiring'),
    onAccessTokenExpired: on<[]>('expired'),
    onSilentRenewError: on<[Error]>('renewError'),
    dispose: vi.fn(),
  };
  const raise = (name: string, ...args: unknown[]) => handlers[name]?.forEach((h) => h(...args));
  return { adapter, raise };
}

describe('createLazyOidcAdapter', () => {
  it('loads nothing until first used, then loads once and delegates', async () => {
    const { adapter } = fakeAdapter();
    const load = vi.fn(async () => adapter);
    const lazy = createLazyOidcAdapter(load);
    expect(load).not.toHaveBeenCalled();
    await lazy.signinRedirect('/back');
    await lazy.getUser();
    expect(load).toHaveBeenCalledTimes(1);
    expect(adapter.signinRedirect).toHaveBeenCalledWith('/back');
    expect(adapter.getUser).toHaveBeenCalled();
  });

  it('delivers events to listeners registered before the load, and not after unsubscribing', async () => {
    const { adapter, raise } = fakeAdapter();
    const lazy = createLazyOidcAdapter(async () => adapter);
    const loaded: unknown[] = [];
    const expired = vi.fn();
    lazy.onUserLoaded((user) => loaded.push(user));
    const stop = lazy.onAccessTokenExpired(expired);
    await lazy.getUser();
    raise('userLoaded', { access_token: 'a' });
    raise('expired');
    stop();
    raise('expired');
    expect(loaded).toEqual([{ access_token: 'a' }]);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('disposes the real adapter when disposed before the load finished', async () => {
    const { adapter } = fakeAdapter();
    let resolve!: (value: OidcAdapter) => void;
    const lazy = createLazyOidcAdapter(() => new Promise((r) => (resolve = r)));
    const pending = lazy.getUser();
    lazy.dispose();
    resolve(adapter);
    await pending;
    expect(adapter.dispose).toHaveBeenCalled();
  });
});
