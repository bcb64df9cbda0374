import { DEMO } from '../demo.js';

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

/** The Pc home page: one List bound to the article schema (spec 1 §2 List widget). */
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
