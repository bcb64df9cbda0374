// Every story of the widget catalogue renders in Chromium without errors: no console error, no
// uncaught page error, and not Storybook's error display. Each worker loads the preview once and
// switches stories through Storybook's channel (as its sidebar does), so the test stays fast.
import { expect } from '@playwright/test';
import { catalogueStories } from './catalogue.js';
import { markClean, previewTest, showStory } from './preview.js';

const stories = catalogueStories();
const test = previewTest({ viewport: { width: 1280, height: 900 } });

test('the catalogue holds stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

test.describe.configure({ mode: 'parallel' });

for (const story of stories) {
  test(`${story.title} / ${story.name} renders without errors`, async ({ preview }) => {
    await showStory(preview, story.id);
    const { page } = preview;
    // Data answers and effects land right after the first paint.
    await page.waitForTimeout(300);

    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    // Something is drawn: in the story's root, or in a dialog or menu layer over the page.
    await expect(
      page
        .locator('#storybook-root > *, body > [role="presentation"], body > [role="dialog"]')
        .first(),
    ).toBeAttached();
    expect(preview.errors).toEqual([]);
    markClean(preview);
  });
}
