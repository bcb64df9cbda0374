import {
  collaborationRoomName,
  connectCollaboration,
  COLLABORATION_PATH,
  type Collaboration,
} from '@tessera/designer';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { DEMO } from '../demo.js';

/** The room of the demo's Pc home page. */
export const HOME_ROOM = collaborationRoomName({
  appId: DEMO.appId,
  subAppId: DEMO.pcSubAppId,
  kind: 'page',
  pageId: DEMO.pages.pcHome,
});

/** The collaboration socket's URL of a listening server. */
export function collaborationUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  return `ws://127.0.0.1:${address.port}${COLLABORATION_PATH}`;
}

/** A designer in Node: an empty document joined to a room, as the browser's designer joins. */
export interface TestClient {
  doc: Y.Doc;
  live: Collaboration;
}

/** Joins a room with a token; the caller destroys `live`. */
export function joinRoom(url: string, token: string, room = HOME_ROOM): TestClient {
  const doc = new Y.Doc();
  const live = connectCollaboration({
    url,
    room,
    doc,
    token: () => token,
    WebSocketPolyfill: WebSocket,
  });
  return { doc, live };
}

/** Resolves when `check` passes, polling; rejects with its last error after `timeoutMs`. */
export async function eventually(
  check: () => void | Promise<void>,
  timeoutMs = 20_000,
): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
