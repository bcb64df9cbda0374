import { describe, expect, it } from 'vitest';
import { clickEvent, createHarness, go, whenFlag } from './__tests__/harness.js';
import type { ActionDefinition } from './types.js';

const run = (harness: ReturnType<typeof createHarness>, actions: ActionDefinition[]) =>
  harness.runner.run({ controlId: 'b', eventName: 'click', event: clickEvent(actions) });

describe('createEventRunner: the action chain (spec 1 §4)', () => {
  it('skips frozen actions without a record', async () => {
    const harness = createHarness();
    const result = await run(harness, [go('one', { isFrozen: true }), go('two')]);
    expect(harness.navigations.map((n) => n.path)).toEqual(['/to/two']);
    expect(result.records.map((r) => r.actionName)).toEqual(['two']);
  });

  describe('conditions', () => {
    it.each<[string, unknown, string[], string, string[]]>([
      ['met: runs', 'yes', ['/to/guarded', '/to/after'], 'completed', []],
      [
        'unmet: logged and skipped',
        'no',
        ['/to/after'],
        'completed',
        ['动作:[guarded]未满足执行条件'],
      ],
      [
        'missing value: unmet',
        undefined,
        ['/to/after'],
        'completed',
        ['动作:[guarded]未满足执行条件'],
      ],
    ])('%s', async (_case, flag, paths, status, logLines) => {
      const harness = createHarness({}, flag === undefined ? {} : { flag });
      const result = await run(harness, [
        go('guarded', { conditions: whenFlag('yes') }),
        go('after'),
      ]);
      expect(result.status).toBe(status);
      expect(harness.navigations.map((n) => n.path)).toEqual(paths);
      expect(harness.logs.filter((l) => l.level === 'info').map((l) => l.text)).toEqual(logLines);
    });

    it.each<[string, ActionDefinition['conditions']]>([
      ['an empty list', []],
      ['an empty set object', { conditions: [] }],
      ['null', null],
      ['no conditions', undefined],
    ])('always runs with %s', async (_case, conditions) => {
      const harness = createHarness({ conditionResolver: undefined });
      await run(harness, [go('x', { conditions })]);
      expect(harness.navigations).toHaveLength(1);
    });

    it('stops the chain when an unmet set has isStopNext', async () => {
      const harness = createHarness({}, { flag: 'no' });
      const result = await run(harness, [
        go('first'),
        go('gate', { conditions: { conditions: whenFlag('yes'), isStopNext: true } }),
        go('never'),
      ]);
      expect(result.status).toBe('stopped');
      expect(harness.navigations.map((n) => n.path)).toEqual(['/to/first']);
      expect(harness.logs.map((l) => l.text)).toContain('动作:[gate]未满足执行条件');
    });

    it('does not stop on a met set with isStopNext', async () => {
      const harness = createHarness({}, { flag: 'yes' });
      const result = await run(harness, [
        go('gate', { conditions: { conditions: whenFlag('yes'), isStopNext: true } }),
        go('next'),
      ]);
      expect(result.status).toBe('completed');
      expect(harness.navigations).toHaveLength(2);
    });

    it('reads values when the action is reached, so an earlier action can change them', async () => {
      const variables: Record<string, unknown> = { flag: 'no' };
      const harness = createHarness({}, variables);
      harness.runner.registry.register({
        typeName: 'flip',
        run: () => void (variables.flag = 'yes'),
      });
      await run(harness, [
        { id: 'f', name: 'flip', typeName: 'flip' },
        go('guarded', { conditions: whenFlag('yes') }),
      ]);
      expect(harness.navigations.map((n) => n.path)).toEqual(['/to/guarded']);
    });

    it('fails the action on a condition set of the wrong shape', async () => {
      const harness = createHarness();
      const result = await run(harness, [go('bad', { conditions: 'oops' as never }), go('never')]);
      expect(result.status).toBe('failed');
      expect(harness.navigations).toEqual([]);
    });
  });

  describe('typeName (an action needs one)', () => {
    it.each<[string, Partial<ActionDefinition>, string]>([
      ['missing', { typeName: undefined as never }, '动作:[bad]缺少typeName'],
      ['blank', { typeName: ' ' }, '动作:[bad]缺少typeName'],
      ['not registered', { typeName: 'teleport' }, '动作:[bad]的类型[teleport]未注册'],
    ])('%s: logs an error, records noexecute/fail and stops', async (_case, extra, logLine) => {
      const harness = createHarness();
      const result = await run(harness, [{ ...go('bad'), ...extra }, go('never')]);
      expect(result.status).toBe('failed');
      expect(result.error).toBeInstanceOf(Error);
      expect(harness.logs).toEqual([{ level: 'error', text: logLine }]);
      expect(result.records).toEqual([
        expect.objectContaining({ actionName: 'bad', isExcute: 'noexecute', isSuccess: 'fail' }),
      ]);
      expect(harness.navigations).toEqual([]);
    });
  });

  describe('delays accumulate: each action waits its own delay after the one before', () => {
    it.each<[string, ActionDefinition[], Record<string, number>]>([
      ['no delays: all at once', [go('a'), go('b')], { a: 0, b: 0 }],
      [
        '1 s then 2 s',
        [go('a', { timeOut: 1 }), go('b', { timeOut: 2 }), go('c')],
        { a: 1000, b: 3000, c: 3000 },
      ],
      [
        'a delay expression (seconds)',
        [go('a', { delayExpression: 'half' }), go('b', { timeOut: 1 })],
        { a: 500, b: 1500 },
      ],
      [
        'skipped and frozen actions add no delay',
        [
          go('a', { timeOut: 1 }),
          go('frozen', { timeOut: 5, isFrozen: true }),
          go('unmet', { timeOut: 5, conditions: whenFlag('yes') }),
          go('b', { timeOut: 1 }),
        ],
        { a: 1000, b: 2000 },
      ],
    ])('%s', async (_case, actions, expected) => {
      const harness = createHarness({
        evaluateExpression: (expression) => (expression === 'half' ? 0.5 : undefined),
      });
      const start = harness.clock.now();
      const times: Record<string, number> = {};
      harness.runner.registry.register(
        {
          typeName: 'navigate',
          run: ({ action }) => void (times[action.name] = harness.clock.now() - start),
        },
        { replace: true },
      );
      const pending = run(harness, actions);
      await harness.clock.advanceAsync(10_000);
      expect((await pending).status).toBe('completed');
      expect(times).toEqual(expected);
    });

    it('has not run a delayed action before its time', async () => {
      const harness = createHarness();
      const pending = run(harness, [go('a', { timeOut: 3 })]);
      await harness.clock.advanceAsync(2_999);
      expect(harness.navigations).toEqual([]);
      await harness.clock.advanceAsync(1);
      await pending;
      expect(harness.navigations).toHaveLength(1);
    });
  });

  describe('action-run records in session storage', () => {
    it('writes controlId, actionId, eventName, actionName, isExcute and isSuccess per action', async () => {
      const harness = createHarness({}, { flag: 'no' });
      harness.runner.registry.register({
        typeName: 'boom',
        run: () => Promise.reject(new Error('x')),
      });
      const result = await run(harness, [
        { id: 'a1', name: '跳转', typeName: 'navigate', params: { url: '/x' } },
        {
          id: 'a2',
          name: '条件',
          typeName: 'navigate',
          params: { url: '/y' },
          conditions: whenFlag('yes'),
        },
        { id: 'a3', name: '失败', typeName: 'boom' },
        { id: 'a4', name: '不会执行', typeName: 'navigate', params: { url: '/z' } },
      ]);
      const expected = [
        {
          controlId: 'b',
          actionId: 'a1',
          eventName: 'click',
          actionName: '跳转',
          isExcute: 'execute',
          isSuccess: 'success',
        },
        {
          controlId: 'b',
          actionId: 'a2',
          eventName: 'click',
          actionName: '条件',
          isExcute: 'noexecute',
          isSuccess: 'success',
        },
        {
          controlId: 'b',
          actionId: 'a3',
          eventName: 'click',
          actionName: '失败',
          isExcute: 'execute',
          isSuccess: 'fail',
        },
      ];
      expect(result.status).toBe('failed');
      expect(result.records).toEqual(expected);
      expect(JSON.parse(harness.sessionStorage.getItem('actionRunRecords') ?? '[]')).toEqual(
        expected,
      );
      expect(harness.runner.runLog.read()).toEqual(expected);
      expect(harness.logs).toContainEqual({ level: 'error', text: '动作:[失败]执行失败' });
    });

    it('appends across runs', async () => {
      const harness = createHarness();
      await harness.runner.run({
        controlId: 'b1',
        eventName: 'click',
        event: clickEvent([go('one')]),
      });
      await harness.runner.run({
        controlId: 'b2',
        eventName: 'click',
        event: clickEvent([go('two')]),
      });
      expect(harness.runner.runLog.read().map((r) => r.controlId)).toEqual(['b1', 'b2']);
    });
  });

  describe('the event marker and the snapshot', () => {
    it('marks the event while its chain runs and clears the marker after the run', async () => {
      const harness = createHarness();
      const snapshots: unknown[] = [];
      harness.runner.subscribe(() => snapshots.push(harness.runner.getSnapshot()));
      const pending = run(harness, [go('a', { timeOut: 2 })]);
      expect(harness.runner.getSnapshot().running).toEqual([
        { controlId: 'b', eventName: 'click', startedAt: harness.clock.now() },
      ]);
      await harness.clock.advanceAsync(2000);
      const result = await pending;
      expect(harness.runner.getSnapshot()).toEqual({ running: [], lastResult: result });
      expect(snapshots).toHaveLength(2);
    });

    it('keeps the snapshot identity between changes and drops unsubscribed listeners', async () => {
      const harness = createHarness();
      const first = harness.runner.getSnapshot();
      expect(harness.runner.getSnapshot()).toBe(first);
      let calls = 0;
      const unsubscribe = harness.runner.subscribe(() => (calls += 1));
      unsubscribe();
      await run(harness, [go('a')]);
      expect(calls).toBe(0);
      expect(harness.runner.getSnapshot()).not.toBe(first);
    });

    it('records refused runs as the last result', async () => {
      const harness = createHarness({ isDesignMode: () => true });
      await run(harness, [go('a')]);
      expect(harness.runner.getSnapshot().lastResult?.status).toBe('designMode');
    });
  });

  it('cancels waiting chains on dispose and refuses later runs', async () => {
    const harness = createHarness();
    const pending = run(harness, [go('a'), go('b', { timeOut: 5 })]);
    await harness.clock.advanceAsync(1000);
    harness.runner.dispose();
    expect((await pending).status).toBe('cancelled');
    expect(harness.clock.pendingTimers()).toBe(0);
    await harness.clock.advanceAsync(10_000);
    expect(harness.navigations.map((n) => n.path)).toEqual(['/to/a']);
    expect((await run(harness, [go('c')])).status).toBe('cancelled');
  });

  it('hands the payload and an evaluator to action types', async () => {
    const seen: unknown[] = [];
    const harness = createHarness({
      evaluateExpression: (expression, scope) => `${expression}:${String(scope.payload)}`,
    });
    harness.runner.registry.register({
      typeName: 'probe',
      run: ({ payload, evaluate, controlId, eventName }) =>
        void seen.push(payload, evaluate('e'), controlId, eventName),
    });
    await harness.runner.run({
      controlId: 'row',
      eventName: 'rowClick',
      payload: 7,
      event: { eventName: 'rowClick', actions: [{ id: 'p', name: 'p', typeName: 'probe' }] },
    });
    expect(seen).toEqual([7, 'e:7', 'row', 'rowClick']);
  });

  it('treats a throwing expression as undefined and logs it', async () => {
    const harness = createHarness({
      evaluateExpression: () => {
        throw new Error('bad');
      },
    });
    const result = await run(harness, [go('a', { delayExpression: 'x', timeOut: 9 })]);
    expect(result.status).toBe('completed');
    expect(harness.logs).toContainEqual({ level: 'error', text: 'Expression failed: x' });
  });

  it('never rejects: a port that throws fails the run and clears the marker', async () => {
    const harness = createHarness({
      isDesignMode: () => {
        throw new Error('settings not loaded');
      },
    });
    const result = await run(harness, [go('a')]);
    expect(result.status).toBe('failed');
    expect(harness.runner.getSnapshot()).toEqual({ running: [], lastResult: result });
    const blocked = createHarness({
      canRunOperation: () => false,
      messages: {
        info: () => {
          throw new Error('toast gone');
        },
        warning: () => {},
        error: () => {},
      },
    });
    const event = clickEvent([go('a')], { operationId: 'op' });
    const outcome = await blocked.runner.run({ controlId: 'b', eventName: 'click', event });
    expect(outcome.status).toBe('failed');
  });
});
