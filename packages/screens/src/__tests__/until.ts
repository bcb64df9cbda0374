import type { Model } from '../model/snapshot.js';

/** Resolves with the first snapshot of `model` that passes `test`. */
export function until<S>(model: Model<S>, test: (snapshot: S) => boolean): Promise<S> {
  return new Promise((resolve) => {
    const check = () => {
      const snapshot = model.getSnapshot();
      if (!test(snapshot)) return;
      stop();
      resolve(snapshot);
    };
    const stop = model.subscribe(check);
    check();
  });
}
