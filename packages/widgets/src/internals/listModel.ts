// Pure reading of a List control's configuration (spec 1 §2 List widget, §3 Control).
// No React here: the headless hook and any future view (pc, mobile) share these rules.
import type { Control, ContentItem } from '@tessera/protocol';
import { DEFAULT_LIST_TITLE, PAGING } from '@tessera/protocol';
import { LISTS_TEXTS } from '../lists/listTexts.js';
import { formatDateTime } from './formatDateTime.js';

/** Interface texts of the list widget. Chinese texts are verbatim from the spec. */
export const LIST_TEXTS = {
  /** spec 1 §2: default list title. */
  defaultTitle: DEFAULT_LIST_TITLE,
  /** spec 1 §9: 'more' text. */
  more: LISTS_TEXTS.more,
  /** spec 1 §9: default no-data text. */
  empty: LISTS_TEXTS.empty,
  /** spec 1 §2 (visible-range dialog): loading text, reused here where the list is silent. */
  loading: LISTS_TEXTS.loading,
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
  /** spec 1 §3 props.showPic: rows carry a cover picture (bound at `bindInfo.cover`). */
  showPic: boolean;
  /** spec 1 §3 props.picPosition: the cover on the left (default) or the right. */
  picPosition: 'left' | 'right';
  coverField: BoundField | undefined;
  /** spec 1 §3 cssData coverImage height (px, default 96). */
  coverHeight: number;
  /** spec 1 §9: description height = cover image height minus 56. */
  descriptionHeight: number;
  /** The bottom text line (`bindInfo.bottom`). */
  bottomField: BoundField | undefined;
  /** spec 1 §3 props.operationStatus: icon + number (default) or number + label. */
  operationStatus: OperationStatus;
  /** Up to three operations (props.operateList with bindInfos.operation{One,Two,There}BindInfo). */
  operations: ListOperation[];
}

/** spec 1 §3 props.operationStatus. */
export type OperationStatus = 'iconNumber' | 'labelNumber';

/** The event names of the first, second and third operation (spec 1 §2 "Clicking ... operation"). */
export const OPERATION_EVENTS = [
  'operationOneClick',
  'operationTwoClick',
  'operationThereClick',
] as const;

/** spec 1 §3 bindInfos keys of the three operations (the spec's spelling, "There"). */
export const OPERATION_BIND_KEYS = [
  'operationOneBindInfo',
  'operationTwoBindInfo',
  'operationThereBindInfo',
] as const;

/** One operation of a list row: label, icon and the number's binding. */
export interface ListOperation {
  index: 0 | 1 | 2;
  label: string;
  /** The icon's address (operateList fullUrl); '' draws the default icon of the position. */
  iconUrl: string;
  /** The source of the number; the list's own source reads it from each row. */
  dsId: string | undefined;
  fieldName: string | undefined;
  eventName: (typeof OPERATION_EVENTS)[number];
}

/** spec 1 §3 cssData coverImage height default, in px (not in the spec). */
export const DEFAULT_COVER_HEIGHT = 96;

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
    ...readRowParts(control),
  };
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The cover, bottom line and operations of a List control (spec 1 §2 rows, §3 Control). */
function readRowParts(control: Control) {
  const props = control.props ?? {};
  const cover = record(control.cssData?.coverImage);
  const coverHeight =
    typeof cover.height === 'number' && cover.height > 0 ? cover.height : DEFAULT_COVER_HEIGHT;
  const bindInfos = record((control as { bindInfos?: unknown }).bindInfos);
  const operateList = Array.isArray(props.operateList) ? props.operateList.map(record) : [];
  const operations: ListOperation[] = [];
  OPERATION_BIND_KEYS.forEach((key, index) => {
    const bind = record(bindInfos[key]);
    const entry = operateList[index] ?? {};
    const fieldName = boundFieldName(bind.fieldName ?? bind);
    // An operation exists when the design lists it or binds a number to it.
    if (operateList[index] === undefined && fieldName === undefined) return;
    operations.push({
      index: index as 0 | 1 | 2,
      label: nonEmptyString(entry.label) ?? '',
      iconUrl: nonEmptyString(entry.fullUrl) ?? '',
      dsId: nonEmptyString(bind.dsId),
      fieldName,
      eventName: OPERATION_EVENTS[index]!,
    });
  });
  return {
    showPic: props.showPic === true,
    picPosition: props.picPosition === 'right' ? ('right' as const) : ('left' as const),
    coverField: boundField(control.bindInfo?.cover),
    coverHeight,
    descriptionHeight: Math.max(0, coverHeight - 56),
    bottomField: boundField(control.bindInfo?.bottom),
    operationStatus:
      props.operationStatus === 'labelNumber' ? ('labelNumber' as const) : ('iconNumber' as const),
    operations,
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
