/**
 * Property test: random command sequences by random actors over a flow with every mode, a route
 * and a CC step. Whatever happens, no accepted command reaches an impossible state
 * (findInvariantViolations lists the invariants), refusals and acceptances never change their
 * input, the writes take a compare-and-set store to the same rows, and the log replays to the
 * state.
 */

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { replay } from './applyEvent.js';
import type { Actor, InstanceRow, WorkflowCommand, WorkflowWrite } from './commandTypes.js';
import { decide } from './decide.js';
import { instanceRow } from './diffWrites.js';
import type { ApprovalMode, StartNode } from './flowTypes.js';
import { findInvariantViolations } from './findInvariantViolations.js';
import { approverActedSinceSubmission } from './queries.js';
import { resolveAssignees } from './resolveAssignees.js';
import type { AssigneeSnapshot, InstanceState, WorkflowEvent } from './stateTypes.js';
import {
  compiled,
  directory,
  fields,
  MINUTE,
  ref,
  startCommand,
  T0,
  U,
} from './__tests__/fixtures.js';

const ACTORS: Actor[] = [
  U.applicant,
  U.supervisor,
  U.wang,
  U.zhao,
  U.sun,
  U.cc,
  U.outsider,
  U.admin,
];
const AMOUNTS = [10, 5000] as const;

/** START → 逐级主管 (李四, 王五; 依次) → 金额 > 1000 ? 会签 (王五, 赵六) : 或签 (赵六, 孙七) → 抄送 → END. */
function propertyTree(): StartNode {
  return {
    key: 'start',
    type: 'start',
    name: '申请人',
    next: {
      key: 'a1',
      type: 'approver',
      name: '逐级主管',
      assignee: { kind: 'multiLevelSupervisor', levels: 2 },
      next: {
        key: 'r1',
        type: 'route',
        name: '金额',
        branches: [
          {
            key: 'big',
            name: '大额',
            condition: [
              {
                leftExp: { source: 'field', dsId: 'form', name: 'amount' },
                action: 'gt',
                rightExp: { source: 'const', value: 1000 },
                fieldType: 'Number',
              },
            ],
            next: {
              key: 'a2',
              type: 'approver',
              name: '会签',
              mode: 'and',
              assignee: { kind: 'users', users: [ref(U.wang), ref(U.zhao)] },
            },
          },
          {
            key: 'small',
            name: '其他',
            isDefault: true,
            next: {
              key: 'a3',
              type: 'approver',
              name: '或签',
              mode: 'or',
              assignee: { kind: 'users', users: [ref(U.zhao), ref(U.sun)] },
            },
          },
        ],
        next: {
          key: 'cc1',
          type: 'cc',
          name: '抄送',
          recipients: { kind: 'users', users: [ref(U.cc)] },
          next: { key: 'end', type: 'end', name: '结束' },
        },
      },
    },
  };
}

// Weighted so that sequences get deep into the flow before they end it.
const KINDS = [
  ['pass', 10],
  ['reject', 1],
  ['back', 3],
  ['transfer', 3],
  ['addSign', 4],
  ['cc', 2],
  ['withdraw', 1],
  ['cancel', 1],
  ['urge', 2],
  ['readCc', 2],
  ['resubmit', 3],
  ['batch', 3],
] as const;

const kind = fc.oneof(...KINDS.map(([name, weight]) => ({ arbitrary: fc.constant(name), weight })));

const step = fc.record({
  kind,
  actor: fc.nat(ACTORS.length - 1),
  /** 4 in 5: act on a pending task as its assignee (or as the applicant), mostly accepted. */
  asOwner: fc.nat(4).map((n) => n > 0),
  task: fc.nat(30),
  user: fc.nat(ACTORS.length - 1),
  users: fc.array(fc.nat(ACTORS.length - 1), { minLength: 0, maxLength: 3 }),
  comment: fc.constantFrom('', '意见'),
  position: fc.constantFrom('before' as const, 'after' as const),
  mode: fc.constantFrom<ApprovalMode>('sequential', 'and', 'or'),
  target: fc.nat(4),
  amount: fc.constantFrom(...AMOUNTS),
  dt: fc.integer({ min: 0, max: 15 * MINUTE }),
});

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

let snapshots: Record<number, AssigneeSnapshot>;
const accepted = new Map<string, number>();
const reached = new Set<string>();

beforeAll(async () => {
  const flow = compiled(propertyTree());
  snapshots = {};
  for (const amount of AMOUNTS) {
    snapshots[amount] = await resolveAssignees(
      { flow, applicant: ref(U.applicant), departmentId: 'd1', fieldDataList: fields(amount) },
      directory,
    );
  }
});

function toCommand(state: InstanceState, s: Step): { command: WorkflowCommand; actor: Actor } {
  const pending = state.tasks.filter((candidate) => candidate.status === 'pending');
  const pool = s.asOwner && pending.length > 0 ? pending : state.tasks;
  const task = pool.length > 0 ? pool[s.task % pool.length] : undefined;
  const taskId = task?.id ?? 'none';
  const owner = ACTORS.find((a) => a.userId === task?.assignee.userId);
  const taskActor = s.asOwner && owner ? owner : (ACTORS[s.actor] as Actor);
  const applicantActor = s.asOwner ? U.applicant : (ACTORS[s.actor] as Actor);
  const user = ref(ACTORS[s.user] as Actor);
  const users = s.users.map((i) => ref(ACTORS[i] as Actor));
  const targets = ['start', ...state.passedSteps, 'a1', 'a3'];
  switch (s.kind) {
    case 'pass':
      return {
        command: { type: 'complete', taskId, isPass: true, approvalComments: s.comment },
        actor: taskActor,
      };
    case 'reject':
      return {
        command: { type: 'complete', taskId, isPass: false, approvalComments: s.comment },
        actor: taskActor,
      };
    case 'batch':
      return {
        command: {
          type: 'batchComplete',
          items: [
            { taskId, isPass: true },
            { taskId, isPass: true },
          ].slice(0, 1 + (s.target % 2)),
        },
        actor: taskActor,
      };
    case 'back':
      return {
        command: { type: 'back', taskId, stepUuid: targets[s.target % targets.length] as string },
        actor: taskActor,
      };
    case 'transfer':
      return { command: { type: 'transfer', taskId, user }, actor: taskActor };
    case 'addSign':
      return {
        command: { type: 'addSign', taskId, position: s.position, users, mode: s.mode },
        actor: taskActor,
      };
    case 'cc':
      return { command: { type: 'cc', taskId, users }, actor: taskActor };
    case 'withdraw':
      return { command: { type: 'withdraw' }, actor: applicantActor };
    case 'cancel':
      return { command: { type: 'cancel' }, actor: applicantActor };
    case 'urge':
      return { command: { type: 'urge' }, actor: applicantActor };
    case 'readCc': {
      const copied = state.ccs[s.user % Math.max(1, state.ccs.length)]?.user.userId;
      const reader = ACTORS.find((a) => a.userId === copied);
      return {
        command: { type: 'readCc' },
        actor: s.asOwner && reader ? reader : (ACTORS[s.actor] as Actor),
      };
    }
    case 'resubmit':
      return {
        command: {
          type: 'resubmit',
          fieldDataList: fields(s.amount),
          assignees: snapshots[s.amount] as AssigneeSnapshot,
        },
        actor: applicantActor,
      };
  }
}

/** A store that writes rows the way a database with conditional updates would. */
class Store {
  instance: InstanceRow | null = null;
  tables = {
    nodeRun: new Map<string, unknown>(),
    group: new Map<string, unknown>(),
    task: new Map<string, unknown>(),
    cc: new Map<string, unknown>(),
  };
  actions: WorkflowEvent[] = [];

  write(writes: readonly WorkflowWrite[]): void {
    for (const w of writes) {
      if (w.table === 'action') {
        this.actions.push(w.row);
      } else if (w.table === 'instance') {
        if (w.op === 'insert') expect(this.instance).toBeNull();
        else expect(this.instance?.version).toBe(w.expect.version);
        this.instance = w.row;
      } else {
        const table = this.tables[w.table];
        if (w.op === 'insert') {
          expect(table.has(w.row.id)).toBe(false);
        } else {
          const current = table.get(w.row.id) as Record<string, unknown> | undefined;
          expect(current).toBeDefined();
          for (const [key, value] of Object.entries(w.expect)) expect(current?.[key]).toBe(value);
        }
        table.set(w.row.id, w.row);
      }
    }
  }

  matches(state: InstanceState): void {
    expect(this.instance).toEqual(instanceRow(state));
    expect([...this.tables.nodeRun.values()]).toEqual(state.nodeRuns);
    expect([...this.tables.group.values()]).toEqual(state.groups);
    expect([...this.tables.task.values()]).toEqual(state.tasks);
    expect([...this.tables.cc.values()]).toEqual(state.ccs);
    expect(this.actions).toEqual(state.log);
  }
}

/** Invariants that need the history, beyond findInvariantViolations. */
function historyViolations(state: InstanceState): string[] {
  const out: string[] = [];
  if (state.processStatus === 'withdrawn' && approverActedSinceSubmission(state)) {
    out.push('withdrawn after an approver acted');
  }
  if (state.processStatus === 'approved') {
    for (const stepUuid of state.plan) {
      const runs = state.nodeRuns.filter(
        (r) => r.stepUuid === stepUuid && r.stepType === 'approver',
      );
      const last = runs[runs.length - 1];
      if (last && last.status !== 'passed' && last.status !== 'skipped')
        out.push(`approved with ${stepUuid} ${last.status}`);
      if (!last && stepUuid.startsWith('a')) out.push(`approved without running ${stepUuid}`);
    }
  }
  // CC reads are the only entries a finished instance takes after its last action.
  const lastAction = state.log.filter((event) => event.kind !== 'READ_CC').at(-1);
  if (state.processStatus === 'rejected' && lastAction?.kind !== 'NOT_PASS') {
    out.push('rejected without a NOT_PASS');
  }
  return out;
}

describe('decide: properties', () => {
  it('no command sequence reaches an impossible state, and the log replays to the state', async () => {
    const base = await startCommand({ tree: propertyTree() });
    fc.assert(
      fc.property(
        fc.constantFrom(...AMOUNTS),
        fc.boolean(),
        fc.array(step, { maxLength: 40 }),
        (amount, byAdmin, steps) => {
          const start: WorkflowCommand = {
            ...base,
            type: byAdmin ? 'startByUser' : 'start',
            fieldDataList: fields(amount),
            assignees: snapshots[amount] as AssigneeSnapshot,
          };
          const first = decide(null, start, byAdmin ? U.admin : U.applicant, T0);
          if (!first.ok) throw new Error(first.refusal.message);
          let state = first.state;
          const store = new Store();
          store.write(first.writes);
          let now = T0;
          for (const s of steps) {
            now += s.dt;
            const { command, actor } = toCommand(state, s);
            const before = JSON.stringify(state);
            const decision = decide(state, command, actor, now);
            expect(JSON.stringify(state)).toBe(before);
            if (!decision.ok) continue;
            accepted.set(command.type, (accepted.get(command.type) ?? 0) + 1);
            expect(decision.state.log.slice(-decision.events.length)).toEqual(decision.events);
            state = decision.state;
            reached.add(state.processStatus);
            store.write(decision.writes);
            expect([...findInvariantViolations(state), ...historyViolations(state)]).toEqual([]);
          }
          store.matches(state);
          expect(replay(JSON.parse(JSON.stringify(state.log)) as WorkflowEvent[])).toEqual(state);
        },
      ),
      { numRuns: 500 },
    );
    // The sequences reach every command, so the properties are not vacuous.
    for (const type of [
      'complete',
      'batchComplete',
      'back',
      'transfer',
      'addSign',
      'cc',
      'withdraw',
      'cancel',
      'urge',
      'readCc',
      'resubmit',
    ]) {
      expect(accepted.get(type) ?? 0, type).toBeGreaterThan(0);
    }
    expect([...reached].sort()).toEqual([
      'approved',
      'cancelled',
      'rejected',
      'returned',
      'running',
      'withdrawn',
    ]);
  });
});
