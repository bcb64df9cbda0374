import { describe, expect, it } from 'vitest';
import { GRID_KEYFRAMES_CSS, isAboveFold, resolveAnimation } from './gridAnimation.js';

describe('resolveAnimation (spec 1 §3, §9)', () => {
  it('defaults to direction Left, 500 ms, delay 10 ms, 1 cycle', () => {
    expect(resolveAnimation({ name: 'slideIn' })).toEqual({
      id: 'slideIn-Left',
      keyframes: 'tessera-grid-slideIn-Left',
      css: 'tessera-grid-slideIn-Left 500ms ease-out 10ms 1 both',
      durationMs: 500,
      delayMs: 10,
      cycle: 1,
    });
  });

  it('keeps a given direction, time, delay and cycle', () => {
    expect(
      resolveAnimation({ name: 'fadeIn', direction: 'Up', time: 800, delay: 0, cycle: 2 })?.css,
    ).toBe('tessera-grid-fadeIn-Up 800ms ease-out 0ms 2 both');
  });

  it('has no animation without a known name; an unknown direction is Left', () => {
    expect(resolveAnimation(undefined)).toBeNull();
    expect(resolveAnimation({ name: '' })).toBeNull();
    expect(resolveAnimation({ name: 'spin' })).toBeNull();
    expect(resolveAnimation({ name: 'zoomIn', direction: 'Sideways' })?.id).toBe('zoomIn-Left');
  });

  it('ships keyframes for every name and direction', () => {
    for (const id of ['fadeIn-Left', 'slideIn-Right', 'zoomIn-Up', 'bounceIn-Down']) {
      expect(GRID_KEYFRAMES_CSS).toContain(`@keyframes tessera-grid-${id}{`);
    }
  });
});

describe('isAboveFold (spec 1 §4)', () => {
  it('plays only for items whose top is above the bottom of the scroll area', () => {
    expect(isAboveFold({ top: 899 }, { bottom: 900 })).toBe(true);
    expect(isAboveFold({ top: 900 }, { bottom: 900 })).toBe(false);
  });
});
