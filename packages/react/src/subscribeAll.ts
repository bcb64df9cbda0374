/** Something with the subscribe half of CONVENTIONS §4. */
interface Subscribable {
  subscribe(listener: () => void): () => void;
}

/** Subscribes one listener to several stores; answers one unsubscribe for all of them. */
export function subscribeAll(
  stores: readonly (Subscribable | undefined)[],
  listener: () => void,
): () => void {
  const stops = stores.flatMap((store) => (store ? [store.subscribe(listener)] : []));
  return () => {
    for (const stop of stops) stop();
  };
}
