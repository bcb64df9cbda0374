import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@tessera/ports';
import type { DataSourcesPort } from '@tessera/events';
import { createManualLoader, createTableLoader, flush, item } from './__tests__/fakeLoader.js';
import { createDataSourceScheduler } from './createDataSourceScheduler.js';
import { DataSourceCycleError } from './DataSourceCycleError.js';
import type { DataSourceConfig } from './types.js';

const list = (dsId: string, extra: Partial<DataSourceConfig> = {}): DataSourceConfig => ({
  dsId,
  schemaName: 'article',
  usages: ['list'],
  ...extra,
});
const page = (ids: string[], total = ids.length) => ({
  total,
  items: ids.map((id) => item(id, { code: id.toUpperCase() })),
});

describe('createDataSourceScheduler: loading (spec 1 §4 Data sources)', () => {
  it('raises the cycle error at creation', () => {
    expect(() =>
      createDataSourceScheduler({
        dataSources: [
          list('a', { preDataSourceIds: ['b'] }),
          list('b', { preDataSourceIds: ['a'] }),
        ],
        loader: createManualLoader().loader,
      }),
    ).toThrow(DataSourceCycleError);
  });

  it('exposes the levels', () => {
    const scheduler = createDataSourceScheduler({
      dataSources: [list('a'), list('b', { preDataSourceIds: ['a'] })],
      loader: createManualLoader().loader,
    });
    expect(Object.fromEntries(scheduler.levels)).toEqual({ a: 0, b: 1 });
    expect(scheduler.getSnapshot().sources.b?.level).toBe(1);
  });

  it('starts a source as soon as its own predecessors are done, not after its whole level', async () => {
    const manual = createManualLoader();
    const scheduler = createDataSourceScheduler({
      dataSources: [
        list('slow'),
        list('fast'),
        list('child', { preDataSourceIds: ['fast'] }),
        list('late', { preDataSourceIds: ['slow', 'child'] }),
      ],
      loader: manual.loader,
    });
    const loading = scheduler.load();
    await flush();
    expect(manual.started()).toEqual(['slow', 'fast']);
    expect(scheduler.getSnapshot().sources.child?.status).toBe('waiting');
    manual.answer('fast', page(['f1']));
    await flush();
    // 'slow' (level 0) is still loading, yet level-1 'child' has started
    expect(manual.started()).toEqual(['slow', 'fast', 'child']);
    manual.answer('child', page(['c1']));
    await flush();
    expect(manual.started()).not.toContain('late');
    expect(scheduler.getSnapshot().allLoaded).toBe(false);
    manual.answer('slow', page(['s1']));
    await flush();
    manual.answer('late', page([]));
    await loading;
    expect(scheduler.getSnapshot().allLoaded).toBe(true);
    expect(Object.values(scheduler.getSnapshot().sources).map((s) => s.status)).toEqual([
      'loaded',
      'loaded',
      'loaded',
      'loaded',
    ]);
  });

  it("filters a dependent source by its predecessor's cursor", async () => {
    const table = createTableLoader({
      customers: [item('k1', { code: 'A' }), item('k2', { code: 'B' })],
    });
    const scheduler = createDataSourceScheduler({
      dataSources: [
        list('orders', {
          filters: [
            {
              fieldName: 'customer',
              operation: 'eq',
              fieldType: 'String',
              fieldValue: { dsId: 'customers', fieldName: 'code' },
            },
          ],
        }),
        list('customers'),
      ],
      loader: table.loader,
    });
    await scheduler.load();
    expect(table.requests.map((r) => [r.config.dsId, r.filter])).toEqual([
      ['customers', ''],
      ['orders', "customer eq 'A'"],
    ]);
    scheduler.setCursor('customers', 1);
    await scheduler.refresh('customers', { cascade: true });
    expect(table.requests.slice(2).map((r) => [r.config.dsId, r.filter])).toEqual([
      ['customers', ''],
      ['orders', "customer eq 'B'"],
    ]);
  });

  it('records a failure on the source, still loads its dependents and sets allLoaded', async () => {
    const manual = createManualLoader();
    const errors: string[] = [];
    const scheduler = createDataSourceScheduler({
      dataSources: [list('a'), list('b', { preDataSourceIds: ['a'] })],
      loader: manual.loader,
      logger: { error: (message) => void errors.push(message) },
    });
    const loading = scheduler.load();
    await flush();
    manual.fail('a', new Error('服务器繁忙'));
    await flush();
    manual.answer('b', page(['x']));
    await loading;
    const { sources, allLoaded } = scheduler.getSnapshot();
    expect(sources.a).toMatchObject({ status: 'error', error: '服务器繁忙' });
    expect(sources.b?.status).toBe('loaded');
    expect(allLoaded).toBe(true);
    expect(errors).toEqual(['data source a failed to load']);
  });

  it('does not load isDefaultLoaded false sources with the page, only on refresh', async () => {
    const table = createTableLoader({ a: [item('x')] });
    const scheduler = createDataSourceScheduler({
      dataSources: [list('a', { isDefaultLoaded: false })],
      loader: table.loader,
    });
    await scheduler.load();
    expect(table.requests).toHaveLength(0);
    expect(scheduler.getSnapshot().sources.a?.status).toBe('idle');
    expect(scheduler.getSnapshot().allLoaded).toBe(true);
    await scheduler.refresh('a');
    expect(scheduler.getSnapshot().sources.a?.result.total).toBe(1);
  });

  it('drops the answer of an older load when a newer one was started', async () => {
    const manual = createManualLoader();
    const scheduler = createDataSourceScheduler({
      dataSources: [list('a')],
      loader: manual.loader,
    });
    void scheduler.refresh('a');
    void scheduler.refresh('a');
    manual.calls[1]!.resolve(page(['new']));
    await flush();
    manual.calls[0]!.resolve(page(['old']));
    await flush();
    expect(scheduler.getSnapshot().sources.a?.result.items.map((i) => i.id)).toEqual(['new']);
  });

  it('drops answers in flight and loads nothing more once disposed', async () => {
    const manual = createManualLoader();
    const scheduler = createDataSourceScheduler({
      dataSources: [list('a'), list('b', { preDataSourceIds: ['a'] })],
      loader: manual.loader,
    });
    const loading = scheduler.load();
    await flush();
    scheduler.dispose();
    manual.answer('a', page(['x']));
    await loading;
    expect(manual.started()).toEqual(['a']);
    expect(scheduler.getSnapshot().sources.a?.result.items).toEqual([]);
  });

  it('keeps the cursor on its item across a refresh and keeps unsaved work', async () => {
    const rows = [item('x'), item('y')];
    const table = createTableLoader({ a: rows });
    const scheduler = createDataSourceScheduler({ dataSources: [list('a')], loader: table.loader });
    await scheduler.load();
    scheduler.setCursor('a', 1);
    scheduler.editField('a', 'title', 'typing…');
    scheduler.createItem('a');
    scheduler.setCursor('a', 1);
    rows.unshift(item('w'));
    await scheduler.refresh('a');
    const state = scheduler.getSnapshot().sources.a!;
    expect(state.result.items.map((i) => i.id)).toEqual(['w', 'x', 'y', '']);
    expect(state.cursor).toEqual({ position: 2, dataId: 'y' });
    expect(state.result.items[2]?.data.title).toEqual({ iv: 'typing…' });
  });

  it('starts isAddingData sources in adding mode with a new entry at the cursor', async () => {
    const table = createTableLoader({ a: [item('x')] });
    const scheduler = createDataSourceScheduler({
      dataSources: [
        list('a', {
          usages: ['edit'],
          isAddingData: true,
          chooseFields: [{ name: 'n', fieldType: 'Number' }],
        }),
      ],
      loader: table.loader,
    });
    await scheduler.load();
    const state = scheduler.getSnapshot().sources.a!;
    expect(state.isAddingData).toBe(true);
    expect(state.cursor.position).toBe(1);
    expect(state.result.items[1]).toMatchObject({
      __new: true,
      status: 'Draft',
      data: { n: { iv: 0 } },
    });
  });

  it('asks nothing for add-only sources: empty, in adding mode, fixed fields from the predecessor', async () => {
    const table = createTableLoader({ customers: [item('k1', { code: 'A' })] });
    const scheduler = createDataSourceScheduler({
      dataSources: [
        list('customers'),
        {
          dsId: 'newOrder',
          schemaName: 'order',
          usages: ['add'],
          chooseFields: [{ name: 'amount', fieldType: 'Currency' }],
          fixedFilters: [
            {
              fieldName: 'customer',
              operation: 'eq',
              fieldValue: { dsId: 'customers', fieldName: 'code' },
            },
          ],
        },
      ],
      loader: table.loader,
    });
    await scheduler.load();
    expect(table.requests.map((r) => r.config.dsId)).toEqual(['customers']);
    const state = scheduler.getSnapshot().sources.newOrder!;
    expect(state).toMatchObject({ status: 'loaded', isAddingData: true });
    scheduler.createItem('newOrder');
    expect(scheduler.getSnapshot().sources.newOrder?.result.items[0]?.data).toEqual({
      amount: { iv: 0 },
      customer: { iv: 'A' },
    });
  });

  it('serves dscache sources from session storage until refreshed', async () => {
    const storage = createMemoryStorage();
    const first = createTableLoader({ a: [item('x')] });
    await createDataSourceScheduler({
      dataSources: [list('a', { usages: ['list', 'dscache'] })],
      loader: first.loader,
      storage,
    }).load();
    const second = createTableLoader({ a: [item('x'), item('y')] });
    const again = createDataSourceScheduler({
      dataSources: [list('a', { usages: ['list', 'dscache'] })],
      loader: second.loader,
      storage,
    });
    await again.load();
    expect(second.requests).toHaveLength(0);
    expect(again.getSnapshot().sources.a?.result.total).toBe(1);
    await again.refresh('a');
    expect(second.requests).toHaveLength(1);
    expect(again.getSnapshot().sources.a?.result.total).toBe(2);
  });

  it("serves as the event runner's data-sources port", async () => {
    const table = createTableLoader({ a: [item('x')] });
    const port: DataSourcesPort = createDataSourceScheduler({
      dataSources: [list('a')],
      loader: table.loader,
    });
    await port.refresh('a');
    expect(table.requests).toHaveLength(1);
  });

  it('notifies subscribers and keeps the snapshot between changes', async () => {
    const table = createTableLoader({ a: [item('x')] });
    const scheduler = createDataSourceScheduler({ dataSources: [list('a')], loader: table.loader });
    let calls = 0;
    const stop = scheduler.subscribe(() => (calls += 1));
    await scheduler.load();
    const snapshot = scheduler.getSnapshot();
    expect(calls).toBeGreaterThan(0);
    expect(scheduler.getSnapshot()).toBe(snapshot);
    stop();
    const seen = calls;
    scheduler.setCursor('a', -1);
    expect(calls).toBe(seen);
    expect(scheduler.getSnapshot()).not.toBe(snapshot);
  });
});
