import { current, freeze, isDraft } from 'immer';
import type { Draft } from 'immer';
import { createNewEntry } from './newEntry.js';
import type { DataSourceItem, DataSourceResult, DataSourceState } from './types.js';

/**
 * The state changes of one source, as immer recipes on a draft. Each keeps the invariants of
 * spec 1 §4: the cursor names a real item (or is -1 with data id ''), and adding mode follows
 * the cursor.
 */
type SourceDraft = Draft<DataSourceState>;

function placeCursor(state: SourceDraft, position: number): void {
  const items = state.result.items;
  const inRange = Number.isInteger(position) && position >= 0 && position < items.length;
  state.cursor.position = inRange ? position : -1;
  state.cursor.dataId = inRange ? (items[position]?.id ?? '') : '';
  // spec 1 §4: adding mode is on when the result has no items, after creating a record, or when
  // the cursor points to a new entry; otherwise the cursor selects an existing item.
  state.isAddingData = items.length === 0 || (inRange && items[position]?.__new === true);
}

/** Options of {@link setResultRecipe}. */
export interface SetResultOptions {
  /** Keep the cursor on the item it selected when that item is still there (reloads). */
  keepCursor?: boolean;
  /** Where the cursor goes otherwise (default 0, the first item). */
  position?: number;
}

/**
 * Sets a result (spec 1 §4): batch selection reset; the cursor on the first item, or -1 when
 * the result is empty (or, with `keepCursor`, on the item it selected before).
 */
export function setResultRecipe(
  state: SourceDraft,
  result: DataSourceResult,
  options: SetResultOptions = {},
): void {
  const previousId = state.cursor.dataId;
  state.result = result as Draft<DataSourceResult>;
  state.batchSelection = [];
  let position = options.position ?? 0;
  if (options.keepCursor && previousId !== '') {
    const kept = result.items.findIndex((item) => item.id === previousId);
    if (kept >= 0) position = kept;
  }
  placeCursor(
    state,
    result.items.length === 0 ? -1 : Math.min(Math.max(position, 0), result.items.length - 1),
  );
}

/**
 * Ends a recipe that set a freshly loaded result: freezes its item list (shallow), immer's
 * "pre-freeze data" advice — immer then does not walk and deep-freeze every row of the answer,
 * which for 10,000 rows was most of the /full-list's first paint (apps/mobile-runtime bench).
 * Items still change only through recipes; a recipe that drafts the list freezes its rows then.
 */
export function freezeLoadedItemsRecipe(state: SourceDraft): void {
  if (!isDraft(state.result.items)) freeze(state.result.items);
}

/** Moves the cursor; a position outside the items leaves no current item (-1). */
export function setCursorRecipe(state: SourceDraft, position: number): void {
  placeCursor(state, position);
}

/** Creates a new entry (spec 1 §4 "after creating a record"): appended, cursor on it. */
export function createItemRecipe(state: SourceDraft): number {
  // The template is read through `current`: drafts cannot be cloned.
  const plain = <T>(value: T): T => (isDraft(value) ? current(value) : value);
  const template = {
    newEmptyItem: plain(state.result.newEmptyItem),
    fixedFields: plain(state.result.fixedFields),
  };
  state.result.items.push(createNewEntry(template) as Draft<DataSourceItem>);
  const position = state.result.items.length - 1;
  placeCursor(state, position);
  return position;
}

/**
 * Edits a field of the item at `position` (default: the cursor) and marks it changed (spec 1
 * §4). With no current item in adding mode a new entry is created first, so a form bound to an
 * empty source edits its new record. Returns false when there is no item to edit.
 */
export function editFieldRecipe(
  state: SourceDraft,
  fieldName: string,
  value: unknown,
  position?: number,
): boolean {
  let at = position ?? state.cursor.position;
  if (at === -1 && position === undefined && state.isAddingData) at = createItemRecipe(state);
  const item = state.result.items[at];
  // `__proto__` can never be a field; assigning it would change the data object's prototype.
  if (item === undefined || fieldName === '__proto__') return false;
  (item.data as Record<string, { iv: unknown }>)[fieldName] = { iv: value };
  const changed = (item.__changed ??= []);
  if (!changed.includes(fieldName)) changed.push(fieldName);
  return true;
}

/**
 * Removes the item at `position` (spec 1 §4: the total goes down by one; a new entry was never
 * counted, so removing one leaves the total). The cursor stays on the item it selected, or moves
 * to the item that took the removed one's place.
 */
export function removeItemRecipe(state: SourceDraft, position: number): DataSourceItem | undefined {
  const items = state.result.items;
  if (!Number.isInteger(position) || position < 0 || position >= items.length) return undefined;
  const [removed] = items.splice(position, 1);
  if (removed === undefined) return undefined;
  if (!removed.__new) state.result.total = Math.max(0, state.result.total - 1);
  if (removed.id !== '')
    state.batchSelection = state.batchSelection.filter((id) => id !== removed.id);
  const cursor = state.cursor.position;
  const next = position < cursor ? cursor - 1 : Math.min(cursor, items.length - 1);
  placeCursor(state, next);
  // The removed entry may be a draft, which dies with the recipe: answer a plain copy.
  return (isDraft(removed) ? current(removed) : removed) as DataSourceItem;
}

/** Replaces the batch selection (duplicates dropped). */
export function setBatchSelectionRecipe(state: SourceDraft, dataIds: readonly string[]): void {
  state.batchSelection = [...new Set(dataIds.filter((id) => typeof id === 'string' && id !== ''))];
}

/** Adds a data id to the batch selection, or removes it when present (card list check mode). */
export function toggleBatchSelectionRecipe(state: SourceDraft, dataId: string): void {
  if (dataId === '') return;
  const at = state.batchSelection.indexOf(dataId);
  if (at >= 0) state.batchSelection.splice(at, 1);
  else state.batchSelection.push(dataId);
}

/**
 * Puts a saved item in place of the one at `position`: the server's answer (ids, version) with
 * no markers. A saved new entry now counts in the total. The cursor follows the item.
 */
export function markSavedRecipe(state: SourceDraft, position: number, saved: DataSourceItem): void {
  const current = state.result.items[position];
  if (current === undefined) return;
  if (current.__new) state.result.total += 1;
  const { __changed: _changed, __new: _new, ...clean } = saved;
  state.result.items[position] = clean as Draft<DataSourceItem>;
  if (state.cursor.position === position) placeCursor(state, position);
}
