// Pure reading of a Card list control (spec 1 §2 Card list widget, §3 Card list item and card
// bind info, §4 Card list states, §9 constants). No React here.
import type { Control } from '@tessera/protocol';
import { PAGING } from '@tessera/protocol';
import { LISTS_TEXTS, THUMBNAIL_SIZE_RANGE } from './listTexts.js';

/** spec 1 §4 Card list selection modes. */
export type CardSelectionMode = 'close' | 'radio' | 'check';
/** spec 1 §4 Card list no-data modes. */
export type CardNoDataMode = 'hideWidget' | 'customTip';
/** spec 1 §4 Card list pagination modes. */
export type CardPaginationMode = 'specifyNum' | 'all';

/**
 * spec 1 §3 card bind info entry (value, value1, value2, value0, value3): a bound field, plus
 * `text`, the designer's static text of a title tag (shown when the field gives nothing).
 */
export interface CardBinding {
  fieldName?: string;
  fieldType?: string;
  /** A key inside the field's value (e.g. `url` of an image object). */
  subKey?: string;
  isHide?: boolean;
  text?: string;
}

/** One description line of a card: an optional label and a bound field or fixed text. */
export interface CardDescLine {
  label?: string;
  fieldName?: string;
  fieldType?: string;
  text?: string;
}

/** One multi-tag line: a field holding several tags, each cut to `wordLimit` characters. */
export interface CardTagLine {
  fieldName: string;
  wordLimit: number;
}

/** spec 1 §3 Card list item buttonList entry: text, visible, id, event name. */
export interface CardButton {
  id: string;
  text: string;
  visible: boolean;
  eventName: string;
}

/** A Card list control's configuration with the spec defaults applied. */
export interface CardListConfig {
  dsId: string | undefined;
  title: string;
  showTitle: boolean;
  showRank: boolean;
  thumbnailSize: number;
  titleOneLine: boolean;
  background?: CardBinding;
  thumbnail?: CardBinding;
  titleField?: CardBinding;
  /** Title tag 0 (bind info value0) and title tag 1 (value3). */
  tag0?: CardBinding;
  tag1?: CardBinding;
  /** spec 1 §3 Card list item tag0Visible / tag1Visible (default shown when configured). */
  tag0Visible: boolean;
  tag1Visible: boolean;
  descList: CardDescLine[];
  tagLines: CardTagLine[];
  buttons: CardButton[];
  selectionMode: CardSelectionMode;
  noDataMode: CardNoDataMode;
  noDataTip: string;
  noDataImage: string;
  paginationMode: CardPaginationMode;
  pageSize: number;
}

/** Default thumbnail edge in px when the design gives none. */
export const DEFAULT_THUMBNAIL_SIZE = 72;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(record) : [];
}

/** A card bind info entry; `undefined` when hidden (`isHide`) or holding neither field nor text. */
export function readCardBinding(value: unknown): CardBinding | undefined {
  if (typeof value === 'string') return value.trim() ? { fieldName: value } : undefined;
  const entry = record(value);
  if (entry.isHide === true) return undefined;
  const binding: CardBinding = {};
  if (text(entry.fieldName).trim()) binding.fieldName = text(entry.fieldName);
  if (text(entry.fieldType)) binding.fieldType = text(entry.fieldType);
  if (text(entry.subKey)) binding.subKey = text(entry.subKey);
  if (text(entry.text).trim()) binding.text = text(entry.text);
  return binding.fieldName || binding.text ? binding : undefined;
}

/** spec 1 §9: thumbnail size range 10 to 200. */
export function clampThumbnailSize(value: unknown): number {
  const size = typeof value === 'number' && Number.isFinite(value) ? value : DEFAULT_THUMBNAIL_SIZE;
  return Math.min(THUMBNAIL_SIZE_RANGE.max, Math.max(THUMBNAIL_SIZE_RANGE.min, Math.round(size)));
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * Reads a Card list control. The card list item (spec 1 §3) sits at `props.cardItem`
 * (`descList`, `buttonList`, `tag0Visible`, `tag1Visible`, plus `tagLines`); the card bind info
 * entries at `bindInfo.value` (background), `value1` (thumbnail), `value2` (title), `value0` and
 * `value3` (title tags).
 */
export function readCardListConfig(control: Control): CardListConfig {
  const props = control.props ?? {};
  const bind = record(control.bindInfo);
  const item = record(props.cardItem);
  const rawPageSize = control.cssData?.pagination?.pageSize;
  const dsId = text(bind.dsId).trim() || undefined;
  return {
    dsId,
    title: text(props.title),
    showTitle: props.titleIsShow === true && text(props.title).trim() !== '',
    showRank: props.showRank === true,
    thumbnailSize: clampThumbnailSize(props.thumbnailSize),
    titleOneLine: props.titleOneLine !== false,
    background: readCardBinding(bind.value),
    thumbnail: readCardBinding(bind.value1),
    titleField: readCardBinding(bind.value2),
    tag0: readCardBinding(bind.value0),
    tag1: readCardBinding(bind.value3),
    tag0Visible: item.tag0Visible !== false,
    tag1Visible: item.tag1Visible !== false,
    descList: list(item.descList).map((line) => ({
      ...(text(line.label) ? { label: text(line.label) } : {}),
      ...(text(line.fieldName) ? { fieldName: text(line.fieldName) } : {}),
      ...(text(line.fieldType) ? { fieldType: text(line.fieldType) } : {}),
      ...(text(line.text) ? { text: text(line.text) } : {}),
    })),
    tagLines: list(item.tagLines)
      .filter((line) => text(line.fieldName).trim() !== '')
      .map((line) => ({
        fieldName: text(line.fieldName),
        wordLimit: typeof line.wordLimit === 'number' ? line.wordLimit : 0,
      })),
    buttons: list(item.buttonList).map((button, index) => ({
      id: text(button.id) || `button-${index}`,
      text: text(button.text),
      visible: button.visible !== false,
      eventName: text(button.eventName),
    })),
    selectionMode: oneOf(props.selectionMode, ['close', 'radio', 'check'], 'close'),
    noDataMode: oneOf(props.noDataMode, ['hideWidget', 'customTip'], 'customTip'),
    noDataTip: text(props.noDataTip).trim() || LISTS_TEXTS.empty,
    noDataImage: text(props.noDataImage),
    paginationMode: oneOf(props.paginationMode, ['specifyNum', 'all'], 'specifyNum'),
    pageSize:
      typeof rawPageSize === 'number' && Number.isInteger(rawPageSize) && rawPageSize > 0
        ? rawPageSize
        : PAGING.listPageSize,
  };
}
