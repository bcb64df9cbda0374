import { createStore } from 'zustand/vanilla';
import { createLatest } from './latest.js';
import { subscribeTo, type Model } from './snapshot.js';

/** What a {@link LoadModel} holds: `loading` until the first answer, then the value or `failed`. */
export interface LoadSnapshot<T> {
  state: 'loading' | 'ready' | 'failed';
  value: T | null;
}

/** One value loaded from the server, with `reload` (the value stays shown while it reloads). */
export interface LoadModel<T> extends Model<LoadSnapshot<T>> {
  reload(): void;
}

/**
 * The smallest model: one call's answer (a list, a policy, a file). Only the newest call's
 * answer is kept; none after the stop.
 */
export function createLoadModel<T>(load: () => Promise<T>): LoadModel<T> {
  const store = createStore<LoadSnapshot<T>>()(() => ({ state: 'loading', value: null }));
  const latest = createLatest();
  const reload = () =>
    latest.run(
      load(),
      (value) => store.setState({ state: 'ready', value }),
      () => store.setState({ state: 'failed' }),
    );
  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      reload();
      return latest.stop;
    },
    reload,
  };
}
