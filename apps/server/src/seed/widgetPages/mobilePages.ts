import { DEMO } from '../../demo.js';
import { articleSource, widgetPageId, type WidgetDemoPage } from './widgetDemoPage.js';

/** The phone area's number in {@link widgetPageId}. */
const MOBILE_AREA = 8;

/** The bottom-navigation demo's urls: two tabs of one bar. */
export const BOTTOM_NAV_URLS = {
  articles: '/widgets/mobile/tab-articles',
  latest: '/widgets/mobile/tab-latest',
} as const;

/**
 * The bottom navigation (a Nav control with direction `bottom`, widgets README "Controls"): the
 * same bar on both tab pages, each entry with its icon. It is the last control of the page.
 */
function bottomNav(y: number) {
  return {
    id: 'tab-bar',
    parentId: null,
    typeName: 'Nav',
    layout: { x: 0, y, w: 24, h: 1 },
    props: {
      title: '底部导航',
      direction: 'bottom',
      navList: [
        { id: 'tab-articles', label: '文章', url: BOTTOM_NAV_URLS.articles, icon: 'list' },
        { id: 'tab-latest', label: '最新', url: BOTTOM_NAV_URLS.latest, icon: 'message' },
        { id: 'tab-home', label: '首页', url: '/home', icon: 'home' },
      ],
    },
  };
}

/** A List of the articles: `pageSize` rows (taller than a phone's screen), `h` grid rows tall. */
function articleList(list: {
  id: string;
  title: string;
  dsId: string;
  pageSize: number;
  h: number;
}) {
  return {
    id: list.id,
    parentId: null,
    typeName: 'List',
    layout: { x: 0, y: 0, w: 24, h: list.h },
    props: { title: list.title, titleIsShow: true },
    bindInfo: { dsId: list.dsId, title: 'title', description: 'description' },
    cssData: { pagination: { pageSize: list.pageSize } },
  };
}

/**
 * Demo pages of the phone (spec 1 §2 "60px bottom padding when a bottom navigation component is
 * present"): two pages sharing a bottom navigation, each a list longer than the screen, so the
 * padding keeps the last row above the bar.
 */
export const MOBILE_PAGES: readonly WidgetDemoPage[] = [
  {
    pageId: widgetPageId(MOBILE_AREA, 1),
    subAppId: DEMO.pcSubAppId,
    name: 'widgets-mobile-tab-articles',
    url: BOTTOM_NAV_URLS.articles,
    title: '底部导航 · 文章',
    isHomePage: false,
    parameters: [],
    pageData: {
      controls: [
        articleList({
          id: 'tab-articles-list',
          title: '全部文章',
          dsId: 'ds-tab-articles',
          pageSize: 17,
          h: 8,
        }),
        bottomNav(8),
      ],
    },
    pageDataSource: [articleSource('ds-tab-articles', '文章', 17)],
  },
  {
    pageId: widgetPageId(MOBILE_AREA, 2),
    subAppId: DEMO.pcSubAppId,
    name: 'widgets-mobile-tab-latest',
    url: BOTTOM_NAV_URLS.latest,
    title: '底部导航 · 最新',
    isHomePage: false,
    parameters: [],
    pageData: {
      controls: [
        articleList({
          id: 'tab-latest-list',
          title: '最新文章',
          dsId: 'ds-tab-latest',
          pageSize: 12,
          h: 6,
        }),
        bottomNav(6),
      ],
    },
    pageDataSource: [{ ...articleSource('ds-tab-latest', '最新文章', 12), ascending: false }],
  },
];
