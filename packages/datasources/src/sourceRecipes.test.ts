import { describe, expect, it } from 'vitest';
import { item } from './__tests__/fakeLoader.js';
import { createDataSourceStore } from './createDataSourceStore.js';
import { createLocalActions } from './createLocalActions.js';
import { emptyResult } from './newEntry.js';
import type { DataSourceConfig, DataSourceField, DataSourceResult } from './types.js';

const FIELDS: DataSourceField[] = [
  { name: 'title', fieldType: 'String' },
  { name: 'price', fieldType: 'Currency' },
];

function setup(config: Partial<DataSourceConfig> = {}) {
  const store = createDataSourceStore(
    [{ dsId: 'a', schemaName: 'article', chooseFields: FIELDS, ...config }],
    new Map([['a', 0]]),
  );
  const actions = createLocalActions(store);
  const state = () => store.get('a')!;
  return { store, actions, state };
}

function result(ids: string[], total = ids.length): DataSourceResult {
  return {
    ...emptyResult(FIELDS),
    total,
    items: ids.map((id) => item(id, { title: id, price: 1 })),
  };
}

describe('source state (spec 1 §4 Data sources)', () => {
  it('puts the cursor on the first item when a result is set, or -1 when it is empty', () => {
    const { actions, state } = setup();
    actions.setResult('a', result(['x', 'y']));
    expect(state().cursor).toEqual({ position: 0, dataId: 'x' });
    actions.setResult('a', result([]));
    expect(state().cursor).toEqual({ position: -1, dataId: '' });
  });

  it('resets the batch selection when a result is set', () => {
    const { actions, state } = setup();
    actions.setResult('a', result(['x', 'y']));
    actions.setBatchSelection('a', ['x', 'y']);
    actions.setResult('a', result(['x', 'y']));
    expect(state().batchSelection).toEqual([]);
  });

  it('toggles ids in the batch selection and sets cursor and selection together in radio mode', () => {
    const { actions, state } = setup();
    actions.setResult('a', result(['x', 'y', 'z']));
    actions.toggleBatchSelection('a', 'y');
    actions.toggleBatchSelection('a', 'z');
    actions.toggleBatchSelection('a', 'y');
    expect(state().batchSelection).toEqual(['z']);
    actions.selectRow('a', 1);
    expect(state().cursor).toEqual({ position: 1, dataId: 'y' });
    expect(state().batchSelection).toEqual(['y']);
  });

  it('marks an edited field changed, once', () => {
    const { actions, state } = setup();
    actions.setResult('a', result(['x']));
    actions.editField('a', 'title', 'new');
    actions.editField('a', 'title', 'newer');
    actions.editField('a', 'price', 3);
    expect(state().result.items[0]?.data.title).toEqual({ iv: 'newer' });
    expect(state().result.items[0]?.__changed).toEqual(['title', 'price']);
  });

  it('decrements the total when an item is removed and keeps the cursor on its item', () => {
    const { actions, state } = setup();
    actions.setResult('a', result(['x', 'y', 'z'], 30));
    actions.setCursor('a', 2);
    actions.setBatchSelection('a', ['x', 'z']);
    const removed = actions.removeItem('a', 0);
    expect(removed?.id).toBe('x');
    expect(state().result.total).toBe(29);
    expect(state().cursor).toEqual({ position: 1, dataId: 'z' });
    expect(state().batchSelection).toEqual(['z']);
  });

  it('moves the cursor to the next item when its own item is removed, and to -1 when none is left', () => {
    const { actions, state } = setup();
    actions.setResult('a', result(['x', 'y']));
    actions.removeItem('a', 0);
    expect(state().cursor).toEqual({ position: 0, dataId: 'y' });
    actions.removeItem('a', 0);
    expect(state().cursor).toEqual({ position: -1, dataId: '' });
    expect(state().result.total).toBe(0);
    expect(actions.removeItem('a', 5)).toBeUndefined();
  });

  it.each([
    [
      'the result has no items',
      (a: ReturnType<typeof setup>) => a.actions.setResult('a', result([])),
      true,
    ],
    [
      'the cursor selects an existing item',
      (a: ReturnType<typeof setup>) => a.actions.setResult('a', result(['x'])),
      false,
    ],
    [
      'a record was created',
      (a: ReturnType<typeof setup>) => {
        a.actions.setResult('a', result(['x']));
        a.actions.createItem('a');
      },
      true,
    ],
    [
      'the cursor moved back to an existing item',
      (a: ReturnType<typeof setup>) => {
        a.actions.setResult('a', result(['x']));
        a.actions.createItem('a');
        a.actions.setCursor('a', 0);
      },
      false,
    ],
    [
      'the cursor points to a new entry',
      (a: ReturnType<typeof setup>) => {
        a.actions.setResult('a', result(['x']));
        a.actions.createItem('a');
        a.actions.setCursor('a', 0);
        a.actions.setCursor('a', 1);
      },
      true,
    ],
  ])('adding mode when %s: %s', (_name, act, adding) => {
    const harness = setup();
    act(harness);
    expect(harness.state().isAddingData).toBe(adding);
  });

  it('creates new entries as Draft with per-type defaults and the fixed fields', () => {
    const { actions, state } = setup();
    actions.setResult('a', { ...result([]), fixedFields: { customer: 'c1' } });
    const position = actions.createItem('a');
    const entry = state().result.items[position]!;
    expect(entry).toMatchObject({ id: '', status: 'Draft', __new: true });
    expect(entry.data).toEqual({ title: { iv: '' }, price: { iv: 0 }, customer: { iv: 'c1' } });
    expect(state().cursor).toEqual({ position: 0, dataId: '' });
    // a new entry is not counted, so removing it leaves the total
    actions.removeItem('a', position);
    expect(state().result.total).toBe(0);
  });

  it('creates the new entry when a field is edited in adding mode with no current item', () => {
    const { actions, state } = setup();
    actions.setResult('a', result([]));
    expect(actions.editField('a', 'title', 'first')).toBe(true);
    expect(state().result.items).toHaveLength(1);
    expect(state().result.items[0]).toMatchObject({ __new: true, __changed: ['title'] });
  });

  it('keeps the snapshot identity until something changes', () => {
    const { store, actions } = setup();
    actions.setResult('a', result(['x', 'y']));
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    actions.setCursor('a', 0); // already there: nothing changes
    expect(store.getSnapshot()).toBe(before);
    actions.setCursor('a', 1);
    expect(store.getSnapshot()).not.toBe(before);
  });

  it('refuses an unknown dsId', () => {
    const { actions } = setup();
    expect(() => actions.setCursor('nope', 0)).toThrow('Unknown data source "nope"');
  });
});
