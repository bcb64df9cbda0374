import { describe, expect, it } from 'vitest';
import * as constants from './gridConstants.js';

describe('grid constants (spec 1 §9)', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['RUNTIME_GRID', { cols: 12, rowHeight: 150, margin: [4, 4] }],
    ['FLEX_GRID', { cols: 20, rowHeight: 16, margin: [4, 4], width: 1200 }],
    ['MOBILE_GRID', { cellWidth: 375, rowHeight: 4, margin: [4, 4] }],
    [
      'DESIGNER_GRID',
      {
        cellWidth: 100,
        cellHeight: 100,
        margin: [5, 5],
        outerMargin: [0, 0],
        newBox: { w: 1, h: 1 },
      },
    ],
    ['NEW_BOX_SIZE', { w: 1, h: 1 }],
    ['MAX_ROWS', Number.POSITIVE_INFINITY],
    ['CONTAINER_MIN_HEIGHT', 40],
    ['CONTAINER_FALLBACK_HEIGHT', 140],
    ['BOTTOM_NAV_PADDING', 60],
    ['CONTAINER_DEFAULT_WIDTH', 100],
    ['Z_INDEX', { fixedItem: 1999, fixedWidget: 999999, control: 1 }],
    ['CONTROL_DEFAULTS', { w: 60, h: 24, zIndex: 1 }],
    ['PAGE_HEIGHT', 200],
    ['TEMPLATE_HEIGHTS', { header: 200, aside: 200, main: 200, footer: 200 }],
    ['MOBILE_DESIGN_SIZE', { width: 375, height: 667 }],
    ['MOBILE_FULL_WIDTH_FROM', 375],
    ['CENTER_WIDTH_CAP', 1200],
    ['PASTE_OFFSET', { offset: 4, step: 1 }],
    ['MAX_TABS', 8],
    ['ANIMATION_DEFAULTS', { direction: 'Left', durationMs: 500, delayMs: 10, cycle: 1 }],
    ['ANIMATION_POLL', { intervalMs: 100, giveUpMs: 5000 }],
  ])('%s', (name, expected) => {
    expect(constants[name]).toEqual(expected);
  });
});
