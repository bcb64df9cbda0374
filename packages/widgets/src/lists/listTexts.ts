// Texts and constants of the list widgets (spec 1 §2 List widget / Card list / Full list, §9).
// Chinese texts are verbatim from the spec where it gives them.

/** Interface texts of the List, Card list and full-list page. */
export const LISTS_TEXTS = {
  /** spec 1 §9: 'more' text. */
  more: '查看更多',
  /** spec 1 §9: card default no-data text. */
  empty: '暂无数据',
  /** spec 1 §2 Full list: default finished text. */
  finished: '我是有底线的~',
  /** spec 1 §2 Full list: shown when no widget data was handed over. */
  pageLost: '页面丢失啦',
  /** Not in the spec: the load-more button of pagination mode `all` and the full list. */
  loadMore: '加载更多',
  /** spec 1 §2 (visible-range dialog): loading text, reused for loading more rows. */
  loading: '数据加载中...',
  /** Not in the spec: the full-list page's way back. */
  back: '返回',
  /** Not in the spec: the check mode's count of chosen cards. */
  selectedCount: (count: number) => `已选择 ${count} 项`,
  /** Not in the spec: the mobile card list's pull to refresh (antd-mobile's own words). */
  pullToRefresh: '下拉刷新',
  releaseToRefresh: '释放立即刷新',
  refreshing: '加载中……',
  refreshed: '刷新成功',
} as const;

/** spec 1 §2 routes: the full list of a bound list widget. */
export const FULL_LIST_PATH = '/full-list';
/** spec 1 §2 routes: the submit list demo page. */
export const SUBMIT_LIST_PATH = '/submit-list';

/** spec 1 §9: load-more step (topN = 20 × counter). */
export const LOAD_MORE_STEP = 20;
/** spec 1 §9: card padding 16 px. */
export const CARD_PADDING_PX = 16;
/** spec 1 §9: bottom button font 12 px. */
export const CARD_BUTTON_FONT_PX = 12;
/** spec 1 §9: thumbnail size range 10 to 200 (px). */
export const THUMBNAIL_SIZE_RANGE = { min: 10, max: 200 } as const;
/** spec 1 §9: description height = cover image height minus 56. */
export const DESCRIPTION_HEIGHT_OFFSET_PX = 56;
