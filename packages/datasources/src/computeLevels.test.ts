import { describe, expect, it } from 'vitest';
import { computeLevels } from './computeLevels.js';
import { DataSourceCycleError } from './DataSourceCycleError.js';
import type { DataSourceConfig } from './types.js';

const ds = (
  dsId: string,
  preDataSourceIds: string[] = [],
  extra: Partial<DataSourceConfig> = {},
): DataSourceConfig => ({
  dsId,
  schemaName: 'article',
  preDataSourceIds,
  ...extra,
});

function cycleOf(sources: DataSourceConfig[]): readonly string[] {
  try {
    computeLevels(sources);
  } catch (error) {
    if (error instanceof DataSourceCycleError) return error.chain;
    throw error;
  }
  throw new Error('expected a cycle');
}

describe('computeLevels', () => {
  it.each([
    ['no predecessors', [ds('a'), ds('b')], { a: 0, b: 0 }],
    ['a chain', [ds('c', ['b']), ds('b', ['a']), ds('a')], { a: 0, b: 1, c: 2 }],
    [
      'one more than the deepest predecessor',
      [ds('a'), ds('b', ['a']), ds('c', ['b']), ds('d', ['a', 'c'])],
      { a: 0, b: 1, c: 2, d: 3 },
    ],
    [
      'a diamond',
      [ds('a'), ds('b', ['a']), ds('c', ['a']), ds('d', ['b', 'c'])],
      { a: 0, b: 1, c: 1, d: 2 },
    ],
    ['predecessors not on the page are ignored', [ds('a', ['ghost'])], { a: 0 }],
  ])('gives levels for %s', (_name, sources, expected) => {
    expect(Object.fromEntries(computeLevels(sources).levels)).toEqual(expected);
  });

  it('orders predecessors before dependents', () => {
    const { order } = computeLevels([ds('c', ['b']), ds('b', ['a']), ds('a')]);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('counts a filter reading another source cursor as a dependency', () => {
    const orders = ds('orders', [], {
      filters: [
        {
          fieldName: 'customer',
          operation: 'eq',
          fieldValue: { dsId: 'customers', fieldName: 'code' },
        },
      ],
    });
    const graph = computeLevels([orders, ds('customers')]);
    expect(graph.levels.get('orders')).toBe(1);
    expect(graph.predecessors.get('orders')).toEqual(['customers']);
    expect(graph.dependents.get('customers')).toEqual(['orders']);
  });

  it('counts an input parameter reading a cursor as a dependency', () => {
    const flow = ds('flow', [], {
      schemaName: null,
      dataFlowName: 'f',
      inputParemeter: [{ name: 'code', value: { dsId: 'a', fieldName: 'code' } }],
    });
    expect(computeLevels([ds('a'), flow]).levels.get('flow')).toBe(1);
  });

  it('raises an error listing the chain of a cycle', () => {
    const chain = cycleOf([ds('a', ['b']), ds('b', ['c']), ds('c', ['a'])]);
    expect(chain).toEqual(['a', 'b', 'c', 'a']);
    expect(() => computeLevels([ds('a', ['b']), ds('b', ['c']), ds('c', ['a'])])).toThrow(
      'a → b → c → a',
    );
  });

  it('lists only the cycle, not the path that led to it', () => {
    expect(cycleOf([ds('x', ['a']), ds('a', ['b']), ds('b', ['a'])])).toEqual(['a', 'b', 'a']);
  });

  it('treats a source naming itself as a cycle', () => {
    expect(cycleOf([ds('a', ['a'])])).toEqual(['a', 'a']);
  });

  it('handles a chain of 5000 sources without overflowing the stack', () => {
    const sources = Array.from({ length: 5000 }, (_, i) => ds(`s${i}`, i ? [`s${i - 1}`] : []));
    expect(computeLevels(sources.reverse()).levels.get('s4999')).toBe(4999);
  });

  it('refuses two sources with the same dsId', () => {
    expect(() => computeLevels([ds('a'), ds('a')])).toThrow('share the dsId "a"');
  });
});
