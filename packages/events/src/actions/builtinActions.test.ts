import { describe, expect, it } from 'vitest';
import { clickEvent, createHarness } from '../__tests__/harness.js';
import type { EventRunnerOptions } from '../eventRunnerOptions.js';
import type { ActionDefinition } from '../types.js';

function setup() {
  const variables: unknown[][] = [];
  const refreshed: string[] = [];
  const navigations: { path: string; options: unknown }[] = [];
  const ports: NonNullable<EventRunnerOptions['ports']> = {
    navigation: { navigate: (path, options) => void navigations.push({ path, options }) },
    variables: { set: (...args) => void variables.push(args) },
    dataSources: { refresh: async (dsId) => void refreshed.push(dsId) },
  };
  const harness = createHarness({
    ports,
    evaluateExpression: (expression, scope) =>
      expression === 'row.url' ? `/detail/${String(scope.payload)}` : `=${expression}`,
  });
  /** Runs one action of the given type, with `payload` 42. */
  const runAction = (action: Omit<ActionDefinition, 'id' | 'name'>) => {
    return harness.runner.run({
      controlId: 'c',
      eventName: 'click',
      payload: 42,
      event: clickEvent([{ id: 'a', name: 'act', ...action }]),
    });
  };
  return { messages: harness.messages, navigations, variables, refreshed, runAction };
}

describe('built-in action types', () => {
  describe('navigate', () => {
    it.each<[string, Record<string, unknown>, string, object]>([
      ['a url', { url: '/page/a' }, '/page/a', { replace: false, newWindow: false }],
      [
        'replace and new window flags',
        { url: '/b', replace: true, newWindow: true },
        '/b',
        { replace: true, newWindow: true },
      ],
      [
        'a url expression',
        { url: '/ignored', urlExpression: 'row.url' },
        '/detail/42',
        { replace: false, newWindow: false },
      ],
    ])('goes to %s', async (_case, params, path, options) => {
      const s = setup();
      expect((await s.runAction({ typeName: 'navigate', params })).status).toBe('completed');
      expect(s.navigations).toEqual([{ path, options }]);
    });

    it.each<[string, Record<string, unknown> | undefined]>([
      ['no url', undefined],
      ['a blank url', { url: ' ' }],
    ])('fails with %s', async (_case, params) => {
      const s = setup();
      expect((await s.runAction({ typeName: 'navigate', params })).status).toBe('failed');
    });

    it('fails without a navigation port', async () => {
      const { runner } = createHarness({ ports: {} });
      const result = await runner.run({
        controlId: 'c',
        eventName: 'click',
        event: clickEvent([{ id: 'a', name: 'act', typeName: 'navigate', params: { url: '/a' } }]),
      });
      expect(result.status).toBe('failed');
      expect(String(result.error)).toContain('needs the "navigation" port');
    });
  });

  describe('showMessage', () => {
    it.each<[string, Record<string, unknown>, { level: string; text: string }]>([
      ['info by default', { text: '保存成功' }, { level: 'info', text: '保存成功' }],
      ['a warning', { text: '注意', level: 'warning' }, { level: 'warning', text: '注意' }],
      ['an error', { text: '出错了', level: 'error' }, { level: 'error', text: '出错了' }],
      ['an unknown level as info', { text: 't', level: 'loud' }, { level: 'info', text: 't' }],
      ['a text expression', { textExpression: 'msg' }, { level: 'info', text: '=msg' }],
    ])('shows %s', async (_case, params, message) => {
      const s = setup();
      await s.runAction({ typeName: 'showMessage', params });
      expect(s.messages).toEqual([message]);
    });

    it('fails without text', async () => {
      expect((await setup().runAction({ typeName: 'showMessage', params: {} })).status).toBe(
        'failed',
      );
    });
  });

  describe('setVariable', () => {
    it.each<[string, Record<string, unknown>, unknown[]]>([
      ['a value', { name: 'v', value: 1 }, ['v', 1, undefined]],
      [
        'a value expression in a range',
        { name: 'v', valueExpression: 'x', range: 'Global' },
        ['v', '=x', 'Global'],
      ],
      ['CurPage range', { name: 'v', value: 'a', range: 'CurPage' }, ['v', 'a', 'CurPage']],
      [
        'an unknown range left to the port',
        { name: 'v', value: 'a', range: 'Planet' },
        ['v', 'a', undefined],
      ],
    ])('sets %s', async (_case, params, call) => {
      const s = setup();
      await s.runAction({ typeName: 'setVariable', params });
      expect(s.variables).toEqual([call]);
    });

    it('fails without a name', async () => {
      expect(
        (await setup().runAction({ typeName: 'setVariable', params: { value: 1 } })).status,
      ).toBe('failed');
    });
  });

  describe('refreshDataSource', () => {
    it.each<[string, Record<string, unknown>, string[]]>([
      ['one dsId', { dsId: 'ds1' }, ['ds1']],
      ['a dsIds list in order', { dsIds: ['ds2', '', 'ds1'] }, ['ds2', 'ds1']],
    ])('refreshes %s', async (_case, params, expected) => {
      const s = setup();
      await s.runAction({ typeName: 'refreshDataSource', params });
      expect(s.refreshed).toEqual(expected);
    });

    it('fails when no dsId is named', async () => {
      expect(
        (await setup().runAction({ typeName: 'refreshDataSource', params: { dsIds: [] } })).status,
      ).toBe('failed');
    });
  });

  describe('triggersEvent', () => {
    it('runs another event, bypassing the repeat guard, and hands the payload on', async () => {
      const harness = createHarness({
        findControl: (id) =>
          id === 'target'
            ? {
                id,
                events: [
                  clickEvent([
                    { id: 't', name: 't', typeName: 'navigate', params: { url: '/target' } },
                  ]),
                ],
              }
            : undefined,
      });
      const result = await harness.runner.run({
        controlId: 'source',
        eventName: 'click',
        payload: 'row',
        event: clickEvent([
          {
            id: 'x',
            name: 'x',
            typeName: 'triggersEvent',
            params: { controlId: 'target', eventName: 'click' },
          },
        ]),
      });
      expect(result.status).toBe('completed');
      expect(harness.navigations.map((n) => n.path)).toEqual(['/target']);
    });

    it('fails when the triggered chain fails, and the throttle stops a self-triggering loop', async () => {
      const self = clickEvent([
        {
          id: 's',
          name: 's',
          typeName: 'triggersEvent',
          params: { controlId: 'me', eventName: 'click' },
        },
      ]);
      const harness = createHarness({
        findControl: (id) => (id === 'me' ? { id, events: [self] } : undefined),
      });
      const result = await harness.runner.run({ controlId: 'me', eventName: 'click' });
      // The nested run is throttled (not failed), so the outer chain completes.
      expect(result.status).toBe('completed');
      const failing = clickEvent([
        {
          id: 'f',
          name: 'f',
          typeName: 'triggersEvent',
          params: { controlId: 'x', eventName: 'y' },
        },
      ]);
      const nested = createHarness({
        findControl: (id) =>
          id === 'x'
            ? { id, events: [{ eventName: 'y', actions: [{ id: 'n', name: 'n', typeName: '' }] }] }
            : undefined,
      });
      expect(
        (await nested.runner.run({ controlId: 'a', eventName: 'click', event: failing })).status,
      ).toBe('failed');
    });
  });
});
