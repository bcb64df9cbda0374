import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { PageJsonData } from '@tessera/protocol';
import { TesseraProvider } from '@tessera/react';
import { MobilePageShell } from './index.js';

function page(layout: Record<string, unknown> | undefined, styleName?: string): PageJsonData {
  return {
    pageId: '7e55e7a0-0000-4000-8000-0000000000aa',
    title: '页面',
    pageType: 'Page',
    version: 1,
    templateId: '00000000-0000-0000-0000-000000000000',
    pageData: { controls: [], ...(layout ? { layout } : {}) },
    pageDataSource: [],
    ...(styleName ? { styleName } : {}),
  } as PageJsonData;
}

function renderShell(data: PageJsonData) {
  return render(
    <TesseraProvider>
      <MobilePageShell page={data} title="标题" appName="应用" />
    </TesseraProvider>,
  );
}

describe('MobilePageShell (spec 1 §2 Layouts, mobile)', () => {
  it('pads the grid 60 px for a bottom navigation plus the fixed centre containers', async () => {
    const screen = await renderShell(
      page({
        type: 'header-main',
        bottomNav: true,
        fixedTopCenterHeight: 48,
        fixedBottomCenterHeight: 20,
      }),
    );
    const content = screen.getByTestId('page-content').element() as HTMLElement;
    expect(getComputedStyle(content).paddingTop).toBe('48px');
    expect(getComputedStyle(content).paddingBottom).toBe('80px');
  });

  it('draws header-main-footer with the title in the header and the footer text', async () => {
    const screen = await renderShell(
      page({ type: 'header-main-footer', footer: { text: '© 底部' } }),
    );
    await expect.element(screen.getByTestId('layout-header')).toHaveTextContent('标题');
    await expect.element(screen.getByTestId('layout-footer')).toHaveTextContent('© 底部');
  });

  it('colours the header with the page theme (theme3 orange)', async () => {
    const screen = await renderShell(page({ type: 'header-main' }, 'theme3'));
    const header = screen.getByTestId('layout-header').element() as HTMLElement;
    expect(getComputedStyle(header).backgroundColor).toBe('rgb(250, 140, 22)');
  });

  it('shows the app name over a page without a layout', async () => {
    const screen = await renderShell(page(undefined));
    await expect
      .element(screen.getByTestId('page-layout'))
      .toHaveAttribute('data-layout', 'default');
    await expect.element(screen.getByText('应用')).toBeVisible();
  });
});
