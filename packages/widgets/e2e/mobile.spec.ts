// The mobile widgets of the catalogue (stories under Mobile/) on a phone: 375×667 with touch
// (spec 1 §9 mobile design reference), each drawn without errors and photographed into
// e2e-artifacts/mobile/ (git-ignored) for a person to look at. One phone-sized preview page per
// worker shows the stories one after the other (e2e/preview.ts).
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { catalogueStories } from './catalogue.js';
import { markClean, previewTest, showStory } from './preview.js';

const stories = catalogueStories().filter((story) => story.id.startsWith('mobile-'));
const test = previewTest({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

test('the catalogue holds mobile stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name} on a phone`, async ({ preview }) => {
    await showStory(preview, story.id);
    const { page } = preview;
    // Lazy widgets, data answers and sheet animations settle after the first paint.
    await expect(page.getByTestId('widget-loading')).toHaveCount(0);
    await page.waitForTimeout(700);
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    await expect(page.getByTestId('mobile-frame')).toBeVisible();
    await page.screenshot({
      path: fileURLToPath(new URL(`../e2e-artifacts/mobile/${story.id}.png`, import.meta.url)),
    });
    expect(preview.errors).toEqual([]);
    markClean(preview);
  });
}
