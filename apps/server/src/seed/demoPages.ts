import { DEMO } from '../demo.js';
import { WIDGET_DEMO_PAGES } from './widgetPages/index.js';

/** A page row of the seed, in wire shape (spec 1 §3 Page, spec 2 §2.2). */
export interface DemoPage {
  pageId: string;
  subAppId: string;
  name: string;
  url: string | null;
  title: string;
  isHomePage: boolean;
  parameters: { name: string; default: string | null }[];
  pageData: { controls: unknown[] };
  pageDataSource: unknown[];
}

/** The widget demo's areas (README "Demo seed"), by the first segment after /widgets/. */
const WIDGET_AREAS: readonly (readonly [string, string])[] = [
  ['layouts', '布局'],
  ['grid', '栅格'],
  ['lists', '列表'],
  ['forms', '表单'],
  ['controls', '控件'],
  ['events', '事件'],
  ['bench', '性能'],
  ['mobile', '手机'],
];

/**
 * The home page's menu of the widget demo: one group per area holding a link to each of its Pc
 * pages (read from the widget pages' modules, so a new demo page is linked at once).
 */
function widgetDemoNavList() {
  const pcPages = WIDGET_DEMO_PAGES.filter(
    (page) => page.subAppId === DEMO.pcSubAppId && page.url?.startsWith('/widgets/'),
  );
  const areaOf = (url: string) => url.split('/')[2] ?? '';
  const known = new Set(WIDGET_AREAS.map(([area]) => area));
  const areas = [
    ...WIDGET_AREAS,
    ...[...new Set(pcPages.map((page) => areaOf(page.url!)))]
      .filter((area) => !known.has(area))
      .map((area) => [area, area] as const),
  ];
  return areas
    .map(([area, label]) => ({
      id: `area-${area}`,
      label,
      children: pcPages
        .filter((page) => areaOf(page.url!) === area)
        .map((page) => ({ id: page.pageId, label: page.title, url: page.url! })),
    }))
    .filter((group) => group.children.length > 0);
}

/**
 * The Pc home page: one List bound to the article schema (spec 1 §2 List widget) and, beside it,
 * a Nav to every page of the widget demo.
 */
const pcHomePageData = {
  controls: [
    {
      id: 'list-1',
      parentId: null,
      typeName: 'List',
      layout: { x: 0, y: 0, w: 12, h: 6 },
      props: { title: '文章列表', titleIsShow: true },
      bindInfo: { dsId: DEMO.articlesDsId, title: 'title', description: 'description' },
      cssData: { pagination: { pageSize: 10 } },
    },
    {
      id: 'widgets-nav',
      parentId: null,
      typeName: 'Nav',
      layout: { x: 12, y: 0, w: 12, h: 6 },
      // md has 20 columns (spec 1 §9): the menu stays beside the list on a 1280 px screen.
      layouts: { md: { x: 12, y: 0, w: 8, h: 6 } },
      props: {
        title: '组件演示',
        titleIsShow: true,
        direction: 'vertical',
        navList: widgetDemoNavList(),
      },
    },
  ],
};

const pcHomeDataSource = [
  {
    dsId: DEMO.articlesDsId,
    name: '文章',
    schemaName: DEMO.articleSchema,
    typeName: 'schema',
    usages: ['list'],
    topN: 25,
    skip: 0,
    sortField: 'created',
    ascending: true,
    preDataSourceIds: [],
    isDefaultLoaded: true,
  },
];

/** Every page of the demo seed. */
export const DEMO_PAGES: readonly DemoPage[] = [
  {
    pageId: DEMO.pages.pcHome,
    subAppId: DEMO.pcSubAppId,
    name: 'home',
    url: '/home',
    title: '首页',
    isHomePage: true,
    parameters: [],
    pageData: pcHomePageData,
    pageDataSource: pcHomeDataSource,
  },
  {
    pageId: DEMO.pages.pcDetail,
    subAppId: DEMO.pcSubAppId,
    name: 'detail',
    url: null,
    title: '详情',
    isHomePage: false,
    parameters: [{ name: 'id', default: '' }],
    pageData: { controls: [] },
    pageDataSource: [],
  },
  {
    pageId: DEMO.pages.pcLogin,
    subAppId: DEMO.pcSubAppId,
    name: 'login',
    url: '/login',
    title: '登录',
    isHomePage: false,
    parameters: [],
    pageData: { controls: [] },
    pageDataSource: [],
  },
  {
    pageId: DEMO.pages.mobileHome,
    subAppId: DEMO.mobileSubAppId,
    name: 'home',
    url: '/home',
    title: '首页',
    isHomePage: true,
    parameters: [],
    pageData: { controls: [] },
    pageDataSource: [],
  },
];
