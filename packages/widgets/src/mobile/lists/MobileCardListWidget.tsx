// The Card list widget, mobile flavour (spec 1 §2 Card list widget, §4 Card list states): cards
// over the shared useCardList — selection modes close / radio / check, no-data modes, 查看更多,
// load more (mode all, full mode) and pull to refresh. Registered as typeName 'CardList'.
import { useId } from 'react';
import { Tag } from 'antd-mobile';
import type { Control } from '@tessera/protocol';
import { LISTS_TEXTS } from '../../lists/listTexts.js';
import { useCardList, type CardListState } from '../../lists/useCardList.js';
import { MobileCardItem } from './MobileCardItem.js';
import { MobileLoadMore } from './MobileLoadMore.js';
import { MobileListEmpty, MobileListStatus } from './MobileListStatus.js';
import { MobileRefresh } from './MobileRefresh.js';

/** Props of {@link MobileCardListWidget}. */
export interface MobileCardListWidgetProps {
  control: Control;
  /** Full-list mode (the /full-list page). */
  full?: boolean;
  finishedText?: string;
}

function Body({ list, finishedText }: { list: CardListState; finishedText?: string }) {
  switch (list.view) {
    case 'loading':
    case 'error':
      return <MobileListStatus view={list.view} errorMessage={list.errorMessage} />;
    case 'empty':
      // spec 1 §4 no-data mode customTip: the tip with an optional image.
      return <MobileListEmpty tip={list.config.noDataTip} image={list.config.noDataImage} />;
    case 'cards':
      return (
        <>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 12 }}>
            {list.cards.map((card) => (
              <MobileCardItem key={card.key} card={card} list={list} />
            ))}
          </div>
          {list.showLoadMore ? (
            <MobileLoadMore
              canLoadMore={list.canLoadMore}
              onLoadMore={list.loadMore}
              finishedText={finishedText}
            />
          ) : null}
        </>
      );
  }
}

/**
 * Cards of a bound data source. Same markup contract as the Pc card list: root
 * `data-testid="card-list"`; each card `card-item` with `data-selected`; rank icons
 * `card-rank-gold|silver|bronze`; title tags `card-tag-0|1`; the selection count
 * `card-list-selection`.
 */
export function MobileCardListWidget({
  control,
  full = false,
  finishedText,
}: MobileCardListWidgetProps) {
  const list = useCardList(control, { full });
  const headingId = useId();
  if (!list.visible) return null;
  const { config } = list;
  const selection =
    config.selectionMode === 'check' && list.view === 'cards' ? (
      <Tag
        data-testid="card-list-selection"
        color={list.selectedIds.size > 0 ? 'primary' : 'default'}
        round
      >
        {LISTS_TEXTS.selectedCount(list.selectedIds.size)}
      </Tag>
    ) : null;
  const moreLink = list.showMore ? (
    <a role="button" onClick={list.more} style={{ fontSize: 13, cursor: 'pointer' }}>
      {LISTS_TEXTS.more}
    </a>
  ) : null;
  const hasBar = config.showTitle || selection || moreLink;
  return (
    <section
      data-testid="card-list"
      aria-labelledby={config.showTitle ? headingId : undefined}
      aria-label={config.showTitle ? undefined : config.title || '卡片列表'}
      aria-busy={list.view === 'loading'}
      style={{ background: 'var(--adm-color-box, #f5f5f5)', minHeight: '100%' }}
    >
      {hasBar ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '10px 12px',
            background: '#fff',
            borderBottom: '1px solid var(--adm-color-border)',
          }}
        >
          {config.showTitle ? (
            <h2 id={headingId} style={{ margin: 0, fontSize: 15, fontWeight: 600 }}>
              {config.title}
            </h2>
          ) : null}
          {selection}
          <span style={{ flex: 1 }} />
          {moreLink}
        </div>
      ) : null}
      <MobileRefresh onRefresh={list.refresh} enabled={list.view === 'cards' && !full}>
        <Body list={list} finishedText={finishedText} />
      </MobileRefresh>
    </section>
  );
}
