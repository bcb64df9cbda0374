import { Document } from '@hocuspocus/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleRooms, type IdleRoomLimits } from './idleRooms.js';

// README "Collaboration" → "Idle rooms stay loaded": which rooms a server keeps loaded after
// their last designer left, and when it lets them go.

const LIMITS: IdleRoomLimits = { ms: 60_000, rooms: 2, bytes: 1_000 };

describe('idle rooms', () => {
  let unloaded: string[];
  let rooms: ReturnType<typeof createIdleRooms>;
  /** Hocuspocus' unloadDocument: asks first, as Hocuspocus does (beforeUnloadDocument). */
  const unload = async (document: Document) => {
    if (rooms.mayUnload(document)) unloaded.push(document.name);
  };
  const room = (name: string, bytes = 100) => {
    const document = new Document(name);
    rooms.sized(document, bytes);
    return document;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    unloaded = [];
    rooms = createIdleRooms(LIMITS, unload);
  });
  afterEach(() => {
    rooms.close();
    vi.useRealTimers();
  });

  it('keeps a room its last designer left, and unloads it when its time is up', async () => {
    const document = room('a');
    expect(rooms.mayUnload(document)).toBe(false);
    await vi.advanceTimersByTimeAsync(LIMITS.ms - 1);
    expect(unloaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(unloaded).toEqual(['a']);
  });

  it('counts the time again when a room is left again', async () => {
    const document = room('a');
    rooms.mayUnload(document);
    await vi.advanceTimersByTimeAsync(LIMITS.ms / 2);
    expect(rooms.mayUnload(document)).toBe(false);
    await vi.advanceTimersByTimeAsync(LIMITS.ms - 1);
    expect(unloaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(unloaded).toEqual(['a']);
  });

  it('lets the least recently left rooms go past the count and the bytes', async () => {
    const [a, b, c] = [room('a'), room('b'), room('c')];
    rooms.mayUnload(a);
    rooms.mayUnload(b);
    rooms.mayUnload(c);
    await vi.advanceTimersByTimeAsync(0);
    expect(unloaded).toEqual(['a']);
    // 900 bytes more: b (100) goes, c (100) and d (900) make 1,000.
    rooms.mayUnload(room('d', 900));
    await vi.advanceTimersByTimeAsync(0);
    expect(unloaded).toEqual(['a', 'b']);
  });

  it('never keeps a room larger than the bytes', () => {
    expect(rooms.mayUnload(room('huge', LIMITS.bytes + 1))).toBe(true);
  });

  it('unloads a kept room another instance changed, and leaves a room in use alone', async () => {
    const document = room('a');
    rooms.mayUnload(document);
    rooms.changedElsewhere(document);
    await vi.advanceTimersByTimeAsync(0);
    expect(unloaded).toEqual(['a']);

    const inUse = room('b');
    vi.spyOn(inUse, 'getConnectionsCount').mockReturnValue(1);
    rooms.changedElsewhere(inUse);
    await vi.advanceTimersByTimeAsync(LIMITS.ms);
    expect(unloaded).toEqual(['a']);
  });

  it('keeps nothing when switched off, or once closed', () => {
    const off = createIdleRooms(false, unload);
    expect(off.mayUnload(room('a'))).toBe(true);
    rooms.close();
    expect(rooms.mayUnload(room('b'))).toBe(true);
  });
});
