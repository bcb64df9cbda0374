import { DEMO } from '../../demo.js';
import { articleSource, widgetPageId, type WidgetDemoPage } from './widgetDemoPage.js';

/** The grid area's number in {@link widgetPageId}. */
const GRID_AREA = 7;

/** The grid demo's article source (spec 1 §3 Data source). */
const GRID_DS_ID = 'ds-grid-articles';

const articles = articleSource(GRID_DS_ID);

type Box = { x: number; y: number; w: number; h: number; [key: string]: unknown };

/** A List bound to the article source (spec 1 §2 List widget), placed by `layout`. */
function list(id: string, title: string, layout: Box, extra: Record<string, unknown> = {}) {
  return {
    id,
    parentId: null,
    typeName: 'List',
    layout,
    props: { title, titleIsShow: true },
    bindInfo: { dsId: GRID_DS_ID, title: 'title', description: 'description' },
    cssData: { pagination: { pageSize: 3 } },
    ...extra,
  };
}

/**
 * The responsive grid (spec 1 §4 Grid, §9 breakpoints lg 24 / md 20 / sm 12 / xs 8 / xxs 4):
 * `half` is 12 columns everywhere (half the grid at lg, full from sm down); `moving` has its own
 * boxes at md and sm; two items animate on mount, one far below the fold does not; `pinned` is a
 * fixed-position item that stays put while the page scrolls.
 */
const gridDemoControls = [
  list('grid-half', '半宽列表（w=12）', { x: 0, y: 0, w: 12, h: 2 }),
  list(
    'grid-moving',
    '按断点移动的列表',
    { x: 12, y: 0, w: 12, h: 2 },
    {
      layouts: {
        md: { x: 12, y: 0, w: 8, h: 2 },
        sm: { x: 0, y: 2, w: 12, h: 2 },
        xs: { x: 0, y: 2, w: 8, h: 2 },
      },
    },
  ),
  list(
    'grid-slide',
    '滑入动画',
    { x: 0, y: 2, w: 8, h: 2 },
    {
      animation: { name: 'slideIn', direction: 'Left', time: 500, delay: 10, cycle: 1 },
      layouts: { sm: { x: 0, y: 4, w: 6, h: 2 }, xs: { x: 0, y: 4, w: 8, h: 2 } },
    },
  ),
  list(
    'grid-fade',
    '淡入动画（向上）',
    { x: 8, y: 2, w: 6, h: 2 },
    {
      animation: { name: 'fadeIn', direction: 'Up' },
      layouts: { sm: { x: 6, y: 4, w: 6, h: 2 }, xs: { x: 0, y: 6, w: 8, h: 2 } },
    },
  ),
  list(
    'grid-pinned',
    '固定位置（position fixed）',
    { x: 18, y: 2, w: 6, h: 2, position: 'fixed', fy: 360 },
    {
      cssData: { pagination: { pageSize: 2 } },
      layouts: {
        md: { x: 14, y: 2, w: 6, h: 2 },
        sm: { x: 6, y: 2, w: 6, h: 1 },
        xs: { x: 4, y: 2, w: 4, h: 1 },
        xxs: { x: 2, y: 2, w: 2, h: 1 },
      },
    },
  ),
  list('grid-tall-1', '长页面 1', { x: 0, y: 4, w: 24, h: 2 }),
  list('grid-tall-2', '长页面 2', { x: 0, y: 6, w: 24, h: 2 }),
  list(
    'grid-below',
    '首屏以下（不播放动画）',
    { x: 0, y: 8, w: 24, h: 2 },
    { animation: { name: 'zoomIn' } },
  ),
];

/** A right-to-left page (pageData.rtl): the narrow list sits on the right. */
const rtlControls = [
  list('rtl-narrow', '右起第一列（w=8）', { x: 0, y: 0, w: 8, h: 2 }),
  list('rtl-wide', '其余宽度（w=16）', { x: 8, y: 0, w: 16, h: 2 }),
];

/** A page whose second control has a non-numeric x (spec 1 §5 layout validation). */
const invalidControls = [
  list('invalid-ok', '正常列表', { x: 0, y: 0, w: 12, h: 2 }),
  list('invalid-x', '坏布局', { x: 'left', y: 0, w: 12, h: 2 } as unknown as Box),
];

/**
 * A page on the flex grid (the flex-container stage, spec 1 §9: 20 columns, rows 16 px, margin
 * 4, 1200 wide, one breakpoint): two half-width lists and a full-width one under them.
 */
const flexControls = [
  list('flex-left', '弹性栅格 左（w=10, h=14）', { x: 0, y: 0, w: 10, h: 14 }),
  list('flex-right', '弹性栅格 右（w=10, h=14）', { x: 10, y: 0, w: 10, h: 14 }),
  list('flex-wide', '弹性栅格 通栏（w=20, h=14）', { x: 0, y: 14, w: 20, h: 14 }),
];

/** What a page of the grid area sets; {@link page} adds the id and the articles source. */
type GridPage = Pick<WidgetDemoPage, 'name' | 'url' | 'title'> & {
  pageData: Record<string, unknown>;
};

function page(n: number, { name, url, title, pageData }: GridPage): WidgetDemoPage {
  return {
    pageId: widgetPageId(GRID_AREA, n),
    subAppId: DEMO.pcSubAppId,
    name,
    url,
    title,
    isHomePage: false,
    parameters: [],
    pageData: pageData as WidgetDemoPage['pageData'],
    pageDataSource: [articles],
  };
}

/**
 * Demo pages of the widget kit: the responsive grid (breakpoints, fixed items, animations),
 * right-to-left, a layout error and the flex grid.
 */
export const GRID_PAGES: readonly WidgetDemoPage[] = [
  page(1, {
    name: 'widgets-grid',
    url: '/widgets/grid',
    title: '响应式栅格',
    pageData: { controls: gridDemoControls },
  }),
  page(2, {
    name: 'widgets-grid-rtl',
    url: '/widgets/grid/rtl',
    title: '从右到左栅格',
    pageData: { controls: rtlControls, rtl: true },
  }),
  page(3, {
    name: 'widgets-grid-invalid',
    url: '/widgets/grid/invalid',
    title: '布局错误',
    pageData: { controls: invalidControls },
  }),
  page(4, {
    name: 'widgets-grid-flex',
    url: '/widgets/grid/flex',
    title: '弹性栅格',
    pageData: { controls: flexControls, layout: { stage: 'flex-container' } },
  }),
];
