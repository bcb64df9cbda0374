import type { ReactNode } from 'react';
import { CircularProgress, Paper, Stack, TablePagination } from '@mui/material';

/**
 * The filter bar above an administration list: the filters (and their search button) on the
 * left, wrapping on narrow screens, the screen's actions on the right, a spinner while it loads.
 */
export function AdminFilterBar({
  children,
  actions,
  loading = false,
  alignItems = 'center',
}: {
  children: ReactNode;
  actions?: ReactNode;
  loading?: boolean;
  /** `flex-start` when a filter has helper text under it. */
  alignItems?: 'center' | 'flex-start';
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems={alignItems}>
        {children}
        {/* ml auto: the actions keep to the right, also when they wrap to a line of their own */}
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ ml: 'auto' }}>
          {loading && <CircularProgress size={24} />}
          {actions}
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * The pager under an administration table (1-based pages): page size 10/20/50/100 and
 * "1–10，共 N {unit}".
 */
export function AdminPager({
  total,
  pageIndex,
  pageSize,
  onPage,
  unit = '条',
  rowsPerPageLabel = '每页条数',
  pageSizes = [10, 20, 50, 100],
}: {
  total: number;
  /** 1-based. */
  pageIndex: number;
  pageSize: number;
  /** The page (1-based) and size to show. */
  onPage: (pageIndex: number, pageSize: number) => void;
  unit?: string;
  rowsPerPageLabel?: string;
  /** The sizes offered; one (or none) hides the choice. */
  pageSizes?: number[];
}) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, pageIndex - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizes}
      onPageChange={(_event, page) => onPage(page + 1, pageSize)}
      onRowsPerPageChange={(event) => onPage(1, Number(event.target.value))}
      labelRowsPerPage={rowsPerPageLabel}
      labelDisplayedRows={({ from, to, count }) => `${from}–${to}，共 ${count} ${unit}`}
    />
  );
}
