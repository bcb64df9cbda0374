import { describe, expect, it } from 'vitest';
import type { AssigneeRule, StartNode } from './flowTypes.js';
import { resolveAssignees, type OrgDirectory } from './resolveAssignees.js';
import { compiled, directory, fields, ref, U } from './__tests__/fixtures.js';

function oneStep(assignee: AssigneeRule, extra: Record<string, unknown> = {}): StartNode {
  return {
    key: 'start',
    type: 'start',
    name: '申请人',
    next: {
      key: 'a',
      type: 'approver',
      name: '审批',
      assignee,
      ...extra,
      next: { key: 'end', type: 'end', name: '结束' },
    },
  };
}

async function resolveOne(
  assignee: AssigneeRule,
  options: {
    extra?: Record<string, unknown>;
    dir?: OrgDirectory;
    chosen?: Record<string, never[]> | Record<string, { userId: string; userName: string }[]>;
  } = {},
) {
  const snapshot = await resolveAssignees(
    {
      flow: compiled(oneStep(assignee, options.extra)),
      applicant: ref(U.applicant),
      departmentId: 'd1',
      fieldDataList: fields(1),
      chosen: options.chosen,
    },
    options.dir ?? directory,
  );
  return snapshot.steps.a;
}

describe('resolveAssignees', () => {
  it.each<[string, AssigneeRule, string[]]>([
    [
      'members',
      { kind: 'users', users: [ref(U.wang), ref(U.zhao), ref(U.wang)] },
      ['王五', '赵六'],
    ],
    ['role members', { kind: 'roles', roleIds: ['r-fin'] }, ['赵六', '孙七']],
    ['the direct supervisor', { kind: 'supervisor', level: 1 }, ['李四']],
    ['the supervisor two levels up', { kind: 'supervisor', level: 2 }, ['王五']],
    [
      'multi-level supervisors, stopping at the top',
      { kind: 'multiLevelSupervisor', levels: 5 },
      ['李四', '王五'],
    ],
    ['the applicant', { kind: 'applicant' }, ['张三']],
  ])('resolves %s', async (_name, rule, names) => {
    expect((await resolveOne(rule))?.map((user) => user.userName)).toEqual(names);
  });

  it('asks the directory for the supervisor from the applicant and department', async () => {
    const queries: unknown[] = [];
    await resolveOne(
      { kind: 'multiLevelSupervisor', levels: 2 },
      { dir: { ...directory, supervisor: (q) => (queries.push(q), null) } },
    );
    expect(queries).toEqual([{ userId: 'u0', departmentId: 'd1', level: 1 }]);
  });

  it('takes the applicant’s picks for applicantChoice', async () => {
    const picks = { a: [ref(U.sun)] };
    expect(await resolveOne({ kind: 'applicantChoice' }, { chosen: picks })).toEqual([ref(U.sun)]);
    expect(await resolveOne({ kind: 'applicantChoice' })).toEqual([]);
  });

  it('hands an empty step to the administrators when set to admin (the default)', async () => {
    const empty: AssigneeRule = { kind: 'supervisor', level: 3 };
    expect(await resolveOne(empty)).toEqual([ref(U.admin)]);
    expect(await resolveOne(empty, { extra: { emptyApprover: 'autoPass' } })).toEqual([]);
    expect(await resolveOne(empty, { extra: { emptyApprover: 'block' } })).toEqual([]);
    const { admins: _admins, ...noAdmins } = directory;
    expect(await resolveOne(empty, { dir: noAdmins })).toEqual([]);
  });

  it('keeps the members the directory still assigns, renamed; none left → the administrators', async () => {
    const members: AssigneeRule = { kind: 'users', users: [ref(U.wang), ref(U.zhao)] };
    const leftWang: OrgDirectory = {
      ...directory,
      activeUsers: (users) =>
        users
          .filter((user) => user.userId !== U.wang.userId)
          .map((user) => ({ ...user, userName: `${user.userName}（新）` })),
    };
    expect(await resolveOne(members, { dir: leftWang })).toEqual([
      { ...ref(U.zhao), userName: `${ref(U.zhao).userName}（新）` },
    ]);
    const everyoneLeft: OrgDirectory = { ...directory, activeUsers: () => [] };
    expect(await resolveOne(members, { dir: everyoneLeft })).toEqual([ref(U.admin)]);
  });

  it('resolves only the steps on the path, CC steps included, and the applicant’s departments', async () => {
    const snapshot = await resolveAssignees(
      {
        flow: compiled(),
        applicant: ref(U.applicant),
        departmentId: 'd1',
        fieldDataList: fields(5000),
      },
      {
        ...directory,
        supervisor: async () => ref(U.supervisor),
        departmentsOf: async () => ['d1'],
      },
    );
    expect(snapshot).toEqual({
      steps: { a1: [ref(U.supervisor)], a2: [ref(U.wang), ref(U.zhao)], cc1: [ref(U.cc)] },
      applicantDepartmentIds: ['d1'],
    });
  });
});
