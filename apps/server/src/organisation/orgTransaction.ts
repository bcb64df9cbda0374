import type { Transaction } from 'kysely';
import { retryTransaction } from '../db/retryTransaction.js';
import type { Database, Db } from '../db/database.js';
import { recordAudit } from '../directory/recordAudit.js';

/** A transaction of the organisation's writes. */
export type OrgTransaction = Transaction<Database>;

/**
 * Who makes a change (README "Organisation"): written to the audit entry of every change.
 * `actorId` is the signed-in administrator, `null` for the server itself (the seed).
 */
export interface ChangeActor {
  actorId: string | null;
  ip?: string | null;
}

/**
 * The first argument of an administrator's change of one app's organisation: the query layer,
 * who makes the change and the app.
 */
export interface OrgChange {
  db: Db;
  actor: ChangeActor;
  appId: string;
}

/** The server itself (seed, maintenance): audit entries without an actor. */
export const SYSTEM_ACTOR: ChangeActor = { actorId: null };

/**
 * Runs one change of the organisation in one transaction (the change, its checks and its audit
 * entry commit or roll back together). Inside a transaction already (the demo seed), it runs in
 * that one; otherwise it opens its own and runs it again after a deadlock or serialization
 * failure (README "Bad input": at most 5 attempts).
 */
export function inTransaction<T>(
  db: Db | OrgTransaction,
  run: (trx: OrgTransaction) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return run(db as OrgTransaction);
  return retryTransaction(() => db.transaction().execute(run));
}

/** True for a unique violation (23505): two writers raced for one name, phone or code. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/** Audits an administrator's change of the organisation, in the change's transaction. */
export function auditChange(
  trx: OrgTransaction,
  actor: ChangeActor,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  return recordAudit(trx, { action, actorId: actor.actorId, ip: actor.ip ?? null, detail });
}
