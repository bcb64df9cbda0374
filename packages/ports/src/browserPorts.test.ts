import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserActivitySource,
  createBrowserClock,
  createBrowserCookies,
  createBrowserPorts,
  createBrowserNavigation,
  createBrowserStorage,
  createConsoleMessages,
} from './browserPorts.js';
import { createMemoryCookies } from './createMemoryCookies.js';
import { createMemoryStorage } from './createMemoryStorage.js';
import type { ActivityKind } from './ports.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browser default ports', () => {
  it('createBrowserClock delegates to the host timers, read when called', () => {
    const calls: unknown[][] = [];
    vi.stubGlobal('setTimeout', (...args: unknown[]) => (calls.push(['setTimeout', ...args]), 7));
    vi.stubGlobal('clearTimeout', (...args: unknown[]) => calls.push(['clearTimeout', ...args]));
    vi.stubGlobal('setInterval', (...args: unknown[]) => (calls.push(['setInterval', ...args]), 8));
    vi.stubGlobal('clearInterval', (...args: unknown[]) => calls.push(['clearInterval', ...args]));
    vi.spyOn(Date, 'now').mockReturnValue(123);
    const clock = createBrowserClock();
    const callback = () => {};
    expect(clock.now()).toBe(123);
    expect(clock.setTimeout(callback, 5)).toBe(7);
    clock.clearTimeout(7);
    expect(clock.setInterval(callback, 6)).toBe(8);
    clock.clearInterval(8);
    expect(calls).toEqual([
      ['setTimeout', callback, 5],
      ['clearTimeout', 7],
      ['setInterval', callback, 6],
      ['clearInterval', 8],
    ]);
  });

  it.each<[string, 'local' | 'session', 'localStorage' | 'sessionStorage']>([
    ['local', 'local', 'localStorage'],
    ['session', 'session', 'sessionStorage'],
  ])('createBrowserStorage(%s) returns the host storage when it works', (_case, kind, global) => {
    const storage = createMemoryStorage();
    vi.stubGlobal(global, storage);
    expect(createBrowserStorage(kind)).toBe(storage);
    expect(storage.length).toBe(0);
  });

  it.each<[string, unknown]>([
    ['missing', undefined],
    [
      'throwing on use',
      {
        setItem: () => {
          throw new Error('SecurityError');
        },
        removeItem: () => {},
        getItem: () => null,
      },
    ],
  ])('createBrowserStorage falls back to memory when the storage is %s', (_case, host) => {
    vi.stubGlobal('localStorage', host);
    const storage = createBrowserStorage('local');
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('createBrowserNavigation assigns, replaces, opens and reads the location', () => {
    const calls: unknown[][] = [];
    vi.stubGlobal('location', {
      pathname: '/page/a',
      search: '?x=1',
      assign: (path: string) => calls.push(['assign', path]),
      replace: (path: string) => calls.push(['replace', path]),
    });
    vi.stubGlobal('open', (...args: unknown[]) => calls.push(['open', ...args]));
    const navigation = createBrowserNavigation();
    navigation.navigate('/one');
    navigation.navigate('/two', { replace: true });
    navigation.navigate('/three', { newWindow: true });
    navigation.navigate('/deny', { fullPage: true });
    expect(calls).toEqual([
      ['assign', '/one'],
      ['replace', '/two'],
      ['open', '/three', '_blank', 'noopener'],
      ['assign', '/deny'],
    ]);
    expect(navigation.currentPath?.()).toBe('/page/a?x=1');
  });

  it('createConsoleMessages writes to the console by level', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const messages = createConsoleMessages();
    messages.info('i');
    messages.warning('w');
    messages.error('e');
    expect([info.mock.calls, warn.mock.calls, error.mock.calls]).toEqual([
      [['i']],
      [['w']],
      [['e']],
    ]);
  });
});

function createTarget() {
  const listeners = new Map<string, Set<() => void>>();
  const options: unknown[] = [];
  return {
    addEventListener(type: string, listener: () => void, option?: unknown) {
      options.push(option);
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener(type: string, listener: () => void) {
      listeners.get(type)?.delete(listener);
    },
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    options,
  };
}

describe('createBrowserActivitySource', () => {
  it('reports click, keydown and mousemove with passive capturing listeners, and removes them', () => {
    const target = createTarget();
    const seen: ActivityKind[] = [];
    const stop = createBrowserActivitySource(target).subscribe((kind) => seen.push(kind));
    ['click', 'keydown', 'mousemove', 'scroll'].forEach(target.fire);
    expect(seen).toEqual(['click', 'keydown', 'mousemove']);
    expect(target.options).toEqual(Array(3).fill({ capture: true, passive: true }));
    stop();
    expect(target.count()).toBe(0);
  });

  it('uses the document only when subscribed', () => {
    const target = createTarget();
    const source = createBrowserActivitySource();
    vi.stubGlobal('document', target);
    source.subscribe(() => {});
    expect(target.count()).toBe(3);
  });
});

describe('createBrowserCookies', () => {
  function stubDocument(protocol = 'https:') {
    const written: string[] = [];
    const jar = new Map<string, string>();
    vi.stubGlobal('location', { protocol });
    vi.stubGlobal('document', {
      get cookie() {
        return [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
      },
      set cookie(text: string) {
        written.push(text);
        const [pair = ''] = text.split('; ');
        const [key = '', value = ''] = pair.split('=');
        if (text.includes('1970')) jar.delete(key);
        else jar.set(key, value);
      },
    });
    return written;
  }

  it('writes encoded values with path, SameSite, Secure on https, and expiry days', () => {
    const written = stubDocument();
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2024, 0, 1));
    const cookies = createBrowserCookies();
    cookies.setItem('AUTH-LOCAL', 'a b');
    cookies.setItem('AUTH-REFRESH', 'r', { days: 30 });
    expect(written).toEqual([
      'AUTH-LOCAL=a%20b; path=/; SameSite=Lax; Secure',
      'AUTH-REFRESH=r; expires=Wed, 31 Jan 2024 00:00:00 GMT; path=/; SameSite=Lax; Secure',
    ]);
    expect(cookies.getItem('AUTH-LOCAL')).toBe('a b');
    expect(cookies.getItem('missing')).toBeNull();
    cookies.removeItem('AUTH-LOCAL');
    expect(cookies.getItem('AUTH-LOCAL')).toBeNull();
  });

  it('clears every cookie the page can read (spec 1 §4 concurrent login)', () => {
    stubDocument();
    const cookies = createBrowserCookies();
    cookies.setItem('XSRF-TOKEN', 'x');
    cookies.setItem('AUTH-LOCAL', 'a');
    cookies.clear();
    expect([cookies.getItem('XSRF-TOKEN'), cookies.getItem('AUTH-LOCAL')]).toEqual([null, null]);
  });

  it('leaves Secure out on http and takes path and SameSite options', () => {
    const written = stubDocument('http:');
    createBrowserCookies({ path: '/app', sameSite: 'Strict' }).setItem('k', 'v');
    expect(written).toEqual(['k=v; path=/app; SameSite=Strict']);
  });
});

describe('createMemoryCookies', () => {
  it('keeps values and lifetimes, removes one and clears all', () => {
    const cookies = createMemoryCookies({ 'XSRF-TOKEN': 'x' });
    cookies.setItem('AUTH-REFRESH', 'r', { days: 30 });
    expect([cookies.getItem('XSRF-TOKEN'), cookies.daysOf('AUTH-REFRESH')]).toEqual(['x', 30]);
    cookies.removeItem('XSRF-TOKEN');
    expect(cookies.entries()).toEqual({ 'AUTH-REFRESH': 'r' });
    cookies.clear();
    expect([cookies.entries(), cookies.daysOf('AUTH-REFRESH')]).toEqual([{}, undefined]);
  });
});

describe('createBrowserPorts', () => {
  it('answers every default under the names the core packages take', () => {
    expect(Object.keys(createBrowserPorts()).sort()).toEqual([
      'clock',
      'cookies',
      'messages',
      'navigation',
      'sessionStorage',
      'storage',
    ]);
  });
});
