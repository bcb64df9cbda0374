import { describe, expect, it } from 'vitest';
import { item } from './__tests__/fakeLoader.js';
import { buildLoadRequest, createValueReader, pagingOf } from './buildLoadRequest.js';
import { initialSourceState } from './createDataSourceStore.js';
import type { DataSourceConfig, DataSourceState } from './types.js';

const list: DataSourceConfig = { dsId: 'l', schemaName: 'article', usages: ['list'] };
const form: DataSourceConfig = { dsId: 'f', schemaName: 'article', usages: ['edit'] };
const paging = (page: number, pageSize: number | null, loadMoreCounter = 1) => ({
  page,
  pageSize,
  loadMoreCounter,
});

describe('pagingOf (spec 1 §9 paging)', () => {
  it.each([
    ['a non-list source fetches 1', form, paging(1, null), { top: 1, skip: 0 }],
    [
      'a non-list source keeps its skip',
      { ...form, skip: 4 },
      paging(1, null),
      { top: 1, skip: 4 },
    ],
    ['a list fetches topN, default 20', list, paging(1, null), { top: 20, skip: 0 }],
    ['a list fetches its own topN', { ...list, topN: 7 }, paging(1, null), { top: 7, skip: 0 }],
    ['page 1 of 25', list, paging(1, 25), { top: 25, skip: 0 }],
    ['skip = (page − 1) × size', list, paging(3, 25), { top: 25, skip: 50 }],
    ['page 2 of 10', list, paging(2, 10), { top: 10, skip: 10 }],
    ['load more: topN = 20 × counter', list, paging(1, null, 2), { top: 40, skip: 0 }],
    ['load more, third step', list, paging(1, null, 3), { top: 60, skip: 0 }],
    [
      'load more never asks fewer than topN',
      { ...list, topN: 50 },
      paging(1, null, 2),
      { top: 50, skip: 0 },
    ],
  ])('%s', (_name, config, state, expected) => {
    expect(pagingOf(config, state)).toEqual(expected);
  });
});

describe('buildLoadRequest', () => {
  const none = createValueReader(() => undefined);

  it('orders by created ascending by default (spec 1 §9)', () => {
    const request = buildLoadRequest(list, paging(1, null), none);
    expect(request).toMatchObject({
      kind: 'schema',
      orderfield: 'created',
      orderasc: true,
      filter: '',
    });
  });

  it('takes the designed order', () => {
    const request = buildLoadRequest(
      { ...list, sortField: 'views', ascending: false },
      paging(1, null),
      none,
    );
    expect(request).toMatchObject({ orderfield: 'views', orderasc: false });
  });

  it('joins fixed, designed and customer filters through @tessera/filters', () => {
    const request = buildLoadRequest(
      {
        ...list,
        fixedFilters: [
          { fieldName: 'status', operation: 'eq', fieldValue: 'Published', fieldType: 'String' },
        ],
        filters: [{ fieldName: 'views', operation: 'ge', fieldValue: 10, fieldType: 'Number' }],
        customerFilters: [
          { fieldName: 'title', operation: 'contains', fieldValue: 'a.b', fieldType: 'String' },
          { fieldName: 'skipped', operation: 'eq', fieldValue: '', fieldType: 'String' },
        ],
        aggregateFilters: [
          { fieldName: 'count_all', operation: 'gt', fieldValue: 1, fieldType: 'Number' },
        ],
      },
      paging(1, null),
      none,
    );
    expect(request.filter).toBe(
      "(status eq 'Published' and views ge 10 and contains(title,'a\\.b')) and (count_all gt 1)",
    );
    expect(request.aggregateFilter).toBe('count_all gt 1');
  });

  it("reads a filter value from a predecessor's cursor", () => {
    const customers: DataSourceState = {
      ...initialSourceState({ dsId: 'customers' }, 0),
      cursor: { position: 1, dataId: 'k2' },
    };
    customers.result = {
      ...customers.result,
      items: [item('k1', { code: 'A' }), item('k2', { code: 'B' })],
    };
    const reader = createValueReader((dsId) => (dsId === 'customers' ? customers : undefined));
    const orders: DataSourceConfig = {
      ...list,
      filters: [
        {
          fieldName: 'customer',
          operation: 'eq',
          fieldType: 'String',
          fieldValue: { dsId: 'customers', fieldName: 'code' },
        },
        {
          fieldName: 'customerId',
          operation: 'eq',
          fieldType: 'String',
          fieldValue: { dsId: 'customers', fieldName: 'id' },
        },
      ],
    };
    expect(buildLoadRequest(orders, paging(1, null), reader).filter).toBe(
      "customer eq 'B' and customerId eq 'k2'",
    );
  });

  it('resolves input parameters of a data flow, cursor references included', () => {
    const a: DataSourceState = {
      ...initialSourceState({ dsId: 'a' }, 0),
      cursor: { position: 0, dataId: 'x' },
    };
    a.result = { ...a.result, items: [item('x', { code: 'C7' })] };
    const reader = createValueReader((dsId) => (dsId === 'a' ? a : undefined));
    const flow: DataSourceConfig = {
      dsId: 'flow',
      dataFlowName: 'sum',
      inputParemeter: [
        { name: 'code', value: { dsId: 'a', fieldName: 'code' } },
        { name: 'limit', value: 3 },
      ],
    };
    const request = buildLoadRequest(flow, paging(1, null), reader);
    expect(request.kind).toBe('dataFlow');
    expect(request.parameters).toEqual({ code: 'C7', limit: 3 });
  });

  it('passes other bound values to the app resolver', () => {
    const reader = createValueReader(
      () => undefined,
      (filter) => (filter.fieldValue === '$var' ? 'from-page' : filter.fieldValue),
    );
    const config = {
      ...list,
      filters: [
        {
          fieldName: 'title',
          operation: 'eq' as const,
          fieldType: 'String' as const,
          fieldValue: '$var',
        },
      ],
    };
    expect(buildLoadRequest(config, paging(1, null), reader).filter).toBe("title eq 'from-page'");
  });

  it.each([
    [{ dsId: 'm', modelId: 'm1', modelType: 'OLAP' as const }, 'olapModel'],
    [{ dsId: 'm', modelId: 'm1', modelType: 'API' as const }, 'apiModel'],
    [{ dsId: 'm', dataFlowName: 'f', schemaName: 'x' }, 'dataFlow'],
  ])('knows the kind of %j', (config, kind) => {
    expect(buildLoadRequest(config, paging(1, null), none).kind).toBe(kind);
  });
});
