// One card of the Card list, `pc` flavour (spec 1 §2 Card list widget): rank, thumbnail, title
// with title tags, description lines, multi-tag lines and bottom buttons; padding 16 px (§9).
import { alpha, Box, Button, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import type { CardModel } from '../../lists/cardModel.js';
import type { CardListState } from '../../lists/useCardList.js';
import { CARD_BUTTON_FONT_PX, CARD_PADDING_PX } from '../../lists/listTexts.js';
import { CheckIcon, MEDAL_COLORS, MedalIcon } from './listIcons.js';

/** Props of {@link CardItem}. */
export interface CardItemProps {
  card: CardModel;
  list: CardListState;
}

function Rank({ card }: { card: CardModel }) {
  if (card.medal) {
    return (
      <MedalIcon
        data-testid={`card-rank-${card.medal}`}
        titleAccess={`第${card.rank}名`}
        sx={{ color: MEDAL_COLORS[card.medal], fontSize: 28, flexShrink: 0 }}
      />
    );
  }
  return (
    <Typography
      component="span"
      aria-label={`第${card.rank}名`}
      sx={{
        width: 28,
        flexShrink: 0,
        textAlign: 'center',
        fontWeight: 700,
        color: 'text.disabled',
      }}
    >
      {card.rank}
    </Typography>
  );
}

function Thumbnail({ card, size }: { card: CardModel; size: number }) {
  const sx = { width: size, height: size, flexShrink: 0, borderRadius: 1 } as const;
  if (card.thumbnail) {
    return (
      <Box
        component="img"
        src={card.thumbnail}
        alt=""
        data-testid="card-thumbnail"
        sx={{ ...sx, objectFit: 'cover' }}
      />
    );
  }
  return (
    <Box
      aria-hidden="true"
      sx={{
        ...sx,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.light',
        color: 'primary.contrastText',
        fontWeight: 700,
        fontSize: Math.max(12, size / 3),
      }}
    >
      {Array.from(card.title)[0] ?? ''}
    </Box>
  );
}

/** A card: the main area reacts to the selection mode; the buttons sit below it. */
export function CardItem({ card, list }: CardItemProps) {
  const { config } = list;
  const selected = card.dataId !== '' && list.selectedIds.has(card.dataId);
  const mode = config.selectionMode;
  const visibleButtons = card.buttons;
  return (
    <Card
      variant="outlined"
      data-testid="card-item"
      data-selected={selected ? 'true' : 'false'}
      sx={(theme) => ({
        position: 'relative',
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
        bgcolor: selected ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
        backgroundImage: card.background
          ? `linear-gradient(rgba(255,255,255,0.88), rgba(255,255,255,0.94)), url("${card.background}")`
          : undefined,
        backgroundSize: 'cover',
        transition: 'border-color 120ms, background-color 120ms',
      })}
    >
      <CardActionArea
        component="div"
        onClick={list.clickable ? () => list.clickCard(card) : undefined}
        disabled={!list.clickable}
        aria-pressed={mode === 'close' ? undefined : selected}
        sx={{ p: `${CARD_PADDING_PX}px`, display: 'flex', alignItems: 'flex-start', gap: 1.5 }}
      >
        {config.showRank && <Rank card={card} />}
        {config.thumbnail && <Thumbnail card={card} size={config.thumbnailSize} />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              flexWrap: config.titleOneLine ? 'nowrap' : 'wrap',
            }}
          >
            <Typography
              component="div"
              variant="subtitle1"
              noWrap={config.titleOneLine}
              sx={{ fontWeight: 600, minWidth: 0, flexShrink: 1 }}
            >
              {card.title}
            </Typography>
            {card.tags.map((tag) => (
              <Chip
                key={tag.index}
                size="small"
                label={tag.text}
                title={tag.fullText}
                data-testid={`card-tag-${tag.index}`}
                color={tag.index === 0 ? 'warning' : 'primary'}
                variant={tag.index === 0 ? 'filled' : 'outlined'}
                onClick={
                  tag.index === 1 && list.partsFire
                    ? (event) => {
                        event.stopPropagation();
                        list.clickTag(card, tag);
                      }
                    : undefined
                }
                sx={{ flexShrink: 0, height: 20, fontSize: 12 }}
              />
            ))}
          </Box>
          {card.descLines.map((line, index) => (
            <Typography key={index} variant="body2" color="text.secondary" noWrap sx={{ mt: 0.5 }}>
              {line.label ? `${line.label}：` : ''}
              {line.text}
            </Typography>
          ))}
          {card.tagLines.map((tags, index) => (
            <Stack
              key={index}
              direction="row"
              spacing={0.5}
              sx={{ mt: 0.75, flexWrap: 'wrap', rowGap: 0.5 }}
            >
              {tags.map((text, at) => (
                <Chip
                  key={at}
                  size="small"
                  label={text}
                  variant="outlined"
                  sx={{ fontSize: 12, height: 20 }}
                />
              ))}
            </Stack>
          ))}
        </Box>
        {mode === 'check' && (
          <Box
            aria-hidden="true"
            sx={{
              width: 20,
              height: 20,
              borderRadius: 0.5,
              border: 2,
              borderColor: selected ? 'primary.main' : 'text.disabled',
              bgcolor: selected ? 'primary.main' : 'transparent',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
            }}
          >
            {selected && <CheckIcon sx={{ fontSize: 16 }} />}
          </Box>
        )}
      </CardActionArea>
      {visibleButtons.length > 0 && (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1,
            px: `${CARD_PADDING_PX}px`,
            pb: `${CARD_PADDING_PX}px`,
            mt: -0.5,
          }}
        >
          {visibleButtons.map((button) => (
            <Button
              key={button.id}
              size="small"
              variant="outlined"
              // spec 1 §4: bottom buttons fire only in close mode.
              disabled={!list.partsFire}
              onClick={() => list.clickButton(card, button)}
              sx={{ fontSize: CARD_BUTTON_FONT_PX, minWidth: 0, py: 0.25 }}
            >
              {button.text}
            </Button>
          ))}
        </Box>
      )}
    </Card>
  );
}
