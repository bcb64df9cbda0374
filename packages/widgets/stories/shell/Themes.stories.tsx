// The six themes of spec 1 §1 (theme1–theme6: blue, teal, orange, magenta, lime, red), each on a
// page with buttons in every colour, a card list in check mode and the tag bar.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Control } from '@tessera/protocol';
import { storyControl } from '../support/storyControls.js';
import { ShellStoryPage, articleList, shellParameters, type ShellPage } from './shellStoryPage.js';

interface Args {
  page: ShellPage;
}

const meta: Meta<Args> = {
  title: 'Shell/Themes',
  render: ({ page }) => <ShellStoryPage page={page} />,
};
export default meta;

type Story = StoryObj<Args>;

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

function buttons(): Control[] {
  return COLORS.map((color, index) =>
    storyControl('Button', {
      id: `button-${color}`,
      props: { label: color, color, variant: index % 2 === 0 ? 'contained' : 'outlined' },
      layout: { x: index * 4, y: 0, w: 4, h: 1 },
      events: ['click'],
    }),
  );
}

function cards(): Control {
  return storyControl('CardList', {
    id: 'theme-cards',
    props: {
      title: '多选卡片',
      titleIsShow: true,
      selectionMode: 'check',
      showRank: true,
      thumbnailSize: 64,
      cardItem: { descList: [{ label: '作者', fieldName: 'author' }], tag0Visible: true },
    },
    bindInfo: {
      dsId: 'articles',
      value1: { fieldName: 'cover' },
      value2: { fieldName: 'title' },
      value0: { fieldName: 'category' },
    },
    cssData: { pagination: { pageSize: 3 } },
    layout: { x: 0, y: 1, w: 12, h: 4 },
  });
}

function themeStory(n: number): Story {
  const list = {
    ...articleList('theme-list', '文章列表', 1),
    layout: { x: 12, y: 1, w: 12, h: 4 },
  };
  const page: ShellPage = {
    title: `主题 theme${n}`,
    styleName: `theme${n}`,
    layout: { type: 'header-main', tagBar: true },
    controls: [...buttons(), cards(), list],
  };
  return { args: { page }, parameters: shellParameters(page), globals: { theme: `theme${n}` } };
}

/** theme1 拂晓蓝 (the default). */
export const Theme1 = themeStory(1);
/** theme2 明青. */
export const Theme2 = themeStory(2);
/** theme3 日暮橙. */
export const Theme3 = themeStory(3);
/** theme4 法式洋红. */
export const Theme4 = themeStory(4);
/** theme5 青柠. */
export const Theme5 = themeStory(5);
/** theme6 薄暮红. */
export const Theme6 = themeStory(6);
