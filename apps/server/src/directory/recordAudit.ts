import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { toJson } from '../db/database.js';

/** One audit entry (spec 2 §7.3 "Audit"): every sign-in, failure, password or account change and grant. */
export interface AuditEntry {
  /** e.g. `login`, `login_failed`, `logout`, `password_changed`, `account_changed`, `grant`, `user_updated`. */
  action: string;
  /** The account the entry is about. */
  userId?: string | null;
  /** Who did it (an administrator acting on another account), when not the user. */
  actorId?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Appends an audit entry, unless the audit configuration switched its action off (table
 * `audit_config`; the check and the insert are one statement). Pass the transaction of the
 * change it records, so the entry and the change commit (or roll back) together.
 */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .columns(['action', 'user_id', 'actor_id', 'ip', 'detail'])
    .expression(
      sql`select ${entry.action}, ${entry.userId ?? null}::uuid, ${entry.actorId ?? null}::uuid,
        ${entry.ip ?? null}, ${toJson(entry.detail ?? {})}::jsonb
        where not exists (select 1 from audit_config
          where action = ${entry.action} and not recorded)`,
    )
    .execute();
}
