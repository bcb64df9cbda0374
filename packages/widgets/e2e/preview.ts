// One Storybook preview page per worker for the catalogue's tests: a story is shown by switching
// to it through Storybook's channel (as its sidebar does) instead of loading the preview anew, so
// each test costs its story's render, not a browser context and a preview start. After a failed
// test the next one loads the preview again, from a known state.
import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { storyRenders?: { id: string; phase?: string }[] };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

/** The worker's preview page and the errors it reported while the current story was shown. */
export interface Preview {
  page: Page;
  errors: string[];
  /** Whether the last story left the preview in an unknown state (then it is loaded anew). */
  dirty: boolean;
}

/** A Playwright `test` whose worker-scoped `preview` page is opened with these options. */
export function previewTest(options: BrowserContextOptions) {
  return base.extend<object, { preview: Preview }>({
    preview: [
      async ({ browser }, use) => {
        const page = await browser.newPage(options);
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
}

/**
 * Shows the story and waits for Storybook's own record of its render: completed (then finished),
 * or errored. Clears the errors first and marks the preview dirty until {@link markClean}.
 */
export async function showStory(preview: Preview, storyId: string): Promise<void> {
  const { page } = preview;
  preview.errors.length = 0;
  if (preview.dirty) {
    await page.goto(`/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
  } else {
    await page.evaluate((id) => {
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId: id,
        viewMode: 'story',
      });
    }, storyId);
  }
  preview.dirty = true;
  await page.waitForFunction((id) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyRenders?.find(
      (candidate) => candidate.id === id,
    );
    return ['completed', 'finished', 'errored'].includes(render?.phase ?? '');
  }, storyId);
}

/** The test passed: the next story may be switched to in this page. */
export function markClean(preview: Preview): void {
  preview.dirty = false;
}
