import { createPageDocument, pageCommands, readPageJson, type PageJson } from '@tessera/designer';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { restartableDatabase, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { createServer } from '../createServer.js';
import { testAdminId, testAdminToken, tokenFor } from '../__tests__/signIn.js';
import { endUserSessions } from '../directory/userSessions.js';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database.js';
import { unauthorized } from '../authorization/caller.js';
import {
  authorizeRoom,
  recheckSession,
  SESSION_RECHECK_GRACE_MS,
  SESSION_RECHECK_MS,
} from './collaborationAccess.js';
import { SEEDED_PAGES } from '../seed/seededPages.js';
import { DEMO } from '../demo.js';
import { DEMO_ORGANISATION, DEMO_USERS } from '../demoOrganisation.js';
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

  // The clock of the server's session rechecks (its `collaboration.now` option): a test that
  // needs a connection's last check to be older than SESSION_RECHECK_MS moves it on by that
  // much instead of waiting it out.
  let clockAhead = 0;
  const passRecheckInterval = () => {
    clockAhead += SESSION_RECHECK_MS + 200;
  };

  beforeAll(async () => {
    app = await startServer(database, { collaboration: { now: () => Date.now() + clockAhead } });
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

  it('lets a holder of the designer read operation join read-only: edits reach them, theirs reach no one', async () => {
    const db = app.tessera.db;
    const applicant = DEMO_USERS.find((user) => user.key === 'applicant')!;
    const role = DEMO_ORGANISATION.roles.applicant.id;
    const grant = { role_id: role, operation_id: 'site.view' };
    await db.insertInto('role_operations').values(grant).execute();
    try {
      const writer = join();
      const reader = join(HOME_ROOM, await tokenFor(app, applicant.id));
      await Promise.all([writer.live.whenSynced(), reader.live.whenSynced()]);
      expect(reader.live.getSnapshot()).toMatchObject({ readOnly: true, refused: null });
      expect(writer.live.getSnapshot().readOnly).toBe(false);

      pageCommands(writer.doc, { origin: 'w' }).setPageSetting('title', '设计者的修改');
      await eventually(() => expect(readPageJson(reader.doc).pageData.title).toBe('设计者的修改'));

      // Written straight into the reader's document (the designer's model refuses it first):
      // the server applies none of it, stores none of it, and relays it to no one.
      pageCommands(reader.doc, { origin: 'r' }).addControl({ typeName: 'Text' });
      const sneaked = readPageJson(reader.doc).pageData.controls.length;
      pageCommands(writer.doc, { origin: 'w' }).setPageSetting('title', '之后的修改');
      await eventually(() => expect(readPageJson(reader.doc).pageData.title).toBe('之后的修改'));
      await eventually(() => expect(writer.live.getSnapshot().status).toBe('synced'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(readPageJson(writer.doc).pageData.controls.length).toBe(sneaked - 1);
      await eventually(async () => {
        const stored = new Y.Doc();
        Y.applyUpdate(stored, (await fetchRoomState(db, HOME_ROOM))!);
        expect(readPageJson(stored).pageData.title).toBe('之后的修改');
        expect(readPageJson(stored).pageData.controls.length).toBe(sneaked - 1);
      });
      // The reader's own change stays unacknowledged: never 已同步.
      expect(reader.live.getSnapshot().status).not.toBe('synced');
    } finally {
      await db
        .deleteFrom('role_operations')
        .where('role_id', '=', role)
        .where('operation_id', '=', 'site.view')
        .execute();
    }
  });

  it('reconnects a designer read-only when the designer operation is withdrawn and the read one kept', async () => {
    const db = app.tessera.db;
    const applicant = DEMO_USERS.find((user) => user.key === 'applicant')!;
    const role = DEMO_ORGANISATION.roles.applicant.id;
    const grants = ['site.design', 'site.view'].map((operation_id) => ({
      role_id: role,
      operation_id,
    }));
    await db.insertInto('role_operations').values(grants).execute();
    try {
      const client = join(HOME_ROOM, await tokenFor(app, applicant.id));
      await client.live.whenSynced();
      expect(client.live.getSnapshot().readOnly).toBe(false);
      await db
        .deleteFrom('role_operations')
        .where('role_id', '=', role)
        .where('operation_id', '=', 'site.design')
        .execute();
      passRecheckInterval();
      // Its next message finds the change: closed, joined again read-only — never refused.
      client.live.awareness.setLocalStateField('pointer', { x: 1, y: 1 });
      await eventually(() =>
        expect(client.live.getSnapshot()).toMatchObject({ readOnly: true, refused: null }),
      );
    } finally {
      await db
        .deleteFrom('role_operations')
        .where('role_id', '=', role)
        .where('operation_id', 'in', ['site.design', 'site.view'])
        .execute();
    }
  }, 30_000);

  it('closes the connection of a session revoked while connected, at its next message', async () => {
    const own = await tokenFor(app, await testAdminId(app));
    const { sid } = await app.tesseraIdentity.verifyAccessToken(own);
    const client = join(HOME_ROOM, own);
    await client.live.whenSynced();
    await endUserSessions(app.tessera.db, { sid }, 'revoked');
    // README "Collaboration": the session is checked again when its last check is 5 s old.
    passRecheckInterval();
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

  it('answers a database failure on joining as unavailable, never as signed out', async () => {
    const own = await tokenFor(app, await testAdminId(app));
    const live = { db: app.tessera.db, now: () => Date.now() };
    const failing = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    };
    await expect(
      authorizeRoom({ ...live, verifyAccessToken: failing }, own, HOME_ROOM),
    ).rejects.toMatchObject({ code: 4503, reason: 'server-unavailable' });
    const stopped = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }),
      }),
    });
    try {
      const verifyAccessToken = app.tesseraIdentity.verifyAccessToken;
      await expect(
        authorizeRoom({ ...live, db: stopped, verifyAccessToken }, own, HOME_ROOM),
      ).rejects.toMatchObject({ code: 4503, reason: 'server-unavailable' });
    } finally {
      await stopped.destroy();
    }
    // The verifier's definite answer still means signed out.
    const refusing = async () => {
      throw unauthorized();
    };
    await expect(
      authorizeRoom({ ...live, verifyAccessToken: refusing }, own, HOME_ROOM),
    ).rejects.toMatchObject({ code: 4401, reason: 'session-invalid' });
  });

  it('closes the socket of a join the database fails, and the designer joins once it is back', async () => {
    const own = await tokenFor(app, await testAdminId(app));
    const db = app.tessera.db;
    // The session and role tables gone for a moment: every query of the join fails.
    await sql`alter table user_sessions rename to user_sessions_away`.execute(db);
    await sql`alter table user_roles rename to user_roles_away`.execute(db);
    let client: TestClient;
    try {
      client = join(HOME_ROOM, own);
      const closes: string[] = [];
      client.live.subscribe(() => closes.push(client.live.getSnapshot().status));
      await eventually(() => expect(closes).toContain('offline'));
      // Two tries at least (the provider reconnects after a second), none taken as a refusal.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(client.live.getSnapshot().refused).toBeNull();
      expect(client.live.getSnapshot().status).not.toBe('synced');
    } finally {
      await sql`alter table user_sessions_away rename to user_sessions`.execute(db);
      await sql`alter table user_roles_away rename to user_roles`.execute(db);
    }
    await client.live.whenSynced();
    expect(client.live.getSnapshot()).toMatchObject({ refused: null });
    expect(client.doc.getMap('controls').size).toBeGreaterThan(0);
  }, 30_000);

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
