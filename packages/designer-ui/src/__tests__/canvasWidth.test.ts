import { describe, expect, it } from 'vitest';
import { canvasWidth } from '../model/canvasWidth.js';

describe('canvasWidth', () => {
  it('draws md, sm and xs at the narrowest width the runtime draws them at (spec 1 §9)', () => {
    expect(canvasWidth('md')).toBe(996);
    expect(canvasWidth('sm')).toBe(768);
    expect(canvasWidth('xs')).toBe(480);
  });

  it('draws xxs at the mobile design reference width and lg at the whole canvas', () => {
    expect(canvasWidth('xxs')).toBe(375);
    expect(canvasWidth('lg')).toBeNull();
  });
});
