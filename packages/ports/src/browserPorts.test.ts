import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserClock,
  createBrowserNavigation,
  createBrowserStorage,
  createConsoleMessages,
} from './browserPorts.js';
import { createMemoryStorage } from './createMemoryStorage.js';

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
    expect(calls).toEqual([
      ['assign', '/one'],
      ['replace', '/two'],
      ['open', '/three', '_blank', 'noopener'],
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
