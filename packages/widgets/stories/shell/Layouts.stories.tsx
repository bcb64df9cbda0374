// The page layouts of spec 1 §2 (five types, stages, hidden and fixed regions, header shadow,
// background styles, master pages), drawn by the Pc PageShell.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyControl } from '../support/storyControls.js';
import { ShellStoryPage, articleList, shellParameters, type ShellPage } from './shellStoryPage.js';

interface Args {
  page: ShellPage;
}

const meta: Meta<Args> = {
  title: 'Shell/Layouts',
  render: ({ page }) => <ShellStoryPage page={page} />,
};
export default meta;

type Story = StoryObj<Args>;

function story(page: ShellPage): Story {
  return { args: { page }, parameters: shellParameters(page) };
}

const aside = articleList('aside-latest', '最新文章', 0, '@aside');
const main = (title = '文章列表', y = 0) => articleList(`main-${y}`, title, y);

const DOT_PATTERN =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='24' height='24'><circle cx='12' cy='12' r='2' fill='%231677ff' fill-opacity='0.18'/></svg>";

/** header-aside-main with a 280 px aside. */
export const HeaderAsideMain = story({
  title: '布局：头部-侧栏-主体',
  layout: { type: 'header-aside-main', aside: { width: 280 } },
  controls: [aside, main()],
});

/** aside-header-main: a dark aside, the tag bar, the centred container stage. */
export const AsideHeaderMain = story({
  title: '布局：侧栏-头部-主体',
  layout: {
    type: 'aside-header-main',
    aside: { width: 280 },
    tagBar: true,
    stage: 'container',
    cssData: { aside: { bgColor: '#001529' } },
  },
  controls: [aside, main()],
});

/** header-main: a gradient header with its shadow (colour, offsets, blur) and the tag bar. */
export const HeaderMainGradient = story({
  title: '布局：头部-主体',
  layout: {
    type: 'header-main',
    tagBar: true,
    cssData: {
      header: {
        bgGradientTop: '#0958d9',
        bgGradientBottom: '#722ed1',
        bgDeg: 90,
        shadowColor: 'rgba(9, 88, 217, 0.45)',
        xoffset: 0,
        yoffset: 6,
        blur: 16,
      },
    },
  },
  controls: [main()],
});

/** header-main-footer with a fixed header and the footer's text. */
export const HeaderMainFooterFixed = story({
  title: '布局：头部-主体-底部（固定头部）',
  layout: {
    type: 'header-main-footer',
    header: { fixed: true },
    footer: { text: '© 2026 Tessera 演示应用' },
    stage: 'container',
  },
  controls: [main('文章列表', 0), main('更多文章', 3), main('全部文章', 6)],
});

/** no-header-footer-main on a gradient page background. */
export const MainOnly = story({
  title: '布局：仅主体（渐变背景）',
  layout: {
    type: 'no-header-footer-main',
    stage: 'container',
    cssData: { page: { bgGradientTop: '#e6f4ff', bgGradientBottom: '#f9f0ff', bgDeg: 180 } },
  },
  controls: [main()],
});

/** header-main-footer with the header and footer hidden. */
export const HiddenHeaderAndFooter = story({
  title: '布局：隐藏头部与底部',
  layout: { type: 'header-main-footer', header: { hidden: true }, footer: { hidden: true } },
  controls: [main()],
});

/** The flex-container stage (row 16, 20 columns, 1200 wide). */
export const FlexContainerStage = story({
  title: '布局：flex-container',
  layout: { type: 'header-main', stage: 'flex-container' },
  controls: [main()],
});

/** The root-container stage: the full width. */
export const RootContainerStage = story({
  title: '布局：root-container',
  layout: { type: 'header-main', stage: 'root-container' },
  controls: [main()],
});

/** A background image, size and repeat, and a translucent main area. */
export const BackgroundImage = story({
  title: '布局：背景图片与颜色',
  layout: {
    type: 'header-main',
    stage: 'container',
    cssData: {
      page: { bgColor: '#f0f5ff', bgImage: DOT_PATTERN, bgSize: '24px 24px', bgRepeat: 'repeat' },
      main: { bgColor: 'rgba(255, 255, 255, 0.6)' },
    },
  },
  controls: [main()],
});

/** A page inside its master page: the master's header, aside and data around the page's list. */
export const MasterPage = story({
  title: '布局：母版页',
  templateId: '00000000-0000-0000-0000-00000000a0f1',
  templatePageData: {
    layout: {
      type: 'header-aside-main',
      header: { title: 'Tessera 母版页' },
      aside: { width: 260 },
      cssData: {
        header: { bgColor: '#003eb3', shadowColor: 'rgba(0, 0, 0, 0.25)', yoffset: 2, blur: 8 },
      },
    },
    controls: [articleList('master-aside', '母版页侧栏', 0, '@aside')],
  },
  controls: [main('本页文章')],
});

/** A form container (typeName FormContainer) holding a list and a button on a grid of its own. */
function formContainerPage(): ShellPage {
  const container = storyControl('FormContainer', {
    id: 'form-container',
    layout: { x: 0, y: 0, w: 24, h: 4 },
  });
  const child = (control: ReturnType<typeof storyControl>) => ({
    ...control,
    parentId: container.id,
  });
  return {
    title: '布局：表单容器',
    layout: { type: 'header-main', stage: 'container' },
    controls: [
      container,
      child(articleList('container-list', '容器内的列表', 0)),
      child(
        storyControl('Button', {
          id: 'container-button',
          props: { label: '提交' },
          layout: { x: 0, y: 3, w: 4, h: 1 },
          events: ['click'],
        }),
      ),
    ],
  };
}

/** The form container once every data source of the page has loaded. */
export const FormContainerLoaded = story(formContainerPage());

/** The form container while the page's data loads: its space kept, its content hidden. */
export const FormContainerWhileLoading: Story = {
  args: { page: formContainerPage() },
  parameters: {
    layout: 'fullscreen',
    page: {
      controls: formContainerPage().controls,
      sources: { articles: { state: 'loading' } },
    },
  },
};
