// Every story of the widget catalogue renders in Chromium without errors: no console error, no
// uncaught page error, and not Storybook's error display.
import { expect, test } from '@playwright/test';
import { catalogueStories } from './catalogue.js';

const stories = catalogueStories();

test('the catalogue holds stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name} renders without errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));

    await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    // Storybook's own record of the render: completed (then finished) after the play function,
    // or errored.
    await page.waitForFunction((id) => {
      const preview = (
        window as unknown as {
          __STORYBOOK_PREVIEW__?: { storyRenders?: { id: string; phase?: string }[] };
        }
      ).__STORYBOOK_PREVIEW__;
      const render = preview?.storyRenders?.find((candidate) => candidate.id === id);
      return ['completed', 'finished', 'errored'].includes(render?.phase ?? '');
    }, story.id);
    // Data answers and effects land right after the first paint.
    await page.waitForTimeout(300);

    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    // Something is drawn: in the story's root, or in a dialog or menu layer over the page.
    await expect(
      page
        .locator('#storybook-root > *, body > [role="presentation"], body > [role="dialog"]')
        .first(),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
}
