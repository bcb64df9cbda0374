import type { Locator, Page } from '@playwright/test';

/** A cell's box in px, relative to its grid's top-left corner. */
export interface CellBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Page object for the seeded grid demo pages (/widgets/grid, /rtl, /invalid, /flex). */
export class GridPage {
  constructor(private readonly page: Page) {}

  async open(path = '/widgets/grid'): Promise<void> {
    await this.page.goto(path);
  }

  /** The grid cell (or fixed item) drawing control `id`. */
  cell(id: string): Locator {
    return this.page.locator(`[data-control-id="${id}"]`);
  }

  /** The page's grid: the one holding control `id`. */
  grid(id: string): Locator {
    return this.page.getByTestId('grid-renderer').filter({ has: this.cell(id) });
  }

  /** The box of control `id` relative to its grid. */
  async box(id: string): Promise<CellBox> {
    return this.cell(id).evaluate((element) => {
      const grid = element.closest('[data-testid="grid-renderer"]')!.getBoundingClientRect();
      const rect = element.getBoundingClientRect();
      return {
        left: rect.left - grid.left,
        top: rect.top - grid.top,
        width: rect.width,
        height: rect.height,
      };
    });
  }

  /** The width in px of the grid holding control `id`. */
  async gridWidth(id: string): Promise<number> {
    return this.grid(id).evaluate((element) => element.getBoundingClientRect().width);
  }

  /** A screenshot once the mount animations have finished. */
  async screenshot(path: string): Promise<void> {
    await this.page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await this.page.screenshot({ path, fullPage: false });
  }
}
