import { describe, expect, it } from 'vitest';
import { clickEvent, createHarness } from '../__tests__/harness.js';
import type { EventRunnerOptions } from '../eventRunnerOptions.js';
import { createExpressionEvaluator } from '../expressions/createExpressionEvaluator.js';
import type { ActionDefinition } from '../types.js';

const ROWS = [{ id: 'r1' }, { id: 'r2' }, { id: 'r3' }];

function setup(overrides: Partial<EventRunnerOptions['ports']> = {}) {
  const calls: unknown[][] = [];
  const vars: Record<string, unknown> = { who: '张三' };
  const record =
    (name: string, answer?: unknown) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return answer;
    };
  const dataSources = {
    refresh: async (dsId: string) => void calls.push(['refresh', dsId]),
    setCursor: record('setCursor'),
    positionOf: (_dsId: string, id: string) => ROWS.findIndex((row) => row.id === id),
    submit: async (dsId: string) => void calls.push(['submit', dsId]),
    deleteItem: async (dsId: string) => void calls.push(['deleteItem', dsId]),
  };
  const ports: NonNullable<EventRunnerOptions['ports']> = {
    navigation: { navigate: record('navigate') },
    history: { back: record('back') },
    variables: {
      set: (name: string, value: unknown, range?: string) =>
        void calls.push(['set', name, value, range]),
    },
    dataSources,
    dataFlows: {
      run: async (flowId: string, payload: Record<string, unknown>) => {
        calls.push(['flow', flowId, payload]);
        return flowId === 'broken'
          ? { isSuccess: false, result: null, message: '流程出错' }
          : {
              isSuccess: true,
              result: { greeting: `你好，${String(payload.name)}！` },
              message: '',
            };
      },
    },
    apiModels: {
      getData: async (...args: unknown[]) => (
        calls.push(['model', ...args]),
        [{ title: '文章 1' }]
      ),
    },
    session: { signOut: record('signOut') },
    ...overrides,
  };
  const harness = createHarness({
    ports,
    evaluateExpression: createExpressionEvaluator({
      variables: (name) => vars[name],
      cursor: () => undefined,
      user: () => ({ nickName: '张三' }),
    }),
  });
  let runs = 0;
  // Each run on its own control: the 2000 ms throttle of one control does not apply.
  const runAction = (action: Omit<ActionDefinition, 'id' | 'name'>, payload: unknown = ROWS[1]) =>
    harness.runner.run({
      controlId: `c${(runs += 1)}`,
      eventName: 'click',
      payload,
      event: clickEvent([{ id: 'a', name: 'act', ...action }]),
    });
  return { calls, runAction, messages: harness.messages };
}

describe('page action types', () => {
  it('navigate opens a page by name with parameters', async () => {
    const s = setup();
    await s.runAction({
      typeName: 'navigate',
      params: {
        pageName: 'detail',
        parameters: { tab: 1 },
        parameterExpressions: { id: 'payload.id' },
      },
    });
    expect(s.calls).toEqual([
      ['navigate', '/page/detail?tab=1&id=r2', { replace: false, newWindow: false }],
    ]);
  });

  it('navigate leaves the app for an external address, or opens a new window', async () => {
    const s = setup();
    await s.runAction({ typeName: 'navigate', params: { url: 'https://example.com/a' } });
    await s.runAction({
      typeName: 'navigate',
      params: { url: 'https://example.com/b', newWindow: true },
    });
    expect(s.calls.map((call) => call[2])).toEqual([
      { replace: false, newWindow: false, fullPage: true },
      { replace: false, newWindow: true },
    ]);
  });

  it('goBack goes back in history', async () => {
    const s = setup();
    expect((await s.runAction({ typeName: 'goBack' })).status).toBe('completed');
    expect(s.calls).toEqual([['back']]);
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['the clicked row', { dsId: 'ds' }, 1],
    ['an index', { dsId: 'ds', position: 2 }, 2],
    ['an expression', { dsId: 'ds', positionExpression: '1 + 1' }, 2],
  ])('setCursor points at %s', async (_case, params, position) => {
    const s = setup();
    await s.runAction({ typeName: 'setCursor', params });
    expect(s.calls).toEqual([['setCursor', 'ds', position]]);
  });

  it('setCursor fails without a dsId or a row', async () => {
    const s = setup();
    expect((await s.runAction({ typeName: 'setCursor', params: {} })).status).toBe('failed');
    expect((await s.runAction({ typeName: 'setCursor', params: { dsId: 'ds' } }, 7)).status).toBe(
      'failed',
    );
  });

  it('submitDataSource and deleteCursorItem go through the scheduler', async () => {
    const s = setup();
    await s.runAction({ typeName: 'submitDataSource', params: { dsId: 'order' } });
    await s.runAction({ typeName: 'deleteCursorItem', params: { dsId: 'order' } });
    expect(s.calls).toEqual([
      ['submit', 'order'],
      ['deleteItem', 'order'],
    ]);
  });

  it('runDataFlow keeps the result in a page variable', async () => {
    const s = setup();
    await s.runAction({
      typeName: 'runDataFlow',
      params: {
        flowId: 'greeting',
        payloadExpressions: { name: 'user.nickName' },
        resultVariable: 'greeting',
        resultRange: 'Global',
      },
    });
    expect(s.calls).toEqual([
      ['flow', 'greeting', { name: '张三' }],
      ['set', 'greeting', { greeting: '你好，张三！' }, 'Global'],
    ]);
  });

  it('runDataFlow fails with the flow message when the flow fails', async () => {
    const s = setup();
    const result = await s.runAction({
      typeName: 'runDataFlow',
      params: { flowId: 'broken', resultVariable: 'x' },
    });
    expect(result.status).toBe('failed');
    expect(s.messages).toEqual([{ level: 'error', text: '流程出错' }]);
    expect(s.calls.filter((call) => call[0] === 'set')).toEqual([]);
  });

  it('callApiModel sends the params and keeps the answer', async () => {
    const s = setup();
    await s.runAction({
      typeName: 'callApiModel',
      params: {
        modelId: 'article-search',
        version: 1,
        params: { top: 3 },
        paramExpressions: { keyword: 'who' },
        resultVariable: 'found',
      },
    });
    expect(s.calls).toEqual([
      ['model', 'article-search', '1', { top: 3, keyword: '张三' }],
      ['set', 'found', [{ title: '文章 1' }], undefined],
    ]);
  });

  it('signOut signs out through the session port', async () => {
    const s = setup();
    await s.runAction({ typeName: 'signOut' });
    expect(s.calls).toEqual([['signOut']]);
  });

  it('an action whose port is missing fails', async () => {
    const s = setup({ session: undefined });
    expect((await s.runAction({ typeName: 'signOut' })).status).toBe('failed');
  });
});
