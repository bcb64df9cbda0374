import { DEMO } from '../../demo.js';
import { widgetPageId, type WidgetDemoPage } from './widgetDemoPage.js';

/** The bench area's number in {@link widgetPageId}. */
const BENCH_AREA = 6;

/** Number of widgets and data sources of the benchmark page (pc-runtime README "Benchmark"). */
export const BENCH_WIDGET_COUNT = 100;
export const BENCH_SOURCE_COUNT = 20;

/** One data source of the bench page: schema, filter, order and topN. */
interface BenchSource {
  schemaName: string;
  /** The bound text fields. */
  title: string;
  description: string;
  sortField: string;
  ascending: boolean;
  topN: number;
  filters: { fieldName: string; operation: string; fieldValue: unknown; fieldType: string }[];
}

/**
 * The 20 sources: 16 over `article` (50 items) with different view-count floors, orders and
 * topN; 4 over `showcase` (3 items, every field type). Each is read by 5 widgets.
 */
function benchSource(n: number): BenchSource {
  if (n % 5 === 4) {
    return {
      schemaName: DEMO.showcaseSchema,
      title: 'title',
      description: 'serialNo',
      sortField: n % 2 === 0 ? 'created' : 'amount',
      ascending: n % 3 !== 0,
      topN: 3,
      filters: [],
    };
  }
  const orders = ['created', 'views', 'publishedAt', 'lastModified'] as const;
  return {
    schemaName: DEMO.articleSchema,
    title: 'title',
    description: 'description',
    sortField: orders[n % orders.length]!,
    ascending: n % 2 === 0,
    topN: 5 + (n % 6),
    filters: [
      { fieldName: 'views', operation: 'ge', fieldValue: (n * 41) % 400, fieldType: 'Number' },
    ],
  };
}

/** The data-source id of bench source n (0..19). */
export function benchDsId(n: number): string {
  return `ds-bench-${String(n + 1).padStart(2, '0')}`;
}

const sources = Array.from({ length: BENCH_SOURCE_COUNT }, (_, n) => ({ n, ...benchSource(n) }));

/** Four widgets a row, two grid rows high, at every breakpoint from 12 columns up (spec 1 §9). */
function boxOf(i: number, cols: number) {
  const w = cols / 4;
  return { x: (i % 4) * w, y: Math.floor(i / 4) * 2, w, h: 2 };
}

/** The widget kind reading source n: each source is read by five widgets of one kind. */
function kindOf(n: number): 'List' | 'Table' | 'CardList' {
  if (n % 5 === 1) return 'Table';
  if (n % 5 === 2) return 'CardList';
  return 'List';
}

/** The kind's props and bindings over a source's title and description fields. */
function widgetOf(kind: ReturnType<typeof kindOf>, source: (typeof sources)[number], i: number) {
  const title = `${kind === 'Table' ? '表格' : kind === 'CardList' ? '卡片' : '列表'} ${i + 1}`;
  const dsId = benchDsId(source.n);
  switch (kind) {
    case 'Table':
      return {
        props: { title, titleIsShow: true },
        bindInfo: {
          dsId,
          fields: [
            { fieldName: source.title, label: '标题' },
            { fieldName: source.description, label: '摘要' },
          ],
        },
      };
    case 'CardList':
      return {
        props: {
          title,
          titleIsShow: true,
          cardItem: { descList: [{ fieldName: source.description }], buttonList: [] },
        },
        bindInfo: { dsId, value2: { fieldName: source.title } },
      };
    case 'List':
      return {
        props: { title, titleIsShow: true },
        bindInfo: { dsId, title: source.title, description: source.description },
      };
  }
}

/** Widget i (0..99) reads source i mod 20: 60 Lists, 20 Tables, 20 Card lists. */
const controls = Array.from({ length: BENCH_WIDGET_COUNT }, (_, i) => {
  const source = sources[i % BENCH_SOURCE_COUNT]!;
  const kind = kindOf(source.n);
  return {
    id: `bench-${String(i + 1).padStart(3, '0')}`,
    parentId: null,
    typeName: kind,
    layout: boxOf(i, 12),
    layouts: { lg: boxOf(i, 24), md: boxOf(i, 20) },
    ...widgetOf(kind, source, i),
    cssData: { pagination: { pageSize: source.topN } },
  };
});

const pageDataSource = sources.map((source) => ({
  dsId: benchDsId(source.n),
  name: `数据源 ${source.n + 1}`,
  schemaName: source.schemaName,
  typeName: 'schema',
  usages: ['list'],
  topN: source.topN,
  skip: 0,
  sortField: source.sortField,
  ascending: source.ascending,
  filters: source.filters,
  preDataSourceIds: [],
  isDefaultLoaded: true,
}));

/**
 * Demo pages of the widget kit: the benchmark page `/widgets/bench` (see
 * apps/pc-runtime/README.md "Benchmark") — 100 widgets (60 Lists, 20 Tables, 20 Card lists) over
 * 20 schema data sources.
 */
export const BENCH_PAGES: readonly WidgetDemoPage[] = [
  {
    pageId: widgetPageId(BENCH_AREA, 1),
    subAppId: DEMO.pcSubAppId,
    name: 'widgets-bench',
    url: '/widgets/bench',
    title: '基准测试页',
    isHomePage: false,
    parameters: [],
    pageData: { controls },
    pageDataSource,
  },
];
