import { readPageJson } from '@tessera/designer';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { makeRandomCommands } from '../__tests__/randomCommands.js';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { testAdminToken } from '../__tests__/signIn.js';
import {
  collaborationUrl,
  eventually,
  HOME_ROOM,
  joinRoom,
  type TestClient,
} from '../__tests__/collaborationClients.js';
import { fetchRoomState } from './collaborationStore.js';

/**
 * Designers in the room, and the random commands each makes (issue 29: 10 × 1,000;
 * `COEDIT_COMMANDS` sets fewer for a quick run).
 */
const CLIENTS = 10;
const COMMANDS = Number(process.env.COEDIT_COMMANDS ?? 1_000);

describe.each(TEST_DATABASES)('convergence on $name', (database) => {
  let app: FastifyInstance;
  let clients: TestClient[] = [];

  beforeAll(async () => {
    app = await startServer(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) client.live.destroy();
    await app?.close();
  });

  it(`${CLIENTS} designers making ${COMMANDS} random commands each converge, and the room is stored`, async () => {
    const url = collaborationUrl(app);
    const token = await testAdminToken(app);
    clients = Array.from({ length: CLIENTS }, () => joinRoom(url, token));
    await Promise.all(clients.map((client) => client.live.whenSynced()));

    const started = performance.now();
    await Promise.all(
      clients.map((client, index) =>
        makeRandomCommands(client.doc, {
          origin: `designer-${index}`,
          idPrefix: `c${index}`,
          seed: index + 1,
          count: COMMANDS,
        }),
      ),
    );

    console.info(
      `${CLIENTS} × ${COMMANDS} commands made in ${Math.round(performance.now() - started)} ms`,
    );
    const converged = () => readPageJson(clients[0]!.doc);
    // Polled every 20 ms while the server is still relaying: the cheap checks come first (each
    // provider's status, then the state vectors: which updates each document holds), so the
    // eleven page JSONs, which take milliseconds each to read, are read once the documents hold
    // the same updates, not on every poll while the server needs the CPU.
    const stateVector = (client: TestClient) =>
      Buffer.from(Y.encodeStateVector(client.doc)).toString('base64');
    await eventually(() => {
      for (const client of clients) expect(client.live.getSnapshot().status).toBe('synced');
      const vector = stateVector(clients[0]!);
      for (const client of clients) expect(stateVector(client)).toBe(vector);
      const expected = converged();
      for (const client of clients) expect(readPageJson(client.doc)).toEqual(expected);
    }, 120_000);
    const expected = converged();
    console.info(`converged in ${Math.round(performance.now() - started)} ms`);
    expect(expected.pageData.controls.length).toBeGreaterThan(0);

    for (const client of clients) client.live.destroy();
    clients = [];
    // The last designer leaving stores the room at once; what is stored, reloaded, is the page.
    await eventually(async () => {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, (await fetchRoomState(app.tessera.db, HOME_ROOM))!);
      expect(readPageJson(doc)).toEqual(expected);
    });
  }, 600_000);
});
