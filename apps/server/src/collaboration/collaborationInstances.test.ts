import { collaborationRoomName, pageCommands, readPageJson } from '@tessera/designer';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  collaborationUrl,
  eventually,
  HOME_ROOM,
  joinRoom,
  type TestClient,
} from '../__tests__/collaborationClients.js';
import { makeRandomCommands } from '../__tests__/randomCommands.js';
import { testAdminToken } from '../__tests__/signIn.js';
import { TEST_DATABASES } from '../__tests__/testDatabases.js';
import { createServer } from '../createServer.js';
import type { DatabaseOptions } from '../db/createDatabase.js';
import { fetchRoomState } from './collaborationStore.js';
import { updateNotification } from './roomRelay.js';
import { DEMO } from '../demo.js';

/*
 * README "Collaboration" → "Several instances": two server instances in this process on one
 * PostgreSQL schema serve the same rooms; designers on either see each other's edits and
 * presence, and what is stored is what they converged to.
 */

const postgres = TEST_DATABASES.find((database) => database.name === 'PostgreSQL');
const COMMANDS = Number(process.env.COEDIT_COMMANDS ?? 200);

/** The stored room, as a page. */
async function storedPage(app: FastifyInstance, room: string) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, (await fetchRoomState(app.tessera.db, room))!);
  return readPageJson(doc);
}

describe.skipIf(!postgres)('co-editing on two instances of one PostgreSQL', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let token: string;
  let clients: TestClient[] = [];
  const join = (app: FastifyInstance, room = HOME_ROOM) => {
    const client = joinRoom(collaborationUrl(app), token, room);
    clients.push(client);
    return client;
  };
  const leaveAll = () => {
    for (const client of clients) client.live.destroy();
    clients = [];
  };

  beforeAll(async () => {
    const database = postgres!.options() as Extract<DatabaseOptions, { kind: 'postgres' }>;
    [a, b] = await Promise.all([
      createServer({ database }),
      createServer({ database: { ...database, dropSchemaOnClose: false } }),
    ]);
    await Promise.all([
      a.listen({ port: 0, host: '127.0.0.1' }),
      b.listen({ port: 0, host: '127.0.0.1' }),
    ]);
    token = await testAdminToken(a);
  }, 120_000);
  afterAll(async () => {
    leaveAll();
    await b?.close();
    await a?.close();
  });

  it(`designers on both instances making ${COMMANDS} random commands each converge, and the room is stored so`, async () => {
    const designers = [join(a), join(b), join(a), join(b)];
    await Promise.all(designers.map((client) => client.live.whenSynced()));
    await Promise.all(
      designers.map((client, index) =>
        makeRandomCommands(client.doc, {
          origin: `designer-${index}`,
          idPrefix: `i${index}`,
          seed: 100 + index,
          count: COMMANDS,
        }),
      ),
    );
    await eventually(() => {
      const expected = readPageJson(designers[0]!.doc);
      for (const client of designers) expect(readPageJson(client.doc)).toEqual(expected);
      for (const client of designers) expect(client.live.getSnapshot().status).toBe('synced');
    }, 60_000);
    const converged = readPageJson(designers[0]!.doc);
    expect(converged.pageData.controls.length).toBeGreaterThan(0);

    // Both instances store the room as their designers leave: neither store loses the other's.
    leaveAll();
    await eventually(async () => {
      expect(await storedPage(a, HOME_ROOM)).toEqual(converged);
    });
  }, 300_000);

  it('loads on B a room edited on A, and B then hears every later edit of A', async () => {
    const room = collaborationRoomName({
      appId: DEMO.appId,
      subAppId: DEMO.pcSubAppId,
      kind: 'page',
      pageId: DEMO.pages.pcDetail,
    });
    const onA = join(a, room);
    await onA.live.whenSynced();
    const commands = pageCommands(onA.doc, { origin: 'a' });
    commands.setPageSetting('title', '甲先改的标题');
    await eventually(() => expect(onA.live.getSnapshot().status).toBe('synced'));

    const onB = join(b, room);
    await onB.live.whenSynced();
    expect(readPageJson(onB.doc).pageData.title).toBe('甲先改的标题');

    // An update too large for its notification travels as its row id and is read by B.
    const long = '长'.repeat(4_000);
    commands.setPageSetting('title', long);
    await eventually(() => expect(readPageJson(onB.doc).pageData.title).toBe(long));
    leaveAll();
  }, 60_000);

  it('keeps on A a room its designer left, and a designer back on A finds what B changed meanwhile', async () => {
    // README "Collaboration" → "Idle rooms stay loaded": A keeps the room after its designer
    // left; B's edit meanwhile must reach whoever joins A next, and the stored room has it.
    const room = collaborationRoomName({
      appId: DEMO.appId,
      subAppId: DEMO.pcSubAppId,
      kind: 'page',
      pageId: DEMO.pages.pcLogin,
    });
    const first = join(a, room);
    await first.live.whenSynced();
    pageCommands(first.doc, { origin: 'a' }).setPageSetting('title', '甲离开前的标题');
    await eventually(() => expect(first.live.getSnapshot().status).toBe('synced'));
    leaveAll();

    const onB = join(b, room);
    await onB.live.whenSynced();
    expect(readPageJson(onB.doc).pageData.title).toBe('甲离开前的标题');
    pageCommands(onB.doc, { origin: 'b' }).setPageSetting('title', '乙后改的标题');
    await eventually(() => expect(onB.live.getSnapshot().status).toBe('synced'));

    const back = join(a, room);
    await back.live.whenSynced();
    expect(readPageJson(back.doc).pageData.title).toBe('乙后改的标题');
    // And the other way: B's designer stays, A's designer edits; both hold it, and so does
    // the stored room once both left.
    pageCommands(back.doc, { origin: 'a' }).setPageSetting('title', '甲回来后改的标题');
    await eventually(() => expect(readPageJson(onB.doc).pageData.title).toBe('甲回来后改的标题'));
    leaveAll();
    await eventually(async () =>
      expect((await storedPage(b, room)).pageData.title).toBe('甲回来后改的标题'),
    );
  }, 60_000);

  it('applies on B an update whose row a compaction folded away before B read it', async () => {
    const onB = join(b);
    await onB.live.whenSynced();
    // Another designer's edit, appended and notified by id (too large to travel inline), then
    // compacted into the snapshot in the same transaction: B hears an id whose row is gone.
    const other = new Y.Doc();
    Y.applyUpdate(other, (await fetchRoomState(a.tessera.db, HOME_ROOM))!);
    const update: Uint8Array[] = [];
    other.on('update', (each: Uint8Array) => update.push(each));
    const long = '折'.repeat(4_000);
    pageCommands(other, { origin: 'other' }).setPageSetting('title', long);
    await a.tessera.db.transaction().execute(async (trx) => {
      await trx
        .with('appended', (db) =>
          db
            .insertInto('collaboration_updates')
            .values({ name: HOME_ROOM, data: update[0]! })
            .returning(['id', 'name', 'data']),
        )
        .selectFrom('appended')
        .select(updateNotification('another-instance').as('sent'))
        .execute();
      // What storeRoomState does: the snapshot takes the row in, and the row is deleted.
      await trx
        .updateTable('collaboration_documents')
        .set({ state: Y.encodeStateAsUpdate(other) })
        .where('name', '=', HOME_ROOM)
        .execute();
      await trx.deleteFrom('collaboration_updates').where('name', '=', HOME_ROOM).execute();
    });
    await eventually(() => expect(readPageJson(onB.doc).pageData.title).toBe(long));
    leaveAll();
  }, 60_000);

  it("shows on B the presence of A's designers, and their leaving", async () => {
    const onA = join(a);
    await onA.live.whenSynced();
    onA.live.awareness.setLocalStateField('user', { name: '甲' });
    const idOfA = onA.doc.clientID;
    // The room loads on B after A's designer announced itself: B asks the other instances who
    // is in the room, so it knows at once, not at the designer's 15 s renewal.
    const onB = join(b);
    await onB.live.whenSynced();
    await eventually(
      () =>
        expect(onB.live.awareness.getStates().get(idOfA)).toMatchObject({ user: { name: '甲' } }),
      5_000,
    );
    onA.live.awareness.setLocalStateField('user', { name: '甲改名' });
    await eventually(
      () =>
        expect(onB.live.awareness.getStates().get(idOfA)).toMatchObject({
          user: { name: '甲改名' },
        }),
      5_000,
    );
    onA.live.destroy();
    await eventually(() => expect(onB.live.awareness.getStates().has(idOfA)).toBe(false), 5_000);
    leaveAll();
  }, 60_000);
});
