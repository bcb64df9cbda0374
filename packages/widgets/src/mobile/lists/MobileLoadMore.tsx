// The foot of a mobile list in load-more mode (spec 1 §4 pagination `all`, §2 Full list):
// antd-mobile InfiniteScroll loads the next 20 rows as the foot scrolls into view; 我是有底线的~
// (or the custom text) once every row is loaded.
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { LISTS_TEXTS } from '../../lists/listTexts.js';

/** Props of {@link MobileLoadMore}. */
export interface MobileLoadMoreProps {
  canLoadMore: boolean;
  /** Settles when the rows have arrived (InfiniteScroll waits for it before asking again). */
  onLoadMore: () => Promise<void>;
  /** Shown once everything is loaded; default 我是有底线的~ (spec 1 §2 Full list). */
  finishedText?: string;
}

/** 数据加载中... while rows remain, the finished text at the end. Markup `list-load-more`. */
export function MobileLoadMore({
  canLoadMore,
  onLoadMore,
  finishedText = LISTS_TEXTS.finished,
}: MobileLoadMoreProps) {
  return (
    <div data-testid="list-load-more">
      <InfiniteScroll loadMore={onLoadMore} hasMore={canLoadMore} threshold={120}>
        {(hasMore) =>
          hasMore ? (
            <span role="status">
              {LISTS_TEXTS.loading}
              <DotLoading />
            </span>
          ) : (
            <span>{finishedText}</span>
          )
        }
      </InfiniteScroll>
    </div>
  );
}
