// The List widget, mobile flavour (spec 1 §2 List widget): antd-mobile view over useListWidget —
// cover left or right, title, description, bottom line, up to three operations, 查看更多, load
// more (mode all, full mode) and pull to refresh.
import { useId } from 'react';
import { Image, List } from 'antd-mobile';
import type { Control } from '@tessera/protocol';
import { LIST_TEXTS } from '../internals/listModel.js';
import {
  useListWidget,
  type ListCallbacks,
  type ListRow,
  type ListWidgetState,
  type RowOperation,
} from '../lists/useListWidget.js';
import { MobileLoadMore } from './lists/MobileLoadMore.js';
import { MobileRefresh } from './lists/MobileRefresh.js';
import { MobileListEmpty, MobileListStatus } from './lists/MobileListStatus.js';
import { OperationGlyph } from './lists/mobileListIcons.js';

/** Props of {@link MobileListWidget}. */
export interface MobileListWidgetProps {
  control: Control;
  onRowClick?: ListCallbacks['onRowClick'];
  onMore?: ListCallbacks['onMore'];
  /** Full-list mode (/full-list): every loaded row, infinite scroll, no 查看更多. */
  full?: boolean;
  /** The end text of the full list; default 我是有底线的~. */
  finishedText?: string;
}

function Operation({
  op,
  labelled,
  onClick,
}: {
  op: RowOperation;
  labelled: boolean;
  onClick: () => void;
}) {
  // spec 1 §3 operationStatus: iconNumber (icon then number) or labelNumber (number then label).
  const name = op.label || `操作${op.index + 1}`;
  return (
    <button
      type="button"
      aria-label={`${name} ${op.text}`}
      data-testid={`list-operation-${op.index + 1}`}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        border: 'none',
        background: 'none',
        padding: '2px 4px',
        color: 'var(--adm-color-weak)',
        fontSize: 12,
      }}
    >
      {labelled ? (
        <>
          <span>{op.text}</span>
          <span>{name}</span>
        </>
      ) : (
        <>
          {op.iconUrl ? (
            <img src={op.iconUrl} alt="" width={14} height={14} />
          ) : (
            <OperationGlyph index={op.index} />
          )}
          <span>{op.text}</span>
        </>
      )}
    </button>
  );
}

function Row({ row, list }: { row: ListRow; list: ListWidgetState }) {
  const { layout } = list;
  const cover = layout.showPic && row.cover !== '';
  const coverWidth = Math.round((layout.coverHeight * 4) / 3);
  const image = cover ? (
    <Image
      src={row.cover}
      alt=""
      width={coverWidth}
      height={layout.coverHeight}
      fit="cover"
      style={{ borderRadius: 6, flexShrink: 0 }}
    />
  ) : null;
  const clamp = cover ? Math.max(1, Math.floor(layout.descriptionHeight / 20)) : 2;
  return (
    <List.Item onClick={() => list.selectRow(row)} arrowIcon={false}>
      <div role="listitem" style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        {layout.picPosition === 'left' ? image : null}
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ fontSize: 15, fontWeight: 500, lineHeight: '22px' }}>{row.title}</div>
          {row.description !== '' ? (
            <div
              style={{
                marginTop: 4,
                fontSize: 13,
                lineHeight: '20px',
                color: 'var(--adm-color-weak)',
                display: '-webkit-box',
                WebkitLineClamp: clamp,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {row.description}
            </div>
          ) : null}
          {row.bottom !== '' || row.operations.length > 0 ? (
            <div
              style={{
                marginTop: 6,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 8,
                fontSize: 12,
                color: 'var(--adm-color-light)',
              }}
            >
              <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {row.bottom}
              </span>
              <span style={{ display: 'inline-flex', flexShrink: 0 }}>
                {row.operations.map((op) => (
                  <Operation
                    key={op.index}
                    op={op}
                    labelled={layout.operationStatus === 'labelNumber'}
                    onClick={() => list.clickOperation(row, op)}
                  />
                ))}
              </span>
            </div>
          ) : null}
        </div>
        {layout.picPosition === 'right' ? image : null}
      </div>
    </List.Item>
  );
}

/**
 * Rows of a bound data source as an antd-mobile list, with the same markup contract as the Pc
 * list (`data-testid="list-widget"`, a level-2 heading, `listitem` rows, 查看更多 a button).
 */
export function MobileListWidget({
  control,
  onRowClick,
  onMore,
  full = false,
  finishedText,
}: MobileListWidgetProps) {
  const list = useListWidget(control, { onRowClick, onMore }, { full });
  const headingId = useId();
  if (!list.visible) return null;
  const moreLink = list.showMore ? (
    <a role="button" onClick={list.more} style={{ fontSize: 13, cursor: 'pointer' }}>
      {LIST_TEXTS.more}
    </a>
  ) : null;
  const header = list.showTitle ? (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
      <h2
        id={headingId}
        style={{ margin: 0, fontSize: 15, fontWeight: 600, color: 'var(--adm-color-text)' }}
      >
        {list.title}
      </h2>
      {moreLink}
    </div>
  ) : undefined;

  return (
    <section
      data-testid="list-widget"
      aria-labelledby={list.showTitle ? headingId : undefined}
      aria-label={list.showTitle ? undefined : list.title}
      aria-busy={list.view === 'loading'}
      style={{ background: '#fff', minHeight: '100%' }}
    >
      <MobileRefresh onRefresh={list.refresh} enabled={list.view === 'rows' && !full}>
        <List header={header}>
          {list.view === 'loading' || list.view === 'error' ? (
            <List.Item>
              <MobileListStatus view={list.view} errorMessage={list.errorMessage} />
            </List.Item>
          ) : null}
          {list.view === 'empty' && <MobileListEmpty tip={list.emptyTip} />}
          {list.view === 'rows' &&
            list.rows.map((row) => <Row key={row.key} row={row} list={list} />)}
        </List>
        {list.view === 'rows' && (full || list.paginationMode === 'all') ? (
          <MobileLoadMore
            canLoadMore={list.canLoadMore}
            onLoadMore={list.loadMore}
            finishedText={finishedText}
          />
        ) : null}
        {!list.showTitle && moreLink ? (
          <div style={{ padding: '8px 16px', textAlign: 'right' }}>{moreLink}</div>
        ) : null}
      </MobileRefresh>
    </section>
  );
}
