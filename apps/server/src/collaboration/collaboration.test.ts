import { createPageDocument, pageCommands, readPageJson, type PageJson } from '@tessera/designer';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { restartableDatabase, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { createServer } from '../createServer.js';
import { testAdminId, testAdminToken, tokenFor } from '../__tests__/signIn.js';
import { endUserSessions } from '../directory/userSessions.js';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database.js';
import {
  authorizeRoom,
  recheckSession,
  SESSION_RECHECK_GRACE_MS,
  SESSION_RECHECK_MS,
} from './collaborationAccess.js';
import { SEEDED_PAGES } from '../seed/seededPages.js';
import { DEMO } from '../demo.js';
import { holdsOperation } from '../authorization/operationAccess.js';
import { fetchRoomState } from './collaborationStore.js';
import {
  collaborationUrl,
  eventually,
  HOME_ROOM,
  joinRoom,
  type TestClient,
} from '../__tests__/collaborationClients.js';

const home = SEEDED_PAGES.find((page) => page.pageId === DEMO.pages.pcHome)!;

describe('seeded pages in rooms', () => {
  it('reads back every seeded page as it was written', () => {
    expect(SEEDED_PAGES.length).toBeGreaterThan(10);
    for (const page of SEEDED_PAGES) {
      const json = { pageData: page.pageData, pageDataSource: page.pageDataSource } as PageJson;
      expect(readPageJson(createPageDocument(json)), page.title).toEqual(json);
    }
  });
});

describe.each(TEST_DATABASES)('collaboration on $name', (database) => {
  let app: FastifyInstance;
  let url: string;
  let token: string;
  const clients: TestClient[] = [];
  const join = (room = HOME_ROOM, as = token) => {
    const client = joinRoom(url, as, room);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    app = await startServer(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = collaborationUrl(app);
    token = await testAdminToken(app);
  });
  afterAll(async () => {
    for (const client of clients) client.live.destroy();
    await app?.close();
  });

  it('starts a room from the page as saved, and two designers converge', async () => {
    const a = join();
    const b = join();
    await Promise.all([a.live.whenSynced(), b.live.whenSynced()]);
    expect(readPageJson(a.doc).pageData.controls).toEqual(home.pageData.controls);
    expect(readPageJson(a.doc).pageDataSource).toEqual(home.pageDataSource);

    const added = pageCommands(a.doc, { origin: 'a' }).addControl({ typeName: 'Text' });
    const first = (home.pageData.controls[0] as { id: string }).id;
    pageCommands(b.doc, { origin: 'b' }).setProperty(first, ['props', 'title'], '由乙修改');
    await eventually(() => {
      const json = readPageJson(a.doc);
      expect(readPageJson(b.doc)).toEqual(json);
      expect(json.pageData.controls.map((c) => c.id)).toContain(added);
      expect(json.pageData.controls.find((c) => c.id === first)?.props).toMatchObject({
        title: '由乙修改',
      });
    });
    await eventually(() => expect(a.live.getSnapshot().status).toBe('synced'));
  });

  it('refuses a token that does not verify, and a user without the designer operation', async () => {
    const forged = join(HOME_ROOM, 'not-a-token');
    await expect(forged.live.whenSynced()).rejects.toThrow('session-invalid');
    expect(forged.live.getSnapshot()).toMatchObject({
      status: 'offline',
      refused: 'session-invalid',
    });

    const users = await app.tessera.db.selectFrom('users').select('id').execute();
    let plain: string | undefined;
    for (const user of users) {
      if (!(await holdsOperation(app.tessera.db, user.id, 'site.design'))) {
        plain = user.id;
        break;
      }
    }
    const outsider = join(HOME_ROOM, await tokenFor(app, plain!));
    await expect(outsider.live.whenSynced()).rejects.toThrow('forbidden');
    expect(outsider.doc.getMap('controls').size).toBe(0);
  });

  it('closes the connection of a session revoked while connected, at its next message', async () => {
    const own = await tokenFor(app, await testAdminId(app));
    const { sid } = await app.tesseraIdentity.verifyAccessToken(own);
    const client = join(HOME_ROOM, own);
    await client.live.whenSynced();
    await endUserSessions(app.tessera.db, { sid }, 'revoked');
    // README "Collaboration": the session is checked again when its last check is 5 s old.
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS + 200));
    pageCommands(client.doc, { origin: 'me' }).setPageSetting('title', '会话结束之后');
    await eventually(() => expect(client.live.getSnapshot().refused).toBe('session-invalid'));
    const stored = new Y.Doc();
    Y.applyUpdate(stored, (await fetchRoomState(app.tessera.db, HOME_ROOM))!);
    expect(readPageJson(stored).pageData.title).not.toBe('会话结束之后');
  }, 30_000);

  it('checks a session once for the messages that arrive while its check runs', async () => {
    const own = await tokenFor(app, await testAdminId(app));
    let checks = 0;
    const access = {
      db: app.tessera.db,
      verifyAccessToken: (each: string) => {
        checks += 1;
        return app.tesseraIdentity.verifyAccessToken(each);
      },
      now: () => Date.now(),
    };
    const { session } = await authorizeRoom(access, own, HOME_ROOM);
    const burst = () => Array.from({ length: 20 }, () => recheckSession(access, session));

    session.checkedAt -= SESSION_RECHECK_MS;
    await Promise.all(burst());
    expect(checks).toBe(2);

    // Revoked: every message that waited for the one check is refused.
    await endUserSessions(app.tessera.db, { sid: session.caller.sid }, 'revoked');
    session.checkedAt -= SESSION_RECHECK_MS;
    const outcomes = await Promise.allSettled(burst());
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(20).fill('rejected'));
    expect(checks).toBe(3);
  });

  it('keeps a connection whose session recheck fails on a database error, and closes it only on a refusal', async () => {
    const own = await tokenFor(app, await testAdminId(app));
    // A database that is down: every query fails to connect.
    const stopped = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }),
      }),
    });
    let now = Date.now();
    const live = { db: app.tessera.db, verifyAccessToken: app.tesseraIdentity.verifyAccessToken };
    const { session } = await authorizeRoom({ ...live, now: () => now }, own, HOME_ROOM);
    const down = { ...live, db: stopped, now: () => now };
    try {
      now += SESSION_RECHECK_MS;
      // The check fails: the message goes through, and the next message checks again.
      await expect(recheckSession(down, session)).resolves.toBeUndefined();
      now += 1_000;
      await expect(recheckSession(down, session)).resolves.toBeUndefined();
      // Back: the check succeeds and counts from now.
      await expect(recheckSession({ ...live, now: () => now }, session)).resolves.toBeUndefined();
      expect(session.checkedAt).toBe(now);
      // Down for longer than the grace: closed as unavailable, not as signed out.
      now += SESSION_RECHECK_GRACE_MS;
      await expect(recheckSession(down, session)).rejects.toMatchObject({
        reason: 'server-unavailable',
      });
      // A definite answer still refuses at once.
      await endUserSessions(app.tessera.db, { sid: session.caller.sid }, 'revoked');
      await expect(recheckSession({ ...live, now: () => now }, session)).rejects.toMatchObject({
        reason: 'session-invalid',
      });
    } finally {
      await stopped.destroy();
    }
  });

  it('refuses a room that names no page of the app', async () => {
    const room = `${DEMO.appId}/${DEMO.pcSubAppId}/master/${DEMO.pages.pcHome}`;
    await expect(join(room).live.whenSynced()).rejects.toThrow('unknown-room');
  });

  it('refuses a socket opened from a foreign origin', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(url, { origin: 'https://evil.example' });
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('open', () => reject(new Error('opened')));
      socket.on('error', reject);
    });
    expect(status).toBe(403);
    // Without configured app origins, the server's own origin is the app's (README).
    const allowed = new WebSocket(url, { origin: new URL(url).origin.replace('ws:', 'http:') });
    await new Promise((resolve, reject) => {
      allowed.on('open', resolve);
      allowed.on('error', reject);
    });
    allowed.close();
  });

  it('stores the room: what is stored, reloaded, is the document', async () => {
    const client = join();
    await client.live.whenSynced();
    pageCommands(client.doc, { origin: 'me' }).setPageSetting('theme', 'theme5');
    const expected = readPageJson(client.doc);
    await eventually(async () => {
      const stored = await fetchRoomState(app.tessera.db, HOME_ROOM);
      const doc = new Y.Doc();
      Y.applyUpdate(doc, stored!);
      expect(readPageJson(doc)).toEqual(expected);
    });
  });
});

describe.each(TEST_DATABASES)('collaboration across a restart on $name', (database) => {
  it('gives the same document after the server restarts on the same database', async () => {
    const lasting = await restartableDatabase(database);
    let app = await createServer({ database: lasting.first });
    const clients: TestClient[] = [];
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const token = await testAdminToken(app);
      const before = joinRoom(collaborationUrl(app), token);
      clients.push(before);
      await before.live.whenSynced();
      const commands = pageCommands(before.doc, { origin: 'me' });
      commands.addControl({ typeName: 'Button' });
      commands.setPageSetting('title', '重启之前');
      await eventually(() => expect(before.live.getSnapshot().status).toBe('synced'));
      const expected = readPageJson(before.doc);
      // The designer is still in the room: the close stores what the debounce still holds.
      await app.close();

      app = await createServer({ database: lasting.again });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const after = joinRoom(collaborationUrl(app), token);
      clients.push(after);
      await after.live.whenSynced();
      expect(readPageJson(after.doc)).toEqual(expected);
    } finally {
      for (const client of clients) client.live.destroy();
      await app.close();
      await lasting.remove();
    }
  }, 120_000);
});
