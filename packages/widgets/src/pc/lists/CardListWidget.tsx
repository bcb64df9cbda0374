// The Card list widget, `pc` flavour (spec 1 §2 Card list widget, §4 Card list states): MUI view
// over useCardList. Registered as typeName 'CardList'.
import { useId } from 'react';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { Control } from '@tessera/protocol';
import { LISTS_TEXTS } from '../../lists/listTexts.js';
import { useCardList, type CardListState } from '../../lists/useCardList.js';
import { ListEmptyState } from '../ListEmptyState.js';
import { CardItem } from './CardItem.js';
import { ListStatusView } from './ListStatusView.js';
import { LoadMoreFooter } from './LoadMoreFooter.js';
import { WidgetScrollBody, WidgetSection, WidgetTitle, WidgetTitleBar } from '../widgetParts.js';

const Spacer = styled('div')({ flex: 1 });

/** Props of {@link CardListWidget}. */
export interface CardListWidgetProps {
  control: Control;
  /** Full-list mode (the /full-list page). */
  full?: boolean;
  finishedText?: string;
}

/** spec 1 §4 no-data mode customTip: the tip with an optional image. */
function CardListEmpty({ list }: { list: CardListState }) {
  if (!list.config.noDataImage) return <ListEmptyState tip={list.config.noDataTip} />;
  return (
    <Box
      data-testid="list-empty"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 3 }}
    >
      <Box
        component="img"
        src={list.config.noDataImage}
        alt=""
        sx={{ maxWidth: 160, maxHeight: 120 }}
      />
      <Typography variant="body2" color="text.secondary">
        {list.config.noDataTip}
      </Typography>
    </Box>
  );
}

function Body({
  list,
  full,
  finishedText,
}: {
  list: CardListState;
  full: boolean;
  finishedText?: string;
}) {
  switch (list.view) {
    case 'loading':
    case 'error':
      return <ListStatusView view={list.view} errorMessage={list.errorMessage} />;
    case 'empty':
      return <CardListEmpty list={list} />;
    case 'cards':
      return (
        <>
          <Stack spacing={1.5} sx={{ p: 1.5 }}>
            {list.cards.map((card) => (
              <CardItem key={card.key} card={card} list={list} />
            ))}
          </Stack>
          {list.showLoadMore && (
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
 * Cards of a bound data source with rank icons, thumbnails, title tags, description and tag
 * lines and bottom buttons; selection modes close / radio / check; no-data modes hideWidget /
 * customTip; pagination specifyNum (查看更多) / all (load more).
 *
 * Markup contract (end-to-end tests): root `data-testid="card-list"`; each card
 * `data-testid="card-item"` with `data-selected`; rank icons `card-rank-gold|silver|bronze`;
 * title tags `card-tag-0|1`; the selection summary `card-list-selection`.
 */
export function CardListWidget({ control, full = false, finishedText }: CardListWidgetProps) {
  const list = useCardList(control, { full });
  const headingId = useId();
  if (!list.visible) return null;
  const { config } = list;
  const selection =
    config.selectionMode === 'check' && list.view === 'cards' ? (
      <Chip
        size="small"
        color={list.selectedIds.size > 0 ? 'primary' : 'default'}
        label={LISTS_TEXTS.selectedCount(list.selectedIds.size)}
        data-testid="card-list-selection"
      />
    ) : null;
  const moreLink = list.showMore ? (
    <Link component="button" type="button" variant="body2" underline="hover" onClick={list.more}>
      {LISTS_TEXTS.more}
    </Link>
  ) : null;
  const hasBar = config.showTitle || selection || moreLink;
  return (
    <WidgetSection
      data-testid="card-list"
      aria-labelledby={config.showTitle ? headingId : undefined}
      aria-label={config.showTitle ? undefined : config.title || '卡片列表'}
      aria-busy={list.view === 'loading'}
    >
      {hasBar && (
        <WidgetTitleBar>
          {config.showTitle && <WidgetTitle id={headingId}>{config.title}</WidgetTitle>}
          {selection}
          <Spacer />
          {moreLink}
        </WidgetTitleBar>
      )}
      <WidgetScrollBody>
        <Body list={list} full={full} finishedText={finishedText} />
      </WidgetScrollBody>
    </WidgetSection>
  );
}
