/**
 * The subscribe/getSnapshot pair of a stateful core object (CONVENTIONS §4): the snapshot object
 * keeps its identity until `set` replaces it, as `useSyncExternalStore` requires.
 */
export interface SnapshotStore<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(listener: () => void): () => void;
  /** Replaces the snapshot (when it is a different object) and notifies every listener. */
  set(next: TSnapshot): void;
  /** Drops every listener. */
  clear(): void;
}

/**
 * Holds a snapshot and its listeners for a stateful core object (the event runner of
 * `@tessera/events`, the session manager of `@tessera/session`).
 *
 * @example
 * ```ts
 * const store = createSnapshotStore({ count: 0 });
 * const unsubscribe = store.subscribe(() => console.log(store.getSnapshot().count));
 * store.set({ count: 1 }); // logs 1
 * ```
 */
export function createSnapshotStore<TSnapshot>(initial: TSnapshot): SnapshotStore<TSnapshot> {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      if (Object.is(next, snapshot)) return;
      snapshot = next;
      // A copy: a listener may unsubscribe while we notify.
      for (const listener of [...listeners]) listener();
    },
    clear: () => listeners.clear(),
  };
}
