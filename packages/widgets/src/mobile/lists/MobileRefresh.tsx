// Pull to refresh around a mobile list (antd-mobile PullToRefresh): the bound source is read
// again from its first rows (the lists' shared `refresh`).
import type { ReactNode } from 'react';
import { PullToRefresh } from 'antd-mobile';
import { LISTS_TEXTS } from '../../lists/listTexts.js';

/** Props of {@link MobileRefresh}. */
export interface MobileRefreshProps {
  onRefresh: () => Promise<void>;
  /** Off: the children as they are (an unbound list has nothing to refresh). */
  enabled: boolean;
  children: ReactNode;
}

/** 下拉刷新 / 释放立即刷新 / 加载中…… / 刷新成功 over the list. */
export function MobileRefresh({ onRefresh, enabled, children }: MobileRefreshProps) {
  if (!enabled) return <>{children}</>;
  return (
    <PullToRefresh
      onRefresh={onRefresh}
      pullingText={LISTS_TEXTS.pullToRefresh}
      canReleaseText={LISTS_TEXTS.releaseToRefresh}
      refreshingText={LISTS_TEXTS.refreshing}
      completeText={LISTS_TEXTS.refreshed}
    >
      {children}
    </PullToRefresh>
  );
}
