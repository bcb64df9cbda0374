/*
 * The server side of bench/realtime.ts, in its own process so that its memory is its own:
 * starts the reference server (PostgreSQL at BENCH_DATABASE_URL in a throw-away schema, else
 * PGlite), listens on BENCH_PORT, and answers the parent over IPC: its memory after a full GC,
 * and the dispatch throughput runs (in-app writes, e-mail over SMTP), which need its database.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { createServer } from '../src/createServer.js';
import { DEMO_USERS } from '../src/demoOrganisation.js';
import { createDispatcher } from '../src/notifications/createDispatcher.js';
import { createEmailChannel } from '../src/notifications/deliveryChannels.js';
import { startDevMailbox } from '../src/notifications/devMailbox.js';
import { publishNotificationsChanged } from '../src/notifications/notificationsChanged.js';
import { writeNotifications } from '../src/notifications/writeNotifications.js';
import nodemailer from 'nodemailer';

const url = process.env.BENCH_DATABASE_URL;
const schema = process.env.BENCH_SCHEMA;
const database = url
  ? { kind: 'postgres' as const, url, ...(schema ? { schema, dropSchemaOnClose: true } : {}) }
  : { kind: 'pglite' as const };
// The bench runs its own dispatchers; the server's would race them.
const app = await createServer({ database, notifications: { channels: {}, dispatcher: false } });
const { db } = app.tessera;
const admin = DEMO_USERS.find((user) => user.key === 'admin')!;
const li = DEMO_USERS.find((user) => user.key === 'approver1')!;
await db.updateTable('users').set({ email: 'lisi@example.com' }).where('id', '=', li.id).execute();
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
const accessToken = (await app.tesseraIdentity.signIn(admin.id)).accessToken;

type Message = { type: string; [key: string]: unknown };
const send = (message: Message) => process.send!(message);

/** In-app: one notification per transaction (as the engine writes them), published at commit. */
async function inApp(count: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    await db.transaction().execute(async (trx) => {
      await writeNotifications(trx, [{ userId: admin.id, kind: 'todo', appId: null }]);
      await publishNotificationsChanged(trx, [admin.id]);
    });
  }
  return count / ((performance.now() - started) / 1000);
}

/** E-mail: `count` urges to 李四 drained by one dispatcher, through nodemailer to a local SMTP. */
async function email(count: number, pooled: boolean): Promise<number> {
  const mailbox = await startDevMailbox(Number(process.env.BENCH_SMTP_PORT ?? 0));
  try {
    await db.transaction().execute((trx) =>
      writeNotifications(
        trx,
        Array.from({ length: count }, () => ({
          userId: li.id,
          kind: 'result' as const,
          appId: null,
        })),
      ),
    );
    const transport = nodemailer.createTransport(
      pooled ? `${mailbox.url}?pool=true&maxConnections=5` : mailbox.url,
    );
    const dispatcher = createDispatcher({
      db,
      channels: { email: createEmailChannel({ transport, from: 'bench@tessera.local' }) },
      portalUrl: 'http://portal.example.com',
    });
    const started = performance.now();
    const round = await dispatcher.drain();
    const perSecond = round.sent / ((performance.now() - started) / 1000);
    transport.close();
    if (mailbox.all().length !== count)
      throw new Error(`${mailbox.all().length} mails of ${count}`);
    // The next run starts from an empty outbox.
    await sql`delete from notification_deliveries`.execute(db);
    return perSecond;
  } finally {
    await mailbox.close();
  }
}

process.on('message', (message: Message) => {
  void (async () => {
    if (message.type === 'memory') {
      for (let i = 0; i < 3; i += 1) global.gc?.();
      const { heapUsed, rss } = process.memoryUsage();
      send({ type: 'memory', heapUsed, rss });
    } else if (message.type === 'inApp') {
      send({ type: 'inApp', perSecond: await inApp(Number(message.count)) });
    } else if (message.type === 'email') {
      send({
        type: 'email',
        perSecond: await email(Number(message.count), Boolean(message.pooled)),
      });
    } else if (message.type === 'close') {
      await app.close();
      process.exit(0);
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});

send({
  type: 'ready',
  port: (app.server.address() as AddressInfo).port,
  accessToken,
  kind: database.kind,
});
