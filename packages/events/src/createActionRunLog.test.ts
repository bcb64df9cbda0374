import { describe, expect, it } from 'vitest';
import { ACTION_RUN_LOG_KEY, createActionRunLog } from './createActionRunLog.js';
import { createMemoryStorage } from '@tessera/ports';
import type { ActionRunRecord } from './types.js';

const record = (actionId: string): ActionRunRecord => ({
  controlId: 'c1',
  actionId,
  eventName: 'click',
  actionName: `name-${actionId}`,
  isExcute: 'execute',
  isSuccess: 'success',
});

describe('createActionRunLog', () => {
  it('appends records as a JSON list under actionRunRecords', () => {
    const storage = createMemoryStorage();
    const log = createActionRunLog(storage);
    log.append(record('a1'));
    log.append(record('a2'), record('a3'));
    expect(ACTION_RUN_LOG_KEY).toBe('actionRunRecords');
    expect(JSON.parse(storage.getItem('actionRunRecords') ?? '')).toEqual([
      record('a1'),
      record('a2'),
      record('a3'),
    ]);
    expect(log.read().map((entry) => entry.actionId)).toEqual(['a1', 'a2', 'a3']);
  });

  it('keeps only the newest records past the limit', () => {
    const log = createActionRunLog(createMemoryStorage(), { limit: 2 });
    log.append(record('a1'), record('a2'), record('a3'));
    expect(log.read().map((entry) => entry.actionId)).toEqual(['a2', 'a3']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
  ])('reads a stored value that is %s as empty and replaces it on append', (_case, stored) => {
    const storage = createMemoryStorage({ actionRunRecords: stored });
    const log = createActionRunLog(storage);
    expect(log.read()).toEqual([]);
    log.append(record('a1'));
    expect(log.read()).toEqual([record('a1')]);
  });

  it('swallows storage errors on append and clears with clear()', () => {
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    expect(() => createActionRunLog(failing).append(record('a1'))).not.toThrow();
    const storage = createMemoryStorage();
    const log = createActionRunLog(storage, { key: 'custom' });
    log.append(record('a1'));
    log.clear();
    expect(storage.getItem('custom')).toBeNull();
  });
});
