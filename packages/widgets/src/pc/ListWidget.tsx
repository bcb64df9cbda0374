// The List widget, `pc` flavour (spec 1 §2 List widget): MUI view over useListWidget.
import { useId, type ReactNode } from 'react';
import { Box, Link, List } from '@mui/material';
import type { Control } from '@tessera/protocol';
import { LIST_TEXTS } from '../internals/listModel.js';
import { ListEmptyState } from './ListEmptyState.js';
import { useListWidget, type ListCallbacks, type ListWidgetState } from '../lists/useListWidget.js';
import { ListRowItem } from './lists/ListRowItem.js';
import { ListStatusView } from './lists/ListStatusView.js';
import { LoadMoreFooter } from './lists/LoadMoreFooter.js';
import { WidgetScrollBody, WidgetSection, WidgetTitle, WidgetTitleBar } from './widgetParts.js';

/** Props of {@link ListWidget}. */
export interface ListWidgetProps {
  /** The List control (`typeName` 'List'). */
  control: Control;
  /** Called with a row's content item when the row is clicked. */
  onRowClick?: ListCallbacks['onRowClick'];
  /** Called with the control when 查看更多 is clicked; default: open /full-list. */
  onMore?: ListCallbacks['onMore'];
  /** Full-list mode (the /full-list page): every row, load more, the finished text. */
  full?: boolean;
  /** The finished text of full-list mode (default 我是有底线的~). */
  finishedText?: string;
}

function ListBody({
  list,
  full,
  finishedText,
}: {
  list: ListWidgetState;
  full: boolean;
  finishedText: string | undefined;
}): ReactNode {
  switch (list.view) {
    case 'loading':
    case 'error':
      return <ListStatusView view={list.view} errorMessage={list.errorMessage} />;
    case 'empty':
      return <ListEmptyState tip={list.emptyTip} />;
    case 'rows':
      return (
        <>
          <List disablePadding>
            {list.rows.map((row) => (
              <ListRowItem key={row.key} row={row} list={list} />
            ))}
          </List>
          {(full || list.paginationMode === 'all') && (
            <LoadMoreFooter
              canLoadMore={list.canLoadMore}
              loading={list.loadingMore}
              onLoadMore={list.loadMore}
              finishedText={finishedText}
              autoLoad={full}
            />
          )}
        </>
      );
  }
}

/**
 * Rows of a bound data source with an optional title bar, a 查看更多 link, and empty,
 * loading and error states. Registered as typeName 'List' in `defaultWidgets`.
 *
 * Markup contract (for end-to-end tests): the root has `data-testid="list-widget"`; the title
 * bar is a level-2 heading; each row is a `listitem` holding its title text and a button;
 * 查看更多 is a button; the empty state has `data-testid="list-empty"`.
 */
export function ListWidget({
  control,
  onRowClick,
  onMore,
  full = false,
  finishedText,
}: ListWidgetProps) {
  const list = useListWidget(control, { onRowClick, onMore }, { full });
  const headingId = useId();
  const moreLink = list.showMore ? (
    <Link component="button" type="button" variant="body2" underline="hover" onClick={list.more}>
      {LIST_TEXTS.more}
    </Link>
  ) : null;

  // spec 1 §4 Visibility: a hidden control draws nothing.
  if (!list.visible) return null;
  return (
    <WidgetSection
      data-testid="list-widget"
      aria-labelledby={list.showTitle ? headingId : undefined}
      aria-label={list.showTitle ? undefined : list.title}
      aria-busy={list.view === 'loading'}
    >
      {list.showTitle && (
        <WidgetTitleBar>
          <WidgetTitle id={headingId}>{list.title}</WidgetTitle>
          {moreLink}
        </WidgetTitleBar>
      )}
      <WidgetScrollBody>
        <ListBody list={list} full={full} finishedText={finishedText} />
      </WidgetScrollBody>
      {/* With the title bar hidden, 查看更多 moves below the rows (the spec does not place it). */}
      {!list.showTitle && moreLink && (
        <Box sx={{ px: 2, py: 1, textAlign: 'right' }}>{moreLink}</Box>
      )}
    </WidgetSection>
  );
}
