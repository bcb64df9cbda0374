import { randomUUID } from 'node:crypto';
import { Hocuspocus, type Document } from '@hocuspocus/server';
import { COLLABORATION_PATH, parseCollaborationRoom } from '@tessera/designer';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';
import { isAllowedOrigin } from '../content/realtime/registerSubscriptionRoute.js';
import type { DomainOptions } from '../domainOptions.js';
import { badRequest } from '../http/envelopeError.js';
import {
  authorizeRoom,
  isReconnect,
  recheckSession,
  REFUSALS,
  type ConnectionSession,
} from './collaborationAccess.js';
import {
  createUpdateLog,
  findRoomPage,
  loadRoomState,
  storeRoomState,
} from './collaborationStore.js';
import { createIdleRooms, IDLE_ROOM_LIMITS, type IdleRoomLimits } from './idleRooms.js';
import { createRoomRelay, REMOTE_ORIGIN, updateNotification } from './roomRelay.js';
import { syncUpdateOf } from './syncUpdateOf.js';

/**
 * How long a room's changes wait before they are stored (ms) and the longest a stream of
 * changes is held (README "Collaboration" → "Acknowledged"): a crash loses at most this.
 */
export const STORE_DEBOUNCE_MS = 200;
export const STORE_MAX_DEBOUNCE_MS = 1_000;

/**
 * Largest websocket frame the collaboration socket reads, in bytes: a whole page's state
 * (a page of thousands of controls, or a long offline session merged on reconnect), bounded as
 * SavePage's body is.
 */
export const COLLABORATION_MAX_PAYLOAD = 10 * 1024 * 1024;

/**
 * Closes a socket once Hocuspocus has sent its answer to the error (the permission denied or the
 * room's close message, with the reason): the provider reads the reason, then its socket closes
 * and it connects again. (Closed before any message, the provider's connection attempt was
 * still open, and both its retry and its close handler reconnected at once.)
 */
function closeAfterAnswer(
  socket: { close(code: number, reason: string): void } | undefined,
  error: { code: number; reason: string },
): void {
  setTimeout(() => socket?.close(error.code, error.reason), 0);
}

/** Live co-editing's options (ServerOptions `collaboration`). */
export interface CollaborationOptions {
  /**
   * The rooms kept loaded after their last designer left (README "Collaboration" → "Idle rooms
   * stay loaded"): default {@link IDLE_ROOM_LIMITS}; `false` unloads a room as it is left.
   */
  idleRooms?: IdleRoomLimits | false;
  /**
   * The clock a connection's session recheck reads (`SESSION_RECHECK_MS` and its grace, in
   * collaborationAccess.ts): default `Date.now`. Tests move it on instead of waiting 5 s out.
   */
  now?: () => number;
}

/** What the connection's context holds (set by onAuthenticate). */
interface RoomContext {
  session: ConnectionSession;
}

/**
 * Live co-editing (issue 29; README "Collaboration"): Hocuspocus on the server's own port at
 * {@link COLLABORATION_PATH}, one room per page document. Each connection authenticates in-band
 * with the access token (on connect and on every reconnect), needs the designer operation, and
 * is closed at its next message once its session has expired or been revoked. Rooms are stored
 * in `collaboration_documents`; a room never stored starts from the page's saved JSON.
 */
export async function collaborationPlugin(
  app: FastifyInstance,
  options: DomainOptions,
): Promise<void> {
  const { db } = options;
  const access = {
    db,
    verifyAccessToken: options.identity.verifyAccessToken,
    now: options.collaboration.now ?? (() => Date.now()),
    log: (message: string, err: unknown) => app.log.warn({ err }, message),
  };
  // Stores in flight, awaited on close: the database closes after this plugin. Once closed,
  // every room's whole state has been stored and no connection is left to change it, so a
  // store Hocuspocus' debounce still fires (a room unloading) has nothing new and is skipped:
  // the database it would write to is gone.
  const storing = new Set<Promise<void>>();
  let closed = false;
  const store = (name: string, state: Uint8Array) => {
    if (closed) return Promise.resolve();
    const write = storeRoomState(db, name, state).finally(() => storing.delete(write));
    storing.add(write);
    return write;
  };

  // README "Collaboration" → "Several instances": every instance on the database hears the
  // updates appended by the others and applies them to its copy of the room.
  const relay = await createRoomRelay({
    db,
    listener: options.listener,
    schema: options.schema,
    instance: randomUUID(),
    log: (message, err) => app.log.error({ err }, message),
  });
  const appendUpdate = createUpdateLog(db, updateNotification(relay.instance));

  // README "Collaboration" → "Storage": a room is stored only when its document changed since
  // its last store. Hocuspocus 3.4's debouncer starts one more store for every change that
  // arrives past `maxDebounce` while a store runs, and queues them all on the room's save
  // mutex: a burst of thousands of changes became thousands of whole-state stores in a row.
  const changes = new WeakMap<Y.Doc, number>();
  const storedChanges = new WeakMap<Y.Doc, number>();
  // A store that fails (the database busy past its connect timeout, or away) is logged, not
  // thrown: every update of the room is already in its log (README "Acknowledged"), so nothing
  // is lost, and the room's next store folds them again. Thrown, it surfaced as an unhandled
  // rejection from Hocuspocus' debounced store.
  const storeRoom = async (name: string, document: Document) => {
    const count = changes.get(document) ?? 0;
    if (storedChanges.get(document) === count) return;
    const state = Y.encodeStateAsUpdate(document);
    try {
      await store(name, state);
    } catch (err) {
      app.log.warn({ err, room: name }, 'storing a room failed; its updates stay in its log');
      return;
    }
    storedChanges.set(document, count);
    idleRooms.sized(document, state.length);
  };

  // README "Collaboration" → "Idle rooms stay loaded": a room left by its last designer stays
  // loaded for a while, so coming back costs no read and no apply of its whole state.
  const idleRooms = createIdleRooms(
    options.collaboration.idleRooms ?? IDLE_ROOM_LIMITS,
    (document) => hocuspocus.unloadDocument(document),
  );

  // The socket of each upgrade request: a connection that cannot be authorized for want of the
  // database is closed whole (below), which the provider answers by reconnecting.
  const socketOf = new WeakMap<IncomingMessage, WebSocket>();

  const hocuspocus = new Hocuspocus({
    name: 'tessera',
    quiet: true,
    debounce: STORE_DEBOUNCE_MS,
    maxDebounce: STORE_MAX_DEBOUNCE_MS,
    async onAuthenticate({ token, documentName, request, connectionConfig }): Promise<RoomContext> {
      try {
        const { session } = await authorizeRoom(access, token, documentName);
        // README "Collaboration" → "Read-only designers": Hocuspocus applies none of its updates.
        connectionConfig.readOnly = session.readOnly;
        return { session };
      } catch (error) {
        // README "Collaboration" → "Who joins": a refusal reaches the provider as
        // `authenticationFailed`, which it does not retry; the database failing is no refusal,
        // so the socket closes (4503 `server-unavailable`) and the provider connects again.
        if (isReconnect(error)) closeAfterAnswer(socketOf.get(request), error);
        throw error;
      }
    },
    // A provider sends its renewed token (provider.sendToken()): checks continue with it.
    async onTokenSync({ token, context }) {
      const { session } = context as RoomContext;
      try {
        const caller = await access.verifyAccessToken(token);
        if (caller.userId !== session.caller.userId) throw REFUSALS.session();
        Object.assign(session, { token, caller, checkedAt: access.now() });
      } catch {
        throw REFUSALS.session();
      }
    },
    // README "Collaboration" → "Acknowledged": an update is appended to the room's log before
    // Hocuspocus acknowledges it to its sender, so acknowledged means stored, crash or not. The
    // room applies it first, with the connection as origin as Hocuspocus does, and so relays it
    // to the other designers at once, not after the append (README "Relayed before stored");
    // Hocuspocus' own apply after the append finds nothing new and sends the acknowledgement.
    async beforeHandleMessage({ context, update, documentName, connection, document }) {
      try {
        await recheckSession(access, (context as RoomContext).session);
      } catch (error) {
        // Unavailable past the grace, or the access changed: the provider connects again.
        if (isReconnect(error)) closeAfterAnswer(connection.webSocket, error);
        throw error;
      }
      const data = connection.readOnly ? null : syncUpdateOf(update);
      if (!data) return;
      Y.applyUpdate(document, data, connection);
      await appendUpdate({ name: documentName, data });
    },
    async onLoadDocument({ documentName, document }) {
      // Heard before it is read: an update another instance appends meanwhile is not missed.
      relay.track(document);
      try {
        const room = parseCollaborationRoom(documentName);
        const page = room && (await findRoomPage(db, room));
        if (!page) throw REFUSALS.unknownRoom();
        const state = await loadRoomState(db, documentName, page);
        Y.applyUpdate(document, state);
        idleRooms.sized(document, state.length);
      } catch (error) {
        relay.untrack(document);
        throw error;
      }
    },
    // The loaded state is what is stored: changes are counted from here.
    async afterLoadDocument({ document }) {
      storedChanges.set(document, 0);
      document.on('update', (_update: Uint8Array, origin: unknown) => {
        changes.set(document, (changes.get(document) ?? 0) + 1);
        if (origin === REMOTE_ORIGIN) idleRooms.changedElsewhere(document);
      });
      relay.loaded(document);
    },
    // A room kept loaded is refused its unload: Hocuspocus catches the error and keeps the room
    // (it logs an error only when it has a message).
    async beforeUnloadDocument({ document }) {
      if (!idleRooms.mayUnload(document)) throw new Error('');
    },
    async afterUnloadDocument({ documentName }) {
      relay.unloaded(documentName);
    },
    onStoreDocument: ({ documentName, document }) => storeRoom(documentName, document),
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: COLLABORATION_MAX_PAYLOAD });
  app.route({
    method: 'GET',
    url: COLLABORATION_PATH,
    // README "Authorization": a browser opens the socket from an app origin only.
    onRequest: async (request, reply) => {
      const origin = request.headers.origin;
      if (origin === undefined || isAllowedOrigin(app, origin, request.headers.host)) return;
      await reply.status(403).send({ rspCd: '40300', rspInf: '不允许的来源', data: null });
    },
    // A refused upgrade's socket is not a keep-alive connection: it ends with its answer.
    onResponse: async (request) => {
      if (request.headers.upgrade) request.raw.socket.destroy();
    },
    handler: async (request, reply) => {
      if (request.headers.upgrade?.toLowerCase() !== 'websocket') {
        throw badRequest('此地址只接受 WebSocket 连接（协同编辑）');
      }
      // The upgrade reached this route through @fastify/websocket's upgrade listener (the
      // content plugin's); the socket is taken over here, with this route's own frame limit.
      reply.hijack();
      sockets.handleUpgrade(request.raw, request.raw.socket, Buffer.alloc(0), (socket) => {
        socketOf.set(request.raw, socket);
        hocuspocus.handleConnection(socket, request.raw);
      });
    },
  });

  app.addHook('onReady', async () => {
    if (app.server.listenerCount('upgrade') === 0) {
      throw new Error('collaboration: no websocket upgrade listener (register @fastify/websocket)');
    }
  });
  // Shutdown (README "Collaboration" → "Acknowledged"): connections close first, so no change
  // arrives after the last store; then every loaded room is stored and the stores awaited.
  app.addHook('preClose', async () => {
    hocuspocus.closeConnections();
    for (const socket of sockets.clients) socket.terminate();
  });
  app.addHook('onClose', async () => {
    idleRooms.close();
    await relay.close();
    for (const document of hocuspocus.documents.values()) {
      if (!document.isLoading) void storeRoom(document.name, document);
    }
    // Every connection is gone (preClose): these stores hold each room's whole state, so a
    // store Hocuspocus' debounce fires while they run has nothing new and is skipped — it kept
    // adding stores to wait for, and a server closing with 10,000 updates to fold never ended.
    closed = true;
    while (storing.size > 0) await Promise.allSettled([...storing]);
    sockets.close();
  });
}
