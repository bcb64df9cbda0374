// Headless core of the Card list widget (spec 1 §2 Card list widget, §4 Card list states):
// cards, selection through the scheduler's cursor and batch selection, no-data and pagination
// modes, events. Views only draw what this returns.
import { useCallback, useMemo, useState } from 'react';
import type { EventDefinition } from '@tessera/events';
import type { ContentItem, Control } from '@tessera/protocol';
import {
  useDataSource,
  useDataSourceScheduler,
  useNavigation,
  useSessionStorage,
} from '@tessera/react';
import { useControl } from '../controls/useControl.js';
import { usePageId } from './usePageId.js';
import { WIDGET_EVENTS } from '../controls/widgetEvents.js';
import { LIST_TEXTS } from '../internals/listModel.js';
import { sourceView } from '../internals/sourceView.js';
import { buildCard, type CardModel, type CardTag } from './cardModel.js';
import { memoByItem } from './memoByItem.js';
import { readCardListConfig, type CardButton, type CardListConfig } from './cardListConfig.js';
import { cardClickEffect, cardPartsFire } from './cardSelection.js';
import { openFullList } from './fullListHandOver.js';

/** What the card list shows (as the List: loading, error, empty, cards). */
export type CardListView = 'loading' | 'error' | 'empty' | 'cards';

/** Everything a Card list view needs. */
export interface CardListState {
  view: CardListView;
  /** False when hidden: the control's visibility, or no data in no-data mode hideWidget. */
  visible: boolean;
  config: CardListConfig;
  /** How many cards are shown (pageSize in mode specifyNum; every loaded row in mode all or full). */
  cardCount: number;
  /** The card at `index`, built on first read and kept per item (the virtualised /full-list). */
  cardAt: (index: number) => CardModel;
  /** Every shown card ({@link cardAt} of each index), built when read. */
  readonly cards: CardModel[];
  total: number;
  /** Data ids in the batch selection (radio: the one highlighted card; check: the checked ones). */
  selectedIds: ReadonlySet<string>;
  /** Whether cards respond to clicks (a selection mode or a row event). */
  clickable: boolean;
  /** 查看更多 (mode specifyNum, total > pageSize, not in full mode). */
  showMore: boolean;
  /** Load more (mode all or full mode): more rows exist; one request runs. */
  showLoadMore: boolean;
  canLoadMore: boolean;
  loadingMore: boolean;
  errorMessage: string;
  /** Whether bottom buttons and title tag 1 run events (spec 1 §4: close mode only). */
  partsFire: boolean;
  clickCard: (card: CardModel) => void;
  clickButton: (card: CardModel, button: CardButton) => void;
  clickTag: (card: CardModel, tag: CardTag) => void;
  more: () => void;
  /** Loads 20 more rows (spec 1 §4); settles when they have arrived (or the load failed). */
  loadMore: () => Promise<void>;
  /** Reads the bound source again from its first rows (the mobile pull to refresh). */
  refresh: () => Promise<void>;
}

function eventNamed(control: Control, name: string): EventDefinition | undefined {
  const events = Array.isArray(control.events) ? (control.events as EventDefinition[]) : [];
  return events.find((event) => event.eventName === name);
}

/**
 * Reads a Card list control (`typeName` CardList) and its bound source into view state.
 *
 * @param control - The Card list control.
 * @param options - `full` on the /full-list page: every row, load more.
 */
export function useCardList(control: Control, options: { full?: boolean } = {}): CardListState {
  const full = options.full === true;
  const config = useMemo(() => readCardListConfig(control), [control]);
  const source = useDataSource(config.dsId);
  const scheduler = useDataSourceScheduler();
  const storage = useSessionStorage();
  const navigation = useNavigation();
  const pageId = usePageId();
  const runtime = useControl(control);
  const [loadingMore, setLoadingMore] = useState(false);

  const status = sourceView(config.dsId, source?.status);
  const result = source?.result;
  const showAll = full || config.paginationMode === 'all';
  const items = useMemo<readonly ContentItem[]>(() => {
    if (!result || (status !== 'ready' && status !== 'loading')) return [];
    // spec 1 §4: specifyNum shows the first pageSize items.
    return showAll ? result.items : result.items.slice(0, config.pageSize);
  }, [result, status, showAll, config]);
  // Cards are built lazily, once per item (lists/memoByItem.ts).
  const cardOf = useMemo(
    () => memoByItem<CardModel>((item, position) => buildCard(item, position, config)),
    [config],
  );
  const cardAt = useCallback((index: number) => cardOf(items[index]!, index), [cardOf, items]);
  const cardCount = items.length;
  const selectedIds = useMemo(
    () => new Set(source?.batchSelection ?? []),
    [source?.batchSelection],
  );

  const dsId = config.dsId;
  const rowEvent = eventNamed(control, WIDGET_EVENTS.rowClick);
  const clickCard = useCallback(
    (card: CardModel) => {
      const effect = cardClickEffect(config.selectionMode, rowEvent);
      if (scheduler && dsId) {
        if (effect.select === 'radio') scheduler.selectRow(dsId, card.position);
        else if (effect.select === 'toggle' && card.dataId)
          scheduler.toggleBatchSelection(dsId, card.dataId);
      }
      if (effect.fireRowEvent) void runtime.fire(WIDGET_EVENTS.rowClick, card.item);
    },
    [config.selectionMode, rowEvent, scheduler, dsId, runtime],
  );
  const partsFire = cardPartsFire(config.selectionMode);
  const clickButton = useCallback(
    (card: CardModel, button: CardButton) => {
      if (partsFire && button.eventName) void runtime.fire(button.eventName, card.item);
    },
    [partsFire, runtime],
  );
  const clickTag = useCallback(
    (card: CardModel, tag: CardTag) => {
      // spec 1 §4: title tag 1 fires only in close mode.
      if (partsFire && tag.index === 1) void runtime.fire(WIDGET_EVENTS.titleTagClick, card.item);
    },
    [partsFire, runtime],
  );
  const more = useCallback(() => {
    if (!storage) return;
    openFullList({
      storage,
      navigation,
      pageId,
      control,
      dataSources: source ? [source] : [],
      returnPath: navigation?.currentPath?.() ?? window.location.pathname,
    });
  }, [storage, navigation, pageId, control, source]);
  const loadMore = useCallback(async () => {
    if (!scheduler || !dsId || loadingMore) return;
    setLoadingMore(true);
    await scheduler
      .loadMore(dsId)
      .catch(() => false)
      .finally(() => setLoadingMore(false));
  }, [scheduler, dsId, loadingMore]);
  const refresh = useCallback(async () => {
    if (!scheduler || !dsId) return;
    // A failed refresh is reported by the request client (spec 1 §8); the rows stay.
    await scheduler.refresh(dsId).catch(() => undefined);
  }, [scheduler, dsId]);

  const total = result?.total ?? 0;
  const loaded = result ? result.items.filter((item) => !item.__new).length : 0;
  let view: CardListView = 'empty';
  if (status === 'loading' && cardCount === 0) view = 'loading';
  else if (status === 'error') view = 'error';
  else if (cardCount > 0) view = 'cards';

  return {
    view,
    // spec 1 §4 Card list no-data mode hideWidget: no data, no widget.
    visible: runtime.visible && !(view === 'empty' && config.noDataMode === 'hideWidget'),
    config,
    cardCount,
    cardAt,
    get cards() {
      return items.map((item, position) => cardOf(item, position));
    },
    total,
    selectedIds,
    clickable: config.selectionMode !== 'close' || rowEvent !== undefined,
    showMore:
      !full &&
      view === 'cards' &&
      config.paginationMode === 'specifyNum' &&
      total > config.pageSize,
    showLoadMore: view === 'cards' && showAll,
    canLoadMore: view === 'cards' && showAll && loaded < total,
    loadingMore,
    errorMessage: source?.error || LIST_TEXTS.loadFailed,
    partsFire,
    clickCard,
    clickButton,
    clickTag,
    more,
    loadMore,
    refresh,
  };
}
