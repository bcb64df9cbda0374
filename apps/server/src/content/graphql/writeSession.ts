import type { ControlledTransaction } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import { isRetryableTransactionError } from '../../db/databaseErrors.js';

/**
 * The one database transaction of a GraphQL request (spec 1 §7 "Batch submit sends a list of
 * mutations each with in-database-session true"; DESIGN.md "every write that spans several rows
 * runs in one transaction"). It opens on the first write, every later write and read of the
 * request runs inside it, and the route commits it only when the whole request succeeded —
 * one failing mutation leaves nothing written.
 */
export interface WriteSession {
  /** Where reads go: the open transaction, else the database. */
  executor(): Db;
  /** Runs a write inside the transaction, opening it first. Refused after a failed write. */
  write<T>(fn: (trx: Db) => Promise<T>): Promise<T>;
  /** True once a write failed: nothing of this request will be committed. */
  readonly failed: boolean;
  /**
   * True when a write failed for a deadlock or serialization failure: the whole request may run
   * again on a new session (README "Bad input").
   */
  readonly retryable: boolean;
  /** Commits (when `commit` and nothing failed) or rolls back; a no-op without writes. */
  finish(commit: boolean): Promise<void>;
}

/** Thrown by {@link WriteSession.write} after an earlier write of the request failed. */
export class SkippedWriteError extends Error {
  constructor() {
    super('前面的变更失败，本次变更未执行（整批都未保存）');
    this.name = 'SkippedWriteError';
  }
}

/**
 * Creates the write session of one request. `lockFirst` runs first in the transaction when it
 * opens (the route locks the content items the request names, in id order, README "Bad input").
 */
export function createWriteSession(db: Db, lockFirst?: (trx: Db) => Promise<void>): WriteSession {
  let trx: ControlledTransaction<Database> | undefined;
  let opening: Promise<ControlledTransaction<Database>> | undefined;
  let failed = false;
  let retryable = false;

  return {
    executor: () => trx ?? db,
    get failed() {
      return failed;
    },
    get retryable() {
      return retryable;
    },
    async write(fn) {
      if (failed) throw new SkippedWriteError();
      opening ??= db
        .startTransaction()
        .execute()
        .then(async (opened) => {
          if (lockFirst) await lockFirst(opened);
          return opened;
        });
      trx = await opening;
      try {
        return await fn(trx);
      } catch (error) {
        failed = true;
        if (isRetryableTransactionError(error)) retryable = true;
        throw error;
      }
    },
    async finish(commit) {
      const open = trx ?? (opening ? await opening : undefined);
      if (!open || open.isCommitted || open.isRolledBack) return;
      trx = undefined;
      if (commit && !failed) await open.commit().execute();
      else await open.rollback().execute();
    },
  };
}
