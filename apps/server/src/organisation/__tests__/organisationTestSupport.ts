import { expect } from 'vitest';
import type { Db } from '../../db/database.js';
import { EnvelopeError } from '../../http/envelopeError.js';

/** How many audit entries of an action exist. */
export async function auditCount(db: Db, action: string): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('action', '=', action)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every audit entry, for "a refused change writes nothing". */
export async function auditTotal(db: Db): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Expects a refusal with the envelope code and exactly this Chinese text. */
export async function expectRefusal(
  change: Promise<unknown>,
  rspCd: string,
  rspInf: string,
): Promise<void> {
  const error = await change.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected the refusal ${rspCd} ${rspInf}`).toBeInstanceOf(EnvelopeError);
  expect({
    rspCd: (error as EnvelopeError).rspCd,
    rspInf: (error as EnvelopeError).message,
  }).toEqual({ rspCd, rspInf });
}

type SnapshotTable =
  | 'users'
  | 'departments'
  | 'roles'
  | 'user_roles'
  | 'user_departments'
  | 'user_tags'
  | 'role_pages'
  | 'role_operations'
  | 'role_controls'
  | 'password_history'
  | 'posts'
  | 'ranks'
  | 'tags'
  | 'operations'
  | 'security_policies'
  | 'user_sessions';

/** Every row of a table as JSON text, sorted: equal snapshots mean nothing changed. */
export async function tableSnapshot(db: Db, table: SnapshotTable): Promise<string[]> {
  const rows = await db.selectFrom(table).selectAll().execute();
  return rows.map((row) => JSON.stringify(row)).sort();
}
