import { describe, expect, it } from 'vitest';
import type { Settings } from '@tessera/protocol';
import { createSettingsCache } from '../index.js';

const settings = (appId: string) => ({ appId }) as Settings;

describe('createSettingsCache', () => {
  // spec 1 §9: settings cache 5 min.
  it.each([
    { age: 0, fresh: true },
    { age: 1_000, fresh: true },
    { age: 4 * 60_000, fresh: true },
    { age: 5 * 60_000 - 1, fresh: true },
    { age: 5 * 60_000, fresh: false },
    { age: 60 * 60_000, fresh: false },
  ])('after $age ms the entry is fresh: $fresh', ({ age, fresh }) => {
    let time = 1_000_000;
    const cache = createSettingsCache({ clock: { now: () => time } });
    cache.set('k', settings('a'));
    time += age;
    expect(cache.get('k')).toEqual(fresh ? settings('a') : undefined);
  });

  it('keeps entries per key and restarts the lifetime on set', () => {
    let time = 0;
    const cache = createSettingsCache({ clock: { now: () => time } });
    cache.set('a', settings('a'));
    time = 200_000;
    cache.set('b', settings('b'));
    time = 300_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(settings('b'));
    cache.set('a', settings('a2'));
    time = 500_000 - 1;
    expect(cache.get('b')).toEqual(settings('b'));
    time = 500_000;
    expect(cache.get('a')).toEqual(settings('a2'));
    expect(cache.get('b')).toBeUndefined();
  });

  it('honours a custom lifetime and clears one key or all', () => {
    const cache = createSettingsCache({ clock: { now: () => 0 }, ttlMs: 10 });
    cache.set('a', settings('a'));
    cache.set('b', settings('b'));
    cache.clear('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(settings('b'));
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('remembers a call in flight until it settles, success or failure', async () => {
    const cache = createSettingsCache({ clock: { now: () => 0 } });
    const call = Promise.resolve(settings('a'));
    expect(await cache.track('k', call)).toEqual(settings('a'));
    expect(cache.pending('k')).toBeUndefined();

    let reject: (reason: Error) => void = () => undefined;
    const failing = new Promise<Settings>((_resolve, rejectCall) => {
      reject = rejectCall;
    });
    const tracked = cache.track('k', failing);
    expect(cache.pending('k')).toBe(failing);
    reject(new Error('down'));
    await expect(tracked).rejects.toThrow('down');
    expect(cache.pending('k')).toBeUndefined();
  });
});
