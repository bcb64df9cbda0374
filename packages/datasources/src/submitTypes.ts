import type { ContentItem } from '@tessera/protocol';

/** One content change (spec 1 §7 Mutations): add, update or delete of one item. */
export interface SubmitMutation {
  type: 'add' | 'update' | 'delete';
  schemaName: string;
  /** The item's id (update, delete). */
  id?: string;
  /** The version the change is based on (update): a stale one is refused by the server. */
  version?: number;
  /** The submitted fields (add, update), already through spec 1 §5's submit rules. */
  contentData?: Record<string, unknown>;
  operationId?: string;
  /** The data source id when its usages contain desTransmit. */
  desTransmit?: string | null;
}

/** spec 1 §7 updateFieldContent: an atomic increment of one number field. */
export interface IncrementFieldMutation {
  schemaName: string;
  fieldName: string;
  /** A whole number (negative to decrement). */
  step: number;
  id: string;
  operationId?: string;
}

/**
 * Sends content changes (the default is `createApiSubmitter` over `@tessera/api`). Add and update
 * answer the saved item; delete answers null.
 */
export interface DataSourceSubmitter {
  mutate(mutation: SubmitMutation): Promise<ContentItem | null>;
  incrementField(mutation: IncrementFieldMutation): Promise<ContentItem | null>;
  /** Several changes in one database session: all are written or none (spec 1 §7 batch submit). */
  batch(mutations: readonly SubmitMutation[]): Promise<(ContentItem | null)[]>;
}
