import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { COLLABORATION_REFUSALS } from './collaborationRoom.js';

/**
 * Where a co-edited document stands (designer-ui shows it in the toolbar): `connecting` until
 * the socket opens, `connected` while joined with changes not yet acknowledged by the server,
 * `synced` when the server holds every change of this tab, `offline` when the socket is down
 * (edits stay in the document and are sent on reconnect) or the server refused the room.
 */
export type CollaborationStatus = 'connecting' | 'connected' | 'synced' | 'offline';

/** A co-editing connection's state, one object per change. */
export interface CollaborationSnapshot {
  status: CollaborationStatus;
  /** The server lets this designer read the room only (a read-only role). */
  readOnly: boolean;
  /** Why the server refused the room (`session-invalid`, `forbidden`, `unknown-room`), else null. */
  refused: string | null;
}

/** Options of {@link connectCollaboration}. */
export interface CollaborationOptions {
  /** The socket's URL, e.g. `wss://tessera.example.com/collaboration`. */
  url: string;
  /** The room (`collaborationRoomName`). */
  room: string;
  /** The document to share: an empty `Y.Doc`, filled by the room's state on first sync. */
  doc: Y.Doc;
  /** The signed-in session's access token, asked on every connect and reconnect. */
  token: () => string | Promise<string>;
  /** A WebSocket class where there is no global one (Node: `ws`). */
  WebSocketPolyfill?: unknown;
  /**
   * The network's state (the browser's `online` / `offline` events): offline closes the socket
   * at once instead of waiting for it to time out, online opens it again (README "Co-editing").
   */
  network?: (listener: (online: boolean) => void) => () => void;
  /**
   * Keeps the document in local storage (the browser's IndexedDB, `y-indexeddb`), so edits made
   * offline outlive the tab and are sent on the next visit. Answers its stop.
   */
  keepLocally?: (room: string, doc: Y.Doc) => { destroy(): unknown };
}

/** A document joined to its room. */
export interface Collaboration {
  getSnapshot(): CollaborationSnapshot;
  subscribe(listener: () => void): () => void;
  /** Presence (y-protocols awareness): each designer's user, selection, pointer. */
  readonly awareness: Awareness;
  /** Resolves once the room's state has been received (rejects when the room is refused). */
  whenSynced(): Promise<void>;
  /** Sends the session's current token again (after a silent renew). */
  refreshToken(): Promise<void>;
  /** Leaves the room and closes the socket; the document stays as it is. */
  destroy(): void;
}

/** Whether a reason is a refusal (`COLLABORATION_REFUSALS`), not a failure to check. */
const isRefusal = (reason: string) =>
  (Object.values(COLLABORATION_REFUSALS) as string[]).includes(reason);

/**
 * Joins a page document to its co-editing room (server README "Collaboration") through
 * Hocuspocus' provider: remote edits are applied to `doc` with the provider as their origin (so
 * a designer's history, tracking only its own origin, never undoes them), local commands are
 * sent as they happen, and after a reconnect the two sides exchange what the other lacks.
 *
 * @example
 * ```ts
 * const doc = new Y.Doc();
 * const live = connectCollaboration({ url, room, doc, token: () => session.accessToken });
 * await live.whenSynced();
 * const commands = pageCommands(doc, { origin: me });
 * ```
 */
export function connectCollaboration(options: CollaborationOptions): Collaboration {
  const socket = new HocuspocusProviderWebsocket({
    url: options.url,
    ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: options.room,
    document: options.doc,
    token: async () => options.token(),
  });
  provider.attach();
  const local = options.keepLocally?.(options.room, options.doc);
  const stopNetwork = options.network?.((online) => {
    if (online) void socket.connect();
    else socket.disconnect();
  });
  const listeners = new Set<() => void>();
  let snapshot: CollaborationSnapshot = { status: 'connecting', readOnly: false, refused: null };
  let socketOpen = false;
  const set = (patch: Partial<CollaborationSnapshot>) => {
    const next = { ...snapshot, ...patch };
    if (
      next.status === snapshot.status &&
      next.readOnly === snapshot.readOnly &&
      next.refused === snapshot.refused
    ) {
      return;
    }
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  const joinedStatus = (): CollaborationStatus =>
    provider.isSynced && !provider.hasUnsyncedChanges ? 'synced' : 'connected';

  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const synced = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  synced.catch(() => undefined);

  provider.on('status', ({ status }: { status: string }) => {
    socketOpen = status === 'connected';
    if (status === 'connected') set({ status: 'connected' });
    else if (status === 'connecting') set({ status: snapshot.refused ? 'offline' : 'connecting' });
    else set({ status: 'offline' });
  });
  provider.on('authenticated', ({ scope }: { scope: string }) => {
    set({ readOnly: scope === 'readonly', refused: null });
  });
  // A reason that is no refusal (the server could not check: `server-unavailable`) leaves the
  // designer waiting: the server closes the socket after it and the provider connects again.
  provider.on('authenticationFailed', ({ reason }: { reason: string }) => {
    if (!isRefusal(reason)) return set({ status: 'offline' });
    set({ status: 'offline', refused: reason });
    settle?.reject(new Error(`collaboration refused: ${reason}`));
  });
  // The server closes the room (its socket stays open) when the session ended or the designer
  // operation was withdrawn while connected (server README "Collaboration").
  provider.on('close', ({ event }: { event: { reason?: string } }) => {
    const reason = event.reason ?? '';
    set({ status: 'offline', ...(isRefusal(reason) ? { refused: reason } : {}) });
  });
  provider.on('synced', () => {
    if (socketOpen) set({ status: joinedStatus() });
    settle?.resolve();
  });
  provider.on('unsyncedChanges', () => {
    if (socketOpen && snapshot.refused === null) set({ status: joinedStatus() });
  });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    awareness: provider.awareness!,
    whenSynced: () => synced,
    refreshToken: () => provider.sendToken(),
    destroy() {
      listeners.clear();
      stopNetwork?.();
      void local?.destroy();
      provider.destroy();
      socket.destroy();
    },
  };
}
