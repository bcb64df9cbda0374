import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Control } from '@tessera/protocol';
import type { NavigationPort } from '@tessera/ports';
import { createMemoryStorage } from '@tessera/ports';
import { TesseraProvider } from '@tessera/react';
import { articles, ready, SourcesProvider } from '../../__tests__/fixtures.js';
import { MobileTagBar } from '../shell/MobileTagBar.js';
import { MobileButtonControl } from './MobileButtonControl.js';
import { MobileNavControl } from './MobileNavControl.js';
import { MobileLoginControl, MobileRegisterControl } from './MobileSessionControls.js';
import { MobileTableControl } from './MobileTableControl.js';

const control = (typeName: string, props: Record<string, unknown>, extra: Partial<Control> = {}) =>
  ({
    id: typeName.toLowerCase(),
    parentId: null,
    typeName,
    layout: { x: 0, y: 0, w: 12, h: 2 },
    props,
    ...extra,
  }) as Control;

function navigation(visited: string[], current = '/widgets/mobile'): NavigationPort {
  return { navigate: (path) => void visited.push(path), currentPath: () => current };
}

describe('mobile controls (spec 1 §2 Other)', () => {
  it('Button shows its label, 按钮 without one', async () => {
    const screen = await render(
      <>
        <MobileButtonControl control={control('Button', { label: '提交申请' })} />
        <MobileButtonControl control={control('Button', {})} />
      </>,
    );
    await expect.element(screen.getByRole('button', { name: '提交申请' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '按钮' })).toBeVisible();
  });

  it('Nav follows an in-app link through the navigation port', async () => {
    const visited: string[] = [];
    const screen = await render(
      <TesseraProvider navigation={navigation(visited)}>
        <MobileNavControl
          control={control('Nav', {
            navList: [
              { id: 'a', label: '列表', url: '/widgets/lists' },
              { id: 'b', label: '表单', url: '/widgets/forms/feedback' },
            ],
          })}
        />
      </TesseraProvider>,
    );
    await screen.getByRole('link', { name: '表单' }).click();
    expect(visited).toEqual(['/widgets/forms/feedback']);
  });

  it('Table shows the bound columns and turns pages with 下一页', async () => {
    const table = control(
      'Table',
      { title: '文章' },
      {
        bindInfo: {
          dsId: 'news',
          fields: [
            { fieldName: 'title', label: '标题' },
            { fieldName: 'summary', label: '摘要' },
          ],
        },
        cssData: { pagination: { pageSize: 2 } },
      },
    );
    const screen = await render(
      <SourcesProvider results={{ news: ready(articles(2), 5) }}>
        <MobileTableControl control={table} />
      </SourcesProvider>,
    );
    await expect.element(screen.getByRole('columnheader', { name: '标题' })).toBeVisible();
    await expect.element(screen.getByText('文章 2')).toBeVisible();
    await expect.element(screen.getByText('1–2 / 共 5 条')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
  });

  it('Login offers 登录 back to this page to a visitor; Register links to /register', async () => {
    const visited: string[] = [];
    const screen = await render(
      <TesseraProvider navigation={navigation(visited)}>
        <MobileLoginControl control={control('Login', {})} />
        <MobileRegisterControl control={control('Register', {})} />
      </TesseraProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: '登录' }))
      .toHaveAttribute('href', '/login?returnUrl=%2Fwidgets%2Fmobile');
    await screen.getByRole('link', { name: '注册' }).click();
    expect(visited).toEqual(['/register']);
  });
});

describe('MobileTagBar (spec 1 §2 tag bar, §9 maximum tabs 8)', () => {
  it('keeps the opened pages as tabs and reopens one on a tap', async () => {
    const visited: string[] = [];
    const sessionStorage = createMemoryStorage();
    sessionStorage.setItem(
      'tessera.tagBar',
      JSON.stringify([{ path: '/widgets/lists', title: '列表' }]),
    );
    const screen = await render(
      <TesseraProvider navigation={navigation(visited)} sessionStorage={sessionStorage}>
        <MobileTagBar path="/widgets/forms" title="表单" />
      </TesseraProvider>,
    );
    await expect.element(screen.getByText('表单')).toBeVisible();
    await screen.getByText('列表').click();
    expect(visited).toEqual(['/widgets/lists']);
    await screen.getByRole('button', { name: '关闭 列表' }).click();
    await expect.poll(() => screen.getByText('列表').query()).toBeNull();
  });
});
