import { describe, expect, it } from 'vitest';
import { clickEvent, createHarness, go } from './__tests__/harness.js';
import { REPEAT_GUARD_MS } from './createEventRunner.js';
import type { EventControl, EventTimeSetting } from './types.js';

describe('createEventRunner: what stops a run before its actions (spec 1 §4, §6, §8)', () => {
  it('ignores events in design mode', async () => {
    let design = true;
    const { runner, navigations } = createHarness({ isDesignMode: () => design });
    const event = clickEvent([go('home')]);
    expect((await runner.run({ controlId: 'b', eventName: 'click', event })).status).toBe(
      'designMode',
    );
    expect(navigations).toEqual([]);
    design = false;
    expect((await runner.run({ controlId: 'b', eventName: 'click', event })).status).toBe(
      'completed',
    );
  });

  describe('repeat guard: the same event again within 10 s is ignored, except triggersEvent', () => {
    it.each<[string, number, boolean, string]>([
      ['again at 5 s while the first run waits', 5_000, false, 'repeated'],
      ['again at 9.999 s', 9_999, false, 'repeated'],
      ['again at 10 s: the guard has run out', 10_000, false, 'completed'],
      ['again at 5 s as a triggered event', 5_000, true, 'completed'],
    ])('%s', async (_case, at, triggersEvent, expected) => {
      const { runner, clock } = createHarness();
      // The first run waits 60 s before its action, so its marker is still set.
      const event = clickEvent([go('slow', { timeOut: 60 })], {
        timeSetting: { timeSettingOpen: false },
      });
      const first = runner.run({ controlId: 'b', eventName: 'click', event });
      await clock.advanceAsync(at);
      // Same control and event, but an instant chain, so the second run ends at once when it runs.
      const again = clickEvent([go('again')], { timeSetting: { timeSettingOpen: false } });
      const second = await runner.run({
        controlId: 'b',
        eventName: 'click',
        event: again,
        triggersEvent,
      });
      expect(second.status).toBe(expected);
      await clock.advanceAsync(120_000);
      await first;
    });

    it('lets the same event run again once the marker is cleared after its run', async () => {
      const { runner, clock } = createHarness();
      const event = clickEvent([go('fast')], { timeSetting: { timeSettingOpen: false } });
      expect((await runner.run({ controlId: 'b', eventName: 'click', event })).status).toBe(
        'completed',
      );
      clock.advance(1);
      expect((await runner.run({ controlId: 'b', eventName: 'click', event })).status).toBe(
        'completed',
      );
    });

    it('guards each control and event separately', async () => {
      const { runner, clock } = createHarness();
      const slow = clickEvent([go('slow', { timeOut: 30 })]);
      const pending = runner.run({ controlId: 'b1', eventName: 'click', event: slow });
      await clock.advanceAsync(1);
      const other = await runner.run({
        controlId: 'b2',
        eventName: 'click',
        event: clickEvent([go('x')]),
      });
      expect(other.status).toBe('completed');
      expect(
        (await runner.run({ controlId: 'b1', eventName: 'change', event: clickEvent([go('y')]) }))
          .status,
      ).toBe('completed');
      await clock.advanceAsync(60_000);
      await pending;
    });

    it('is 10 s', () => {
      expect(REPEAT_GUARD_MS).toBe(10_000);
    });
  });

  describe('throttle: 2000 ms by default, timeNum s with timeSettingOpen, 0 when off', () => {
    it.each<[string, EventTimeSetting | undefined, number, string]>([
      ['default, again at 1999 ms', undefined, 1999, 'throttled'],
      ['default, again at 2000 ms', undefined, 2000, 'completed'],
      ['timeNum 5 s, again at 4999 ms', { timeSettingOpen: true, timeNum: 5 }, 4999, 'throttled'],
      ['timeNum 5 s, again at 5000 ms', { timeSettingOpen: true, timeNum: 5 }, 5000, 'completed'],
      ['time setting off, again at once', { timeSettingOpen: false, timeNum: 5 }, 0, 'completed'],
    ])('%s', async (_case, timeSetting, at, expected) => {
      const { runner, clock, navigations } = createHarness();
      const event = clickEvent([go('x')], timeSetting ? { timeSetting } : {});
      expect((await runner.run({ controlId: 'b', eventName: 'click', event })).status).toBe(
        'completed',
      );
      clock.advance(at);
      expect((await runner.run({ controlId: 'b', eventName: 'click', event })).status).toBe(
        expected,
      );
      expect(navigations).toHaveLength(expected === 'completed' ? 2 : 1);
    });
  });

  describe('operation permission is checked first (spec 1 §6)', () => {
    it.each<[string, object, string]>([
      ['no tip: the default text', {}, '您没有操作权限！'],
      ['a fixed text', { noPermissionTip: { type: 'text', text: '请联系管理员' } }, '请联系管理员'],
      [
        'an expression result',
        { noPermissionTip: { type: 'expression', expression: 'tip' } },
        '无权删除: b',
      ],
      [
        'an expression giving nothing',
        { noPermissionTip: { type: 'expression', expression: 'none' } },
        '您没有操作权限！',
      ],
      ['a blank fixed text', { noPermissionTip: { type: 'text', text: ' ' } }, '您没有操作权限！'],
    ])('blocks with an info message: %s', async (_case, tip, text) => {
      const checks: unknown[] = [];
      const { runner, messages, navigations, sessionStorage } = createHarness({
        canRunOperation: (check) => {
          checks.push(check);
          return false;
        },
        evaluateExpression: (expression, scope) =>
          expression === 'tip' ? `无权删除: ${scope.controlId}` : undefined,
      });
      const event = clickEvent([go('x')], { operationId: 'op-delete', ...tip });
      const result = await runner.run({
        controlId: 'b',
        eventName: 'click',
        event,
        controlTypeName: 'CardList',
      });
      expect(result.status).toBe('blocked');
      expect(messages).toEqual([{ level: 'info', text }]);
      expect(checks).toEqual([
        { controlId: 'b', controlTypeName: 'CardList', operationId: 'op-delete' },
      ]);
      expect(navigations).toEqual([]);
      expect(sessionStorage.getItem('actionRunRecords')).toBeNull();
    });

    it.each<[string, object, boolean | (() => boolean) | undefined, string]>([
      ['allowed operation', { operationId: 'op' }, true, 'completed'],
      ['no operation on the event', {}, false, 'completed'],
      ['no permission check wired', { operationId: 'op' }, undefined, 'completed'],
      ["the 'no permission' flag", { noPermission: true }, true, 'blocked'],
      [
        'a check that throws',
        { operationId: 'op' },
        () => {
          throw new Error('x');
        },
        'blocked',
      ],
    ])('%s', async (_case, extra, allowed, expected) => {
      const canRunOperation =
        allowed === undefined ? undefined : typeof allowed === 'function' ? allowed : () => allowed;
      const { runner } = createHarness(canRunOperation ? { canRunOperation } : {});
      const result = await runner.run({
        controlId: 'b',
        eventName: 'click',
        event: clickEvent([go('x')], extra),
      });
      expect(result.status).toBe(expected);
    });
  });

  describe('finding the event (spec 1 §8)', () => {
    const controls: Record<string, EventControl | (() => never)> = {
      b: { id: 'b', typeName: 'Button', events: [clickEvent([go('x')])] },
      noEvents: { id: 'noEvents', typeName: 'Button' },
      badEvents: { id: 'badEvents', events: 'click' as never },
      badActions: { id: 'badActions', events: [{ eventName: 'click' } as never] },
    };
    const findControl = (id: string): EventControl | undefined => {
      if (id === 'throws') throw new Error('boom');
      return controls[id] as EventControl | undefined;
    };

    it.each<[string, string, string, string, string]>([
      ['a known event runs', 'b', 'click', 'completed', ''],
      ['an unknown control names the control', 'ghost', 'click', 'notFound', '未找到控件:[ghost]'],
      ['an unknown event names the event', 'b', 'dblclick', 'notFound', '未找到事件:[dblclick]'],
      [
        'a control without events names the event',
        'noEvents',
        'click',
        'notFound',
        '未找到事件:[click]',
      ],
      ['events that are not a list', 'badEvents', 'click', 'eventMissing', '获取事件失败'],
      ['an event without an action list', 'badActions', 'click', 'eventMissing', '获取事件失败'],
      ['a lookup that throws', 'throws', 'click', 'eventMissing', '获取事件失败'],
    ])('%s', async (_case, controlId, eventName, status, text) => {
      const { runner, messages } = createHarness({ findControl });
      expect((await runner.run({ controlId, eventName })).status).toBe(status);
      expect(messages).toEqual(text ? [{ level: 'error', text }] : []);
    });

    it('shows 获取事件失败 when no lookup is wired and no event is passed', async () => {
      const { runner, messages } = createHarness();
      expect((await runner.run({ controlId: 'b', eventName: 'click' })).status).toBe(
        'eventMissing',
      );
      expect(messages).toEqual([{ level: 'error', text: '获取事件失败' }]);
    });

    it('uses the looked-up control typeName for the permission check', async () => {
      const seen: (string | undefined)[] = [];
      const { runner } = createHarness({
        findControl,
        canRunOperation: (check) => (seen.push(check.controlTypeName), true),
      });
      controls.op = {
        id: 'op',
        typeName: 'Table',
        events: [clickEvent([go('x')], { operationId: 'o' })],
      };
      await runner.run({ controlId: 'op', eventName: 'click' });
      expect(seen).toEqual(['Table']);
    });
  });
});
