import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyAwarenessUpdate, Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import {
  createPresence,
  POINTER_THROTTLE_MS,
  PRESENCE_COLORS,
  selectionsByControl,
  type PresenceClock,
} from './presence.js';

// Two tabs' awareness joined as the provider joins them (each change encoded and applied on the
// other side), and a clock whose time the test moves.

function fakeClock() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const clock: PresenceClock & { advance(ms: number): void } = {
    now: () => now,
    setTimeout(run, ms) {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
      }
    },
  };
  return clock;
}

function twoTabs() {
  const a = new Awareness(new Y.Doc());
  const b = new Awareness(new Y.Doc());
  const sent = { a: 0, b: 0 };
  const relay = (from: Awareness, to: Awareness, key: 'a' | 'b') =>
    from.on('update', ({ added, updated, removed }: Record<string, number[]>) => {
      const changed = [...added!, ...updated!, ...removed!];
      sent[key]++;
      applyAwarenessUpdate(to, encodeAwarenessUpdate(from, changed), 'remote');
    });
  relay(a, b, 'a');
  relay(b, a, 'b');
  return { a, b, sent };
}

describe('createPresence', () => {
  it('shows each designer to the other with name initial, colour and selection', () => {
    const { a, b } = twoTabs();
    const clock = fakeClock();
    const mine = createPresence({ awareness: a, user: { id: 'u1', name: 'alice' }, clock });
    const theirs = createPresence({ awareness: b, user: { id: 'u2', name: '王小明' }, clock });
    expect(mine.getSnapshot()).toHaveLength(1);
    const [peer] = mine.getSnapshot();
    expect(peer).toMatchObject({ name: '王小明', initial: '王', userId: 'u2', selection: [] });
    expect(PRESENCE_COLORS).toContain(peer!.color);
    expect(theirs.getSnapshot()[0]).toMatchObject({
      name: 'alice',
      initial: 'A',
      color: mine.color,
    });

    theirs.select(['button-1', 'text-2']);
    expect(mine.getSnapshot()[0]!.selection).toEqual(['button-1', 'text-2']);
    expect(selectionsByControl(mine.getSnapshot()).get('text-2')?.[0]?.name).toBe('王小明');
    // Nobody sees themselves.
    expect(theirs.getSnapshot().map((p) => p.name)).toEqual(['alice']);
  });

  it('tells the property being edited, and notifies only when something changed', () => {
    const { a, b } = twoTabs();
    const clock = fakeClock();
    const mine = createPresence({ awareness: a, user: { id: 'u1', name: 'alice' }, clock });
    const theirs = createPresence({ awareness: b, user: { id: 'u2', name: 'bob' }, clock });
    let calls = 0;
    mine.subscribe(() => calls++);
    const before = mine.getSnapshot();
    theirs.setEditing({ controlId: 'button-1', field: 'props.label' });
    expect(mine.getSnapshot()[0]!.editing).toEqual({ controlId: 'button-1', field: 'props.label' });
    expect(calls).toBe(1);
    theirs.setEditing({ controlId: 'button-1', field: 'props.label' });
    expect(calls).toBe(1);
    expect(mine.getSnapshot()).not.toBe(before);
    theirs.destroy();
    expect(mine.getSnapshot()).toEqual([]);
  });

  it('tells the others that a designer joined without write', () => {
    const { a, b } = twoTabs();
    const clock = fakeClock();
    const mine = createPresence({ awareness: a, user: { id: 'u1', name: 'alice' }, clock });
    const theirs = createPresence({ awareness: b, user: { id: 'u2', name: 'bob' }, clock });
    expect(mine.getSnapshot()[0]!.readOnly).toBe(false);
    theirs.setReadOnly(true);
    expect(mine.getSnapshot()[0]!.readOnly).toBe(true);
    expect(theirs.getSnapshot()[0]!.readOnly).toBe(false);
  });

  it(`sends the pointer at most once per ${POINTER_THROTTLE_MS} ms, and the last position of a burst`, () => {
    const { a, b, sent } = twoTabs();
    const clock = fakeClock();
    const mine = createPresence({ awareness: a, user: { id: 'u1', name: 'alice' }, clock });
    createPresence({ awareness: b, user: { id: 'u2', name: 'bob' }, clock });
    const seen = () => (b.getStates().get(a.clientID) as { pointer: unknown }).pointer;
    const start = sent.a;
    mine.movePointer({ x: 1, y: 1 }); // the first goes at once
    expect(seen()).toEqual({ x: 1, y: 1 });
    for (let i = 2; i <= 10; i++) {
      clock.advance(5);
      mine.movePointer({ x: i, y: i });
    }
    // 45 ms later: nothing more went out.
    expect(sent.a - start).toBe(1);
    expect(seen()).toEqual({ x: 1, y: 1 });
    clock.advance(POINTER_THROTTLE_MS - 45);
    expect(sent.a - start).toBe(2);
    expect(seen()).toEqual({ x: 10, y: 10 });
    // A move after a quiet interval goes at once again.
    clock.advance(POINTER_THROTTLE_MS);
    mine.movePointer({ x: 20, y: 20 });
    expect(sent.a - start).toBe(3);
  });
});
