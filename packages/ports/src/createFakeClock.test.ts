import { describe, expect, it } from 'vitest';
import { createFakeClock } from './createFakeClock.js';

describe('createFakeClock', () => {
  it('starts at the given time and moves only on advance', () => {
    const clock = createFakeClock({ now: 1000 });
    expect(clock.now()).toBe(1000);
    clock.advance(250);
    expect(clock.now()).toBe(1250);
    expect(createFakeClock().now()).toBe(0);
  });

  it('runs due timers in due order, ties in creation order, and reports the time of each', () => {
    const clock = createFakeClock();
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => seen.push(`a@${clock.now()}`), 100);
    clock.setTimeout(() => seen.push(`c@${clock.now()}`), 200);
    clock.setTimeout(() => seen.push('late'), 301);
    clock.advance(300);
    expect(seen).toEqual(['a@100', 'b@200', 'c@200']);
    expect(clock.pendingTimers()).toBe(1);
  });

  it('repeats intervals until cleared', () => {
    const clock = createFakeClock();
    const ticks: number[] = [];
    const handle = clock.setInterval(() => ticks.push(clock.now()), 30_000);
    clock.advance(95_000);
    expect(ticks).toEqual([30_000, 60_000, 90_000]);
    clock.clearInterval(handle);
    clock.advance(60_000);
    expect(ticks).toHaveLength(3);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('runs timers set by a callback when they fall due within the same advance', () => {
    const clock = createFakeClock();
    const seen: number[] = [];
    clock.setTimeout(() => {
      seen.push(clock.now());
      clock.setTimeout(() => seen.push(clock.now()), 50);
    }, 100);
    clock.advance(200);
    expect(seen).toEqual([100, 150]);
  });

  it('does not run a cleared timeout', () => {
    const clock = createFakeClock();
    let ran = false;
    const handle = clock.setTimeout(() => (ran = true), 10);
    clock.clearTimeout(handle);
    clock.advance(100);
    expect(ran).toBe(false);
  });

  it('treats negative and non-finite delays as 0, and clamps a zero interval to 1 ms', () => {
    const clock = createFakeClock();
    const seen: string[] = [];
    clock.setTimeout(() => seen.push('neg'), -5);
    clock.setTimeout(() => seen.push('nan'), Number.NaN);
    const handle = clock.setInterval(() => seen.push(`i${clock.now()}`), 0);
    clock.advance(2);
    clock.clearInterval(handle);
    expect(seen).toEqual(['neg', 'nan', 'i0', 'i1', 'i2']);
  });

  it('rejects a negative advance', () => {
    expect(() => createFakeClock().advance(-1)).toThrow(RangeError);
  });

  it('lets promise continuations schedule further timers during advanceAsync', async () => {
    const clock = createFakeClock();
    const sleep = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));
    const seen: number[] = [];
    const chain = (async () => {
      await sleep(1000);
      seen.push(clock.now());
      await sleep(2000);
      seen.push(clock.now());
    })();
    await clock.advanceAsync(3000);
    await chain;
    expect(seen).toEqual([1000, 3000]);
  });

  it('does not let advance (sync) run continuations, so the second sleep is not yet due', () => {
    const clock = createFakeClock();
    const seen: number[] = [];
    void new Promise<void>((resolve) => clock.setTimeout(resolve, 1000)).then(() =>
      seen.push(clock.now()),
    );
    clock.advance(3000);
    expect(seen).toEqual([]);
  });
});
