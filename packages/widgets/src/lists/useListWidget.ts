// Headless core of the List widget (spec 1 §2 List widget, §3 Control props/bindInfos, §9 list
// constants). Views (the MUI `pc` ListWidget, the mobile one) only draw what this returns.
import { useCallback, useMemo, useState } from 'react';
import type { Control, ContentItem } from '@tessera/protocol';
import type { DataSourceState } from '@tessera/datasources';
import {
  useDataSource,
  useDataSourceScheduler,
  useNavigation,
  useSessionStorage,
} from '@tessera/react';
import { useControl } from '../controls/useControl.js';
import { usePageId } from './usePageId.js';
import { WIDGET_EVENTS } from '../controls/widgetEvents.js';
import { sourceView } from '../internals/sourceView.js';
import {
  fieldText,
  LIST_TEXTS,
  readListConfig,
  type ListConfig,
  type ListOperation,
  type OperationStatus,
  type PaginationMode,
} from '../internals/listModel.js';
import { fieldValue, imageUrl, itemKey } from '../lists/fieldValue.js';
import { openFullList } from '../lists/fullListHandOver.js';
import { memoByItem } from '../lists/memoByItem.js';
import { formatOperationNumber } from '../lists/operationNumber.js';

/** One operation of a drawn row: what it shows and the event it runs. */
export interface RowOperation {
  index: 0 | 1 | 2;
  label: string;
  iconUrl: string;
  /** The bound number as shown (spec 1 §9: first 3 characters plus '+' when longer). */
  text: string;
  eventName: ListOperation['eventName'];
}

/** One drawn row: the texts read from the bound fields, and the item they came from. */
export interface ListRow {
  /** Stable React key: the item's id, else its contentId, else its position. */
  key: string;
  title: string;
  description: string;
  /** The cover picture's address ('' when none or `showPic` is off). */
  cover: string;
  /** The bottom text line ('' when not bound). */
  bottom: string;
  operations: RowOperation[];
  item: ContentItem;
}

/**
 * What the list shows:
 * - `loading` / `error`: the bound data source is loading or failed;
 * - `empty`: not bound, or the source has no items (the empty-state visual and tip);
 * - `rows`: at least one row.
 */
export type ListView = 'loading' | 'error' | 'empty' | 'rows';

/** Options of {@link useListWidget}. */
export interface ListWidgetOptions {
  /** Full-list mode (/full-list): every loaded row, load more, no 查看更多 (spec 1 §2). */
  full?: boolean;
}

/** Everything a List view needs to draw, with spec defaults applied. */
export interface ListWidgetState {
  view: ListView;
  /** spec 1 §4 Visibility: false when the control is hidden (visible binding or permission). */
  visible: boolean;
  /** The title, or the default 文章列表. */
  title: string;
  /** Whether the title bar is drawn (`props.titleIsShow`, default true). */
  showTitle: boolean;
  /** How many rows are shown: at most `pageSize` in mode specifyNum; every loaded row in mode all or full mode. */
  rowCount: number;
  /**
   * The row at `index` (0 … rowCount − 1), built on first read and kept per item: a virtualised
   * view (the mobile /full-list) asks only for the rows it draws.
   */
  rowAt: (index: number) => ListRow;
  /** Every shown row ({@link rowAt} of each index), built when read: for views that draw them all. */
  readonly rows: ListRow[];
  /** The source's total; 0 when not bound. */
  total: number;
  pageSize: number;
  paginationMode: PaginationMode;
  /** Whether to offer 查看更多 (spec 1 §2: bound, total > pageSize, mode specifyNum). */
  showMore: boolean;
  /** Custom empty tip (`props.dataForm.diyTips`) or 暂无数据. */
  emptyTip: string;
  /** Error message to show when `view` is `error`. */
  errorMessage: string;
  /** Cover, description and operation layout (spec 1 §3 props, §9 description height). */
  layout: Pick<ListConfig, 'showPic' | 'picPosition' | 'coverHeight' | 'descriptionHeight'> & {
    operationStatus: OperationStatus;
  };
  /** Whether rows respond to clicks (a row event or an onRowClick callback exists). */
  rowsClickable: boolean;
  /** Whether more rows can be loaded (mode all or full mode, loaded < total). */
  canLoadMore: boolean;
  /** True while a load-more request runs. */
  loadingMore: boolean;
  /** Call when a row is clicked: runs the row event and hands its item to `onRowClick`. */
  selectRow: (row: ListRow) => void;
  /** Call when an operation of a row is clicked: runs operationOne/Two/ThereClick. */
  clickOperation: (row: ListRow, operation: RowOperation) => void;
  /** Call when 查看更多 is clicked: `onMore` when given, else opens /full-list. */
  more: () => void;
  /** Loads 20 more rows (spec 1 §4: topN = 20 × counter); settles when they have arrived. */
  loadMore: () => Promise<void>;
  /** Reads the bound source again from its first rows (the mobile pull to refresh). */
  refresh: () => Promise<void>;
}

/** The current item of another source (an operation bound to a source other than the list's). */
function cursorItem(source: DataSourceState | undefined): ContentItem | undefined {
  if (!source) return undefined;
  return source.result.items[source.cursor.position] ?? source.result.items[0];
}

/** What the app does when a user acts on a list; both optional. */
export interface ListCallbacks {
  /** A row was clicked (spec 1 §2: "Clicking a row ... runs the configured event"), with its item. */
  onRowClick?: (item: ContentItem, control: Control) => void;
  /** 查看更多 was clicked; without it /full-list opens with the widget definition (spec 1 §2). */
  onMore?: (control: Control) => void;
}

/**
 * Reads a List control and its bound data source into view state.
 *
 * @param control - The List control (spec 1 §3 Control).
 * @param actions - The app's callbacks ({@link ListCallbacks}).
 * @param options - `full` for the /full-list page.
 * @example
 * ```tsx
 * function MobileList({ control }: WidgetProps) {
 *   const list = useListWidget(control);
 *   return list.rows.map((row) => <div key={row.key} onClick={() => list.selectRow(row)}>{row.title}</div>);
 * }
 * ```
 */
export function useListWidget(
  control: Control,
  actions: ListCallbacks = {},
  options: ListWidgetOptions = {},
): ListWidgetState {
  const full = options.full === true;
  const config = useMemo(() => readListConfig(control), [control]);
  // One subscription per bound source: another source's change does not re-render the list.
  const source = useDataSource(config.dsId);
  const otherIds = config.operations.map((op) => (op.dsId !== config.dsId ? op.dsId : undefined));
  const opSource0 = useDataSource(otherIds[0]);
  const opSource1 = useDataSource(otherIds[1]);
  const opSource2 = useDataSource(otherIds[2]);
  const scheduler = useDataSourceScheduler();
  const storage = useSessionStorage();
  const navigation = useNavigation();
  const pageId = usePageId();
  const runtime = useControl(control);
  const { onRowClick, onMore } = actions;
  const [loadingMore, setLoadingMore] = useState(false);

  const status = sourceView(config.dsId, source?.status);
  const result = source?.result;
  const showAll = full || config.paginationMode === 'all';

  // The shown items; their rows are built lazily (rowAt), so 10,000 loaded items cost nothing
  // until a view draws them.
  const items = useMemo<readonly ContentItem[]>(() => {
    // While more rows load the loaded ones stay (status loading with items).
    if (!result || (status !== 'ready' && status !== 'loading')) return [];
    // spec 1 §9: "List control shows pagination.pageSize items".
    return showAll ? result.items : result.items.slice(0, config.pageSize);
  }, [status, result, config, showAll]);
  const rowOf = useMemo(() => {
    const others = [opSource0, opSource1, opSource2].map(cursorItem);
    return memoByItem<ListRow>((item, index) => ({
      key: itemKey(item, index),
      title: fieldText(item, config.titleField),
      description: fieldText(item, config.descriptionField),
      cover:
        config.showPic && config.coverField
          ? imageUrl(fieldValue(item, config.coverField.name))
          : '',
      bottom: fieldText(item, config.bottomField),
      operations: config.operations.map((op) => {
        // spec 1 §3: each operation binds a dsId and a field; the list's own source per row.
        const from = op.dsId === undefined || op.dsId === config.dsId ? item : others[op.index];
        return {
          index: op.index,
          label: op.label,
          iconUrl: op.iconUrl,
          text: formatOperationNumber(from ? fieldValue(from, op.fieldName) : undefined),
          eventName: op.eventName,
        };
      }),
      item,
    }));
  }, [config, opSource0, opSource1, opSource2]);
  const rowAt = useCallback((index: number) => rowOf(items[index]!, index), [rowOf, items]);

  const selectRow = useCallback(
    (row: ListRow) => {
      onRowClick?.(row.item, control);
      void runtime.fire(WIDGET_EVENTS.rowClick, row.item);
    },
    [onRowClick, control, runtime],
  );
  const clickOperation = useCallback(
    (row: ListRow, operation: RowOperation) => void runtime.fire(operation.eventName, row.item),
    [runtime],
  );
  const more = useCallback(() => {
    if (onMore) {
      onMore(control);
      return;
    }
    if (!storage) return;
    openFullList({
      storage,
      navigation,
      pageId,
      control,
      dataSources: source ? [source] : [],
      returnPath: navigation?.currentPath?.() ?? window.location.pathname,
    });
  }, [onMore, control, storage, navigation, pageId, source]);

  const total = result?.total ?? 0;
  const loaded = result ? result.items.filter((item) => !item.__new).length : 0;
  const canLoadMore = showAll && status === 'ready' && loaded < total;
  const loadMore = useCallback(async () => {
    if (!scheduler || !config.dsId || loadingMore) return;
    setLoadingMore(true);
    await scheduler
      .loadMore(config.dsId)
      .catch(() => false)
      .finally(() => setLoadingMore(false));
  }, [scheduler, config.dsId, loadingMore]);
  const refresh = useCallback(async () => {
    if (!scheduler || !config.dsId) return;
    // A failed refresh is reported by the request client (spec 1 §8); the rows stay.
    await scheduler.refresh(config.dsId).catch(() => undefined);
  }, [scheduler, config.dsId]);

  const rowCount = items.length;
  let view: ListView = 'empty';
  if (status === 'loading' && rowCount === 0) view = 'loading';
  else if (status === 'error') view = 'error';
  else if (rowCount > 0) view = 'rows';

  return {
    view,
    visible: runtime.visible,
    title: config.title,
    showTitle: config.showTitle,
    rowCount,
    rowAt,
    get rows() {
      return items.map((item, index) => rowOf(item, index));
    },
    total,
    pageSize: config.pageSize,
    paginationMode: config.paginationMode,
    // spec 1 §2: only when bound to data, the total exceeds the page size, and mode specifyNum.
    showMore:
      !full && view === 'rows' && total > config.pageSize && config.paginationMode === 'specifyNum',
    emptyTip: config.emptyTip,
    errorMessage: source?.error || LIST_TEXTS.loadFailed,
    layout: {
      showPic: config.showPic,
      picPosition: config.picPosition,
      coverHeight: config.coverHeight,
      descriptionHeight: config.descriptionHeight,
      operationStatus: config.operationStatus,
    },
    rowsClickable: onRowClick !== undefined || runtime.hasEvent(WIDGET_EVENTS.rowClick),
    canLoadMore,
    loadingMore,
    selectRow,
    clickOperation,
    more,
    loadMore,
    refresh,
  };
}
