import { ITEM_SYSTEM_FIELDS } from '@tessera/protocol';
import type { Filter } from '@tessera/filters';
import type { CursorRef, DataSourceConfig, DataSourceItem } from './types.js';

// spec 1 §3 Content item: the fields every item carries outside `data`.
const ITEM_FIELDS: ReadonlySet<string> = new Set(ITEM_SYSTEM_FIELDS);

/**
 * Whether a value is a {@link CursorRef}: a plain object with a text `dsId` and a text
 * `fieldName` (and nothing that makes it an option entry: no `label`/`value`).
 */
export function isCursorRef(value: unknown): value is CursorRef {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const ref = value as Record<string, unknown>;
  return (
    typeof ref.dsId === 'string' &&
    ref.dsId !== '' &&
    typeof ref.fieldName === 'string' &&
    ref.fieldName !== '' &&
    !('label' in ref) &&
    !('value' in ref)
  );
}

/**
 * A field of an item: system fields (spec 1 §3 Content item) from the item, custom fields from
 * `data[fieldName].iv`. `undefined` when the item or the field is missing.
 *
 * @example
 * readItemField(item, 'title'); // item.data.title.iv
 * readItemField(item, 'id');    // item.id
 */
export function readItemField(item: DataSourceItem | undefined, fieldName: string): unknown {
  if (item === undefined) return undefined;
  if (ITEM_FIELDS.has(fieldName)) return item[fieldName as keyof DataSourceItem];
  const data = item.data as Record<string, { iv: unknown } | undefined>;
  return Object.hasOwn(data, fieldName) ? data[fieldName]?.iv : undefined;
}

function filterLists(config: DataSourceConfig): readonly (readonly Filter[] | null | undefined)[] {
  return [config.filters, config.customerFilters, config.fixedFilters, config.aggregateFilters];
}

/**
 * Every {@link CursorRef} a source reads: in the values of its four filter lists and of its
 * input parameters.
 */
export function collectCursorRefs(config: DataSourceConfig): CursorRef[] {
  const refs: CursorRef[] = [];
  for (const list of filterLists(config)) {
    if (!Array.isArray(list)) continue;
    for (const filter of list) if (isCursorRef(filter?.fieldValue)) refs.push(filter.fieldValue);
  }
  for (const parameter of config.inputParemeter ?? []) {
    if (isCursorRef(parameter?.value)) refs.push(parameter.value);
  }
  return refs;
}

/**
 * The predecessors of a source: its `preDataSourceIds` plus every source its cursor references
 * read, each once, in order of appearance. A source never depends on itself through a cursor
 * reference (it reads its own current item, which needs no load order).
 */
export function predecessorsOf(config: DataSourceConfig): string[] {
  const seen = new Set<string>();
  for (const dsId of config.preDataSourceIds ?? []) {
    if (typeof dsId === 'string' && dsId !== '') seen.add(dsId);
  }
  for (const ref of collectCursorRefs(config)) {
    if (ref.dsId !== config.dsId) seen.add(ref.dsId);
  }
  return [...seen];
}
