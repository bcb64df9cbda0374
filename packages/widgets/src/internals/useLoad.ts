import { useEffect, useMemo, useSyncExternalStore, type DependencyList } from 'react';
import { createLoadModel, type LoadSnapshot } from './loadModel.js';

/**
 * One value loaded while mounted ({@link createLoadModel}), again when `deps` change: the model
 * is built once per `deps` (as `useMemo`), started in an effect and read with
 * `useSyncExternalStore`.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): LoadSnapshot<T> {
  // The caller names what the load is built from (as for useMemo).
  const model = useMemo(() => createLoadModel(load), deps);
  useEffect(() => model.start(), [model]);
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
