// How form items read and write their field values (spec 1 §3 Data-source result: values are
// `data[field].iv`; New empty item defaults: OptionSet and Image lists, Number 0, text '').
import { readDateTime } from '@tessera/protocol/dates';
import type { DatePickerType } from '@tessera/validation';
import { format } from 'date-fns';
import type { FormOption } from './formConfig.js';
import type { FormItemModel } from './formItemModel.js';
import { FORM_TEXTS } from './formTexts.js';

/** The text each picker type writes (local wall-clock time; spec 1 §5 submit turns it to ISO). */
export const PICKER_FORMATS: Readonly<Record<DatePickerType, string>> = {
  ymdhms: 'yyyy-MM-dd HH:mm:ss',
  ymdhm: 'yyyy-MM-dd HH:mm',
  ymdh: 'yyyy-MM-dd HH:00',
  ymd: 'yyyy-MM-dd',
  ym: 'yyyy-MM',
  y: 'yyyy',
};

/** A typed number as the form keeps it: empty `null`, a number, or the text (for the rule to report). */
export function numberFromText(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}

/** A number rounded to the item's decimals; anything else unchanged. */
export function roundToDecimals(value: unknown, decimals: number): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  return Number(value.toFixed(decimals));
}

/** Text of a value for a text input. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The chosen value of a select: the first entry of an OptionSet list, or the text. */
export function selectedValue(value: unknown): string {
  if (Array.isArray(value)) return textOf(value[0]);
  return textOf(value);
}

/**
 * The value a select writes: a one-entry list when the field holds a list (OptionSet, whose
 * empty value is `[]`), else the text.
 */
export function toSelectValue(chosen: string, previous: unknown): unknown {
  if (Array.isArray(previous)) return chosen === '' ? [] : [chosen];
  return chosen;
}

/** A stored date (ISO, picker text, epoch) as the picker's text; '' when unreadable. */
export function toPickerText(value: unknown, pickerType: DatePickerType): string {
  if (value === null || value === undefined || value === '') return '';
  const date = readDateTime(value);
  return date === null ? '' : format(date, PICKER_FORMATS[pickerType]);
}

/** An image of an Image field value (spec 1 §3 Uploaded image), reduced to what is drawn. */
export interface ImageEntry {
  key: string;
  /** Path or URL of the bytes. */
  url: string;
  name: string;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The images of an Image field value: uploaded images (`imageId`, `url`) or plain URLs. */
export function readImages(value: unknown): ImageEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry, index) => {
    if (typeof entry === 'string' && entry)
      return [{ key: `${index}:${entry}`, url: entry, name: entry }];
    const image = record(entry);
    const url = typeof image.url === 'string' ? image.url : '';
    if (!url) return [];
    const id = typeof image.imageId === 'string' ? image.imageId : url;
    const name = typeof image.originalName === 'string' ? image.originalName : id;
    return [{ key: id, url, name }];
  });
}

/** A video of a Video field value (a video record: `videoId`, `url`, `title`). */
export interface VideoEntry {
  key: string;
  url: string;
  title: string;
}

/** The videos of a Video field value. */
export function readVideos(value: unknown): VideoEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry, index) => {
    const video = record(entry);
    const url = typeof video.url === 'string' ? video.url : '';
    if (!url) return [];
    const key = typeof video.videoId === 'string' ? video.videoId : `${index}:${url}`;
    return [{ key, url, title: typeof video.title === 'string' ? video.title : '' }];
  });
}

/** A media path of this server (`/media/…`, `/api/getfile…`) as a URL under the media base. */
export function mediaSrc(url: string, mediaUrl: string | undefined): string {
  if (/^(https?:|data:|blob:)/.test(url)) return url;
  return `${(mediaUrl ?? '').replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The text a view-only item shows (images and videos are drawn, not written). */
export function displayText(model: FormItemModel, value: unknown): string {
  switch (model.kind) {
    case 'select': {
      if (isCascade(model)) return cascadeLabels(model, cascadePath(value)).join(' / ');
      const chosen = selectedValue(value);
      return model.choices.find((choice) => choice.value === chosen)?.label ?? chosen;
    }
    case 'date':
      return toPickerText(value, model.pickerType) || textOf(value);
    case 'input-number':
      return typeof value === 'number' ? value.toFixed(model.decimals) : textOf(value);
    default:
      return textOf(value);
  }
}

/** `displayText` or the empty mark. */
export function displayOrEmpty(model: FormItemModel, value: unknown): string {
  return displayText(model, value) || FORM_TEXTS.empty;
}

function clamp(value: number, min: number | undefined, max: number | undefined): number {
  let next = value;
  if (min !== undefined && next < min) next = min;
  // A max of 0 is "not set" in the designer's number options.
  if (max !== undefined && max > 0 && next > max) next = max;
  return next;
}

/**
 * One step of a number item (the − / + buttons, the arrow keys, the mobile Stepper): the value
 * moved by the item's step (spec 1 §5: step / 10^decimals), kept within min/max and rounded to
 * the decimals. A value that is not a number counts as 0.
 */
export function stepNumber(value: unknown, direction: 1 | -1, model: FormItemModel): number {
  const current = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const next = clamp(current + direction * model.step, model.min, model.max);
  return roundToDecimals(next, model.decimals) as number;
}

/** The number's bounds for a stepper: min, and max unless it is 0 (not set). */
export function numberBounds(model: FormItemModel): { min?: number; max?: number } {
  return {
    ...(model.min !== undefined ? { min: model.min } : {}),
    ...(model.max !== undefined && model.max > 0 ? { max: model.max } : {}),
  };
}

/** The word counter `n/max` of an input or textarea with showWordLimit; `null` without one. */
export function wordCounter(model: FormItemModel, text: string): string | null {
  return model.showWordLimit && model.maxLength
    ? FORM_TEXTS.wordLimit([...text].length, model.maxLength)
    : null;
}

/** Whether an uploader holds its maximum count (spec 1 §5 length; 0 = no limit). */
export function uploadFull(model: FormItemModel, count: number): boolean {
  return model.length > 0 && count >= model.length;
}

/** A list value without its entry at `index` (an image or video removed). */
export function withoutEntry(value: unknown, index: number): unknown[] {
  return (Array.isArray(value) ? value : []).filter((_, at) => at !== index);
}

/** The label of a select's chosen value, '' when nothing (or an unknown value) is chosen. */
export function choiceLabel(model: FormItemModel, value: unknown): string {
  const chosen = selectedValue(value);
  return model.choices.find((choice) => choice.value === chosen)?.label ?? '';
}

/** Whether a select's options nest (a cascader: province → city → district). */
export function isCascade(model: FormItemModel): boolean {
  return model.choices.some((choice) => (choice.children?.length ?? 0) > 0);
}

/** A cascader's value: the chosen values from the top (a list), or one text as a one-step path. */
export function cascadePath(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((entry): entry is string => typeof entry === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The value a cascader writes: the chosen path (empty list when cleared). */
export function toCascadeValue(path: readonly string[]): string[] {
  return path.filter((entry) => entry !== '');
}

/** The labels along a cascader path; unknown steps end it. */
export function cascadeLabels(model: FormItemModel, path: readonly string[]): string[] {
  const labels: string[] = [];
  let level: readonly FormOption[] = model.choices;
  for (const step of path) {
    const option = level.find((choice) => choice.value === step);
    if (!option) break;
    labels.push(option.label);
    level = option.children ?? [];
  }
  return labels;
}
