import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useTheme } from '@mui/material/styles';
import type { Control } from '@tessera/protocol';
import { createWidgetRegistry, type WidgetProps } from '../../registry/createWidgetRegistry.js';
import { readPageLayout } from '../../shell/pageLayout.js';
import { THEMES } from '../../shell/themes.js';
import { PageLayout } from './PageLayout.js';
import { PageThemeProvider } from './PageThemeProvider.js';
import { SlotRenderer } from './SlotRenderer.js';
import { loadPcTheme } from './usePcTheme.js';

const child = (id: string, extra: Partial<Control> = {}): Control => ({
  id,
  parentId: null,
  typeName: 'Text',
  layout: { x: 0, y: 0, w: 1, h: 1 },
  props: { text: id },
  ...extra,
});

function Text({ control }: WidgetProps) {
  return <span>{String(control.props.text)}</span>;
}

describe('SlotRenderer (spec 1 §2)', () => {
  it('draws each child unless its visible binding is false, still drawing one open by default', async () => {
    const control = {
      ...child('box'),
      slots: [
        {
          name: 'main',
          smartViewDatas: [
            child('shown'),
            child('hidden', { bindInfo: { visible: false } }),
            child('opened', {
              bindInfo: { visible: false },
              props: { text: 'opened', defaultOpen: true },
            }),
          ],
        },
      ],
    } as Control;
    const screen = await render(
      <SlotRenderer control={control} registry={createWidgetRegistry({ Text })} />,
    );
    await expect.element(screen.getByText('shown')).toBeVisible();
    await expect.element(screen.getByText('opened')).toBeVisible();
    expect(screen.getByText('hidden').query()).toBeNull();
  });
});

describe('PageLayout', () => {
  it('leaves out the regions a layout has not got', async () => {
    const screen = await render(
      <PageLayout
        model={readPageLayout({ type: 'header-main-footer', footer: { hidden: true } })}
        pageCss={{ backgroundColor: '#e5effa' }}
        header={<header>页头</header>}
        aside={<span>侧栏</span>}
        main={<span>主体</span>}
        footer={<span>页脚</span>}
      />,
    );
    await expect.element(screen.getByText('页头')).toBeVisible();
    await expect.element(screen.getByText('主体')).toBeVisible();
    expect(screen.getByText('侧栏').query()).toBeNull();
    expect(screen.getByText('页脚').query()).toBeNull();
  });
});

describe('themes loaded on demand (spec 1 §1)', () => {
  it('loads a theme with its colours as the MUI palette', async () => {
    const theme = await loadPcTheme('theme3');
    expect(theme.palette.primary.main).toBe(THEMES.theme3.colors[0]);
    expect(await loadPcTheme('theme3')).toBe(theme);
  });

  it('draws its children in the page theme, theme1 for an unknown styleName', async () => {
    function Primary() {
      return <span>{useTheme().palette.primary.main}</span>;
    }
    const screen = await render(
      <PageThemeProvider styleName="dark">
        <Primary />
      </PageThemeProvider>,
    );
    await expect.element(screen.getByText(THEMES.theme1.colors[0])).toBeVisible();
  });
});
