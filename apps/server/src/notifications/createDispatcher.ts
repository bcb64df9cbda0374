import type { NotificationChannel, NotificationKind } from '@tessera/protocol';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { backoffMs, createWorkerLoop, errorText } from '../jobs/createWorkerLoop.js';
import type { NotificationChannels, OutgoingNotification } from './deliveryChannels.js';
import { notificationLink, notificationMessage } from './notificationMessage.js';

/*
 * The dispatcher (README "Notification delivery"): sends the out-of-band deliveries of the
 * transactional outbox `notification_deliveries`, exactly once per notification and channel
 * across every server instance on one database.
 */

/** The dispatcher's limits (README "Notification delivery"). */
export const DISPATCH_DEFAULTS = {
  /** Tries before a delivery is given up (`failed`, with the last error kept). */
  maxAttempts: 5,
  /** The first retry waits this long; each next one twice as long. */
  firstRetryMs: 30_000,
  /** The longest wait between two tries. */
  maxRetryMs: 3_600_000,
  /**
   * A claim holds a delivery this long: no other dispatcher takes it meanwhile. A dispatcher
   * that stopped mid-send leaves it to be tried again once the lease ends.
   */
  leaseMs: 300_000,
  /** Deliveries claimed at once. */
  batchSize: 50,
  /** How often an idle dispatcher looks for due deliveries (a new one also wakes it). */
  pollMs: 2_000,
} as const;

/** Why a delivery was given up at once: the server has no sender for its channel. */
export const NO_CHANNEL_ERROR = (channel: string) => `未配置通知渠道 ${channel}`;

/** Why a delivery was given up at once: its recipient's account was deleted. */
export const RECIPIENT_GONE_ERROR = '收件人账号已删除';

/** Options of {@link createDispatcher}. */
export interface DispatcherOptions {
  db: Db;
  channels: NotificationChannels;
  /** The account portal's URL: links point at its approval detail and its home. */
  portalUrl: string;
  maxAttempts?: number;
  firstRetryMs?: number;
  maxRetryMs?: number;
  leaseMs?: number;
  batchSize?: number;
  pollMs?: number;
  /** Where a failed round is logged (the server's logger). */
  log?: { warn(details: object, message: string): void };
}

/** What one round did. */
export interface DispatchRound {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

/** A running dispatcher. */
export interface Dispatcher {
  /** Claims and sends one batch of due deliveries; answers what it did. */
  runOnce(): Promise<DispatchRound>;
  /** Sends until nothing is due (tests, benchmarks). */
  drain(): Promise<DispatchRound>;
  /** Starts the loop: a round now, on every {@link wake}, and every `pollMs`. */
  start(): void;
  /** Looks for due deliveries now (a notification was written). */
  wake(): void;
  /** Stops the loop and waits for the round in progress. */
  stop(): Promise<void>;
}

interface Claimed {
  id: string;
  channel: NotificationChannel;
  attempts: number;
  notification_id: string;
}

/** Claims up to `limit` due deliveries: one statement, `FOR UPDATE SKIP LOCKED`. */
async function claim(db: Db, limit: number, leaseMs: number): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    update notification_deliveries d
    set attempts = d.attempts + 1,
        next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
    from (
      select id from notification_deliveries
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    ) due
    where d.id = due.id
    returning d.id::text as id, d.channel, d.attempts, d.notification_id::text as notification_id`.execute(
    db,
  );
  return rows;
}

/** The notifications' facts and their users' addresses, for the claimed deliveries. */
async function readMessages(
  db: Db,
  claimed: readonly Claimed[],
  portalUrl: string,
): Promise<
  Map<string, Omit<OutgoingNotification, 'address'> & { addresses: Record<string, string> }>
> {
  const ids = [...new Set(claimed.map((c) => c.notification_id))];
  const rows = await db
    .selectFrom('wf_notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('wf_instances as i', 'i.id', 'n.instance_id')
    .leftJoin('external_identities as x', (join) =>
      join.onRef('x.user_id', '=', 'u.id').on('x.provider', '=', 'wxwork'),
    )
    .select([
      'n.id',
      'n.kind',
      'n.user_id',
      'n.instance_id',
      'n.task_id',
      'n.detail',
      'n.created',
      'i.workflow_name',
      'i.applicant_name',
      'i.process_status',
      'u.email',
      'u.mobile_phone',
      'x.subject',
    ])
    .where('n.id', 'in', ids)
    // A deleted account is told nothing more.
    .where('u.deleted', '=', false)
    .execute();
  const messages = new Map<
    string,
    Omit<OutgoingNotification, 'address'> & { addresses: Record<string, string> }
  >();
  for (const row of rows) {
    const detail = (row.detail ?? {}) as { device?: string; ip?: string };
    const facts = {
      kind: row.kind as NotificationKind,
      instanceId: row.instance_id,
      taskId: row.task_id,
      workflowName: row.workflow_name ?? '',
      applicantName: row.applicant_name ?? '',
      processStatus: row.process_status ?? '',
      device: detail.device ?? '',
      ip: detail.ip ?? '',
      created: new Date(row.created),
    };
    messages.set(String(row.id), {
      notificationId: String(row.id),
      kind: facts.kind,
      userId: row.user_id,
      ...notificationMessage(facts),
      link: notificationLink(facts, portalUrl),
      addresses: {
        email: row.email ?? '',
        sms: row.mobile_phone ?? '',
        enterprise: row.subject ?? '',
      },
    });
  }
  return messages;
}

/**
 * Creates the dispatcher of one server instance. Each round claims due deliveries in one
 * statement (`FOR UPDATE SKIP LOCKED`, so concurrent dispatchers take disjoint rows; the claim
 * moves `next_attempt_at` a lease ahead, so the row stays theirs after the statement commits),
 * sends them outside any transaction (a slow SMTP server holds no lock and no PGlite
 * connection), then marks each: `sent`; or due again after a doubling backoff; or `failed` after
 * `maxAttempts` tries, the last error kept. A mark names the attempt it claimed, so a dispatcher
 * whose lease ran out never overwrites a newer claim. Its loop and backoff are the workers'
 * shared ones (`jobs/createWorkerLoop.ts`), as the scheduled tasks'.
 */
export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, channels, portalUrl } = options;
  const maxAttempts = options.maxAttempts ?? DISPATCH_DEFAULTS.maxAttempts;
  const firstRetryMs = options.firstRetryMs ?? DISPATCH_DEFAULTS.firstRetryMs;
  const maxRetryMs = options.maxRetryMs ?? DISPATCH_DEFAULTS.maxRetryMs;
  const leaseMs = options.leaseMs ?? DISPATCH_DEFAULTS.leaseMs;
  const batchSize = options.batchSize ?? DISPATCH_DEFAULTS.batchSize;
  const pollMs = options.pollMs ?? DISPATCH_DEFAULTS.pollMs;

  const mark = async (
    delivery: Claimed,
    outcome: { sent: true } | { sent: false; error: string; giveUp: boolean },
  ) => {
    const base = db
      .updateTable('notification_deliveries')
      .where('id', '=', delivery.id)
      .where('attempts', '=', delivery.attempts)
      .where('status', '=', 'pending');
    if (outcome.sent) {
      await base.set({ status: 'sent', sent_at: sql<Date>`now()`, last_error: null }).execute();
    } else if (outcome.giveUp) {
      await base.set({ status: 'failed', last_error: outcome.error }).execute();
    } else {
      const waitMs = backoffMs(delivery.attempts, { firstMs: firstRetryMs, maxMs: maxRetryMs });
      await base
        .set({
          last_error: outcome.error,
          next_attempt_at: sql<Date>`now() + ${waitMs} * interval '1 millisecond'`,
        })
        .execute();
    }
  };

  const runOnce = async (): Promise<DispatchRound> => {
    const claimed = await claim(db, batchSize, leaseMs);
    const round: DispatchRound = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
    if (claimed.length === 0) return round;
    const messages = await readMessages(db, claimed, portalUrl);
    await Promise.all(
      claimed.map(async (delivery) => {
        const sender = channels[delivery.channel];
        const message = messages.get(delivery.notification_id);
        if (!sender || !message) {
          round.failed += 1;
          return mark(delivery, {
            sent: false,
            error: sender ? RECIPIENT_GONE_ERROR : NO_CHANNEL_ERROR(delivery.channel),
            giveUp: true,
          });
        }
        const { addresses, ...rest } = message;
        try {
          await sender.send({ ...rest, address: addresses[delivery.channel] ?? '' });
        } catch (error) {
          const giveUp = delivery.attempts >= maxAttempts;
          round[giveUp ? 'failed' : 'retried'] += 1;
          return mark(delivery, { sent: false, error: errorText(error), giveUp });
        }
        round.sent += 1;
        return mark(delivery, { sent: true });
      }),
    );
    return round;
  };

  const drain = async (): Promise<DispatchRound> => {
    const total: DispatchRound = { claimed: 0, sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const round = await runOnce();
      for (const key of Object.keys(total) as (keyof DispatchRound)[]) total[key] += round[key];
      if (round.claimed === 0) return total;
    }
  };

  const loop = createWorkerLoop({
    round: async () => (await runOnce()).claimed,
    batchSize,
    pollMs,
    log: options.log,
    failedMessage: 'notification dispatch round failed',
  });

  return {
    runOnce,
    drain,
    start: loop.start,
    wake: loop.wake,
    stop: loop.stop,
  };
}
