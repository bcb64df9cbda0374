// The List widget, mobile flavour (spec 1 §2 List widget): antd-mobile view over useListWidget.
import { useId } from 'react';
import { DotLoading, ErrorBlock, List } from 'antd-mobile';
import type { Control } from '@tessera/protocol';
import { LIST_TEXTS } from '../internals/listModel.js';
import { useListWidget, type ListCallbacks } from '../lists/useListWidget.js';

/** Props of {@link MobileListWidget}. */
export interface MobileListWidgetProps {
  control: Control;
  onRowClick?: ListCallbacks['onRowClick'];
  onMore?: ListCallbacks['onMore'];
}

/**
 * Rows of a bound data source as an antd-mobile list, with the same markup contract as the Pc
 * list (`data-testid="list-widget"`, a level-2 heading, `listitem` rows).
 */
export function MobileListWidget({ control, onRowClick, onMore }: MobileListWidgetProps) {
  const list = useListWidget(control, { onRowClick, onMore });
  const headingId = useId();
  const header = list.showTitle ? (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
      <h2 id={headingId} style={{ margin: 0, fontSize: 15, fontWeight: 600 }}>
        {list.title}
      </h2>
      {list.showMore && (
        <a role="button" onClick={list.more} style={{ fontSize: 13 }}>
          {LIST_TEXTS.more}
        </a>
      )}
    </div>
  ) : undefined;

  return (
    <section
      data-testid="list-widget"
      aria-labelledby={list.showTitle ? headingId : undefined}
      aria-label={list.showTitle ? undefined : list.title}
      aria-busy={list.view === 'loading'}
    >
      <List header={header}>
        {list.view === 'loading' && (
          <List.Item>
            <span role="status">
              {LIST_TEXTS.loading}
              <DotLoading />
            </span>
          </List.Item>
        )}
        {list.view === 'error' && (
          <List.Item>
            <span role="alert">{list.errorMessage}</span>
          </List.Item>
        )}
        {list.view === 'empty' && (
          <ErrorBlock
            status="empty"
            title={list.emptyTip}
            description=""
            data-testid="list-empty"
          />
        )}
        {list.view === 'rows' &&
          list.rows.map((row) => (
            <List.Item
              key={row.key}
              description={row.description === '' ? undefined : row.description}
              onClick={() => list.selectRow(row)}
            >
              {row.title}
            </List.Item>
          ))}
      </List>
    </section>
  );
}
