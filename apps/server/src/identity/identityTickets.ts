import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { toJson, type Db } from '../db/database.js';

/**
 * Short-lived single-use tickets that tie one identity call to the next (README "Account
 * change", "Third-party sign-in"): `account_change` (step 1 of a phone/e-mail change proved the
 * current value) and `third_party_bind` (a third-party sign-in whose identity has no account
 * yet). 256 random bits; only the SHA-256 is stored, so a ticket cannot be read from the table.
 */
export type IdentityTicketKind = 'account_change' | 'third_party_bind';

/** How long each kind of ticket can be used. */
export const IDENTITY_TICKET_TTL_SECONDS: Readonly<Record<IdentityTicketKind, number>> = {
  account_change: 10 * 60,
  third_party_bind: 10 * 60,
};

/** What a ticket was issued for. */
export interface IdentityTicket {
  userId: string | null;
  detail: Record<string, unknown>;
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Writes a ticket and answers it (to hand to the caller once) and its lifetime. Expired tickets
 * are purged on the way.
 */
export async function issueIdentityTicket(
  db: Db,
  kind: IdentityTicketKind,
  ticket: IdentityTicket,
): Promise<{ ticket: string; expiresIn: number }> {
  const value = randomBytes(32).toString('base64url');
  const expiresIn = IDENTITY_TICKET_TTL_SECONDS[kind];
  await db
    .deleteFrom('identity_tickets')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('identity_tickets')
    .values({
      id: hashTicket(value),
      kind,
      user_id: ticket.userId,
      detail: toJson(ticket.detail),
      expires_at: sql<Date>`now() + make_interval(secs => ${expiresIn})`,
    })
    .execute();
  return { ticket: value, expiresIn };
}

/** A live ticket of the kind without using it up, or undefined (unknown, used or expired). */
export async function peekIdentityTicket(
  db: Db,
  kind: IdentityTicketKind,
  ticket: string,
): Promise<IdentityTicket | undefined> {
  if (!ticket) return undefined;
  const row = await db
    .selectFrom('identity_tickets')
    .select(['user_id', 'detail'])
    .where('id', '=', hashTicket(ticket))
    .where('kind', '=', kind)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? { userId: row.user_id, detail: row.detail } : undefined;
}

/**
 * Uses a ticket up: at most once (one conditional UPDATE), and only before it expires. Run it in
 * the transaction of what the ticket authorises, so a change that rolls back leaves it good.
 */
export async function redeemIdentityTicket(
  db: Db,
  kind: IdentityTicketKind,
  ticket: string,
): Promise<IdentityTicket | undefined> {
  if (!ticket) return undefined;
  const row = await db
    .updateTable('identity_tickets')
    .set({ consumed_at: sql<Date>`now()` })
    .where('id', '=', hashTicket(ticket))
    .where('kind', '=', kind)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'detail'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, detail: row.detail } : undefined;
}
