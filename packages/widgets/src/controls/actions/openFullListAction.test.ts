import { describe, expect, it } from 'vitest';
import { createEventRunner, createActionRegistry } from '@tessera/events';
import { createFakeClock, createMemoryStorage } from '@tessera/ports';
import type { Control } from '@tessera/protocol';
import { FULL_LIST_STORAGE_KEY, readFullListHandOver } from '../../lists/fullListHandOver.js';
import { openFullListAction } from './openFullListAction.js';

const list = {
  id: 'articles',
  typeName: 'List',
  bindInfo: { dsId: 'ds-articles' },
} as unknown as Control;

function setup() {
  const storage = createMemoryStorage();
  const navigations: string[] = [];
  const messages = { info() {}, warning() {}, error() {} };
  const runner = createEventRunner({
    clock: createFakeClock(),
    sessionStorage: createMemoryStorage(),
    messages,
    registry: createActionRegistry([openFullListAction]),
    ports: {
      sessionStorage: storage,
      navigation: { navigate: (path) => void navigations.push(path), currentPath: () => '/here' },
      page: {
        pageId: 'p1',
        findControl: (id: string) => (id === list.id ? list : undefined),
        sources: () => ({
          'ds-articles': { dsId: 'ds-articles', result: { total: 50, items: [{ id: 'a1' }] } },
          other: { dsId: 'other', result: { total: 1, items: [{ id: 'x' }] } },
        }),
      },
    },
  });
  return { storage, navigations, runner };
}

describe('openFullList action', () => {
  it('hands the list and its bound sources over and opens /full-list', async () => {
    const s = setup();
    const result = await s.runner.run({
      controlId: 'more-button',
      eventName: 'click',
      event: {
        eventName: 'click',
        actions: [
          { id: 'a', name: '全部', typeName: 'openFullList', params: { controlId: 'articles' } },
        ],
      },
    });
    expect(result.status).toBe('completed');
    expect(s.navigations).toEqual(['/full-list']);
    expect(readFullListHandOver(s.storage)).toEqual({
      pageId: 'p1',
      control: list,
      dataSources: { 'ds-articles': { dsId: 'ds-articles', total: 50, items: [{ id: 'a1' }] } },
      returnPath: '/here',
    });
  });

  it('fails for an unknown control and hands nothing over', async () => {
    const s = setup();
    const result = await s.runner.run({
      controlId: 'nope',
      eventName: 'click',
      event: { eventName: 'click', actions: [{ id: 'a', name: '全部', typeName: 'openFullList' }] },
    });
    expect(result.status).toBe('failed');
    expect(s.storage.getItem(FULL_LIST_STORAGE_KEY)).toBeNull();
  });
});
