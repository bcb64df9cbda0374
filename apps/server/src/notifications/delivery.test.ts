import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  expectAnswer,
  NOTIFICATION_PATHS as N,
  WORKFLOW_PATHS as P,
  type NotificationPreferencesAnswer,
} from '@tessera/protocol';
import { createDatabase } from '../db/createDatabase.js';
import type { Db } from '../db/database.js';
import { POSTGRES_URL, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO_ORGANISATION as ORG, DEMO_USERS } from '../demoOrganisation.js';
import { DEMO_WORKFLOWS } from '../demoWorkflows.js';
import { createDevelopmentSmsSender } from '../identity/smsSender.js';
import {
  app$,
  appId$,
  pendingTaskOf,
  people,
  startAs,
  url,
  type People,
} from '../workflow/instances/__tests__/workflowSupport.js';
import { createDispatcher } from './createDispatcher.js';
import type { NotificationChannelSender, OutgoingNotification } from './deliveryChannels.js';
import { startDevMailbox, type DevMailbox } from './devMailbox.js';
import { writeNotifications } from './writeNotifications.js';

const LI = DEMO_USERS.find((user) => user.key === 'approver1')!;
const LI_EMAIL = 'lisi@example.com';
const PORTAL = 'http://portal.example.com';

/** A channel that counts what it sends, per notification. */
function countingChannel(): NotificationChannelSender & { sent: OutgoingNotification[] } {
  const sent: OutgoingNotification[] = [];
  return {
    sent,
    async send(message) {
      // Yield, so that two dispatchers' rounds interleave.
      await new Promise((resolve) => setImmediate(resolve));
      sent.push(message);
    },
  };
}

const failingChannel: NotificationChannelSender = {
  async send() {
    throw new Error('SMS gateway 503');
  },
};

async function giveEmail(app: FastifyInstance) {
  await app.tessera.db
    .updateTable('users')
    .set({ email: LI_EMAIL })
    .where('id', '=', LI.id)
    .execute();
}

/** `count` urges for 李四 (e-mail and SMS by default), written through the outbox. */
async function writeUrges(db: Db, count: number): Promise<string[]> {
  return db.transaction().execute((trx) =>
    writeNotifications(
      trx,
      Array.from({ length: count }, () => ({
        userId: LI.id,
        kind: 'urge' as const,
        appId: 'demo',
      })),
    ),
  );
}

async function deliveries(db: Db, ids: readonly string[]) {
  return db
    .selectFrom('notification_deliveries')
    .select(['notification_id', 'channel', 'status', 'attempts', 'last_error', 'next_attempt_at'])
    .where('notification_id', 'in', ids)
    .execute();
}

describe.each(TEST_DATABASES)('notification delivery on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // This server dispatches nothing itself: the tests run their own dispatchers.
    app = await startServer(database, { notifications: { channels: {}, dispatcher: false } });
    await giveEmail(app);
  });
  afterAll(() => app?.close());

  it(
    'two dispatchers with their own connections deliver 1,000 notifications exactly once per channel',
    { timeout: 120_000 },
    async () => {
      const ids = await writeUrges(app.tessera.db, 1000);
      const email = countingChannel();
      const sms = countingChannel();
      const channels = { email, sms };
      // PostgreSQL: each dispatcher has its own pool on the server's schema. PGlite has one
      // connection, which both share.
      const own: Db[] = [];
      const dbs: Db[] = [];
      for (let i = 0; i < 2; i++) {
        if (database.name === 'PostgreSQL') {
          // The server's own database and schema (a test server may run on a copy).
          const { rows } = await sql<{ schema: string; database: string }>`
            select current_schema() as schema, current_database() as database`.execute(
            app.tessera.db,
          );
          const where = new URL(POSTGRES_URL!);
          where.pathname = `/${rows[0]!.database}`;
          const db = await createDatabase({
            kind: 'postgres',
            url: where.toString(),
            schema: rows[0]!.schema,
          });
          own.push(db);
          dbs.push(db);
        } else {
          dbs.push(app.tessera.db);
        }
      }
      try {
        const dispatchers = dbs.map((db) =>
          createDispatcher({ db, channels, portalUrl: PORTAL, batchSize: 25 }),
        );
        const rounds = await Promise.all(dispatchers.map((d) => d.drain()));
        // Both took part, and together they sent each delivery once.
        expect(rounds.every((round) => round.sent > 0)).toBe(true);
        expect(rounds[0]!.sent + rounds[1]!.sent).toBe(2000);
        for (const channel of [email, sms]) {
          const perNotification = new Map<string, number>();
          for (const m of channel.sent) {
            perNotification.set(m.notificationId, (perNotification.get(m.notificationId) ?? 0) + 1);
          }
          expect(perNotification.size).toBe(1000);
          expect([...perNotification.values()].every((n) => n === 1)).toBe(true);
        }
        expect(email.sent.every((m) => m.address === LI_EMAIL)).toBe(true);
        expect(sms.sent.every((m) => m.address === LI.phone)).toBe(true);
        const rows = await deliveries(app.tessera.db, ids);
        expect(rows).toHaveLength(2000);
        expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      } finally {
        for (const db of own) await db.destroy();
      }
    },
  );

  it('retries a failing channel with backoff, then gives up with the error kept; the others go on', async () => {
    const ids = await writeUrges(app.tessera.db, 20);
    const email = countingChannel();
    const channels = { email, sms: failingChannel };
    // With a backoff the failed SMS are not due again at once.
    const patient = createDispatcher({
      db: app.tessera.db,
      channels,
      portalUrl: PORTAL,
      firstRetryMs: 60_000,
    });
    const first = await patient.drain();
    expect(first).toMatchObject({ sent: 20, retried: 20, failed: 0 });
    const waiting = (await deliveries(app.tessera.db, ids)).filter((row) => row.channel === 'sms');
    expect(waiting.every((row) => row.status === 'pending' && row.attempts === 1)).toBe(true);
    expect(waiting.every((row) => row.last_error === 'SMS gateway 503')).toBe(true);
    const soonest = Math.min(...waiting.map((row) => new Date(row.next_attempt_at).getTime()));
    expect(soonest).toBeGreaterThan(Date.now() + 50_000);
    expect(await patient.drain()).toMatchObject({ claimed: 0 });

    // Made due again, they are tried up to maxAttempts (3) and then given up.
    await app.tessera.db
      .updateTable('notification_deliveries')
      .set({ next_attempt_at: new Date(0) })
      .where('notification_id', 'in', ids)
      .where('status', '=', 'pending')
      .execute();
    const eager = createDispatcher({
      db: app.tessera.db,
      channels,
      portalUrl: PORTAL,
      firstRetryMs: 0,
      maxAttempts: 3,
    });
    expect(await eager.drain()).toMatchObject({ sent: 0, retried: 20, failed: 20 });
    const rows = await deliveries(app.tessera.db, ids);
    const sms = rows.filter((row) => row.channel === 'sms');
    expect(sms.every((row) => row.status === 'failed' && row.attempts === 3)).toBe(true);
    expect(sms.every((row) => row.last_error === 'SMS gateway 503')).toBe(true);
    // E-mail was never held up by the SMS failures: every one sent once, at the first try.
    expect(
      rows.filter((row) => row.channel === 'email').every((row) => row.status === 'sent'),
    ).toBe(true);
    expect(email.sent).toHaveLength(20);
  });

  it('gives up at once a channel the server has no sender for, saying so', async () => {
    const ids = await writeUrges(app.tessera.db, 1);
    const dispatcher = createDispatcher({
      db: app.tessera.db,
      channels: { email: countingChannel() },
      portalUrl: PORTAL,
    });
    await dispatcher.drain();
    const sms = (await deliveries(app.tessera.db, ids)).find((row) => row.channel === 'sms')!;
    expect(sms).toMatchObject({ status: 'failed', attempts: 1, last_error: '未配置通知渠道 sms' });
  });
});

describe.each(TEST_DATABASES)('e-mail, SMS and preferences on $name', (database) => {
  let app: FastifyInstance;
  let mailbox: DevMailbox;
  let u: People;
  const sms = createDevelopmentSmsSender({ info: () => undefined });
  beforeAll(async () => {
    mailbox = await startDevMailbox();
    app = await startServer(database, {
      accountPortalUrl: PORTAL,
      smsSender: sms,
      notifications: { smtpUrl: mailbox.url, dispatcher: { pollMs: 100 } },
    });
    await giveEmail(app);
    u = await people(app);
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });

  it('mails a new task to the approver over SMTP, with its subject and link; the urge reaches his SMS too', async () => {
    const id = await startAs(u.applicant, DEMO_WORKFLOWS.leaveRequest.id, {
      departmentId: ORG.departments.frontend.id,
    });
    const taskId = await pendingTaskOf(u.approver1, id);
    const link = `${PORTAL}/frame/approval-detail?id=${id}&taskId=${encodeURIComponent(taskId)}&type=todo`;
    await vi.waitFor(() => expect(mailbox.read(LI_EMAIL).length).toBeGreaterThan(0), {
      timeout: 15_000,
    });
    const [mail] = mailbox.read(LI_EMAIL);
    expect(mail!.subject).toBe('【待办】张三的请假申请待你审批');
    expect(mail!.text).toContain(link);
    // SMS is off by default for a new task, on for an urge (README "Preferences").
    expect(sms.notices(LI.phone)).toEqual([]);

    const urged = await u.applicant.post(url(P.hasten.build(app$)), { flowInstanceId: id });
    expect(urged.body.rspCd).toBe('00000');
    await vi.waitFor(() => expect(sms.notices(LI.phone)).toHaveLength(1), { timeout: 15_000 });
    expect(sms.notices(LI.phone)[0]!.text).toBe(`【催办】张三催你审批请假申请 ${link}`);
    await vi.waitFor(
      () => expect(mailbox.read(LI_EMAIL)[0]!.subject).toBe('【催办】张三催你审批请假申请'),
      {
        timeout: 15_000,
      },
    );
  });

  it('answers and changes the caller’s own preferences; a channel turned off is not used', async () => {
    const read = await u.approver1.get<NotificationPreferencesAnswer>(
      url(N.preferences.build(appId$)),
    );
    expectAnswer(N.preferences, read.body.data);
    const data = read.body.data!;
    expect(data.channels).toEqual([
      { channel: 'email', available: true, address: 'li***@example.com' },
      {
        channel: 'sms',
        available: true,
        address: `${LI.phone.slice(0, 3)}****${LI.phone.slice(-4)}`,
      },
      { channel: 'enterprise', available: false, address: '' },
    ]);
    const todoEmail = data.items.find((i) => i.event === 'todo' && i.channel === 'email');
    expect(todoEmail?.enabled).toBe(true);

    const saved = await u.approver1.post<NotificationPreferencesAnswer>(
      url(N.savePreferences.build(appId$)),
      { items: [{ event: 'todo', channel: 'email', enabled: false }] },
    );
    expect(
      saved.body.data!.items.find((i) => i.event === 'todo' && i.channel === 'email')?.enabled,
    ).toBe(false);
    const before = mailbox.read(LI_EMAIL).length;
    const id = await startAs(u.applicant, DEMO_WORKFLOWS.leaveRequest.id, {
      departmentId: ORG.departments.frontend.id,
    });
    const ids = await app.tessera.db
      .selectFrom('wf_notifications')
      .select('id')
      .where('instance_id', '=', id)
      .where('user_id', '=', LI.id)
      .execute();
    expect(ids).toHaveLength(1);
    expect(
      await app.tessera.db
        .selectFrom('notification_deliveries')
        .select('channel')
        .where('notification_id', '=', ids[0]!.id)
        .execute(),
    ).toEqual([]);
    expect(mailbox.read(LI_EMAIL)).toHaveLength(before);

    // Bad input changes nothing; nobody names another user; anonymous callers are refused.
    const bad = await u.approver1.post(url(N.savePreferences.build(appId$)), {
      items: [{ event: 'todo', channel: 'fax', enabled: true }],
    });
    expect(bad.body.rspCd).toBe('40000');
    const anonymous = await u.anonymous.get(url(N.preferences.build(appId$)));
    expect(anonymous.status).toBe(401);
  });
});
