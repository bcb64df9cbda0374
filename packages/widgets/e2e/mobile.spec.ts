// The mobile widgets of the catalogue (stories under Mobile/) on a phone: 375×667 with touch
// (spec 1 §9 mobile design reference), each drawn without errors and photographed into
// e2e-artifacts/mobile/ (git-ignored) for a person to look at.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { catalogueStories } from './catalogue.js';

const stories = catalogueStories().filter((story) => story.id.startsWith('mobile-'));

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { storyRenders?: { id: string; phase?: string }[] };
}

test('the catalogue holds mobile stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name} on a phone`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    await page.waitForFunction((id) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyRenders?.find(
        (candidate) => candidate.id === id,
      );
      return ['completed', 'finished', 'errored'].includes(render?.phase ?? '');
    }, story.id);
    // Lazy widgets, data answers and sheet animations settle after the first paint.
    await expect(page.getByTestId('widget-loading')).toHaveCount(0);
    await page.waitForTimeout(700);
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    await expect(page.getByTestId('mobile-frame')).toBeVisible();
    await page.screenshot({
      path: fileURLToPath(new URL(`../e2e-artifacts/mobile/${story.id}.png`, import.meta.url)),
    });
    expect(errors).toEqual([]);
  });
}
