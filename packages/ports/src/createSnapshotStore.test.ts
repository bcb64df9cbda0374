import { describe, expect, it } from 'vitest';
import { createSnapshotStore } from './createSnapshotStore.js';

describe('createSnapshotStore', () => {
  it('keeps the snapshot identity until set replaces it, and notifies on change only', () => {
    const initial = { n: 0 };
    const store = createSnapshotStore(initial);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    expect(store.getSnapshot()).toBe(initial);
    store.set(initial);
    expect(calls).toBe(0);
    const next = { n: 1 };
    store.set(next);
    expect(store.getSnapshot()).toBe(next);
    expect(calls).toBe(1);
  });

  it('lets a listener unsubscribe while being notified, and clear drops all listeners', () => {
    const store = createSnapshotStore(0);
    const seen: string[] = [];
    const unsubscribeA = store.subscribe(() => {
      seen.push('a');
      unsubscribeA();
    });
    store.subscribe(() => seen.push('b'));
    store.set(1);
    store.set(2);
    expect(seen).toEqual(['a', 'b', 'b']);
    store.clear();
    store.set(3);
    expect(seen).toHaveLength(3);
  });
});
