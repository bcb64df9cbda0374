// The Table control, mobile flavour (spec 1 §2 Other, §6 always allowed): columns from the bound
// fields, a horizontally scrolling table, pages turned through the shared useTableControl.
import { Button, DotLoading } from 'antd-mobile';
import { useId } from 'react';
import { CONTROL_TEXTS } from '../../controls/controlTexts.js';
import { useControl } from '../../controls/useControl.js';
import { useTableControl } from '../../controls/useTableControl.js';
import { WIDGET_EVENTS } from '../../controls/widgetEvents.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';

const cell = {
  padding: '8px 10px',
  borderBottom: '1px solid var(--adm-color-border)',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  fontSize: 13,
} as const;

/** A data table (typeName `Table`); a row tap fires `rowClick` with the row's item. */
export function MobileTableControl({ control }: WidgetProps) {
  const runtime = useControl(control);
  const table = useTableControl(control);
  const headingId = useId();
  if (!runtime.visible) return null;
  const { config } = table;
  const clickable = runtime.hasEvent(WIDGET_EVENTS.rowClick);
  const from = table.total === 0 ? 0 : table.page * table.pageSize + 1;
  const to = Math.min(table.total, (table.page + 1) * table.pageSize);
  const span = config.columns.length || 1;
  return (
    <section
      data-testid="table-control"
      aria-labelledby={config.showTitle ? headingId : undefined}
      aria-label={config.showTitle ? undefined : config.title || undefined}
      aria-busy={table.view === 'loading'}
      style={{ background: '#fff', height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {config.showTitle ? (
        <h2
          id={headingId}
          style={{
            margin: 0,
            padding: '10px 12px',
            fontSize: 15,
            fontWeight: 600,
            borderBottom: '1px solid var(--adm-color-border)',
          }}
        >
          {config.title}
        </h2>
      ) : null}
      {table.view === 'error' ? (
        <div role="alert" style={{ padding: 12, color: 'var(--adm-color-danger)' }}>
          {table.errorMessage}
        </div>
      ) : (
        <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
            <thead>
              <tr style={{ background: 'var(--adm-color-fill-content, #f5f5f5)' }}>
                {config.columns.map((column) => (
                  <th key={column.name} scope="col" style={{ ...cell, fontWeight: 600 }}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.view === 'loading' ? (
                <tr>
                  <td
                    colSpan={span}
                    role="status"
                    style={{ ...cell, color: 'var(--adm-color-weak)' }}
                  >
                    {CONTROL_TEXTS.tableLoading}
                    <DotLoading />
                  </td>
                </tr>
              ) : table.rows.length === 0 ? (
                <tr>
                  <td
                    colSpan={span}
                    style={{
                      ...cell,
                      textAlign: 'center',
                      color: 'var(--adm-color-weak)',
                      padding: 24,
                    }}
                  >
                    {CONTROL_TEXTS.tableEmpty}
                  </td>
                </tr>
              ) : (
                table.rows.map((row) => (
                  <tr
                    key={row.key}
                    style={clickable ? { cursor: 'pointer' } : undefined}
                    onClick={
                      clickable
                        ? () => void runtime.fire(WIDGET_EVENTS.rowClick, row.item)
                        : undefined
                    }
                  >
                    {row.cells.map((text, index) => (
                      <td key={config.columns[index]!.name} style={cell}>
                        {text}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '8px 12px',
          borderTop: '1px solid var(--adm-color-border)',
          fontSize: 13,
          color: 'var(--adm-color-weak)',
        }}
      >
        <Button
          size="mini"
          disabled={table.page === 0}
          onClick={() => table.setPage(table.page - 1)}
        >
          {CONTROL_TEXTS.previousPage}
        </Button>
        <span>{CONTROL_TEXTS.displayedRows(from, to, table.total)}</span>
        <Button
          size="mini"
          disabled={to >= table.total}
          onClick={() => table.setPage(table.page + 1)}
        >
          {CONTROL_TEXTS.nextPage}
        </Button>
      </div>
    </section>
  );
}
