import { describe, expect, it } from 'vitest';
import { createTableLoader, item } from './__tests__/fakeLoader.js';
import { createDataSourceScheduler } from './createDataSourceScheduler.js';
import type { DataSourceConfig, DataSourceLoader } from './types.js';

const rows = (n: number) => Array.from({ length: n }, (_, i) => item(`r${i + 1}`, { n: i + 1 }));
const list = (extra: Partial<DataSourceConfig> = {}): DataSourceConfig => ({
  dsId: 'a',
  schemaName: 'article',
  usages: ['list'],
  ...extra,
});

describe('createDataSourceScheduler: paging and load-more (spec 1 §4 Card list, §9)', () => {
  it('loads topN 20 first, then pages of 25 with skip = (page − 1) × size', async () => {
    const table = createTableLoader({ a: rows(60) });
    const scheduler = createDataSourceScheduler({ dataSources: [list()], loader: table.loader });
    await scheduler.load();
    expect(scheduler.getSnapshot().sources.a?.result.items).toHaveLength(20);
    await scheduler.setPage('a', 3);
    const state = scheduler.getSnapshot().sources.a!;
    expect(table.requests.at(-1)).toMatchObject({ top: 25, skip: 50 });
    expect(state.result.items.map((i) => i.id)).toEqual(
      rows(60)
        .slice(50)
        .map((i) => i.id),
    );
    expect(state).toMatchObject({ page: 3, pageSize: 25 });
    await scheduler.setPage('a', 2, 10);
    expect(table.requests.at(-1)).toMatchObject({ top: 10, skip: 10 });
  });

  it("uses the bound list's page size", async () => {
    const table = createTableLoader({ a: rows(30) });
    const scheduler = createDataSourceScheduler({
      dataSources: [list({ pageSize: 5 })],
      loader: table.loader,
    });
    await scheduler.setPage('a', 2);
    expect(table.requests.at(-1)).toMatchObject({ top: 5, skip: 5 });
  });

  it('fetches one item for a non-list source', async () => {
    const table = createTableLoader({ a: rows(3) });
    const scheduler = createDataSourceScheduler({
      dataSources: [list({ usages: ['edit'] })],
      loader: table.loader,
    });
    await scheduler.load();
    expect(table.requests[0]).toMatchObject({ top: 1, skip: 0 });
    await scheduler.setPage('a', 2); // paging means nothing for a form source
    expect(table.requests).toHaveLength(1);
  });

  it('loads more as topN = 20 × counter and stops when the items reach the total', async () => {
    const table = createTableLoader({ a: rows(45) });
    const scheduler = createDataSourceScheduler({ dataSources: [list()], loader: table.loader });
    await scheduler.load();
    await expect(scheduler.loadMore('a')).resolves.toBe(true);
    expect(table.requests.at(-1)).toMatchObject({ top: 40, skip: 0 });
    await expect(scheduler.loadMore('a')).resolves.toBe(true);
    expect(table.requests.at(-1)).toMatchObject({ top: 60, skip: 0 });
    expect(scheduler.getSnapshot().sources.a?.result.items).toHaveLength(45);
    await expect(scheduler.loadMore('a')).resolves.toBe(false);
    expect(table.requests).toHaveLength(3);
    expect(scheduler.getSnapshot().sources.a?.loadMoreCounter).toBe(3);
  });

  it('does nothing on load-more for a flow-backed source', async () => {
    const requests: unknown[] = [];
    const loader: DataSourceLoader = async (request) => {
      requests.push(request);
      return { total: 100, items: rows(20) };
    };
    const scheduler = createDataSourceScheduler({
      dataSources: [list({ schemaName: null, dataFlowName: 'flow1' })],
      loader,
    });
    await scheduler.load();
    await expect(scheduler.loadMore('a')).resolves.toBe(false);
    expect(requests).toHaveLength(1);
  });

  it('keeps loading more for noTotal sources while answers fill their request', async () => {
    const all = rows(50);
    const loader: DataSourceLoader = async (request) => ({
      total: 0,
      items: all.slice(request.skip, request.skip + request.top),
    });
    const scheduler = createDataSourceScheduler({
      dataSources: [list({ usages: ['list', 'noTotal'] })],
      loader,
    });
    await scheduler.load();
    await expect(scheduler.loadMore('a')).resolves.toBe(true); // 40 of 40
    await expect(scheduler.loadMore('a')).resolves.toBe(true); // 50 of 60: the end
    await expect(scheduler.loadMore('a')).resolves.toBe(false);
  });

  it('goes back to topN mode after paging when loading more', async () => {
    const table = createTableLoader({ a: rows(100) });
    const scheduler = createDataSourceScheduler({ dataSources: [list()], loader: table.loader });
    await scheduler.setPage('a', 3);
    await scheduler.loadMore('a');
    expect(table.requests.at(-1)).toMatchObject({ top: 40, skip: 0 });
  });

  it('reloads from the first page with new customer filters', async () => {
    const table = createTableLoader({ a: rows(100) });
    const scheduler = createDataSourceScheduler({ dataSources: [list()], loader: table.loader });
    await scheduler.load();
    await scheduler.loadMore('a');
    await scheduler.setCustomerFilters('a', [
      { fieldName: 'title', operation: 'contains', fieldType: 'String', fieldValue: 'x' },
    ]);
    expect(table.requests.at(-1)).toMatchObject({
      top: 20,
      skip: 0,
      filter: "contains(title,'x')",
    });
  });
});
