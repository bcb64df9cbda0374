import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { ReactNode } from 'react';
import type { NavigateOptions, NavigationPort } from '@tessera/ports';
import { SYSTEM_PATHS } from '@tessera/protocol';
import { TesseraProvider } from '@tessera/react';
import { CallbackPage, DenyPage, ErrorPage } from './index.js';
import { SYSTEM_PAGE_TEXTS } from '../system/systemTexts.js';

/** A navigation port that records where the page asked to go. */
function recordingNavigation() {
  const calls: { path: string; options?: NavigateOptions }[] = [];
  const navigation: NavigationPort = {
    navigate: (path, options) => void calls.push(options ? { path, options } : { path }),
  };
  return { navigation, calls };
}

function renderPage(page: ReactNode) {
  const recorder = recordingNavigation();
  const screen = render(<TesseraProvider navigation={recorder.navigation}>{page}</TesseraProvider>);
  return { screen, calls: recorder.calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mobile system pages (spec 1 §2)', () => {
  it('deny page shows 您没有访问权限！ with a back button, home when nothing is behind', async () => {
    const { screen, calls } = renderPage(<DenyPage />);
    const view = await screen;
    await expect
      .element(view.getByText(SYSTEM_PAGE_TEXTS.deny))
      .toHaveTextContent('您没有访问权限！');
    await view.getByRole('button', { name: '返回' }).click();
    expect(calls).toEqual([{ path: SYSTEM_PATHS.home, options: { replace: true } }]);
  });

  it('error page shows 抱歉，页面访问出错 and links to the designer', async () => {
    const { screen, calls } = renderPage(<ErrorPage />);
    const view = await screen;
    await expect
      .element(view.getByText(SYSTEM_PAGE_TEXTS.error))
      .toHaveTextContent('抱歉，页面访问出错');
    const designer = view.getByRole('link', { name: SYSTEM_PAGE_TEXTS.toDesigner });
    await expect.element(designer).toHaveAttribute('href', SYSTEM_PATHS.design);
    await designer.click();
    expect(calls).toEqual([{ path: SYSTEM_PATHS.design }]);
  });

  it('callback page shows 登录成功，请稍后... without navigating by itself', async () => {
    const { screen, calls } = renderPage(<CallbackPage />);
    const view = await screen;
    await expect.element(view.getByRole('status')).toHaveTextContent('登录成功，请稍后...');
    expect(calls).toEqual([]);
  });
});
