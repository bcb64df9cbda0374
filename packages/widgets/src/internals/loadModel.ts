import { createSnapshotStore, type SnapshotStore } from '@tessera/ports';

/** What a {@link LoadModel} holds: `loading` until the first answer, then the value or `failed`. */
export interface LoadSnapshot<T> {
  state: 'loading' | 'ready' | 'failed';
  value: T | null;
}

/** One value loaded by `start()`; late answers are dropped after the stop `start` answers. */
export interface LoadModel<T> {
  getSnapshot: SnapshotStore<LoadSnapshot<T>>['getSnapshot'];
  subscribe: SnapshotStore<LoadSnapshot<T>>['subscribe'];
  /** Loads; answers the stop after which the answer is no longer kept. */
  start(): () => void;
}

/**
 * The widget kit's smallest model (the shape of `@tessera/screens`' `createLoadModel`, which this
 * package cannot import): one call's answer. Only the newest call's answer is kept; none after
 * the stop.
 */
export function createLoadModel<T>(load: () => Promise<T>): LoadModel<T> {
  const store = createSnapshotStore<LoadSnapshot<T>>({ state: 'loading', value: null });
  let newest = 0;
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start() {
      const mine = ++newest;
      load().then(
        (value) => mine === newest && store.set({ state: 'ready', value }),
        () => mine === newest && store.set({ state: 'failed', value: store.getSnapshot().value }),
      );
      return () => {
        if (mine === newest) newest++;
      };
    },
  };
}
