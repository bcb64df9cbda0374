// Headless state of the Table control: rows of the bound source, one page at a time through the
// scheduler's setPage (skip = (page − 1) × size, spec 1 §9).
import { useCallback, useMemo } from 'react';
import type { ContentItem, Control } from '@tessera/protocol';
import { useDataSource, useDataSourceScheduler } from '@tessera/react';
import { fieldText } from '../internals/listModel.js';
import { sourceView, type SourceView } from '../internals/sourceView.js';
import { readTableConfig, type TableConfig } from './tableConfig.js';

/** One drawn row: its cells' texts by column and the item they came from. */
export interface TableRow {
  key: string;
  cells: string[];
  item: ContentItem;
}

/** What a Table view draws. */
export interface TableState {
  config: TableConfig;
  view: SourceView;
  errorMessage: string;
  rows: TableRow[];
  total: number;
  /** The shown page, 0-based (MUI TablePagination's count). */
  page: number;
  pageSize: number;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
}

/**
 * Reads a Table control. Right after the page loads, its source is in topN mode (spec 1 §9 topN
 * 20): the first page is the first `pageSize` items; turning a page pages the source itself.
 */
export function useTableControl(control: Control): TableState {
  const config = useMemo(() => readTableConfig(control), [control]);
  const source = useDataSource(config.dsId);
  const scheduler = useDataSourceScheduler();
  const view = sourceView(config.dsId, source?.status);
  const paged = source?.pageSize != null;
  const pageSize = paged ? source.pageSize! : config.pageSize;
  const page = paged ? Math.max(0, source.page - 1) : 0;

  const rows = useMemo<TableRow[]>(() => {
    const items = source?.result.items ?? [];
    const shown = paged ? items : items.slice(0, pageSize);
    return shown.map((item, index) => ({
      key: item.id || item.contentId || `row-${index}`,
      cells: config.columns.map((column) => fieldText(item, column)),
      item,
    }));
  }, [source?.result.items, paged, pageSize, config.columns]);

  const setPage = useCallback(
    (next: number) => {
      if (config.dsId && scheduler) void scheduler.setPage(config.dsId, next + 1, pageSize);
    },
    [config.dsId, scheduler, pageSize],
  );
  const setPageSize = useCallback(
    (size: number) => {
      if (config.dsId && scheduler) void scheduler.setPage(config.dsId, 1, size);
    },
    [config.dsId, scheduler],
  );

  return {
    config,
    view,
    errorMessage: source?.error ?? '',
    rows,
    total: source?.result.total ?? 0,
    page,
    pageSize,
    setPage,
    setPageSize,
  };
}
