import type { StoreApi } from 'zustand/vanilla';

/**
 * A model's `getSnapshot`: `derive` runs once per store state, so the snapshot is the same
 * object until the store changed (what `useSyncExternalStore` needs).
 */
export function derivedSnapshot<S, T>(store: StoreApi<S>, derive: (state: S) => T): () => T {
  let derivedFrom: S | undefined;
  let snapshot: T;
  return () => {
    const state = store.getState();
    if (state !== derivedFrom) {
      derivedFrom = state;
      snapshot = derive(state);
    }
    return snapshot;
  };
}

/** What every model answers: its snapshot, a subscription, and `start` (answers the stop). */
export interface Model<S> {
  getSnapshot(): S;
  subscribe(listener: () => void): () => void;
  /** Loads; answers the stop, after which late answers are dropped. */
  start(): () => void;
}

/** `subscribe` of a model over `store`: the listener is called without arguments. */
export function subscribeTo(store: StoreApi<unknown>) {
  return (listener: () => void) => store.subscribe(() => listener());
}
