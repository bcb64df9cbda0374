// One card of the Card list, mobile flavour (spec 1 §2 Card list widget): rank, thumbnail,
// title with title tags, description lines, multi-tag lines and bottom buttons; padding 16 px.
import { Button, Checkbox, Image, Tag } from 'antd-mobile';
import { TrophyGlyph } from './MobileRank.js';
import type { CardModel } from '../../lists/cardModel.js';
import type { CardListState } from '../../lists/useCardList.js';
import { CARD_BUTTON_FONT_PX, CARD_PADDING_PX } from '../../lists/listTexts.js';

/** Props of {@link MobileCardItem}. */
export interface MobileCardItemProps {
  card: CardModel;
  list: CardListState;
}

function Thumbnail({ card, size }: { card: CardModel; size: number }) {
  if (card.thumbnail) {
    return (
      <Image
        src={card.thumbnail}
        alt=""
        width={size}
        height={size}
        fit="cover"
        data-testid="card-thumbnail"
        style={{ borderRadius: 8, flexShrink: 0 }}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        borderRadius: 8,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        background: 'var(--adm-color-primary)',
        color: '#fff',
        opacity: 0.85,
        fontWeight: 700,
        fontSize: Math.max(12, size / 3),
      }}
    >
      {Array.from(card.title)[0] ?? ''}
    </div>
  );
}

/** A card: the main area reacts to the selection mode; the buttons sit below it. */
export function MobileCardItem({ card, list }: MobileCardItemProps) {
  const { config } = list;
  const selected = card.dataId !== '' && list.selectedIds.has(card.dataId);
  const mode = config.selectionMode;
  return (
    <div
      data-testid="card-item"
      data-selected={selected ? 'true' : 'false'}
      style={{
        position: 'relative',
        borderRadius: 12,
        border: `${selected ? 2 : 1}px solid ${selected ? 'var(--adm-color-primary)' : 'var(--adm-color-border)'}`,
        background: card.background
          ? `linear-gradient(rgba(255,255,255,0.88), rgba(255,255,255,0.94)), url("${card.background}") center / cover`
          : '#fff',
        overflow: 'hidden',
      }}
    >
      <div
        role={list.clickable ? 'button' : undefined}
        tabIndex={list.clickable ? 0 : undefined}
        aria-pressed={mode === 'close' || !list.clickable ? undefined : selected}
        onClick={list.clickable ? () => list.clickCard(card) : undefined}
        onKeyDown={
          list.clickable
            ? (event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  list.clickCard(card);
                }
              }
            : undefined
        }
        style={{
          padding: CARD_PADDING_PX,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 12,
          cursor: list.clickable ? 'pointer' : 'default',
        }}
      >
        {config.showRank ? <TrophyGlyph card={card} /> : null}
        {config.thumbnail ? <Thumbnail card={card} size={config.thumbnailSize} /> : null}
        <div style={{ flex: 1, minWidth: 0 }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 6,
              flexWrap: config.titleOneLine ? 'nowrap' : 'wrap',
            }}
          >
            <span
              style={{
                fontSize: 15,
                fontWeight: 600,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: config.titleOneLine ? 'nowrap' : 'normal',
              }}
            >
              {card.title}
            </span>
            {card.tags.map((tag) => (
              <Tag
                key={tag.index}
                data-testid={`card-tag-${tag.index}`}
                color={tag.index === 0 ? 'warning' : 'primary'}
                fill={tag.index === 0 ? 'solid' : 'outline'}
                round
                onClick={
                  tag.index === 1 && list.partsFire
                    ? (event) => {
                        event.stopPropagation();
                        list.clickTag(card, tag);
                      }
                    : undefined
                }
                style={{ flexShrink: 0 }}
              >
                <span title={tag.fullText}>{tag.text}</span>
              </Tag>
            ))}
          </div>
          {card.descLines.map((line, index) => (
            <div
              key={index}
              style={{
                marginTop: 4,
                fontSize: 13,
                color: 'var(--adm-color-weak)',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {line.label ? `${line.label}：` : ''}
              {line.text}
            </div>
          ))}
          {card.tagLines.map((tags, index) => (
            <div key={index} style={{ marginTop: 6, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
              {tags.map((text, at) => (
                <Tag key={at} color="default" fill="outline">
                  {text}
                </Tag>
              ))}
            </div>
          ))}
        </div>
        {mode === 'check' ? (
          <Checkbox
            checked={selected}
            aria-hidden
            style={{ pointerEvents: 'none', flexShrink: 0 }}
          />
        ) : null}
      </div>
      {card.buttons.length > 0 ? (
        <div
          style={{
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 8,
            padding: `0 ${CARD_PADDING_PX}px ${CARD_PADDING_PX}px`,
          }}
        >
          {card.buttons.map((button) => (
            <Button
              key={button.id}
              size="mini"
              color="primary"
              fill="outline"
              shape="rounded"
              // spec 1 §4: bottom buttons fire only in close mode.
              disabled={!list.partsFire}
              onClick={() => list.clickButton(card, button)}
              style={{ fontSize: CARD_BUTTON_FONT_PX }}
            >
              {button.text}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
