import { describe, expect, it } from 'vitest';
import { flush } from './__tests__/fakeLoader.js';
import { createAutoRefresh, isAutoRefreshed } from './createAutoRefresh.js';
import type { DataSourceConfig } from './types.js';

function hub() {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  return {
    subscribe(schemaName: string, listener: (event: unknown) => void) {
      const set = listeners.get(schemaName) ?? new Set();
      set.add(listener);
      listeners.set(schemaName, set);
      return () => set.delete(listener);
    },
    notify(schemaName: string) {
      for (const listener of listeners.get(schemaName) ?? []) listener({ schemaName });
    },
    count: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}

const src = (dsId: string, extra: Partial<DataSourceConfig> = {}): DataSourceConfig => ({
  dsId,
  schemaName: 'article',
  usages: ['list'],
  autoRefresh: true,
  ...extra,
});

describe('createAutoRefresh (spec 1 §4)', () => {
  it.each([
    [src('a'), true],
    [src('a', { autoRefresh: false }), false],
    [src('a', { usages: ['edit'] }), false],
    [src('a', { dataFlowName: 'f' }), false],
  ])('auto-refreshes %j: %s', (config, expected) => {
    expect(isAutoRefreshed(config)).toBe(expected);
  });

  it('refreshes list sources with autoRefresh after a contentChanged notification of their schema', async () => {
    const events = hub();
    const refreshed: string[] = [];
    createAutoRefresh({
      dataSources: [
        src('a'),
        src('b'),
        src('c', { schemaName: 'order' }),
        src('d', { autoRefresh: false }),
      ],
      subscribe: events.subscribe,
      refresh: async (dsId) => void refreshed.push(dsId),
    });
    expect(events.count()).toBe(2); // one subscription per schema
    events.notify('article');
    await flush();
    expect(refreshed).toEqual(['a', 'b']);
  });

  it('folds notifications during a refresh into one more refresh', async () => {
    const events = hub();
    const started: string[] = [];
    const finish: (() => void)[] = [];
    createAutoRefresh({
      dataSources: [src('a')],
      subscribe: events.subscribe,
      refresh: (dsId) =>
        new Promise<void>((resolve) => {
          started.push(dsId);
          finish.push(resolve);
        }),
    });
    events.notify('article');
    events.notify('article');
    events.notify('article');
    expect(started).toHaveLength(1);
    finish[0]!();
    await flush();
    expect(started).toHaveLength(2);
    finish[1]!();
    await flush();
    expect(started).toHaveLength(2);
  });

  it('unsubscribes everything when stopped', () => {
    const events = hub();
    const stop = createAutoRefresh({
      dataSources: [src('a'), src('c', { schemaName: 'order' })],
      subscribe: events.subscribe,
      refresh: async () => {},
    });
    stop();
    expect(events.count()).toBe(0);
  });
});
