/** The location picker's texts: 没有更多了 is AD-L2 verbatim, the rest ours. */
export const LOCATION_TEXTS = {
  title: '选择位置',
  /** AD-L2: the end of the infinite scroll. */
  noMore: '没有更多了',
  history: '历史记录',
  data: '推荐地点',
  nearby: '附近地点',
  locating: '正在定位…',
  loading: '加载中',
  locateFailed: '定位失败，请检查定位权限后重试',
  searchFailed: '附近地点加载失败',
  retry: '重试',
  empty: '附近暂无地点',
  clearHistory: '清空',
} as const;
