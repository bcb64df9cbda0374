// Pure reading of a List control's configuration (spec 1 §2 List widget, §3 Control).
// No React here: the headless hook and any future view (pc, mobile) share these rules.
import type { Control, ContentItem } from '@tessera/protocol';
import { DEFAULT_LIST_TITLE, PAGING } from '@tessera/protocol';
import { formatDateTime } from './formatDateTime.js';

/** Interface texts of the list widget. Chinese texts are verbatim from the spec. */
export const LIST_TEXTS = {
  /** spec 1 §2: default list title. */
  defaultTitle: DEFAULT_LIST_TITLE,
  /** spec 1 §9: 'more' text. */
  more: '查看更多',
  /** spec 1 §9: default no-data text. */
  empty: '暂无数据',
  /** spec 1 §2 (visible-range dialog): loading text, reused here where the list is silent. */
  loading: '数据加载中...',
  /** Not in the spec: shown when a failed source carries no message of its own. */
  loadFailed: '数据加载失败',
} as const;

/** spec 1 §4 Card list: pagination modes; the list widget uses the same two. */
export type PaginationMode = 'specifyNum' | 'all';

/** What a List control's props, bindInfo and cssData say, with spec defaults applied. */
export interface ListConfig {
  title: string;
  showTitle: boolean;
  pageSize: number;
  paginationMode: PaginationMode;
  emptyTip: string;
  dsId: string | undefined;
  titleField: BoundField | undefined;
  descriptionField: BoundField | undefined;
}

/** A field a row shows: its name and, when the binding names it, its field type. */
export interface BoundField {
  name: string;
  fieldType?: string;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * A bound field is named either directly (`"title"`) or by a bind-info entry
 * (`{ fieldName: "title" }`, the shape of spec 1 §3 card bind info entries).
 */
export function boundFieldName(binding: unknown): string | undefined {
  if (typeof binding === 'string') return nonEmptyString(binding);
  if (binding !== null && typeof binding === 'object' && 'fieldName' in binding) {
    return nonEmptyString((binding as { fieldName: unknown }).fieldName);
  }
  return undefined;
}

/** A binding as a {@link BoundField}: the name, plus `fieldType` of a bind-info entry. */
export function boundField(binding: unknown): BoundField | undefined {
  const name = boundFieldName(binding);
  if (name === undefined) return undefined;
  const fieldType =
    binding !== null && typeof binding === 'object' && 'fieldType' in binding
      ? nonEmptyString((binding as { fieldType: unknown }).fieldType)
      : undefined;
  return fieldType === undefined ? { name } : { name, fieldType };
}

/** Reads a List control with the defaults of spec 1 §2 and §9 applied. */
export function readListConfig(control: Control): ListConfig {
  const props = control.props ?? {};
  const dataForm = props.dataForm as { diyTips?: unknown } | undefined;
  const rawPageSize = control.cssData?.pagination?.pageSize;
  // spec 1 §9: list default page size 25; anything not a positive integer falls back to it.
  const pageSize =
    typeof rawPageSize === 'number' && Number.isInteger(rawPageSize) && rawPageSize > 0
      ? rawPageSize
      : PAGING.listPageSize;
  return {
    title: nonEmptyString(props.title) ?? LIST_TEXTS.defaultTitle,
    // spec 1 §2: the title bar is optional; shown unless titleIsShow is explicitly false.
    showTitle: props.titleIsShow !== false,
    pageSize,
    paginationMode: props.paginationMode === 'all' ? 'all' : 'specifyNum',
    emptyTip: nonEmptyString(dataForm?.diyTips) ?? LIST_TEXTS.empty,
    dsId: nonEmptyString(control.bindInfo?.dsId),
    titleField: boundField(control.bindInfo?.title),
    descriptionField: boundField(control.bindInfo?.description),
  };
}

/** Turns one `{ iv }` value into display text: primitives as text, lists joined, else empty. */
export function displayText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value
      .map(displayText)
      .filter((part) => part !== '')
      .join(', ');
  return '';
}

/** spec 1 §3 Content item: the system fields that hold a date and time. */
const SYSTEM_DATE_FIELDS = new Set(['created', 'lastModified']);

/**
 * spec 1 §3 Content item: a custom field's value sits at `data[field].iv`; a system field
 * (`created`, `createdBy`, …) is read from the item itself. DateTime fields — bound with
 * `fieldType: 'DateTime'`, or the system date fields — are shown in the default format
 * Y-m-d H:i:s (spec 1 §9).
 */
export function fieldText(item: ContentItem, field: BoundField | string | undefined): string {
  if (field === undefined) return '';
  const { name, fieldType } =
    typeof field === 'string' ? { name: field, fieldType: undefined } : field;
  const data = item.data as Record<string, { iv?: unknown } | undefined>;
  const fromData = Object.hasOwn(data, name);
  const value = fromData ? data[name]?.iv : (item as unknown as Record<string, unknown>)[name];
  const isDateTime = fieldType === 'DateTime' || (!fromData && SYSTEM_DATE_FIELDS.has(name));
  return isDateTime ? formatDateTime(value) : displayText(value);
}
