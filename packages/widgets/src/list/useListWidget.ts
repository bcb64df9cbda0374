// Headless core of the List widget (spec 1 §2 List widget, §9 list constants). Views (the MUI
// `pc` ListWidget today, a mobile one later) only draw what this returns.
import { useCallback, useMemo } from 'react';
import type { Control, ContentItem } from '@tessera/protocol';
import { useDataSource } from '@tessera/react';
import { useWidgetActions } from '../data/useWidgetActions.js';
import type { WidgetActions } from '../data/WidgetActionsProvider.js';
import { sourceView } from '../internals/sourceView.js';
import {
  fieldText,
  LIST_TEXTS,
  readListConfig,
  type PaginationMode,
} from '../internals/listModel.js';

/** One drawn row: the texts read from the bound fields, and the item they came from. */
export interface ListRow {
  /** Stable React key: the item's id, else its contentId, else its position. */
  key: string;
  title: string;
  description: string;
  item: ContentItem;
}

/**
 * What the list shows:
 * - `loading` / `error`: the bound data source is loading or failed;
 * - `empty`: not bound, or the source has no items (the empty-state visual and tip);
 * - `rows`: at least one row.
 */
export type ListView = 'loading' | 'error' | 'empty' | 'rows';

/** Everything a List view needs to draw, with spec defaults applied. */
export interface ListWidgetState {
  view: ListView;
  /** The title, or the default 文章列表. */
  title: string;
  /** Whether the title bar is drawn (`props.titleIsShow`, default true). */
  showTitle: boolean;
  /** At most `pageSize` rows. */
  rows: ListRow[];
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
  /** Call when a row is clicked: hands its item to `onRowClick`. */
  selectRow: (row: ListRow) => void;
  /** Call when 查看更多 is clicked: hands the control to `onMore`. */
  more: () => void;
}

/**
 * Reads a List control and its bound data source into view state.
 *
 * @param control - The List control (spec 1 §3 Control).
 * @param actions - Callbacks that win over those of {@link WidgetActionsProvider}.
 * @example
 * ```tsx
 * function MobileList({ control }: WidgetProps) {
 *   const list = useListWidget(control);
 *   return list.rows.map((row) => <div key={row.key} onClick={() => list.selectRow(row)}>{row.title}</div>);
 * }
 * ```
 */
export function useListWidget(control: Control, actions: WidgetActions = {}): ListWidgetState {
  const config = useMemo(() => readListConfig(control), [control]);
  // One subscription to the bound source: another source's change does not re-render the list.
  const source = useDataSource(config.dsId);
  const { onRowClick, onMore } = useWidgetActions(actions);

  const status = sourceView(config.dsId, source?.status);
  const result = source?.result;

  const rows = useMemo<ListRow[]>(() => {
    if (status !== 'ready' || !result) return [];
    // spec 1 §9: "List control shows pagination.pageSize items".
    return result.items.slice(0, config.pageSize).map((item, index) => ({
      key: item.id || item.contentId || `row-${index}`,
      title: fieldText(item, config.titleField),
      description: fieldText(item, config.descriptionField),
      item,
    }));
  }, [status, result, config]);

  const selectRow = useCallback(
    (row: ListRow) => onRowClick?.(row.item, control),
    [onRowClick, control],
  );
  const more = useCallback(() => onMore?.(control), [onMore, control]);

  const total = result?.total ?? 0;
  let view: ListView = 'empty';
  if (status === 'loading') view = 'loading';
  else if (status === 'error') view = 'error';
  else if (rows.length > 0) view = 'rows';

  return {
    view,
    title: config.title,
    showTitle: config.showTitle,
    rows,
    total,
    pageSize: config.pageSize,
    paginationMode: config.paginationMode,
    // spec 1 §2: only when bound to data, the total exceeds the page size, and mode specifyNum.
    showMore: view === 'rows' && total > config.pageSize && config.paginationMode === 'specifyNum',
    emptyTip: config.emptyTip,
    errorMessage: source?.error || LIST_TEXTS.loadFailed,
    selectRow,
    more,
  };
}
