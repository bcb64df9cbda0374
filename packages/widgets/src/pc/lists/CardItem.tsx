// One card of the Card list, `pc` flavour (spec 1 §2 Card list widget): rank, thumbnail, title
// with title tags, description lines, multi-tag lines and bottom buttons; padding 16 px (§9).
import type { CSSProperties } from 'react';
import { alpha, Box, Button, Card, CardActionArea, Chip, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { CardModel } from '../../lists/cardModel.js';
import type { CardListState } from '../../lists/useCardList.js';
import { CARD_BUTTON_FONT_PX, CARD_PADDING_PX } from '../../lists/listTexts.js';
import { CheckIcon, MEDAL_COLORS, MedalIcon } from './listIcons.js';
import { NO_WRAP } from '../widgetParts.js';

/** Props of {@link CardItem}. */
export interface CardItemProps {
  card: CardModel;
  list: CardListState;
}

// The card's styles are written once per part, not as `sx` per card (issue 30, as the List
// row: 20 Card lists on the 100-widget page drew 17 `sx` objects a card). What varies per card
// (selection, background, sizes, the medal's colour) goes in `style` or a data attribute. The
// texts are plain elements with the theme's typography, as in the List row.
const Medal = styled(MedalIcon)({ fontSize: 28, flexShrink: 0 });
const RankNumber = styled('span')(({ theme }) => ({
  margin: 0,
  ...theme.typography.body1,
  width: 28,
  flexShrink: 0,
  textAlign: 'center',
  fontWeight: 700,
  color: theme.palette.text.disabled,
}));
const ThumbnailImage = styled('img')(({ theme }) => ({
  flexShrink: 0,
  borderRadius: theme.shape.borderRadius,
  objectFit: 'cover',
}));
const ThumbnailLetter = styled('div')(({ theme }) => ({
  flexShrink: 0,
  borderRadius: theme.shape.borderRadius,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: theme.palette.primary.light,
  color: theme.palette.primary.contrastText,
  fontWeight: 700,
}));
const CardBox = styled(Card)(({ theme }) => ({
  position: 'relative',
  borderColor: theme.palette.divider,
  borderWidth: 1,
  backgroundColor: theme.palette.background.paper,
  backgroundSize: 'cover',
  transition: 'border-color 120ms, background-color 120ms',
  '&[data-selected="true"]': {
    borderColor: theme.palette.primary.main,
    borderWidth: 2,
    backgroundColor: alpha(theme.palette.primary.main, 0.06),
  },
}));
const Main = styled(CardActionArea)(({ theme }) => ({
  padding: CARD_PADDING_PX,
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
})) as typeof CardActionArea;
const Text = styled('div')({ flex: 1, minWidth: 0 });
const TitleLine = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
}));
const Title = styled('div')(({ theme }) => ({
  margin: 0,
  ...theme.typography.subtitle1,
  fontWeight: 600,
  minWidth: 0,
  flexShrink: 1,
}));
const TitleTag = styled(Chip)({ flexShrink: 0, height: 20, fontSize: 12 });
const DescLine = styled('p')(({ theme }) => ({
  margin: 0,
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
  ...NO_WRAP,
  marginTop: theme.spacing(0.5),
}));
const TagLine = styled(Stack)(({ theme }) => ({
  marginTop: theme.spacing(0.75),
  flexWrap: 'wrap',
  rowGap: theme.spacing(0.5),
}));
const Tag = styled(Chip)({ fontSize: 12, height: 20 });
const Buttons = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: theme.spacing(1),
  paddingLeft: CARD_PADDING_PX,
  paddingRight: CARD_PADDING_PX,
  paddingBottom: CARD_PADDING_PX,
  marginTop: theme.spacing(-0.5),
}));
const CardButton = styled(Button)(({ theme }) => ({
  fontSize: CARD_BUTTON_FONT_PX,
  minWidth: 0,
  paddingTop: theme.spacing(0.25),
  paddingBottom: theme.spacing(0.25),
}));

function Rank({ card }: { card: CardModel }) {
  if (card.medal) {
    return (
      <Medal
        data-testid={`card-rank-${card.medal}`}
        titleAccess={`第${card.rank}名`}
        style={{ color: MEDAL_COLORS[card.medal] }}
      />
    );
  }
  return <RankNumber aria-label={`第${card.rank}名`}>{card.rank}</RankNumber>;
}

function Thumbnail({ card, size }: { card: CardModel; size: number }) {
  if (card.thumbnail) {
    return (
      <ThumbnailImage
        src={card.thumbnail}
        alt=""
        data-testid="card-thumbnail"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <ThumbnailLetter
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.max(12, size / 3) }}
    >
      {Array.from(card.title)[0] ?? ''}
    </ThumbnailLetter>
  );
}

/** A card: the main area reacts to the selection mode; the buttons sit below it. */
export function CardItem({ card, list }: CardItemProps) {
  const { config } = list;
  const selected = card.dataId !== '' && list.selectedIds.has(card.dataId);
  const mode = config.selectionMode;
  const visibleButtons = card.buttons;
  const background: CSSProperties | undefined = card.background
    ? {
        backgroundImage: `linear-gradient(rgba(255,255,255,0.88), rgba(255,255,255,0.94)), url("${card.background}")`,
      }
    : undefined;
  return (
    <CardBox
      variant="outlined"
      data-testid="card-item"
      data-selected={selected ? 'true' : 'false'}
      style={background}
    >
      <Main
        component="div"
        onClick={list.clickable ? () => list.clickCard(card) : undefined}
        disabled={!list.clickable}
        aria-pressed={mode === 'close' ? undefined : selected}
      >
        {config.showRank && <Rank card={card} />}
        {config.thumbnail && <Thumbnail card={card} size={config.thumbnailSize} />}
        <Text>
          <TitleLine style={{ flexWrap: config.titleOneLine ? 'nowrap' : 'wrap' }}>
            <Title style={config.titleOneLine ? NO_WRAP : undefined}>{card.title}</Title>
            {card.tags.map((tag) => (
              <TitleTag
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
              />
            ))}
          </TitleLine>
          {card.descLines.map((line, index) => (
            <DescLine key={index}>
              {line.label ? `${line.label}：` : ''}
              {line.text}
            </DescLine>
          ))}
          {card.tagLines.map((tags, index) => (
            <TagLine key={index} direction="row" spacing={0.5}>
              {tags.map((text, at) => (
                <Tag key={at} size="small" label={text} variant="outlined" />
              ))}
            </TagLine>
          ))}
        </Text>
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
      </Main>
      {visibleButtons.length > 0 && (
        <Buttons>
          {visibleButtons.map((button) => (
            <CardButton
              key={button.id}
              size="small"
              variant="outlined"
              // spec 1 §4: bottom buttons fire only in close mode.
              disabled={!list.partsFire}
              onClick={() => list.clickButton(card, button)}
            >
              {button.text}
            </CardButton>
          ))}
        </Buttons>
      )}
    </CardBox>
  );
}
