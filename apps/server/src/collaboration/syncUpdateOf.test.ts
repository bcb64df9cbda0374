import { OutgoingMessage } from '@hocuspocus/server';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { syncUpdateOf } from './syncUpdateOf.js';

// Messages written by Hocuspocus' own encoder: the room's name, the message type, then
// y-protocols' sync message.

const ROOM = 'app/sub/page/页面-1';
const updateMessage = (update: Uint8Array) =>
  new OutgoingMessage(ROOM).createSyncMessage().writeUpdate(update).toUint8Array();

describe('syncUpdateOf', () => {
  const doc = new Y.Doc();
  doc.getMap('settings').set('title', '标题'.repeat(100));
  const update = Y.encodeStateAsUpdate(doc);

  it('reads the update of an update message and of sync step 2', () => {
    expect(syncUpdateOf(updateMessage(update))).toEqual(update);
    // Sync step 2 is the same message with sync type 1: the byte after the name (its length
    // byte and UTF-8 bytes) and the message type.
    const step2 = updateMessage(update);
    const syncTypeAt = 1 + new TextEncoder().encode(ROOM).length + 1;
    expect(step2[syncTypeAt]).toBe(2);
    step2[syncTypeAt] = 1;
    const copy = new Y.Doc();
    Y.applyUpdate(copy, syncUpdateOf(step2)!);
    expect(copy.getMap('settings').get('title')).toBe('标题'.repeat(100));
  });

  it('answers null for step 1, an empty update and a cut message', () => {
    const step1 = new OutgoingMessage(ROOM).createSyncMessage().writeFirstSyncStepFor(doc as never);
    expect(syncUpdateOf(step1.toUint8Array())).toBeNull();
    expect(syncUpdateOf(updateMessage(Y.encodeStateAsUpdate(new Y.Doc())))).toBeNull();
    const whole = updateMessage(update);
    expect(syncUpdateOf(whole.subarray(0, whole.length - 5))).toBeNull();
  });
});
