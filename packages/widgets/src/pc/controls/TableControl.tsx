// The Table control (spec 1 §2 Other, §6 always allowed): columns from the bound fields, rows of
// the data source, paged through the scheduler.
import { memo, useId, type CSSProperties } from 'react';
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
} from '@mui/material';
import { styled } from '@mui/material/styles';
import { useControl } from '../../controls/useControl.js';
import { WIDGET_EVENTS } from '../../controls/widgetEvents.js';
import { CONTROL_TEXTS } from '../../controls/controlTexts.js';
import { useTableControl } from '../../controls/useTableControl.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { WidgetSection } from '../widgetParts.js';

const PAGE_LABELS = {
  first: CONTROL_TEXTS.firstPage,
  last: CONTROL_TEXTS.lastPage,
  next: CONTROL_TEXTS.nextPage,
  previous: CONTROL_TEXTS.previousPage,
} as const;

// The table's frame is written once (widgetParts, issue 30); its rows stay MUI's table parts.
const Title = styled('h2')(({ theme }) => ({
  margin: 0,
  ...theme.typography.subtitle1,
  fontWeight: 600,
  padding: theme.spacing(1, 2),
  borderBottom: `1px solid ${theme.palette.divider}`,
}));
const Container = styled(TableContainer)({ flex: 1, minHeight: 0 });
const CLICKABLE_ROW: CSSProperties = { cursor: 'pointer' };
const HeadCell = styled(TableCell)({ fontWeight: 600 });
const Pagination = styled(TablePagination)(({ theme }) => ({
  borderTop: `1px solid ${theme.palette.divider}`,
  flexShrink: 0,
})) as typeof TablePagination;

const itemAriaLabel = (type: keyof typeof PAGE_LABELS) => PAGE_LABELS[type];
const displayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
  CONTROL_TEXTS.displayedRows(from, to, count);

interface PagerProps {
  count: number;
  page: number;
  pageSize: number;
  options: readonly number[];
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

/**
 * The pager under the rows, drawn again only when its figures change: its rows-per-page Select
 * draws its closed Menu, Popover and Modal on every render (issue 30: ≈ 0.25 s of the
 * 100-widget page's profile, for 20 tables redrawn while their data arrived).
 */
const Pager = memo(function Pager({
  count,
  page,
  pageSize,
  options,
  setPage,
  setPageSize,
}: PagerProps) {
  return (
    <Pagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={options}
      labelRowsPerPage={CONTROL_TEXTS.rowsPerPage}
      getItemAriaLabel={itemAriaLabel}
      labelDisplayedRows={displayedRows}
      onPageChange={(_event, next) => setPage(next)}
      onRowsPerPageChange={(event) => setPageSize(Number(event.target.value))}
    />
  );
});

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
    <WidgetSection
      data-testid="table-control"
      aria-labelledby={config.showTitle ? headingId : undefined}
      aria-label={config.showTitle ? undefined : config.title || undefined}
      aria-busy={table.view === 'loading'}
    >
      {config.showTitle && <Title id={headingId}>{config.title}</Title>}
      {table.view === 'error' ? (
        <Alert severity="error" variant="outlined" sx={{ m: 1 }}>
          {table.errorMessage}
        </Alert>
      ) : (
        <Container>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                {config.columns.map((column) => (
                  <HeadCell key={column.name}>{column.label}</HeadCell>
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
                    style={clickable ? CLICKABLE_ROW : undefined}
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
        </Container>
      )}
      <Pager
        count={table.total}
        page={table.total === 0 ? 0 : table.page}
        pageSize={table.pageSize}
        options={config.pageSizeOptions}
        setPage={table.setPage}
        setPageSize={table.setPageSize}
      />
    </WidgetSection>
  );
}
