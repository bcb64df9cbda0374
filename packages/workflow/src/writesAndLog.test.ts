import { describe, expect, it } from 'vitest';
import { applyEvent, replay } from './applyEvent.js';
import { decide } from './decide.js';
import { instanceRow } from './diffWrites.js';
import { toStepRecords } from './stepRecords.js';
import { WorkflowReplayError } from './WorkflowReplayError.js';
import {
  MINUTE,
  pass,
  pendingOf,
  ref,
  reject,
  run,
  started,
  startCommand,
  T0,
  U,
} from './__tests__/fixtures.js';

describe('writes', () => {
  it('a start inserts the instance, its runs, groups, tasks and the APPLY entry', async () => {
    const decision = decide(null, await startCommand(), U.applicant, T0);
    expect(decision.ok && decision.writes.map((w) => `${w.op} ${w.table}`)).toEqual([
      'insert instance',
      'insert nodeRun',
      'insert nodeRun',
      'insert group',
      'insert task',
      'insert action',
    ]);
  });

  it('a PASS updates the task as a compare-and-set on pending, and moves the step on', async () => {
    const state = await started({ amount: 10 });
    const taskId = pendingOf(state, U.supervisor).id;
    const decision = decide(state, pass(U.supervisor)(state), U.supervisor, T0 + MINUTE);
    if (!decision.ok) throw new Error('refused');
    const summary = decision.writes.map((w) =>
      w.op === 'update' ? `update ${w.table} ${JSON.stringify(w.expect)}` : `insert ${w.table}`,
    );
    expect(summary).toEqual([
      'update instance {"version":1}',
      'update nodeRun {"status":"active"}',
      'insert nodeRun',
      'insert group',
      'update task {"status":"pending"}',
      'insert task',
      'insert task',
      'insert action',
    ]);
    const taskWrite = decision.writes.find((w) => w.table === 'task' && w.op === 'update');
    expect(taskWrite?.row).toMatchObject({ id: taskId, status: 'passed', actedAt: T0 + MINUTE });
    expect(decision.writes[0]?.row).toEqual(instanceRow(decision.state));
    expect(decision.notifications.map((n) => `${n.kind}:${n.userId}`)).toEqual([
      'todo:u3',
      'todo:u4',
    ]);
  });

  it('finishing notifies the applicant of the result and the CC recipients', async () => {
    const state = run(await started({ amount: 10 }), [[U.supervisor, pass(U.supervisor)]]);
    const decision = decide(state, pass(U.zhao)(state), U.zhao, T0 + 9 * MINUTE);
    expect(decision.ok && decision.notifications.map((n) => `${n.kind}:${n.userId}`)).toEqual([
      'cc:u5',
      'result:u0',
    ]);
  });

  it('the instance row leaves out the collections', async () => {
    const row = instanceRow(await started());
    expect(Object.keys(row)).not.toContain('tasks');
    expect(Object.keys(row)).not.toContain('log');
    expect(row).toMatchObject({ workflowInstanceId: 'wi-1', processStatus: 'running', version: 1 });
  });
});

describe('the action log', () => {
  it('replays to the same state, also through JSON', async () => {
    const state = run(await started({ amount: 10 }), [
      [U.supervisor, pass(U.supervisor)],
      [U.zhao, (s) => ({ type: 'transfer', taskId: pendingOf(s, U.zhao).id, user: ref(U.wang) })],
      [U.applicant, { type: 'urge' }],
      [U.wang, (s) => ({ type: 'back', taskId: pendingOf(s, U.wang).id, stepUuid: 'a1' })],
      [U.supervisor, pass(U.supervisor)],
      [U.sun, reject(U.sun)],
    ]);
    expect(replay(state.log)).toEqual(state);
    expect(replay(JSON.parse(JSON.stringify(state.log)))).toEqual(state);
  });

  it('refuses logs decide cannot have written', async () => {
    const state = run(await started(), [[U.supervisor, pass(U.supervisor)]]);
    expect(() => replay([])).toThrow(WorkflowReplayError);
    expect(() => replay(state.log.slice(1))).toThrow('a log begins with APPLY');
    expect(() => applyEvent(state, state.log[0]!)).toThrow('APPLY can only begin a log');
    expect(() => replay([state.log[0]!, { ...state.log[1]!, taskId: 'nope' } as never])).toThrow(
      'task nope does not exist',
    );
  });

  it('is the timeline: submitter and approvers, time, result, comment and time spent', async () => {
    const state = run(
      await started({ amount: 10 }),
      [
        [U.supervisor, pass(U.supervisor, '同意')],
        [
          U.zhao,
          (s) => ({
            type: 'addSign',
            taskId: pendingOf(s, U.zhao).id,
            position: 'before',
            users: [ref(U.wang)],
          }),
        ],
        [U.wang, pass(U.wang, '可以')],
        [U.zhao, reject(U.zhao, '材料不全')],
      ],
      T0 + 90 * MINUTE,
    );
    const records = toStepRecords(state);
    expect(
      records.map((r) => [
        r.approvalType,
        r.isPass,
        r.appUserName,
        r.stepName,
        r.approvalComments,
        r.spentMs,
      ]),
    ).toEqual([
      ['APPLY', null, '张三', '申请人', '', null],
      ['PASS', true, '李四', '部门主管', '同意', 90 * MINUTE],
      ['ADD_SIGN', null, '赵六', '行政或签', '', MINUTE],
      ['PASS', true, '王五', '行政或签', '可以', MINUTE],
      // 赵六's task became pending again when 王五 approved.
      ['NOT_PASS', false, '赵六', '行政或签', '材料不全', MINUTE],
    ]);
    expect(records[0]?.createdTime).toBe('2024-05-06T09:00:00.000Z');
    expect(records[2]?.targets).toEqual([ref(U.wang)]);
  });

  it('leaves CC reads out of the timeline', async () => {
    const state = run(await started({ amount: 10 }), [
      [U.supervisor, pass(U.supervisor)],
      [U.zhao, pass(U.zhao)],
      [U.cc, { type: 'readCc' }],
    ]);
    expect(state.log.at(-1)?.kind).toBe('READ_CC');
    expect(toStepRecords(state).map((r) => r.approvalType)).toEqual(['APPLY', 'PASS', 'PASS']);
  });
});
