import type { Document } from '@hocuspocus/server';
import { sql } from 'kysely';
import { applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { Db } from '../db/database.js';
import type { Listener } from '../realtime/createListener.js';
import { fetchRoomState } from './collaborationStore.js';

/**
 * The channel the instances of one database tell each other about rooms on (README
 * "Collaboration" → "Several instances"): updates appended, presence, and presence queries.
 */
export const COLLABORATION_CHANNEL = 'tessera_collaboration';

/**
 * The Yjs origin of an update or awareness change that came from another instance. It is the
 * origin Hocuspocus' Redis extension uses: Hocuspocus 3.4.4 (`handleDocumentUpdate`) broadcasts
 * such an update to the room's connections but starts no store for it — the instance that
 * received it from its designer appended and stores it. It is never appended here either: only
 * what a socket sends is (`beforeHandleMessage`).
 */
export const REMOTE_ORIGIN = '__hocuspocus__redis__origin__';

/**
 * Largest update sent inside its notification, in bytes: base64 makes it 4/3 larger, and with the
 * room's name and the ids it stays under PostgreSQL's 8,000-byte NOTIFY payload. Larger ones
 * (a whole offline session merged on reconnect) travel as their row id and are read.
 */
export const INLINE_UPDATE_BYTES = 5_000;

/** Largest presence change sent (base64, bytes): larger ones are left to the 15 s renewal. */
const MAX_AWARENESS_PAYLOAD = 7_000;

/** What travels on {@link COLLABORATION_CHANNEL}, as JSON. */
interface RelayMessage {
  /** The schema of the server that sent it (several servers may share a database). */
  s: string;
  /** The sending instance: an instance ignores its own. */
  i: string;
  /** The room. */
  n: string;
  /** `u` an update appended (row `id`, inline as base64 `d` when small), `a` a presence change
   *  (base64 `d`), `q` "who is in this room?" (answered with `a` of each instance's designers). */
  k?: 'u' | 'a' | 'q';
  id?: string;
  d?: string | null;
}

/** The notification the append sends for each row, built in the inserting statement. */
export function updateNotification(instance: string) {
  return sql<string>`pg_notify(${COLLABORATION_CHANNEL}, json_build_object(
    's', current_schema(), 'i', ${instance}::text, 'k', 'u', 'n', name, 'id', id::text,
    'd', case when octet_length(data) <= ${INLINE_UPDATE_BYTES}
      then translate(encode(data, 'base64'), E'\\n', '') end)::text)`;
}

/** The rooms of this instance kept in step with the other instances' (see {@link createRoomRelay}). */
export interface RoomRelay {
  /** This instance's id in the messages (the append's notifications carry it too). */
  readonly instance: string;
  /**
   * Hears the room from now on: called as its load starts, so an update appended elsewhere while
   * it loads is applied too (applying twice is harmless in Yjs; missing one is not).
   */
  track(document: Document): void;
  /** The room is loaded: its designers' presence is told to the other instances, and theirs asked. */
  loaded(document: Document): void;
  /** The room failed to load. */
  untrack(document: Document): void;
  /** The room of that name was unloaded (a room loaded again meanwhile stays heard). */
  unloaded(name: string): void;
  /** Stops hearing and telling. */
  close(): Promise<void>;
}

/**
 * Keeps the rooms this instance has loaded in step with the same rooms on the other instances of
 * the database, through PostgreSQL LISTEN/NOTIFY on the instance's one listener (README
 * "Collaboration" → "Several instances"). Every update a designer sends is appended with a
 * notification in the same statement (`createUpdateLog`), delivered at its commit — before the
 * sending instance applies and acknowledges it. Here, an instance that has the room loaded
 * applies it with {@link REMOTE_ORIGIN}: inline, or read by row id; a row that a compaction has
 * folded away meanwhile is in the snapshot that compaction committed, so the room's stored
 * state is applied instead. When the listener reconnects (notifications may have been lost),
 * every loaded room applies its stored state. Presence is relayed the same way and never stored.
 */
export async function createRoomRelay(options: {
  db: Db;
  listener: Listener;
  schema: string;
  instance: string;
  log: (message: string, error: unknown) => void;
}): Promise<RoomRelay> {
  const { db, listener, schema, instance, log } = options;
  const rooms = new Map<string, Document>();
  const roomOf = (name: string) => {
    const document = rooms.get(name);
    return document && !document.isDestroyed ? document : undefined;
  };

  // Updates notified by row id, read together: rooms by name, each with the ids to read.
  let wanted = new Map<string, Set<string>>();
  let reading = false;
  const read = async () => {
    reading = true;
    while (wanted.size > 0) {
      const batch = wanted;
      wanted = new Map();
      try {
        await readUpdates(batch);
      } catch (error) {
        log('collaboration: reading updates of other instances failed; rooms reload', error);
        for (const name of batch.keys()) await resync(name).catch(() => undefined);
      }
    }
    reading = false;
  };
  const readUpdates = async (batch: Map<string, Set<string>>) => {
    const ids = [...batch.values()].flatMap((set) => [...set]);
    const rows = await db
      .selectFrom('collaboration_updates')
      .select(['id', 'name', 'data'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) {
      const document = roomOf(row.name);
      if (document) Y.applyUpdate(document, new Uint8Array(row.data), REMOTE_ORIGIN);
      batch.get(row.name)?.delete(row.id);
    }
    // Rows gone: a compaction folded them into the snapshot it committed before they were read.
    for (const [name, missing] of batch) if (missing.size > 0) await resync(name);
  };
  const resync = async (name: string) => {
    if (!roomOf(name)) return;
    const state = await fetchRoomState(db, name);
    const document = roomOf(name);
    if (state && document) Y.applyUpdate(document, state, REMOTE_ORIGIN);
  };

  const notify = createNotifier(db, log);
  const send = (message: Omit<RelayMessage, 's' | 'i'>) =>
    notify(JSON.stringify({ s: schema, i: instance, ...message }));
  // The presence of this instance's designers in a room (the clients its connections announced).
  const localAwareness = (document: Document) => {
    const clients = [...document.connections.values()].flatMap(({ clients: ids }) => [...ids]);
    return clients.length === 0 ? undefined : encodeAwarenessUpdate(document.awareness, clients);
  };
  const sendAwareness = (name: string, update: Uint8Array) => {
    const data = Buffer.from(update).toString('base64');
    if (data.length <= MAX_AWARENESS_PAYLOAD) send({ k: 'a', n: name, d: data });
  };

  const unlisten = await listener.listen(COLLABORATION_CHANNEL, (payload) => {
    let message: RelayMessage;
    try {
      message = JSON.parse(payload) as RelayMessage;
    } catch {
      return;
    }
    if (message.s !== schema || message.i === instance || typeof message.n !== 'string') return;
    const document = roomOf(message.n);
    if (!document) return;
    if (message.k === 'u' || message.k === undefined) {
      if (typeof message.d === 'string') {
        Y.applyUpdate(document, Buffer.from(message.d, 'base64'), REMOTE_ORIGIN);
      } else if (typeof message.id === 'string') {
        const ids = wanted.get(message.n) ?? new Set();
        wanted.set(message.n, ids.add(message.id));
        if (!reading) void read();
      }
    } else if (message.k === 'a' && typeof message.d === 'string') {
      applyAwarenessUpdate(document.awareness, Buffer.from(message.d, 'base64'), REMOTE_ORIGIN);
    } else if (message.k === 'q') {
      const update = localAwareness(document);
      if (update) sendAwareness(message.n, update);
    }
  });
  // Listening again after a lost connection: what was announced meanwhile is unknown.
  const unwatch = listener.onConnectionChange((listening) => {
    if (!listening) return;
    for (const name of rooms.keys()) {
      resync(name).catch((error: unknown) => log('collaboration: room reload failed', error));
    }
  });

  return {
    instance,
    track(document) {
      rooms.set(document.name, document);
    },
    loaded(document) {
      document.awareness.on(
        'update',
        (
          { added, updated, removed }: Record<'added' | 'updated' | 'removed', number[]>,
          origin: unknown,
        ) => {
          // Another instance's designers (relayed) or their 30 s timeout here: not ours to tell.
          if (origin === REMOTE_ORIGIN || origin === 'timeout') return;
          const changed = [...added, ...updated, ...removed];
          if (changed.length > 0) {
            sendAwareness(document.name, encodeAwarenessUpdate(document.awareness, changed));
          }
        },
      );
      send({ k: 'q', n: document.name });
    },
    untrack(document) {
      if (rooms.get(document.name) === document) rooms.delete(document.name);
    },
    unloaded(name) {
      if (rooms.get(name)?.isDestroyed) rooms.delete(name);
    },
    async close() {
      unwatch();
      rooms.clear();
      await unlisten();
    },
  };
}

/**
 * Sends notifications on {@link COLLABORATION_CHANNEL}, those queued while one send runs together
 * in the next (a designer's pointer moves many times a second).
 */
function createNotifier(
  db: Db,
  log: (message: string, error: unknown) => void,
): (payload: string) => void {
  const queue: string[] = [];
  let sending = false;
  const flush = async () => {
    sending = true;
    while (queue.length > 0) {
      const payloads = queue.splice(0, 200);
      try {
        await sql`select pg_notify(${COLLABORATION_CHANNEL}, p) from unnest(${payloads}::text[]) as p`.execute(
          db,
        );
      } catch (error) {
        // Presence only: a designer's next move or the 15 s renewal tells it again.
        log('collaboration: presence notification failed', error);
      }
    }
    sending = false;
  };
  return (payload) => {
    queue.push(payload);
    if (queue.length > 1_000) queue.splice(0, queue.length - 1_000);
    if (!sending) void flush();
  };
}
