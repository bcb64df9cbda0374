// spec 1 §2 Full list (mobile): the handed-over List or Card list with every loaded row,
// infinite scroll by 20 (spec 1 §9 load-more step), 我是有底线的~ or the custom text at the end,
// and 页面丢失啦 without widget data. Rows are virtualised on the window's scroll, so a list of
// 10,000 rows keeps a couple of dozen rows in the DOM.
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, DotLoading, ErrorBlock, Image, InfiniteScroll, List, NavBar } from 'antd-mobile';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Control } from '@tessera/protocol';
import { useDataSourceScheduler } from '@tessera/react';
import type { FullListHandOver } from '../lists/fullListHandOver.js';
import { LISTS_TEXTS } from '../lists/listTexts.js';
import { useCardList } from '../lists/useCardList.js';
import { useListWidget } from '../lists/useListWidget.js';

/** Rows kept beyond the screen on each side (a fling never shows blank rows). */
const OVERSCAN = 6;
/**
 * A row's height before it is measured: an antd-mobile list item with a one-line title and a
 * one-line description, as tall as it is drawn at the 375 px reference. When the drawn rows
 * measure what was estimated, the virtualiser has nothing to correct: no second render and no
 * re-laying of the 10,000 rows' offsets before the first paint (mobile-runtime README "Benchmark").
 */
const ESTIMATED_ROW_PX = 70;

/** One drawn row of the full list. */
interface FullListRow {
  key: string;
  title: string;
  description: string;
  thumbnail?: string;
  onClick?: () => void;
}

/**
 * What the two widget kinds answer to the virtual list: the row count and the row at an index,
 * built only when the virtualiser draws it (10,000 loaded rows build a couple of dozen).
 */
interface FullListSource {
  title: string;
  rowCount: number;
  rowAt: (index: number) => FullListRow;
  total: number;
  view: 'loading' | 'error' | 'empty' | 'rows' | 'cards';
  emptyText: string;
  errorMessage: string;
}

function useListRows(control: Control): FullListSource {
  const list = useListWidget(control, {}, { full: true });
  return {
    title: list.title,
    rowCount: list.rowCount,
    rowAt: (index) => {
      const row = list.rowAt(index);
      return {
        key: row.key,
        title: row.title,
        description: row.description,
        thumbnail: row.cover || undefined,
        onClick: list.rowsClickable ? () => list.selectRow(row) : undefined,
      };
    },
    total: list.total,
    view: list.view,
    emptyText: list.emptyTip,
    errorMessage: list.errorMessage,
  };
}

function useCardRows(control: Control): FullListSource {
  const cards = useCardList(control, { full: true });
  return {
    title: cards.config.title,
    rowCount: cards.cardCount,
    rowAt: (index) => {
      const card = cards.cardAt(index);
      return {
        key: card.key,
        title: card.title,
        description: card.descLines.map((line) => line.text).join(' · '),
        thumbnail: card.thumbnail || undefined,
        onClick: cards.clickable ? () => cards.clickCard(card) : undefined,
      };
    },
    total: cards.total,
    view: cards.view,
    emptyText: cards.config.noDataTip || LISTS_TEXTS.empty,
    errorMessage: cards.errorMessage,
  };
}

/** Props of {@link MobileFullListView}. */
export interface MobileFullListViewProps {
  handOver: FullListHandOver;
  /** The nav bar's back arrow: the page the 查看更多 link was on. */
  onBack?: () => void;
}

/** The handed-over List or Card list in full-list mode under a nav bar with its title. */
export function MobileFullListView({ handOver, onBack }: MobileFullListViewProps) {
  const { control } = handOver;
  return control.typeName === 'CardList' ? (
    <CardsFullList control={control} handOver={handOver} onBack={onBack} />
  ) : (
    <RowsFullList control={control} handOver={handOver} onBack={onBack} />
  );
}

interface KindProps extends MobileFullListViewProps {
  control: Control;
}

function RowsFullList({ control, handOver, onBack }: KindProps) {
  return <VirtualFullList source={useListRows(control)} handOver={handOver} onBack={onBack} />;
}

function CardsFullList({ control, handOver, onBack }: KindProps) {
  return <VirtualFullList source={useCardRows(control)} handOver={handOver} onBack={onBack} />;
}

function VirtualFullList({
  source,
  handOver,
  onBack,
}: {
  source: FullListSource;
  handOver: FullListHandOver;
  onBack?: () => void;
}) {
  const scheduler = useDataSourceScheduler();
  const dsId = handOver.control.bindInfo?.dsId;
  // Where the rows start on the page (below the nav bar), measured on the body's box, which is
  // there while the data loads: the rows' arrival does not change it, so it causes no second render.
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin(bodyRef.current?.offsetTop ?? 0);
  }, [source.view]);
  const { rowCount } = source;
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    scrollMargin,
  });
  // spec 1 §4 load more: topN = 20 × counter, until the loaded rows reach the total.
  const hasMore =
    source.view === 'rows' || source.view === 'cards' ? rowCount < source.total : false;
  const loadMore = useCallback(async () => {
    if (scheduler && dsId) await scheduler.loadMore(dsId).catch(() => false);
  }, [scheduler, dsId]);
  const finished = handOver.finishedText || LISTS_TEXTS.finished;

  let body: ReactNode;
  if (source.view === 'loading') {
    body = (
      <div
        role="status"
        style={{ padding: 24, textAlign: 'center', color: 'var(--adm-color-weak)' }}
      >
        {LISTS_TEXTS.loading}
        <DotLoading />
      </div>
    );
  } else if (source.view === 'error') {
    body = (
      <div
        role="alert"
        style={{ padding: 24, textAlign: 'center', color: 'var(--adm-color-danger)' }}
      >
        {source.errorMessage}
      </div>
    );
  } else if (source.view === 'empty') {
    body = <ErrorBlock status="empty" title={source.emptyText} description="" />;
  } else {
    const items = virtualizer.getVirtualItems();
    body = (
      <>
        <List>
          <div
            role="list"
            aria-label={source.title}
            data-testid="full-list-rows"
            data-total={source.total}
            data-loaded={rowCount}
            style={{ position: 'relative', height: virtualizer.getTotalSize() }}
          >
            {items.map((item) => {
              const row = source.rowAt(item.index);
              return (
                <div
                  key={row.key}
                  role="listitem"
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                  }}
                >
                  <List.Item
                    prefix={
                      row.thumbnail ? (
                        <Image src={row.thumbnail} width={48} height={48} fit="cover" lazy />
                      ) : undefined
                    }
                    description={row.description || undefined}
                    onClick={row.onClick}
                    arrow={false}
                  >
                    {row.title}
                  </List.Item>
                </div>
              );
            })}
          </div>
        </List>
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={400}>
          {(more) =>
            more ? (
              <span role="status">
                {LISTS_TEXTS.loading}
                <DotLoading />
              </span>
            ) : (
              <span data-testid="full-list-finished">{finished}</span>
            )
          }
        </InfiniteScroll>
      </>
    );
  }

  return (
    <main
      data-testid="full-list"
      style={{ minHeight: '100vh', background: 'var(--adm-color-background)' }}
    >
      <div style={{ position: 'sticky', top: 0, zIndex: 100, background: '#fff' }}>
        <NavBar back={onBack ? LISTS_TEXTS.back : null} onBack={onBack}>
          {source.title}
        </NavBar>
      </div>
      <div ref={bodyRef}>{body}</div>
    </main>
  );
}

/** Props of {@link MobilePageLostView}. */
export interface MobilePageLostViewProps {
  /** Goes to the home page. */
  onHome?: () => void;
}

/** spec 1 §2 Full list: "Shows 页面丢失啦 when no widget data." */
export function MobilePageLostView({ onHome }: MobilePageLostViewProps) {
  return (
    <main data-testid="full-list-lost" style={{ padding: '64px 16px' }}>
      <ErrorBlock status="empty" title={LISTS_TEXTS.pageLost} description="">
        {onHome && (
          <Button color="primary" onClick={onHome}>
            返回首页
          </Button>
        )}
      </ErrorBlock>
    </main>
  );
}
