import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserActivitySource, createBrowserCookies } from './browserPorts.js';
import type { ActivityKind } from './ports.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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

  it('leaves Secure out on http and takes path and SameSite options', () => {
    const written = stubDocument('http:');
    createBrowserCookies({ path: '/app', sameSite: 'Strict' }).setItem('k', 'v');
    expect(written).toEqual(['k=v; path=/app; SameSite=Strict']);
  });
});
