// Demo pages of the list widgets (spec 1 §2 List widget, Card list widget, Full list; §4 Card
// list states) and their data: a small `feed` schema (numbers above 999 for the operation rule,
// tags, keywords, covers) written with the widget pages (fixed ids, on conflict do nothing).
import { toJson, type Db } from '../../db/database.js';
import { DEMO } from '../../demo.js';
import { insertSeedItems, type SeedItem } from '../insertSeedItems.js';
import { widgetPageId, type WidgetDemoPage } from './widgetDemoPage.js';

/** The lists area's number in {@link widgetPageId}. */
const LISTS_AREA = 2;

/** The list demo's schema: 24 posts with covers, counters, tags and keywords. */
export const FEED_SCHEMA = {
  name: 'feed',
  label: '动态',
  schemaId: '7e55e7a0-0007-4000-8000-000200000001',
  count: 24,
} as const;

const FEED_FIELDS = [
  { fieldId: 1, name: 'title', label: '标题', fieldType: 'String' },
  { fieldId: 2, name: 'summary', label: '摘要', fieldType: 'String' },
  { fieldId: 3, name: 'cover', label: '封面', fieldType: 'String' },
  { fieldId: 4, name: 'author', label: '作者', fieldType: 'String' },
  { fieldId: 5, name: 'likes', label: '点赞数', fieldType: 'Number' },
  { fieldId: 6, name: 'comments', label: '评论数', fieldType: 'Number' },
  { fieldId: 7, name: 'shares', label: '转发数', fieldType: 'Number' },
  { fieldId: 8, name: 'category', label: '分类', fieldType: 'String' },
  { fieldId: 9, name: 'badge', label: '标记', fieldType: 'String' },
  { fieldId: 10, name: 'keywords', label: '关键词', fieldType: 'String' },
  { fieldId: 11, name: 'publishedAt', label: '发布时间', fieldType: 'DateTime' },
];

const EPOCH = Date.UTC(2026, 0, 4, 8, 0, 0);
const HOUR = 3_600_000;
const COLOURS = ['#1677ff', '#13c2c2', '#fa8c16', '#eb2f96', '#a0d911', '#f5222d'];
const CATEGORIES = ['技术', '产品', '设计', '运营'];
const BADGES = ['官方推荐', '', '年度最受欢迎的低代码实践案例', '新', '', '精选'];
const AUTHORS = ['张三', '李四', '王五'];
const KEYWORDS = [
  '低代码,可视化搭建平台,React',
  '数据源,工作流引擎',
  '设计系统,主题,响应式栅格布局',
];

/**
 * A small picture as a data address: a gradient with the post's number (no asset files). The
 * number sits in the middle, so a square thumbnail (object-fit: cover) still shows it whole.
 */
function cover(n: number): string {
  const colour = COLOURS[n % COLOURS.length]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="192" viewBox="0 0 256 192">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0.35"/></linearGradient></defs>` +
    `<rect width="256" height="192" fill="url(#g)"/><circle cx="200" cy="48" r="28" fill="#fff" fill-opacity="0.35"/>` +
    `<text x="128" y="112" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">#${n}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Fixed ids of feed item n (1..24). */
export function feedIds(n: number): { id: string; contentId: string } {
  const suffix = `0002${String(n).padStart(8, '0')}`;
  return {
    id: `7e55e7a0-0003-4000-8000-${suffix}`,
    contentId: `7e55e7a0-0004-4000-8000-${suffix}`,
  };
}

// Counters: post 1 has 1000 likes (shown 100+), post 2 12345 (123+), the rest under 1000.
const LIKES: Record<number, number> = { 1: 1000, 2: 12345, 3: 999 };

function feedItem(n: number): SeedItem {
  const created = new Date(EPOCH + n * HOUR);
  return {
    ...feedIds(n),
    created,
    data: {
      title: {
        iv: `动态 ${n}：${['低代码搭建入门', '数据源与列表', '卡片列表的选择模式', '主题与栅格'][n % 4]}`,
      },
      summary: {
        iv: `第 ${n} 条动态。介绍如何用页面设计器把列表、卡片和表单组合成一个完整的业务页面，并绑定数据源与事件，让用户点一下就能看到结果。`,
      },
      cover: { iv: cover(n) },
      author: { iv: AUTHORS[n % AUTHORS.length] },
      likes: { iv: LIKES[n] ?? (n * 41) % 900 },
      comments: { iv: n === 1 ? 2048 : (n * 13) % 300 },
      shares: { iv: (n * 7) % 120 },
      category: { iv: CATEGORIES[n % CATEGORIES.length] },
      badge: { iv: BADGES[(n - 1) % BADGES.length] },
      keywords: { iv: KEYWORDS[n % KEYWORDS.length] },
      publishedAt: { iv: created.toISOString() },
    },
  };
}

/** Writes the feed schema and its items (with the widget pages; fixed ids, on conflict do nothing). */
export async function seedListDemoData(trx: Db): Promise<void> {
  await trx
    .insertInto('schemas')
    .values({
      app_id: DEMO.appId,
      name: FEED_SCHEMA.name,
      label: FEED_SCHEMA.label,
      fields: toJson(FEED_FIELDS),
      schema_id: FEED_SCHEMA.schemaId,
      created: new Date(EPOCH),
      last_modified: new Date(EPOCH),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const items = Array.from({ length: FEED_SCHEMA.count }, (_, i) => feedItem(i + 1));
  await insertSeedItems(trx, { appId: DEMO.appId, schemaName: FEED_SCHEMA.name, items });
}

function source(dsId: string, topN: number, extra: Record<string, unknown> = {}) {
  return {
    dsId,
    name: dsId,
    schemaName: FEED_SCHEMA.name,
    typeName: 'schema',
    usages: ['list'],
    topN,
    skip: 0,
    sortField: 'created',
    ascending: true,
    preDataSourceIds: [],
    isDefaultLoaded: true,
    ...extra,
  };
}

/** A source that answers nothing (a filter no post matches): the empty states. */
const NOTHING = {
  fixedFilters: [
    { fieldName: 'title', fieldValue: '不存在的动态', operation: 'eq', fieldType: 'String' },
  ],
};

/** One event running one showMessage action (packages/events built-in). */
function message(eventName: string, text: string, extra: Record<string, unknown> = {}) {
  return {
    eventName,
    actions: [{ id: `${eventName}-msg`, name: '提示', typeName: 'showMessage', params: { text } }],
    ...extra,
  };
}

function operationBinds(dsId: string) {
  return {
    operationOneBindInfo: { dsId, fieldName: 'likes' },
    operationTwoBindInfo: { dsId, fieldName: 'comments' },
    operationThereBindInfo: { dsId, fieldName: 'shares' },
  };
}

const OPERATE_LIST = [{ label: '点赞' }, { label: '评论' }, { label: '转发' }];

type Box = { x: number; y: number; w: number; h: number };

function feedList(id: string, layout: Box, dsId: string, props: Record<string, unknown>) {
  return {
    id,
    parentId: null,
    typeName: 'List',
    layout,
    props: { titleIsShow: true, showPic: true, operateList: OPERATE_LIST, ...props },
    bindInfo: { dsId, title: 'title', description: 'summary', cover: 'cover', bottom: 'author' },
    bindInfos: operationBinds(dsId),
    cssData: { pagination: { pageSize: 4 }, coverImage: { height: 96 } },
  };
}

/** /widgets/lists: the List in each variant (spec 1 §2 List widget). */
const listsPage = {
  controls: [
    {
      ...feedList('list-cover-left', { x: 0, y: 0, w: 12, h: 5 }, 'ds-feed-left', {
        title: '热门动态',
        picPosition: 'left',
        operationStatus: 'iconNumber',
      }),
      events: [
        message('rowClick', '已打开动态详情'),
        message('operationOneClick', '点赞成功'),
        message('operationTwoClick', '打开评论'),
      ],
    },
    {
      ...feedList('list-cover-right', { x: 12, y: 0, w: 12, h: 5 }, 'ds-feed-right', {
        title: '最新动态（封面居右）',
        picPosition: 'right',
        operationStatus: 'labelNumber',
      }),
      events: [message('operationThereClick', '转发成功')],
      cssData: { pagination: { pageSize: 20 }, coverImage: { height: 96 } },
    },
    {
      id: 'list-articles-all',
      parentId: null,
      typeName: 'List',
      layout: { x: 0, y: 5, w: 12, h: 3 },
      props: { titleIsShow: true, paginationMode: 'all' },
      bindInfo: {
        dsId: 'ds-articles-all',
        title: 'title',
        description: 'description',
        bottom: { fieldName: 'publishedAt', fieldType: 'DateTime' },
      },
      bindInfos: { operationOneBindInfo: { dsId: 'ds-articles-all', fieldName: 'views' } },
      cssData: { pagination: { pageSize: 5 } },
    },
    {
      id: 'list-empty',
      parentId: null,
      typeName: 'List',
      layout: { x: 12, y: 5, w: 12, h: 2 },
      props: { title: '我的草稿', titleIsShow: true, dataForm: { diyTips: '还没有发布任何动态' } },
      bindInfo: { dsId: 'ds-feed-empty', title: 'title' },
      cssData: { pagination: { pageSize: 5 } },
    },
  ],
};

const listsSources = [
  source('ds-feed-left', 20),
  source('ds-feed-right', 20),
  {
    ...source('ds-articles-all', 5),
    name: '文章',
    schemaName: DEMO.articleSchema,
  },
  source('ds-feed-empty', 20, NOTHING),
];

function cardList(id: string, layout: Box, dsId: string, props: Record<string, unknown>) {
  return {
    id,
    parentId: null,
    typeName: 'CardList',
    layout,
    props: {
      titleIsShow: true,
      showRank: true,
      thumbnailSize: 64,
      cardItem: {
        descList: [
          { label: '作者', fieldName: 'author' },
          { label: '发布时间', fieldName: 'publishedAt', fieldType: 'DateTime' },
        ],
        tagLines: [{ fieldName: 'keywords', wordLimit: 4 }],
        buttonList: [],
        tag0Visible: true,
        tag1Visible: true,
      },
      ...props,
    },
    bindInfo: {
      dsId,
      value1: { fieldName: 'cover' },
      value2: { fieldName: 'title' },
      value0: { fieldName: 'category' },
      value3: { fieldName: 'badge' },
    },
    cssData: { pagination: { pageSize: 3 } },
  };
}

function withButtons(props: Record<string, unknown>, buttons: unknown[]) {
  const base = cardList('x', { x: 0, y: 0, w: 1, h: 1 }, 'x', {}).props.cardItem;
  return { ...props, cardItem: { ...base, buttonList: buttons } };
}

/** /widgets/lists/cards: the Card list in each selection, no-data and pagination mode. */
const cardsPage = {
  controls: [
    {
      ...cardList(
        'cards-close',
        { x: 0, y: 0, w: 12, h: 4 },
        'ds-cards-close',
        withButtons({ title: '排行榜（close 模式）', selectionMode: 'close' }, [
          { id: 'btn-view', text: '查看', visible: true, eventName: 'viewClick' },
          { id: 'btn-share', text: '分享', visible: true, eventName: 'shareClick' },
          { id: 'btn-hidden', text: '隐藏按钮', visible: false, eventName: 'hiddenClick' },
        ]),
      ),
      events: [
        message('rowClick', '已打开卡片'),
        message('viewClick', '查看详情'),
        message('shareClick', '已复制分享链接'),
        message('titleTagClick', '按标记筛选'),
      ],
    },
    {
      ...cardList('cards-radio', { x: 12, y: 0, w: 12, h: 4 }, 'ds-cards-radio', {
        title: '单选（radio 模式）',
        selectionMode: 'radio',
        showRank: false,
        titleOneLine: false,
      }),
      events: [message('rowClick', '已选中一张卡片')],
    },
    cardList('cards-check', { x: 0, y: 4, w: 12, h: 4 }, 'ds-cards-check', {
      title: '多选（check 模式）',
      selectionMode: 'check',
      showRank: false,
    }),
    cardList('cards-all', { x: 12, y: 4, w: 12, h: 4 }, 'ds-cards-all', {
      title: '全部加载（pagination all）',
      paginationMode: 'all',
      thumbnailSize: 300,
    }),
    cardList('cards-hidden', { x: 0, y: 8, w: 12, h: 1 }, 'ds-cards-empty', {
      title: '无数据时隐藏',
      noDataMode: 'hideWidget',
    }),
    cardList('cards-tip', { x: 12, y: 8, w: 12, h: 2 }, 'ds-cards-empty-tip', {
      title: '无数据时提示',
      noDataMode: 'customTip',
      noDataTip: '暂无推荐内容',
      noDataImage: cover(0),
    }),
  ],
};

const cardsSources = [
  source('ds-cards-close', 20),
  source('ds-cards-radio', 20),
  source('ds-cards-check', 20),
  source('ds-cards-all', 5),
  source('ds-cards-empty', 20, NOTHING),
  source('ds-cards-empty-tip', 20, NOTHING),
];

/** Demo pages of the widget kit: list, card list, full list. */
export const LIST_PAGES: readonly WidgetDemoPage[] = [
  {
    pageId: widgetPageId(LISTS_AREA, 1),
    subAppId: DEMO.pcSubAppId,
    name: 'widget-lists',
    url: '/widgets/lists',
    title: '列表示例',
    isHomePage: false,
    parameters: [],
    pageData: listsPage,
    pageDataSource: listsSources,
  },
  {
    pageId: widgetPageId(LISTS_AREA, 2),
    subAppId: DEMO.pcSubAppId,
    name: 'widget-cards',
    url: '/widgets/lists/cards',
    title: '卡片列表示例',
    isHomePage: false,
    parameters: [],
    pageData: cardsPage,
    pageDataSource: cardsSources,
  },
];
