import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * The per-client-address limit of password checks (README "Identity", "Lockout, captcha and the
 * per-address limit"): failed checks of one address, every account together, in a rolling
 * window. Stored in `sign_in_failures`, so every instance on the database counts together.
 */
export const SIGN_IN_ADDRESS_LIMIT = {
  /** Failed password checks one client address may make in the window. */
  failures: 30,
  windowMs: 15 * 60_000,
} as const;

/** What {@link reserveAddressCheck} answers: the reserved row, or how long to wait. */
export type AddressReservation = { id: string } | { retryMinutes: number };

// The reservations of each address waiting in this process, per database.
const queues = new WeakMap<Db, Map<string, Promise<unknown>>>();

/** Runs `task` after every earlier task of the same key on `db` in this process has settled. */
function inTurn<T>(db: Db, key: string, task: () => Promise<T>): Promise<T> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = new Map()));
  const run = (queue.get(key) ?? Promise.resolve()).then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queue.set(key, settled);
  void settled.then(() => {
    if (queue.get(key) === settled) queue.delete(key);
  });
  return run;
}

/** Longest wait for this process's own checks of an address before a full count refuses. */
export const ADDRESS_CHECK_WAIT_MS = 10_000;

// The reservations of each address this process holds while their password is being checked,
// and the reservations waiting for one of them to end (a right password takes its row back, a
// wrong one leaves it as a failure).
interface AddressChecks {
  ids: Set<string>;
  waiters: Set<() => void>;
}
const inFlight = new WeakMap<Db, Map<string, AddressChecks>>();

function checksOf(db: Db, ip: string): AddressChecks {
  let byIp = inFlight.get(db);
  if (!byIp) inFlight.set(db, (byIp = new Map()));
  let checks = byIp.get(ip);
  if (!checks) byIp.set(ip, (checks = { ids: new Set(), waiters: new Set() }));
  return checks;
}

/** Resolves when one of the address's checks ends, or after `ms`. */
function anyCheckEnds(checks: AddressChecks, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      checks.waiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    checks.waiters.add(done);
  });
}

/**
 * Reserves one password check of a client address before the password is checked: a row that
 * counts as a failure until {@link releaseAddressCheck} takes it back (the check succeeded or
 * never ran). Reservations of one address take turns (a transaction-scoped advisory lock), so
 * concurrent attempts cannot all pass the count. Within one instance they also queue before
 * taking a connection, so a burst from one address (an office behind one NAT) waits its turn
 * instead of holding every pooled connection on the lock and timing out the rest. Rows older
 * than the window are purged on the way.
 *
 * A count that is full only because of this instance's own checks still running (their rows
 * are not failures yet) waits for them to end and counts again (at most
 * {@link ADDRESS_CHECK_WAIT_MS}): 50 colleagues signing in at once behind one address with the
 * right passwords are all checked, not refused with "登录失败次数过多" after the 30th. Every
 * reservation must be ended with {@link releaseAddressCheck} or {@link endAddressCheck}.
 */
export function reserveAddressCheck(db: Db, ip: string, now: Date): Promise<AddressReservation> {
  return inTurn(db, ip, async () => {
    const started = Date.now();
    for (;;) {
      const at = new Date(now.getTime() + Date.now() - started);
      const reserved = await reserve(db, ip, at);
      const checks = checksOf(db, ip);
      if ('id' in reserved) {
        checks.ids.add(reserved.id);
        return reserved;
      }
      const left = started + ADDRESS_CHECK_WAIT_MS - Date.now();
      if (checks.ids.size === 0 || left <= 0) return reserved;
      await anyCheckEnds(checks, left);
    }
  });
}

/**
 * Ends a reservation's check without taking it back (a wrong password: its row stays, a failure
 * of the address); reservations of the address waiting for a check to end count again.
 */
export function endAddressCheck(db: Db, ip: string, id: string): void {
  const byIp = inFlight.get(db);
  const checks = byIp?.get(ip);
  if (!checks?.ids.delete(id)) return;
  for (const wake of [...checks.waiters]) wake();
  if (checks.ids.size === 0 && checks.waiters.size === 0) byIp!.delete(ip);
}

async function reserve(db: Db, ip: string, now: Date): Promise<AddressReservation> {
  const { failures, windowMs } = SIGN_IN_ADDRESS_LIMIT;
  const since = new Date(now.getTime() - windowMs);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`sign_in_failures:${ip}`}, 0))`.execute(
      trx,
    );
    await trx.deleteFrom('sign_in_failures').where('failed_at', '<=', since).execute();
    const recent = await trx
      .selectFrom('sign_in_failures')
      .select('failed_at')
      .where('ip', '=', ip)
      .where('failed_at', '>', since)
      .orderBy('failed_at')
      .execute();
    if (recent.length >= failures) {
      const freesAt = recent[recent.length - failures]!.failed_at.getTime() + windowMs;
      return { retryMinutes: Math.max(1, Math.ceil((freesAt - now.getTime()) / 60_000)) };
    }
    return trx
      .insertInto('sign_in_failures')
      .values({ ip, failed_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

/** Takes a reservation back: the check succeeded, or was refused before it ran. */
export async function releaseAddressCheck(db: Db, ip: string, id: string): Promise<void> {
  try {
    await db.deleteFrom('sign_in_failures').where('id', '=', id).execute();
  } finally {
    endAddressCheck(db, ip, id);
  }
}
