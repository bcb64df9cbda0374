import { describe, expect, it } from 'vitest';
import { createDataSourceScheduler } from '@tessera/datasources';
import type { LoadRequest } from '@tessera/datasources';
import type { EventDefinition } from '@tessera/events';
import { createFakeClock, createMemoryStorage } from '@tessera/ports';
import type { PageJsonData, Settings } from '@tessera/protocol';
import type { SessionManager } from '@tessera/session';
import { item } from './__tests__/pageFixtures.js';
import { createPageRuntime } from './createPageRuntime.js';

function page(events: Record<string, EventDefinition[]>, sets: unknown[] = []): PageJsonData {
  return {
    pageId: 'p1',
    title: 'P',
    pageType: 'Page',
    version: 1,
    templateId: '',
    pageData: {
      controls: Object.entries(events).map(([id, list]) => ({
        id,
        typeName: 'List',
        events: list,
      })) as unknown as PageJsonData['pageData']['controls'],
    },
    pageDataSource: [
      { dsId: 'ds', name: 'ds', schemaName: 's', typeName: 'schema', usages: ['list'] },
    ],
    controlPermissionSetList: sets as PageJsonData['controlPermissionSetList'],
  };
}

function setup(definition: PageJsonData, envType = 'Runtime') {
  const storage = createMemoryStorage();
  const shown: string[] = [];
  const messages = {
    info: (text: string) => void shown.push(text),
    warning: (text: string) => void shown.push(text),
    error: (text: string) => void shown.push(text),
  };
  const scheduler = createDataSourceScheduler({
    dataSources: definition.pageDataSource,
    loader: async (_request: LoadRequest) => ({
      total: 3,
      items: [
        item('r0', { title: '甲' }),
        item('r1', { title: '乙' }),
        item('r2', { title: '丙' }),
      ],
    }),
  });
  const user = {
    nickName: '张三',
    operations: [{ operationId: 'article.edit', operationStatus: 1 }],
  };
  const session = { getSnapshot: () => ({ user }) } as unknown as SessionManager;
  const runtime = createPageRuntime({
    page: definition,
    scheduler,
    clock: createFakeClock(),
    sessionStorage: storage,
    messages,
    services: { session, settings: { envType, appId: 'app' } as unknown as Settings },
  });
  const run = (controlId: string, payload?: unknown) =>
    runtime.eventRunner.run({ controlId, eventName: 'click', payload });
  return { runtime, run, shown, storage, scheduler };
}

const click = (actions: EventDefinition['actions'], extra: Partial<EventDefinition> = {}) => [
  { eventName: 'click', actions, ...extra },
];

describe('createPageRuntime', () => {
  it('conditions and expressions read variables, cursor fields, the user and the payload', async () => {
    const s = setup(
      page({
        c: click([
          { id: 'a1', name: '游标', typeName: 'setCursor', params: { dsId: 'ds', position: 1 } },
          {
            id: 'a2',
            name: '提示',
            typeName: 'showMessage',
            params: { textExpression: "user.nickName + '：' + ds.ds.title + '/' + payload.n" },
            conditions: [
              {
                leftExp: { source: 'payload', name: 'n' },
                action: 'eq',
                rightExp: { source: 'const', value: 7 },
                fieldType: 'Number',
              },
            ],
          },
        ]),
      }),
    );
    await s.scheduler.load();
    expect((await s.run('c', { n: 7 })).status).toBe('completed');
    expect(s.shown).toEqual(['张三：乙/7']);
  });

  it('Available mode blocks an operation the user lacks with the expression tip', async () => {
    const s = setup(
      page(
        {
          c: click(
            [{ id: 'a1', name: '导出', typeName: 'showMessage', params: { text: '已导出' } }],
            {
              operationId: 'article.export',
              noPermissionTip: { type: 'expression', expression: "user.nickName + '无权导出'" },
            },
          ),
        },
        [
          {
            controlId: 'c',
            controlMode: 'Available',
            enablePermission: true,
            operationPermissionList: [{ operId: 'article.export' }],
          },
        ],
      ),
    );
    expect((await s.run('c')).status).toBe('blocked');
    expect(s.shown).toEqual(['张三无权导出']);
  });

  it('Global variables reach the next page; CurPage ones do not', () => {
    const first = setup(page({}));
    first.runtime.pageVariables.set('city', '上海', 'Global');
    first.runtime.pageVariables.set('tab', 2, 'CurPage');
    const next = createPageRuntime({
      page: page({}),
      scheduler: first.scheduler,
      clock: createFakeClock(),
      sessionStorage: first.storage,
      messages: { info() {}, warning() {}, error() {} },
    });
    expect(next.pageVariables.getSnapshot()).toEqual({ city: '上海' });
  });

  it('ignores events in design mode', async () => {
    const s = setup(
      page({
        c: click([{ id: 'a1', name: '提示', typeName: 'showMessage', params: { text: 'x' } }]),
      }),
      'Design',
    );
    expect((await s.run('c')).status).toBe('designMode');
    expect(s.shown).toEqual([]);
  });
});
