import { toSubmitData } from '@tessera/validation';
import type { ContentItem } from '@tessera/protocol';
import { hasUsage } from './dataSourceDefaults.js';
import type { DataSourceStore } from './createDataSourceStore.js';
import { markSavedRecipe, removeItemRecipe } from './sourceRecipes.js';
import type { DataSourceSubmitter, SubmitMutation } from './submitTypes.js';
import type { DataSourceConfig, DataSourceItem } from './types.js';

/** Options of the submit actions: which item, and the operation id sent with the change. */
export interface SubmitOptions {
  /** The item's position (default: the cursor). */
  position?: number;
  /** Overrides the source's `operationId`. */
  operationId?: string;
}

/** What the submit actions need from the scheduler. */
export interface SubmitContext {
  store: DataSourceStore;
  config: (dsId: string) => DataSourceConfig;
  /** Field name → field type of a source, for spec 1 §5's submit transform. */
  fieldTypes: (dsId: string) => Record<string, string>;
  submitter: DataSourceSubmitter | undefined;
}

interface Pending {
  dsId: string;
  /** The item's id, or its local key while it is new. */
  key: string;
  mutation: SubmitMutation;
}

const keyOf = (item: DataSourceItem): string => (item.__new ? (item.__key ?? '') : item.id);

function values(item: DataSourceItem): Record<string, unknown> {
  const data = item.data as Record<string, { iv: unknown } | undefined>;
  return Object.fromEntries(Object.entries(data).map(([name, field]) => [name, field?.iv]));
}

/**
 * The content changes of the data sources (spec 1 §7 Mutations): submit of the current item
 * (add for a new entry, update for a changed one), delete, the atomic field increment, and the
 * batch submit of every pending change in one database session. Submitted data follows spec 1
 * §5 (`toSubmitData` of `@tessera/validation`). A failure is recorded in the source's `error`
 * and rethrown; nothing local changes then.
 */
export function createSubmitActions(context: SubmitContext) {
  const { store } = context;

  function submitter(): DataSourceSubmitter {
    if (!context.submitter)
      throw new Error('This data-source scheduler was created without a submitter');
    return context.submitter;
  }

  function schemaOf(dsId: string): string {
    const schemaName = context.config(dsId).schemaName;
    if (!schemaName) throw new Error(`Data source "${dsId}" has no schema to submit to`);
    return schemaName;
  }

  function pendingOf(
    dsId: string,
    item: DataSourceItem,
    operationId?: string,
  ): Pending | undefined {
    const config = context.config(dsId);
    const base = {
      schemaName: schemaOf(dsId),
      operationId: operationId ?? config.operationId ?? '',
      desTransmit: hasUsage(config, 'desTransmit') ? dsId : null,
    };
    const contentData = toSubmitData(values(item), context.fieldTypes(dsId));
    if (item.__new)
      return { dsId, key: keyOf(item), mutation: { ...base, type: 'add', contentData } };
    if (!item.__changed?.length) return undefined;
    return {
      dsId,
      key: item.id,
      mutation: { ...base, type: 'update', id: item.id, version: item.version, contentData },
    };
  }

  function itemAt(
    dsId: string,
    position?: number,
  ): { item: DataSourceItem; position: number } | undefined {
    const state = store.get(dsId);
    if (!state) throw new Error(`Unknown data source "${dsId}"`);
    const at = position ?? state.cursor.position;
    const item = state.result.items[at];
    return item ? { item, position: at } : undefined;
  }

  /** Runs a change and records its failure on the source. */
  async function guarded<T>(dsIds: readonly string[], run: () => Promise<T>): Promise<T> {
    try {
      const answer = await run();
      for (const dsId of dsIds) store.update(dsId, (draft) => void (draft.error = null));
      return answer;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      for (const dsId of dsIds) store.update(dsId, (draft) => void (draft.error = message));
      throw error;
    }
  }

  function applySaved(pending: Pending, saved: ContentItem | null): void {
    store.update(pending.dsId, (draft) => {
      const position = draft.result.items.findIndex(
        (item) => keyOf(item as DataSourceItem) === pending.key,
      );
      const current = draft.result.items[position];
      if (current === undefined) return;
      // Without an answer the local values were saved as they are.
      markSavedRecipe(
        draft,
        position,
        (saved as DataSourceItem | null) ?? { ...(current as DataSourceItem), __new: false },
      );
    });
  }

  return {
    /**
     * Saves the item at the cursor (or `position`): a new entry is added, a changed item updated;
     * an unchanged item is not sent. Answers the saved item, or null when nothing was sent.
     */
    async submit(dsId: string, options: SubmitOptions = {}): Promise<ContentItem | null> {
      const found = itemAt(dsId, options.position);
      if (!found) return null;
      const pending = pendingOf(dsId, found.item, options.operationId);
      if (!pending) return null;
      const saved = await guarded([dsId], () => submitter().mutate(pending.mutation));
      applySaved(pending, saved);
      return saved;
    },

    /** Deletes the item at the cursor (or `position`) on the server, then removes it (total − 1). */
    async deleteItem(dsId: string, options: SubmitOptions = {}): Promise<void> {
      const found = itemAt(dsId, options.position);
      if (!found) return;
      const key = keyOf(found.item);
      if (!found.item.__new) {
        const config = context.config(dsId);
        const mutation: SubmitMutation = {
          type: 'delete',
          schemaName: schemaOf(dsId),
          id: found.item.id,
          operationId: options.operationId ?? config.operationId ?? '',
        };
        await guarded([dsId], () => submitter().mutate(mutation));
      }
      store.update(dsId, (draft) => {
        const position = draft.result.items.findIndex(
          (item) => keyOf(item as DataSourceItem) === key,
        );
        removeItemRecipe(draft, position);
      });
    },

    /** spec 1 §7 updateFieldContent: adds `step` to a number field on the server, atomically. */
    async incrementField(
      dsId: string,
      fieldName: string,
      step: number,
      options: SubmitOptions = {},
    ): Promise<ContentItem | null> {
      if (!Number.isSafeInteger(step)) throw new RangeError('step must be a whole number');
      const found = itemAt(dsId, options.position);
      if (!found || found.item.__new) return null;
      const id = found.item.id;
      const operationId = options.operationId ?? context.config(dsId).operationId ?? '';
      const saved = await guarded([dsId], () =>
        submitter().incrementField({
          schemaName: schemaOf(dsId),
          fieldName,
          step,
          id,
          operationId,
        }),
      );
      if (saved)
        applySaved(
          { dsId, key: id, mutation: { type: 'update', schemaName: schemaOf(dsId) } },
          saved,
        );
      return saved;
    },

    /**
     * Batch submit (spec 1 §7): every new and changed item of the given sources (default: all)
     * in one call and one database session — all are written or none. Answers how many changes
     * were sent.
     */
    async submitBatch(
      dsIds?: readonly string[],
      options: Pick<SubmitOptions, 'operationId'> = {},
    ): Promise<number> {
      const targets = dsIds ?? Object.keys(store.getSnapshot().sources);
      const pending = targets.flatMap((dsId) =>
        (store.get(dsId)?.result.items ?? []).flatMap(
          (item) => pendingOf(dsId, item, options.operationId) ?? [],
        ),
      );
      if (pending.length === 0) return 0;
      const saved = await guarded(targets, () =>
        submitter().batch(pending.map((entry) => entry.mutation)),
      );
      pending.forEach((entry, index) => applySaved(entry, saved[index] ?? null));
      return pending.length;
    },
  };
}

/** The submit actions of a scheduler (see {@link createSubmitActions}). */
export type SubmitActions = ReturnType<typeof createSubmitActions>;
