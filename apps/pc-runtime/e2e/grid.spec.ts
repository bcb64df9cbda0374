import { expect, test } from '@playwright/test';
import { FLEX_GRID } from '@tessera/layout';
import { GridPage } from './pages/GridPage.js';
import { signInWithCookies } from './pages/signInWithCookies.js';

// spec 1 §9: breakpoints lg 1280 = 24, md 996 = 20, sm 768 = 12, xs 480 = 8, xxs 0 = 4 columns;
// a grid exactly on a breakpoint belongs to the one below (the grid library's rule, kept by
// @tessera/layout), so a 1280 px window is md. Runtime rows 150 px, margins 4 px.
const MARGIN = 4;
// The first page of a run waits for the server's first answers on a loaded machine.
const LOAD = { timeout: 30_000 };
const ROW = 150;
const WIDTHS = [
  { width: 1440, breakpoint: 'lg', cols: 24 },
  { width: 1280, breakpoint: 'md', cols: 20 },
  { width: 996, breakpoint: 'sm', cols: 12 },
  { width: 768, breakpoint: 'xs', cols: 8 },
  { width: 480, breakpoint: 'xxs', cols: 4 },
  { width: 375, breakpoint: 'xxs', cols: 4 },
] as const;

/** The px box of grid units x, y, w on a grid `width` wide with `cols` columns. */
function expected(width: number, cols: number, x: number, y: number, w: number) {
  const col = (width - (cols - 1) * MARGIN - 2 * MARGIN) / cols;
  return {
    left: MARGIN + x * (col + MARGIN),
    top: MARGIN + y * (ROW + MARGIN),
    width: w * col + (w - 1) * MARGIN,
  };
}

// Where the per-breakpoint item `grid-moving` sits (seed gridPages.ts): its own box at md, sm
// and xs; at lg its layout; at xxs its layout fitted to 4 columns (column 0) and compacted below
// `grid-half`.
const MOVING: Record<string, { x: number; y: number; w: number }> = {
  lg: { x: 12, y: 0, w: 12 },
  md: { x: 12, y: 0, w: 8 },
  sm: { x: 0, y: 2, w: 12 },
  xs: { x: 0, y: 2, w: 8 },
  xxs: { x: 0, y: 2, w: 4 },
};

test.describe('responsive grid (spec 1 §4 Grid, §9)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInWithCookies(context, baseURL!);
  });

  for (const { width, breakpoint, cols } of WIDTHS) {
    test(`at ${width} px the grid has ${cols} columns (${breakpoint})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const grid = new GridPage(page);
      await grid.open();
      await expect(grid.cell('grid-half').getByTestId('list-widget')).toContainText('文章 1', LOAD);
      await expect(grid.grid('grid-half')).toHaveAttribute('data-cols', String(cols));
      await expect(grid.grid('grid-half')).toHaveAttribute('data-breakpoint', breakpoint);

      const gridWidth = await grid.gridWidth('grid-half');
      // A w=12 item: half the grid at lg, 12 of 20 columns at md, full width from sm down.
      const half = await grid.box('grid-half');
      const halfBox = expected(gridWidth, cols, 0, 0, Math.min(12, cols));
      expect(half.width).toBeCloseTo(halfBox.width, 0);
      expect(half.left).toBeCloseTo(halfBox.left, 0);
      if (breakpoint === 'lg') expect(half.width / gridWidth).toBeCloseTo(0.5, 1);
      if (cols <= 12) expect(half.width).toBeCloseTo(gridWidth - 2 * MARGIN, 0);

      // The per-breakpoint layout moves `grid-moving`: beside `grid-half` on wide grids, below it
      // on narrow ones.
      const at = MOVING[breakpoint]!;
      const moving = await grid.box('grid-moving');
      const movingBox = expected(gridWidth, cols, at.x, at.y, at.w);
      expect(moving.left).toBeCloseTo(movingBox.left, 0);
      expect(moving.top).toBeCloseTo(movingBox.top, 0);
      expect(moving.width).toBeCloseTo(movingBox.width, 0);
      expect(moving.height).toBeCloseTo(2 * ROW + MARGIN, 0);

      await grid.screenshot(`e2e-artifacts/grid-${width}.png`);
    });
  }

  test('a fixed-position item stays in place while the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const grid = new GridPage(page);
    await grid.open();
    const pinned = grid.cell('grid-pinned');
    await expect(pinned.getByTestId('list-widget')).toContainText('文章 1', LOAD);
    // spec 1 §9: fixed-position items have z-index 1999; fy 360 is its top in the window.
    await expect(pinned).toHaveCSS('position', 'fixed');
    await expect(pinned).toHaveCSS('z-index', '1999');
    const before = await pinned.boundingBox();
    expect(before?.y).toBeCloseTo(360, 0);
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(await pinned.boundingBox()).toEqual(before);
    await grid.screenshot('e2e-artifacts/grid-fixed-scrolled.png');
  });

  test('items above the fold play their mount animation, items below do not', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const grid = new GridPage(page);
    await grid.open();
    const slide = grid.cell('grid-slide').locator('[data-animation]');
    // spec 1 §3/§9: direction Left by default, 500 ms, delay 10 ms, 1 cycle.
    await expect(slide).toHaveAttribute('data-animation', 'slideIn-Left');
    await expect(slide).toHaveAttribute('data-animation-state', 'play');
    await expect(slide).toHaveCSS('animation-name', 'tessera-grid-slideIn-Left');
    await expect(slide).toHaveCSS('animation-duration', '0.5s');
    await expect(slide).toHaveCSS('animation-delay', '0.01s');
    await expect(slide).toHaveCSS('animation-iteration-count', '1');
    const fade = grid.cell('grid-fade').locator('[data-animation]');
    await expect(fade).toHaveCSS('animation-name', 'tessera-grid-fadeIn-Up');
    // Below the bottom of the scroll area at mount: no animation, drawn as it is.
    const below = grid.cell('grid-below').locator('[data-animation]');
    await expect(below).toHaveAttribute('data-animation-state', 'none');
    await expect(below).toHaveCSS('animation-name', 'none');
  });

  test('a right-to-left page mirrors the columns', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const grid = new GridPage(page);
    await grid.open('/widgets/grid/rtl');
    await expect(grid.cell('rtl-narrow').getByTestId('list-widget')).toContainText('文章 1', LOAD);
    await expect(grid.grid('rtl-narrow')).toHaveAttribute('data-rtl', 'true');
    const gridWidth = await grid.gridWidth('rtl-narrow');
    // x 0, w 8 of 24 columns: on the right edge; x 8, w 16: from the left edge.
    const narrow = await grid.box('rtl-narrow');
    const wide = await grid.box('rtl-wide');
    expect(narrow.left + narrow.width).toBeCloseTo(gridWidth - MARGIN, 0);
    expect(wide.left).toBeCloseTo(MARGIN, 0);
    expect(wide.left + wide.width).toBeLessThan(narrow.left);
    await grid.screenshot('e2e-artifacts/grid-rtl.png');
  });

  test('a flex-container page lays its items on the flex grid at every width', async ({ page }) => {
    const { cols, rowHeight, width: flexWidth } = FLEX_GRID;
    const [gap] = FLEX_GRID.margin;
    // spec 1 §9: 20 columns, rows 16 px, margin 4, at most 1200 wide; one breakpoint, so the
    // columns stay at 20 where the responsive grid would have 24, 12 or 8.
    for (const width of [1440, 996, 768]) {
      await page.setViewportSize({ width, height: 900 });
      const grid = new GridPage(page);
      await grid.open('/widgets/grid/flex');
      await expect(grid.cell('flex-left').getByTestId('list-widget')).toContainText('文章 1', LOAD);
      await expect(page.getByTestId('page-content')).toHaveAttribute(
        'data-stage',
        'flex-container',
      );
      await expect(grid.grid('flex-left')).toHaveAttribute('data-cols', String(cols));
      const gridWidth = await grid.gridWidth('flex-left');
      expect(gridWidth).toBeLessThanOrEqual(flexWidth);
      const col = (gridWidth - (cols + 1) * gap) / cols;
      const left = await grid.box('flex-left');
      const right = await grid.box('flex-right');
      const wide = await grid.box('flex-wide');
      // w 10, h 14: half the grid; 14 rows of 16 px with 13 margins between them.
      expect(left.width).toBeCloseTo(10 * col + 9 * gap, 0);
      expect(left.height).toBeCloseTo(14 * rowHeight + 13 * gap, 0);
      expect(right.left).toBeCloseTo(gap + 10 * (col + gap), 0);
      expect(right.top).toBeCloseTo(left.top, 0);
      // y 14: under both, 14 rows (and their margins) down.
      expect(wide.top).toBeCloseTo(gap + 14 * (rowHeight + gap), 0);
      expect(wide.width).toBeCloseTo(gridWidth - 2 * gap, 0);
      if (width === 1440) await grid.screenshot('e2e-artifacts/grid-flex.png');
    }
  });

  test('a page with an invalid layout shows the layout error', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const grid = new GridPage(page);
    await grid.open('/widgets/grid/invalid');
    // spec 1 §5, verbatim.
    await expect(page.getByTestId('grid-layout-error')).toContainText(
      'VueGridLayout: Layout[1].x must be a number!',
      LOAD,
    );
    await expect(grid.cell('invalid-ok')).toHaveCount(0);
    await grid.screenshot('e2e-artifacts/grid-invalid.png');
  });
});
