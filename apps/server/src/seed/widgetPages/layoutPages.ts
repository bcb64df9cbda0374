import { DEMO } from '../../demo.js';
import { articleSource, widgetPageId, type WidgetDemoPage } from './widgetDemoPage.js';

// The layout area's demo pages (widgets README "Page shell"): one page per layout of spec 1 §2,
// a master page around a page, each theme of spec 1 §1, background styles, a fixed header.

/** The layouts area's number in {@link widgetPageId}. */
const LAYOUTS_AREA = 1;

/** The ids of the layout demo pages. */
export const LAYOUT_PAGE_IDS = {
  headerAsideMain: widgetPageId(LAYOUTS_AREA, 1),
  asideHeaderMain: widgetPageId(LAYOUTS_AREA, 2),
  headerMain: widgetPageId(LAYOUTS_AREA, 3),
  headerMainFooter: widgetPageId(LAYOUTS_AREA, 4),
  noHeaderFooterMain: widgetPageId(LAYOUTS_AREA, 5),
  masterTemplate: widgetPageId(LAYOUTS_AREA, 6),
  master: widgetPageId(LAYOUTS_AREA, 7),
  background: widgetPageId(LAYOUTS_AREA, 8),
  /** theme1..theme6 are pages 11..16. */
  theme: (n: number) => widgetPageId(LAYOUTS_AREA, 10 + n),
} as const;

/** A box given in 12 columns, with its lg (24) and md (20) boxes (spec 1 §9 breakpoints). */
function box(x: number, y: number, w: number, h: number) {
  const scale = (cols: number) => ({
    x: Math.round((x * cols) / 12),
    y,
    w: Math.round((w * cols) / 12),
    h,
  });
  return { layout: { x, y, w, h }, layouts: { lg: scale(24), md: scale(20) } };
}

/** A List control of articles. */
function articleList(options: {
  id: string;
  title: string;
  dsId: string;
  parentId?: string | null;
  at: [number, number, number, number];
  pageSize?: number;
}) {
  return {
    id: options.id,
    parentId: options.parentId ?? null,
    typeName: 'List',
    ...box(...options.at),
    props: { title: options.title, titleIsShow: true },
    bindInfo: { dsId: options.dsId, title: 'title', description: 'description' },
    cssData: { pagination: { pageSize: options.pageSize ?? 5 } },
  };
}

const ARTICLES = 'ds-layout-articles';
const LATEST = 'ds-layout-latest';

/** A page of the layouts area with the article sources. */
function layoutPage(
  n: number,
  page: Omit<
    WidgetDemoPage,
    'pageId' | 'subAppId' | 'isHomePage' | 'parameters' | 'pageData' | 'pageDataSource'
  > & {
    /** The page's controls and its layout (`pageData.layout`, widgets README "Page shell"). */
    pageData: { controls: unknown[]; layout?: object };
    pageDataSource?: unknown[];
  },
): WidgetDemoPage {
  return {
    subAppId: DEMO.pcSubAppId,
    isHomePage: false,
    parameters: [],
    pageDataSource: [articleSource(ARTICLES, '文章'), articleSource(LATEST, '最新文章', 5)],
    ...page,
    pageId: widgetPageId(LAYOUTS_AREA, n),
  };
}

/** The aside's list: the five first articles. */
const asideList = articleList({
  id: 'aside-latest',
  title: '最新文章',
  dsId: LATEST,
  parentId: '@aside',
  at: [0, 0, 12, 3],
  pageSize: 5,
});

/** Main's list of articles, `h` rows high. */
const mainList = (title: string, y = 0, h = 3) =>
  articleList({ id: `main-articles-${y}`, title, dsId: ARTICLES, at: [0, y, 12, h], pageSize: 5 });

/** A small repeating dot pattern as an image (an SVG data address), for the background page. */
const DOT_PATTERN =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='24' height='24'><circle cx='12' cy='12' r='2' fill='%231677ff' fill-opacity='0.18'/></svg>";

const THEME_TITLES = ['拂晓蓝', '明青', '日暮橙', '法式洋红', '青柠', '薄暮红'];

/** Demo pages of the widget kit: layouts, master page, grid breakpoints, themes, page variables. */
export const LAYOUT_PAGES: readonly WidgetDemoPage[] = [
  layoutPage(1, {
    name: 'layout-header-aside-main',
    url: '/widgets/layouts/header-aside-main',
    title: '布局：头部-侧栏-主体',
    pageData: {
      layout: { type: 'header-aside-main', aside: { width: 280 } },
      controls: [asideList, mainList('文章列表')],
    },
  }),
  layoutPage(2, {
    name: 'layout-aside-header-main',
    url: '/widgets/layouts/aside-header-main',
    title: '布局：侧栏-头部-主体',
    pageData: {
      layout: {
        type: 'aside-header-main',
        aside: { width: 280 },
        tagBar: true,
        stage: 'container',
        cssData: { aside: { bgColor: '#001529' } },
      },
      controls: [asideList, mainList('文章列表')],
    },
  }),
  layoutPage(3, {
    name: 'layout-header-main',
    url: '/widgets/layouts/header-main',
    title: '布局：头部-主体',
    pageData: {
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
      controls: [mainList('文章列表')],
    },
  }),
  layoutPage(4, {
    name: 'layout-header-main-footer',
    url: '/widgets/layouts/header-main-footer',
    title: '布局：头部-主体-底部（固定头部）',
    pageData: {
      layout: {
        type: 'header-main-footer',
        header: { fixed: true },
        footer: { text: '© 2026 Tessera 演示应用' },
        stage: 'container',
      },
      // Tall enough to scroll: the fixed header stays at the top.
      controls: [
        mainList('文章列表', 0, 3),
        mainList('更多文章', 3, 3),
        mainList('全部文章', 6, 3),
      ],
    },
  }),
  layoutPage(5, {
    name: 'layout-no-header-footer-main',
    url: '/widgets/layouts/no-header-footer-main',
    title: '布局：仅主体（渐变背景）',
    pageData: {
      layout: {
        type: 'no-header-footer-main',
        stage: 'container',
        cssData: {
          page: { bgGradientTop: '#e6f4ff', bgGradientBottom: '#f9f0ff', bgDeg: 180 },
        },
      },
      controls: [mainList('文章列表')],
    },
  }),
  // The master (template) page: a header, an aside with its own data source, a footer.
  layoutPage(6, {
    name: 'layout-master-template',
    url: null,
    title: '母版页',
    pageType: 'Template',
    pageData: {
      layout: {
        type: 'header-aside-main',
        header: { title: 'Tessera 母版页' },
        aside: { width: 260 },
        cssData: {
          header: { bgColor: '#003eb3', shadowColor: 'rgba(0, 0, 0, 0.25)', yoffset: 2, blur: 8 },
        },
      },
      controls: [
        articleList({
          id: 'master-aside',
          title: '母版页侧栏',
          dsId: 'ds-master-articles',
          parentId: '@aside',
          at: [0, 0, 12, 3],
          pageSize: 4,
        }),
      ],
    },
    pageDataSource: [articleSource('ds-master-articles', '母版页文章', 4)],
  }),
  layoutPage(7, {
    name: 'layout-master',
    url: '/widgets/layouts/master',
    title: '布局：母版页',
    templateId: LAYOUT_PAGE_IDS.masterTemplate,
    pageData: { controls: [mainList('本页文章')] },
  }),
  layoutPage(8, {
    name: 'layout-background',
    url: '/widgets/layouts/background',
    title: '布局：背景图片与颜色',
    pageData: {
      layout: {
        type: 'header-main',
        stage: 'container',
        cssData: {
          page: {
            bgColor: '#f0f5ff',
            bgImage: DOT_PATTERN,
            bgSize: '24px 24px',
            bgRepeat: 'repeat',
          },
          main: { bgColor: 'rgba(255, 255, 255, 0.6)' },
        },
      },
      controls: [mainList('文章列表')],
    },
  }),
  ...THEME_TITLES.map((title, i) =>
    layoutPage(11 + i, {
      name: `layout-theme${i + 1}`,
      url: `/widgets/layouts/theme${i + 1}`,
      title: `主题 theme${i + 1}：${title}`,
      styleName: `theme${i + 1}`,
      pageData: {
        layout: { type: 'header-main', tagBar: true },
        controls: [mainList('文章列表')],
      },
    }),
  ),
];
