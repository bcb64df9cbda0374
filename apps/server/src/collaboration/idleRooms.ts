import type { Document } from '@hocuspocus/server';

/**
 * How long a room the last designer left stays loaded, and how many such rooms and how many bytes
 * of their state (as last loaded or stored) an instance keeps (README "Collaboration" → "Idle
 * rooms stay loaded").
 */
export interface IdleRoomLimits {
  ms: number;
  rooms: number;
  bytes: number;
}

export const IDLE_ROOM_LIMITS: IdleRoomLimits = {
  ms: 60_000,
  rooms: 20,
  bytes: 32 * 1024 * 1024,
};

/** The rooms kept loaded after their last designer left (see {@link createIdleRooms}). */
export interface IdleRooms {
  /**
   * Hocuspocus' `beforeUnloadDocument`: whether the room unloads now. A room is kept (false) when
   * it is not being released and fits the limits; the oldest kept rooms make way for it.
   */
  mayUnload(document: Document): boolean;
  /** The size of the room's state, in bytes (its load and each store tell it). */
  sized(document: Document, bytes: number): void;
  /** Another instance changed the room: a kept room is unloaded (the next join reads it). */
  changedElsewhere(document: Document): void;
  /** Releases every kept room's timer; from now on every room unloads. */
  close(): void;
}

/**
 * Keeps a room loaded for `limits.ms` after its last designer left, so that a designer who comes
 * back (a reload, the page after its master page) joins it without the database read and the
 * `Y.applyUpdate` of its whole state. A kept room stays in Hocuspocus' documents with no
 * connection: a join finds it there. Released (`unload`, Hocuspocus' `unloadDocument`) when its
 * time is up, when newer idle rooms push it past `limits.rooms` or `limits.bytes` (oldest first),
 * and when another instance changes it. A room that came back into use when released is not
 * unloaded (Hocuspocus checks its connections) and is kept again when it is left again.
 */
export function createIdleRooms(
  limits: IdleRoomLimits | false,
  unload: (document: Document) => Promise<void>,
): IdleRooms {
  // Least recently left first (a Map keeps insertion order).
  const kept = new Map<Document, { timer: NodeJS.Timeout; bytes: number }>();
  const releasing = new Set<Document>();
  const sizes = new WeakMap<Document, number>();
  let closed = false;

  const release = (document: Document) => {
    const entry = kept.get(document);
    if (!entry) return;
    clearTimeout(entry.timer);
    kept.delete(document);
    releasing.add(document);
    void unload(document)
      .catch(() => undefined)
      .finally(() => releasing.delete(document));
  };

  return {
    mayUnload(document) {
      if (!limits || closed || releasing.has(document) || document.isDestroyed) return true;
      const bytes = sizes.get(document) ?? 0;
      if (bytes > limits.bytes) return true;
      const previous = kept.get(document);
      if (previous) clearTimeout(previous.timer);
      kept.delete(document);
      const timer = setTimeout(() => release(document), limits.ms);
      timer.unref();
      kept.set(document, { timer, bytes });
      let total = 0;
      for (const entry of kept.values()) total += entry.bytes;
      for (const [other, entry] of kept) {
        if (kept.size <= limits.rooms && total <= limits.bytes) break;
        if (other === document) break;
        total -= entry.bytes;
        release(other);
      }
      return false;
    },
    sized(document, bytes) {
      sizes.set(document, bytes);
      const entry = kept.get(document);
      if (entry) entry.bytes = bytes;
    },
    changedElsewhere(document) {
      if (document.getConnectionsCount() === 0) release(document);
    },
    close() {
      closed = true;
      for (const { timer } of kept.values()) clearTimeout(timer);
      kept.clear();
    },
  };
}
