// The cards of a Card list (spec 1 §2 Card list widget, §5 title tag rules): what each card
// draws, computed from the items and the configuration. Pure.
import type { ContentItem } from '@tessera/protocol';
import { fieldText } from '../internals/listModel.js';
import type { CardButton, CardListConfig, CardBinding } from './cardListConfig.js';
import { fieldValue, imageUrl, itemKey } from './fieldValue.js';
import { multiTagTexts, tagShows, titleTagText } from './tagText.js';

/** spec 1 §2: gold, silver, bronze icons for the first three ranks. */
export type RankMedal = 'gold' | 'silver' | 'bronze';
const MEDALS: readonly RankMedal[] = ['gold', 'silver', 'bronze'];

/** One title tag as drawn: the cut text and the whole text (for a tooltip). */
export interface CardTag {
  /** 0: bind info value0; 1: value3 (the clickable one, spec 1 §4). */
  index: 0 | 1;
  text: string;
  fullText: string;
}

/** One card. */
export interface CardModel {
  key: string;
  /** The item's data id (batch selection and cursor key); '' for an unsaved entry. */
  dataId: string;
  position: number;
  item: ContentItem;
  /** 1-based rank; a medal for the first three. */
  rank: number;
  medal?: RankMedal;
  background: string;
  thumbnail: string;
  title: string;
  tags: CardTag[];
  descLines: { label?: string; text: string }[];
  tagLines: string[][];
  buttons: CardButton[];
}

function bindingText(item: ContentItem, binding: CardBinding | undefined): string {
  if (!binding?.fieldName) return '';
  return fieldText(item, {
    name: binding.fieldName,
    ...(binding.fieldType ? { fieldType: binding.fieldType } : {}),
  });
}

/** The whole text of a title tag: the bound value, else the static text ('' = not shown). */
function tagSource(item: ContentItem, binding: CardBinding | undefined, visible: boolean): string {
  if (!binding || !visible) return '';
  const bound = bindingText(item, binding);
  const fixed = binding.text ?? '';
  // spec 1 §5: shown only if the bound field has a value or the static text is non-empty.
  if (!tagShows(bound, fixed)) return '';
  return bound.trim() !== '' ? bound : fixed;
}

/** The cards of `items` under `config`, in order, rank = position + 1. */
export function buildCards(items: readonly ContentItem[], config: CardListConfig): CardModel[] {
  return items.map((item, position) => buildCard(item, position, config));
}

/** The card of `item` at `position` (0-based) under `config`: rank = position + 1. */
export function buildCard(item: ContentItem, position: number, config: CardListConfig): CardModel {
  const tagTexts = [
    tagSource(item, config.tag0, config.tag0Visible),
    tagSource(item, config.tag1, config.tag1Visible),
  ] as const;
  const tags: CardTag[] = [];
  tagTexts.forEach((fullText, index) => {
    if (fullText === '') return;
    const other = tagTexts[index === 0 ? 1 : 0];
    tags.push({
      index: index as 0 | 1,
      fullText,
      text: titleTagText(fullText, {
        otherTagVisible: other !== '',
        titleOneLine: config.titleOneLine,
      }),
    });
  });
  const rank = position + 1;
  return {
    key: itemKey(item, position),
    dataId: item.id ?? '',
    position,
    item,
    rank,
    ...(position < MEDALS.length && config.showRank ? { medal: MEDALS[position] } : {}),
    background: config.background
      ? imageUrl(fieldValue(item, config.background.fieldName), config.background.subKey)
      : '',
    thumbnail: config.thumbnail
      ? imageUrl(fieldValue(item, config.thumbnail.fieldName), config.thumbnail.subKey)
      : '',
    title: bindingText(item, config.titleField) || config.titleField?.text || '',
    tags,
    descLines: config.descList
      .map((line) => ({
        ...(line.label ? { label: line.label } : {}),
        text: line.fieldName
          ? fieldText(item, {
              name: line.fieldName,
              ...(line.fieldType ? { fieldType: line.fieldType } : {}),
            })
          : (line.text ?? ''),
      }))
      .filter((line) => line.text.trim() !== ''),
    tagLines: config.tagLines
      .map((line) => multiTagTexts(fieldValue(item, line.fieldName), line.wordLimit))
      .filter((texts) => texts.length > 0),
    buttons: config.buttons.filter((button) => button.visible && button.text.trim() !== ''),
  };
}
