// Every story of the widget catalogue renders in Chromium without errors: no console error, no
// uncaught page error, and not Storybook's error display. Each worker loads the preview once and
// switches stories through Storybook's channel (as its sidebar does), so the test stays fast.
import { expect, test as base, type Page } from '@playwright/test';
import { catalogueStories } from './catalogue.js';

const stories = catalogueStories();

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { storyRenders?: { id: string; phase?: string }[] };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

/** The errors a page reports while one story is shown. */
interface Preview {
  page: Page;
  errors: string[];
  /** Whether the last story left the preview in an unknown state (then it is loaded anew). */
  dirty: boolean;
}

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const preview: Preview = { page, errors: [], dirty: true };
      page.on('console', (message) => {
        if (message.type() === 'error') preview.errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => preview.errors.push(`page error: ${error.message}`));
      await use(preview);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** Storybook's own record of the story's render: completed (then finished), or errored. */
async function waitForRender(page: Page, storyId: string) {
  await page.waitForFunction((id) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyRenders?.find(
      (candidate) => candidate.id === id,
    );
    return ['completed', 'finished', 'errored'].includes(render?.phase ?? '');
  }, storyId);
}

test('the catalogue holds stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

test.describe.configure({ mode: 'parallel' });

for (const story of stories) {
  test(`${story.title} / ${story.name} renders without errors`, async ({ preview }) => {
    const { page } = preview;
    preview.errors.length = 0;
    if (preview.dirty) {
      await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    } else {
      await page.evaluate((storyId) => {
        (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
          storyId,
          viewMode: 'story',
        });
      }, story.id);
    }
    preview.dirty = true;
    await waitForRender(page, story.id);
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
    preview.dirty = false;
  });
}
