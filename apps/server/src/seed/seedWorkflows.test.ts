import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '@tessera/protocol';
import type { CompiledFlow, FlowStepOperator } from '@tessera/workflow';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { DEMO_ORGANISATION as ORG, DEMO_USERS } from '../demoOrganisation.js';
import { DEMO_WORKFLOWS as WF } from '../demoWorkflows.js';
import type { Db } from '../db/database.js';
import { DEMO_SEED_RUN, seedDemo } from './seedDemo.js';
import { seedWorkflowsOnce, WORKFLOWS_SEED_RUN } from './seedWorkflows.js';

const userId = (key: string) => DEMO_USERS.find((u) => u.key === key)!.id;

async function dump(db: Db) {
  return {
    definitions: await db.selectFrom('wf_definitions').selectAll().orderBy('id').execute(),
    versions: await db.selectFrom('wf_versions').selectAll().orderBy('workflow_id').execute(),
    forms: await db.selectFrom('forms').selectAll().orderBy('id').execute(),
    formTypes: await db.selectFrom('form_types').selectAll().orderBy('id').execute(),
    categories: await db.selectFrom('wf_categories').selectAll().orderBy('id').execute(),
    departments: await db
      .selectFrom('departments')
      .select(['id', 'supervisor_id'])
      .orderBy('id')
      .execute(),
  };
}

describe.each(TEST_DATABASES)('demo workflow seed on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  it('sets the department supervisors: 前端组 李四, 研发部 管理员, 财务部 王五', async () => {
    const { departments } = await dump(app.tessera.db);
    const supervisorOf = (id: string) => departments.find((d) => d.id === id)?.supervisor_id;
    expect(supervisorOf(ORG.departments.frontend.id)).toBe(userId('approver1'));
    expect(supervisorOf(ORG.departments.research.id)).toBe(userId('admin'));
    expect(supervisorOf(ORG.departments.finance.id)).toBe(userId('approver2'));
  });

  it('writes the form type 人事, the form 请假申请 with its five fields and the category 人事审批', async () => {
    const rows = await dump(app.tessera.db);
    expect(rows.formTypes.map((t) => [t.id, t.name, t.app_id])).toEqual([
      [WF.formType.id, '人事', DEMO.appId],
    ]);
    const form = rows.forms.find((f) => f.id === WF.leaveForm.id)!;
    expect(form.name).toBe('请假申请');
    expect(form.form_type_id).toBe(WF.formType.id);
    expect(
      (form.fields as { label: string; type: string }[]).map((f) => [f.label, f.type]),
    ).toEqual([
      ['请假类型', 'select'],
      ['开始日期', 'date'],
      ['结束日期', 'date'],
      ['请假天数', 'input-number'],
      ['请假事由', 'textarea'],
    ]);
    expect(rows.categories.map((c) => [c.id, c.name, c.parent_id])).toEqual([
      [WF.category.id, '人事审批', EMPTY_GUID],
    ]);
  });

  it('publishes the leave request as version 1 with the compiled path and operations', async () => {
    const rows = await dump(app.tessera.db);
    const definition = rows.definitions.find((d) => d.id === WF.leaveRequest.id)!;
    expect(definition).toMatchObject({
      display_name: '请假申请',
      category_id: WF.category.id,
      form_id: WF.leaveForm.id,
      enabled: true,
      deleted: false,
      published_version: 1,
    });
    const version = rows.versions.find((v) => v.workflow_id === WF.leaveRequest.id)!;
    expect(version.version).toBe(1);
    const flow = version.json_data as CompiledFlow;
    expect(flow.steps.map((s) => [s.stepUuid, s.type, s.name])).toEqual([
      ['start', 'start', '申请人'],
      ['supervisor', 'approver', '部门主管审批'],
      ['hr', 'approver', '人事审批'],
      ['ccHr', 'cc', '抄送人事'],
      ['end', 'end', '结束'],
    ]);
    const [start, supervisor, hr, cc] = flow.steps;
    expect(start).toMatchObject({ requireDepartment: true, next: 'supervisor' });
    expect(supervisor).toMatchObject({
      assignee: { kind: 'supervisor', level: 1 },
      mode: 'sequential',
      next: 'hr',
    });
    expect(hr).toMatchObject({ mode: 'or', next: 'ccHr' });
    expect(
      (hr as { assignee: { users: { userId: string }[] } }).assignee.users.map((u) => u.userId),
    ).toEqual([userId('approver1'), userId('approver2')]);
    expect(cc).toMatchObject({
      recipients: { kind: 'users', users: [{ userId: userId('admin'), userName: '管理员' }] },
    });
    const operators = version.flow_step_operator_list as FlowStepOperator[];
    expect(operators.map((o) => [o.stepUuid, o.operations.length])).toEqual([
      ['start', 3],
      ['supervisor', 6],
      ['hr', 6],
    ]);
    // The definition's draft is the published compile.
    expect(definition.json_data).toEqual(version.json_data);
    expect(definition.flow_step_operator_list).toEqual(version.flow_step_operator_list);
  });

  it('changes nothing when it runs again', async () => {
    const before = await dump(app.tessera.db);
    await app.tessera.db.deleteFrom('seed_runs').where('name', '=', DEMO_SEED_RUN).execute();
    await app.tessera.db.deleteFrom('seed_runs').where('name', '=', WORKFLOWS_SEED_RUN).execute();
    await seedDemo(app.tessera.db);
    expect(await seedWorkflowsOnce(app.tessera.db)).toBe(true);
    expect(await dump(app.tessera.db)).toEqual(before);
  });

  it('reaches a database seeded before workflows existed, once; what an operator changed stays', async () => {
    const db = app.tessera.db;
    // The demo seed of an older server: no supervisors, no workflow rows, no marker.
    await db.updateTable('departments').set({ supervisor_id: null }).execute();
    await db.deleteFrom('wf_versions').execute();
    await db.deleteFrom('wf_definitions').execute();
    await db.deleteFrom('seed_runs').where('name', '=', WORKFLOWS_SEED_RUN).execute();
    expect(await seedWorkflowsOnce(db)).toBe(true);
    const seeded = await dump(db);
    expect(seeded.definitions.map((d) => d.id)).toEqual([WF.leaveRequest.id]);
    expect(
      seeded.departments.find((d) => d.id === ORG.departments.frontend.id)?.supervisor_id,
    ).toBe(userId('approver1'));
    // An operator clears a supervisor: the next start does not set it again.
    await db
      .updateTable('departments')
      .set({ supervisor_id: null })
      .where('id', '=', ORG.departments.frontend.id)
      .execute();
    expect(await seedWorkflowsOnce(db)).toBe(false);
    expect(
      (await dump(db)).departments.find((d) => d.id === ORG.departments.frontend.id)?.supervisor_id,
    ).toBeNull();
  });
});
