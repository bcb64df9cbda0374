import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Control } from '@tessera/protocol';
import {
  GridRenderer,
  createWidgetRegistry,
  defaultWidgets,
  type WidgetProps,
} from '../pc/index.js';
import { control } from '../__tests__/fixtures.js';

// spec 1 §9 breakpoints and runtime grid (row 150, margin 4). A 1300 px grid is lg (24 columns
// of (1300 - 23*4 - 8) / 24 = 50 px).
const MARGIN = 4;
const ROW = 150;

function Label({ control: c }: WidgetProps) {
  return <div>{`widget ${c.id}`}</div>;
}

const registry = createWidgetRegistry({ ...defaultWidgets, Label });

function cell(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-control-id="${id}"]`);
}

function box(id: string) {
  const grid = document.querySelector('[data-testid="grid-renderer"]')!.getBoundingClientRect();
  const rect = cell(id)!.getBoundingClientRect();
  return { x: rect.left - grid.left, y: rect.top - grid.top, width: rect.width };
}

function renderGrid(
  controls: unknown,
  width: number,
  props: Partial<Parameters<typeof GridRenderer>[0]> = {},
  dir?: 'rtl',
) {
  return render(
    <div style={{ width }} dir={dir}>
      <GridRenderer controls={controls as Control[]} registry={registry} {...props} />
    </div>,
  );
}

function grid(): HTMLElement {
  return document.querySelector<HTMLElement>('[data-testid="grid-renderer"]')!;
}

describe('GridRenderer breakpoints (spec 1 §9)', () => {
  it('switches the columns with the container width and uses per-breakpoint boxes', async () => {
    const moving: Control = {
      ...control('moving', 'Label', { x: 12, y: 0, w: 12, h: 1 }),
      layouts: { xs: { x: 0, y: 1, w: 4, h: 1 } },
    };
    const screen = await renderGrid(
      [control('half', 'Label', { x: 0, y: 0, w: 12, h: 1 }), moving],
      1300,
    );
    await expect.element(screen.getByText('widget moving')).toBeVisible();
    expect(grid().dataset.cols).toBe('24');
    expect(box('half').width).toBeCloseTo(12 * 50 + 11 * MARGIN, 0);
    expect(box('moving').x).toBeCloseTo(MARGIN + 12 * 54, 0);

    // 700 px: xs, 8 columns of (700 - 7*4 - 8) / 8 = 83 px.
    grid().parentElement!.style.width = '700px';
    await expect.poll(() => grid().dataset.cols).toBe('8');
    await expect.poll(() => Math.round(box('half').width)).toBe(700 - 2 * MARGIN);
    expect(box('moving')).toMatchObject({ x: MARGIN, y: MARGIN + ROW + MARGIN });
    expect(box('moving').width).toBeCloseTo(4 * 83 + 3 * MARGIN, 0);
  });
});

describe('GridRenderer visibility (spec 1 §4)', () => {
  it('gives a hidden control no cell, and the others compact into its place', async () => {
    const hidden: Control = {
      ...control('hidden', 'Label', { x: 12, y: 0, w: 12, h: 1 }),
      bindInfo: { visible: false },
    };
    const screen = await renderGrid(
      [
        control('a', 'Label', { x: 0, y: 0, w: 12, h: 1 }),
        hidden,
        control('below', 'Label', { x: 12, y: 1, w: 12, h: 1 }),
      ],
      1300,
    );
    await expect.element(screen.getByText('widget below')).toBeVisible();
    expect(cell('hidden')).toBeNull();
    expect(box('below').y).toBeCloseTo(MARGIN, 0);
  });
});

describe('GridRenderer fixed items (spec 1 §3, §9)', () => {
  it('draws a fixed item with position fixed and z-index 1999, a forceFix one with 999999', async () => {
    const screen = await renderGrid(
      [
        control('flow', 'Label', { x: 0, y: 0, w: 12, h: 1 }),
        control('pin', 'Label', { x: 0, y: 3, w: 4, h: 1, position: 'fixed', fx: 30, fy: 40 }),
        control('top', 'Label', { x: 4, y: 0, w: 4, h: 1, position: 'fixed', forceFix: true }),
      ],
      1300,
    );
    await expect.element(screen.getByText('widget pin')).toBeVisible();
    const pin = cell('pin')!;
    expect(getComputedStyle(pin)).toMatchObject({ position: 'fixed', zIndex: '1999' });
    expect(pin.getBoundingClientRect()).toMatchObject({ left: 30, top: 40 });
    expect(pin.getBoundingClientRect().width).toBeCloseTo(4 * 50 + 3 * MARGIN, 0);
    expect(getComputedStyle(cell('top')!).zIndex).toBe('999999');
    // Out of the flow: `flow` keeps row 0 and nothing is placed under the fixed item's box.
    expect(box('flow').y).toBeCloseTo(MARGIN, 0);
  });
});

describe('GridRenderer animations (spec 1 §3, §4, §9)', () => {
  it('plays the mount animation above the fold only', async () => {
    const screen = await renderGrid(
      [
        { ...control('top', 'Label', { x: 0, y: 0, w: 6, h: 1 }), animation: { name: 'slideIn' } },
        {
          ...control('low', 'Label', { x: 6, y: 12, w: 6, h: 1 }),
          animation: { name: 'zoomIn', direction: 'Down', time: 300 },
        },
        // Keeps `low` below the fold (row 12, 1852 px down) after compaction.
        control('filler', 'Label', { x: 6, y: 0, w: 6, h: 12 }),
      ],
      1300,
    );
    await expect.element(screen.getByText('widget low')).toBeInTheDocument();
    const top = cell('top')!.querySelector<HTMLElement>('[data-animation]')!;
    expect(top.dataset).toMatchObject({ animation: 'slideIn-Left', animationState: 'play' });
    expect(getComputedStyle(top)).toMatchObject({
      animationName: 'tessera-grid-slideIn-Left',
      animationDuration: '0.5s',
      animationDelay: '0.01s',
      animationIterationCount: '1',
    });
    const low = cell('low')!.querySelector<HTMLElement>('[data-animation]')!;
    expect(low.dataset).toMatchObject({ animation: 'zoomIn-Down', animationState: 'none' });
    expect(getComputedStyle(low).animationName).toBe('none');
  });
});

describe('GridRenderer right-to-left (spec 1 §4)', () => {
  const controls = [control('a', 'Label', { x: 0, y: 0, w: 6, h: 1 })];

  it('mirrors the columns with rtl', async () => {
    const screen = await renderGrid(controls, 1300, { rtl: true });
    await expect.element(screen.getByText('widget a')).toBeVisible();
    expect(grid().dataset.rtl).toBe('true');
    expect(box('a').x + box('a').width).toBeCloseTo(1300 - MARGIN, 0);
  });

  it('mirrors the columns when the container is dir="rtl"', async () => {
    const screen = await renderGrid(controls, 1300, {}, 'rtl');
    await expect.element(screen.getByText('widget a')).toBeVisible();
    await expect.poll(() => Math.round(box('a').x + box('a').width)).toBe(1300 - MARGIN);
  });
});

describe('GridRenderer layout errors (spec 1 §5)', () => {
  it.each([
    ['not an array', { controls: 'x' }, {}, 'Layout must be an array!'],
    [
      'a non-numeric x',
      [
        control('ok', 'Label', { x: 0, y: 0, w: 2, h: 1 }),
        control('bad', 'Label', { x: '1' as unknown as number, y: 0, w: 2, h: 1 }),
      ],
      {},
      'VueGridLayout: Layout[1].x must be a number!',
    ],
    [
      'missing columns',
      [control('ok', 'Label', { x: 0, y: 0, w: 2, h: 1 })],
      { cols: { md: 20 } },
      'ResponsiveGridLayout: `cols` entry for breakpoint lg is missing!',
    ],
  ])('shows the error for %s instead of the grid', async (_, controls, props, message) => {
    const screen = await renderGrid(controls, 1300, props);
    await expect.element(screen.getByTestId('grid-layout-error')).toHaveTextContent(message);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('页面布局数据有误');
    expect(cell('ok')).toBeNull();
  });
});
