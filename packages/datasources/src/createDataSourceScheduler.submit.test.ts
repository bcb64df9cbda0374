import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@tessera/protocol';
import { createTableLoader, item } from './__tests__/fakeLoader.js';
import { createDataSourceScheduler } from './createDataSourceScheduler.js';
import type { DataSourceSubmitter, SubmitMutation } from './submitTypes.js';
import type { DataSourceConfig } from './types.js';

function recordingSubmitter(fail = false) {
  const sent: (SubmitMutation | SubmitMutation[] | object)[] = [];
  let next = 100;
  const save = (m: SubmitMutation): ContentItem | null =>
    m.type === 'delete'
      ? null
      : item(m.id ?? `n${next++}`, m.contentData ?? {}, (m.version ?? 0) + 1);
  const submitter: DataSourceSubmitter = {
    async mutate(m) {
      sent.push(m);
      if (fail) throw new Error('版本已过期');
      return save(m);
    },
    async incrementField(m) {
      sent.push(m);
      return item(m.id, { views: 11 }, 2);
    },
    async batch(ms) {
      sent.push([...ms]);
      if (fail) throw new Error('batch refused');
      return ms.map(save);
    },
  };
  return { submitter, sent };
}

const source: DataSourceConfig = {
  dsId: 'a',
  schemaName: 'article',
  usages: ['list', 'edit', 'desTransmit'],
  operationId: 'op-1',
  chooseFields: [
    { name: 'title', fieldType: 'String' },
    { name: 'due', fieldType: 'DateTime' },
    { name: 'tags', fieldType: 'OptionSet' },
  ],
};

async function setup(fail = false) {
  const { submitter, sent } = recordingSubmitter(fail);
  const table = createTableLoader({
    a: [item('x', { title: 'X', tags: ['t'] }), item('y', { title: 'Y' })],
  });
  const scheduler = createDataSourceScheduler({
    dataSources: [source],
    loader: table.loader,
    submitter,
  });
  await scheduler.load();
  return { scheduler, sent, state: () => scheduler.getSnapshot().sources.a! };
}

describe('createDataSourceScheduler: submit (spec 1 §7 Mutations)', () => {
  it('adds a new entry with the submit rules of spec 1 §5 and keeps it as the saved item', async () => {
    const { scheduler, sent, state } = await setup();
    scheduler.createItem('a');
    scheduler.editField('a', 'title', 'new');
    scheduler.editField('a', 'tags', null);
    const saved = await scheduler.submit('a');
    expect(sent[0]).toEqual({
      type: 'add',
      schemaName: 'article',
      operationId: 'op-1',
      desTransmit: 'a',
      contentData: { title: 'new', due: '', tags: [] },
    });
    expect(saved?.id).toBe('n100');
    expect(state().result.items[2]).not.toHaveProperty('__new');
    expect(state().result.total).toBe(3);
    expect(state()).toMatchObject({ isAddingData: false, cursor: { position: 2, dataId: 'n100' } });
  });

  it('updates a changed item with its version and clears the changed marks', async () => {
    const { scheduler, sent, state } = await setup();
    scheduler.editField('a', 'title', 'X2');
    await scheduler.submit('a');
    expect(sent[0]).toMatchObject({
      type: 'update',
      id: 'x',
      version: 1,
      contentData: { title: 'X2', tags: ['t'] },
    });
    expect(state().result.items[0]).toMatchObject({ version: 2 });
    expect(state().result.items[0]).not.toHaveProperty('__changed');
  });

  it('sends nothing for an unchanged item', async () => {
    const { scheduler, sent } = await setup();
    await expect(scheduler.submit('a')).resolves.toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('deletes on the server, then removes the item and decrements the total', async () => {
    const { scheduler, sent, state } = await setup();
    await scheduler.deleteItem('a', { position: 1 });
    expect(sent[0]).toEqual({
      type: 'delete',
      schemaName: 'article',
      id: 'y',
      operationId: 'op-1',
    });
    expect(state().result.items.map((i) => i.id)).toEqual(['x']);
    expect(state().result.total).toBe(1);
  });

  it('records a refused change on the source and changes nothing', async () => {
    const { scheduler, state } = await setup(true);
    scheduler.editField('a', 'title', 'X2');
    await expect(scheduler.submit('a')).rejects.toThrow('版本已过期');
    expect(state().error).toBe('版本已过期');
    expect(state().result.items[0]?.__changed).toEqual(['title']);
    await expect(scheduler.deleteItem('a')).rejects.toThrow();
    expect(state().result.total).toBe(2);
  });

  it('sends every pending change of several items in one batch', async () => {
    const { scheduler, sent, state } = await setup();
    scheduler.editField('a', 'title', 'X2', 0);
    scheduler.editField('a', 'title', 'Y2', 1);
    scheduler.createItem('a');
    scheduler.editField('a', 'title', 'Z');
    await expect(scheduler.submitBatch()).resolves.toBe(3);
    expect(sent).toHaveLength(1);
    expect((sent[0] as SubmitMutation[]).map((m) => [m.type, m.contentData?.title])).toEqual([
      ['update', 'X2'],
      ['update', 'Y2'],
      ['add', 'Z'],
    ]);
    expect(state().result.items.some((i) => i.__new || i.__changed)).toBe(false);
    await expect(scheduler.submitBatch()).resolves.toBe(0);
  });

  it('keeps every pending change when the batch is refused', async () => {
    const { scheduler, state } = await setup(true);
    scheduler.editField('a', 'title', 'X2', 0);
    scheduler.createItem('a');
    await expect(scheduler.submitBatch(['a'])).rejects.toThrow('batch refused');
    expect(state().result.items.filter((i) => i.__new || i.__changed)).toHaveLength(2);
  });

  it('increments a field through updateFieldContent', async () => {
    const { scheduler, sent, state } = await setup();
    await scheduler.incrementField('a', 'views', 1);
    expect(sent[0]).toEqual({
      schemaName: 'article',
      fieldName: 'views',
      step: 1,
      id: 'x',
      operationId: 'op-1',
    });
    expect(state().result.items[0]?.data.views).toEqual({ iv: 11 });
    await expect(scheduler.incrementField('a', 'views', 0.5)).rejects.toThrow(RangeError);
  });

  it('refuses to submit without a submitter', async () => {
    const table = createTableLoader({ a: [item('x')] });
    const scheduler = createDataSourceScheduler({ dataSources: [source], loader: table.loader });
    await scheduler.load();
    scheduler.editField('a', 'title', 'X2');
    await expect(scheduler.submit('a')).rejects.toThrow('without a submitter');
  });
});
