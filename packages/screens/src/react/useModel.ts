import { useEffect, useMemo, useSyncExternalStore, type DependencyList } from 'react';
import { createLoadModel, type LoadSnapshot } from '../model/loadModel.js';
import type { Model } from '../model/snapshot.js';

/**
 * A model for React: built by `create` once per `deps` (as `useMemo`), started while mounted,
 * its snapshot read with `useSyncExternalStore`. Answers the snapshot and the model (its
 * commands).
 */
export function useModel<M extends Model<unknown>>(
  create: () => M,
  deps: DependencyList,
): [ReturnType<M['getSnapshot']>, M] {
  // The caller names what the model is built from (as for useMemo).
  const model = useMemo(create, deps);
  useEffect(() => model.start(), [model]);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  return [snapshot as ReturnType<M['getSnapshot']>, model];
}

/** One value loaded while mounted ({@link createLoadModel}), again when `deps` change. */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): LoadSnapshot<T> {
  return useModel(() => createLoadModel(load), deps)[0];
}
