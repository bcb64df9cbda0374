// The Table control (spec 1 §2 Other, §6 always allowed): columns from the bound fields, rows of
// the data source, paged through the scheduler.
import { useId } from 'react';
import {
  Alert,
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useControl } from '../../controls/useControl.js';
import { WIDGET_EVENTS } from '../../controls/widgetEvents.js';
import { CONTROL_TEXTS } from '../../controls/controlTexts.js';
import { useTableControl } from '../../controls/useTableControl.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';

const PAGE_LABELS = {
  first: CONTROL_TEXTS.firstPage,
  last: CONTROL_TEXTS.lastPage,
  next: CONTROL_TEXTS.nextPage,
  previous: CONTROL_TEXTS.previousPage,
} as const;

/**
 * A data table (typeName `Table`): `bindInfo.dsId` and `bindInfo.fields`, paged by
 * `cssData.pagination.pageSize` (default 10). A row click fires `rowClick` with the row's item.
 */
export function TableControl({ control }: WidgetProps) {
  const runtime = useControl(control);
  const table = useTableControl(control);
  const headingId = useId();
  if (!runtime.visible) return null;
  const { config } = table;
  const clickable = runtime.hasEvent(WIDGET_EVENTS.rowClick);
  return (
    <Box
      component="section"
      data-testid="table-control"
      aria-labelledby={config.showTitle ? headingId : undefined}
      aria-label={config.showTitle ? undefined : config.title || undefined}
      aria-busy={table.view === 'loading'}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}
    >
      {config.showTitle && (
        <Typography
          id={headingId}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {config.title}
        </Typography>
      )}
      {table.view === 'error' ? (
        <Alert severity="error" variant="outlined" sx={{ m: 1 }}>
          {table.errorMessage}
        </Alert>
      ) : (
        <TableContainer sx={{ flex: 1, minHeight: 0 }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                {config.columns.map((column) => (
                  <TableCell key={column.name} sx={{ fontWeight: 600 }}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.view === 'loading' && (
                <TableRow>
                  <TableCell colSpan={config.columns.length || 1} role="status">
                    <Box
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1,
                        color: 'text.secondary',
                      }}
                    >
                      <CircularProgress size={16} aria-hidden="true" />
                      {CONTROL_TEXTS.tableLoading}
                    </Box>
                  </TableCell>
                </TableRow>
              )}
              {table.view !== 'loading' && table.rows.length === 0 && (
                <TableRow>
                  <TableCell
                    colSpan={config.columns.length || 1}
                    align="center"
                    sx={{ color: 'text.secondary', py: 4 }}
                  >
                    {CONTROL_TEXTS.tableEmpty}
                  </TableCell>
                </TableRow>
              )}
              {table.view !== 'loading' &&
                table.rows.map((row) => (
                  <TableRow
                    key={row.key}
                    hover
                    sx={clickable ? { cursor: 'pointer' } : undefined}
                    onClick={
                      clickable
                        ? () => void runtime.fire(WIDGET_EVENTS.rowClick, row.item)
                        : undefined
                    }
                  >
                    {row.cells.map((cell, index) => (
                      <TableCell key={config.columns[index]!.name}>{cell}</TableCell>
                    ))}
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={table.total}
        page={table.total === 0 ? 0 : table.page}
        rowsPerPage={table.pageSize}
        rowsPerPageOptions={config.pageSizeOptions}
        labelRowsPerPage={CONTROL_TEXTS.rowsPerPage}
        getItemAriaLabel={(type) => PAGE_LABELS[type]}
        labelDisplayedRows={({ from, to, count }) => CONTROL_TEXTS.displayedRows(from, to, count)}
        onPageChange={(_event, page) => table.setPage(page)}
        onRowsPerPageChange={(event) => table.setPageSize(Number(event.target.value))}
        sx={{ borderTop: 1, borderColor: 'divider', flexShrink: 0 }}
      />
    </Box>
  );
}
