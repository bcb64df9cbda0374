import type { DataSourceStore } from './createDataSourceStore.js';
import {
  createItemRecipe,
  editFieldRecipe,
  removeItemRecipe,
  setBatchSelectionRecipe,
  setCursorRecipe,
  setResultRecipe,
  toggleBatchSelectionRecipe,
} from './sourceRecipes.js';
import type { DataSourceItem, DataSourceResult } from './types.js';

/**
 * The changes widgets make to a source without calling the server (spec 1 §4 Data sources,
 * Card list selection modes). Each throws for an unknown dsId.
 */
export function createLocalActions(store: DataSourceStore) {
  return {
    /** Sets a result (batch selection reset, cursor on the first item or -1). */
    setResult(dsId: string, result: DataSourceResult): void {
      store.update(dsId, (draft) => setResultRecipe(draft, result));
    },
    /** Moves the cursor; outside the items it becomes -1. */
    setCursor(dsId: string, position: number): void {
      store.update(dsId, (draft) => setCursorRecipe(draft, position));
    },
    /** Edits a field of the current item (or the one at `position`) and marks it changed. */
    editField(dsId: string, fieldName: string, value: unknown, position?: number): boolean {
      return store.update(dsId, (draft) => editFieldRecipe(draft, fieldName, value, position));
    },
    /** Creates a new entry from the new empty item and the fixed fields; answers its position. */
    createItem(dsId: string): number {
      return store.update(dsId, (draft) => createItemRecipe(draft));
    },
    /** Removes an item locally (total − 1); answers it, or undefined for a bad position. */
    removeItem(dsId: string, position: number): DataSourceItem | undefined {
      return store.update(dsId, (draft) => removeItemRecipe(draft, position));
    },
    /** Replaces the batch selection. */
    setBatchSelection(dsId: string, dataIds: readonly string[]): void {
      store.update(dsId, (draft) => setBatchSelectionRecipe(draft, dataIds));
    },
    /** Adds or removes one data id of the batch selection (check mode). */
    toggleBatchSelection(dsId: string, dataId: string): void {
      store.update(dsId, (draft) => toggleBatchSelectionRecipe(draft, dataId));
    },
    /**
     * Radio mode (spec 1 §4 Card list): the cursor and the batch selection both set to one row.
     */
    selectRow(dsId: string, position: number): void {
      store.update(dsId, (draft) => {
        setCursorRecipe(draft, position);
        setBatchSelectionRecipe(draft, draft.cursor.dataId ? [draft.cursor.dataId] : []);
      });
    },
  };
}

/** The local actions of a scheduler (see {@link createLocalActions}). */
export type LocalActions = ReturnType<typeof createLocalActions>;
