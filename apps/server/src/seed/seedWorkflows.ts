import type { Transaction } from 'kysely';
import { EMPTY_GUID, type FormFieldDefinition } from '@tessera/protocol';
import { compileFlow, type StartNode, type UserRef } from '@tessera/workflow';
import { toJson, type Database, type Db } from '../db/database.js';
import { DEMO } from '../demo.js';
import { DEMO_USERS } from '../demoOrganisation.js';
import { DEMO_WORKFLOWS as WF } from '../demoWorkflows.js';
import { seedDepartmentSupervisors } from './seedOrganisation.js';
import { claimSeedRun } from './claimSeedRun.js';

// Fixed timestamps, as the rest of the demo seed: every run writes the very same rows.
const EPOCH = Date.UTC(2026, 0, 1, 8, 0, 0);

/** A demo account as the flow tree names it. */
function demoUser(key: string): UserRef {
  const user = DEMO_USERS.find((u) => u.key === key)!;
  return { userId: user.id, userName: user.nickName };
}

const FIELDS = WF.leaveForm.fields;

/** The fields of the 请假申请 form (server README "Workflow definitions and forms"). */
export const LEAVE_FORM_FIELDS: FormFieldDefinition[] = [
  {
    uuid: FIELDS.leaveType,
    name: 'leaveType',
    label: '请假类型',
    type: 'select',
    rules: [{ required: true }],
    options: {
      choices: ['事假', '病假', '年假'].map((label) => ({ label, value: label })),
    },
  },
  {
    uuid: FIELDS.startDate,
    name: 'startDate',
    label: '开始日期',
    type: 'date',
    rules: [{ required: true }],
  },
  {
    uuid: FIELDS.endDate,
    name: 'endDate',
    label: '结束日期',
    type: 'date',
    // Not before the start (40000 结束日期不能早于开始日期 on the server, the same on the pages).
    rules: [{ required: true }, { kind: 'notBefore', field: 'startDate', fieldLabel: '开始日期' }],
  },
  {
    uuid: FIELDS.days,
    name: 'days',
    label: '请假天数',
    type: 'input-number',
    rules: [{ required: true }],
    options: { min: 0.5, max: 30, step: 0.5 },
  },
  {
    uuid: FIELDS.reason,
    name: 'reason',
    label: '请假事由',
    type: 'textarea',
    rules: [{ required: true }],
    options: { maxLength: 200 },
  },
];

const STEPS = WF.leaveRequest.steps;

/**
 * The leave request's jsonDetail: START 申请人 (department required) → 部门主管审批 (direct
 * supervisor) → 人事审批 (或签 of 李四 and 王五) → 抄送人事 (管理员) → END.
 */
export function leaveRequestFlow(): StartNode {
  return {
    key: STEPS.start,
    type: 'start',
    name: '申请人',
    requireDepartment: true,
    next: {
      key: STEPS.supervisor,
      type: 'approver',
      name: '部门主管审批',
      assignee: { kind: 'supervisor', level: 1 },
      mode: 'sequential',
      operations: ['PASS', 'NOT_PASS', 'BACK', 'TRANSFER', 'ADD_SIGN', 'CC'],
      next: {
        key: STEPS.hr,
        type: 'approver',
        name: '人事审批',
        assignee: { kind: 'users', users: [demoUser('approver1'), demoUser('approver2')] },
        mode: 'or',
        operations: ['PASS', 'NOT_PASS', 'BACK', 'TRANSFER', 'ADD_SIGN', 'CC'],
        next: {
          key: STEPS.cc,
          type: 'cc',
          name: '抄送人事',
          recipients: { kind: 'users', users: [demoUser('admin')] },
          next: { key: STEPS.end, type: 'end', name: '结束' },
        },
      },
    },
  };
}

/** The `seed_runs` row of the workflow seed. */
export const WORKFLOWS_SEED_RUN = 'workflows';

/**
 * The demo approval workflow, once per database (README "Demo seed"): its own `seed_runs` row
 * `workflows`, so a database seeded before workflows existed gets them at its next start, and
 * what an operator deleted stays deleted. Needs the demo organisation (its users): nothing
 * happens without the demo administrator. Answers whether it seeded now.
 */
export async function seedWorkflowsOnce(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const admin = DEMO_USERS.find((u) => u.key === 'admin')!;
    const organisation = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', admin.id)
      .executeTakeFirst();
    if (!organisation) return false;
    if (!(await claimSeedRun(trx, WORKFLOWS_SEED_RUN))) return false;
    await seedDepartmentSupervisors(trx);
    await seedWorkflows(trx);
    return true;
  });
}

/**
 * Writes the demo approval workflow (after the department supervisors it relies on): the form type 人事,
 * the form 请假申请, the category 人事审批 and the workflow 请假申请 bound to that form, compiled
 * with `compileFlow` and published as version 1. Every row has a fixed key and `on conflict do
 * nothing`, so a second run changes nothing.
 */
export async function seedWorkflows(trx: Transaction<Database>): Promise<void> {
  const appId = DEMO.appId;
  const created = new Date(EPOCH);
  await trx
    .insertInto('form_types')
    .values({ id: WF.formType.id, app_id: appId, name: WF.formType.name, created })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx
    .insertInto('forms')
    .values({
      id: WF.leaveForm.id,
      app_id: appId,
      form_type_id: WF.formType.id,
      template_id: null,
      name: WF.leaveForm.name,
      fields: toJson(LEAVE_FORM_FIELDS),
      created,
      updated: created,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx
    .insertInto('wf_categories')
    .values({
      id: WF.category.id,
      app_id: appId,
      name: WF.category.name,
      parent_id: EMPTY_GUID,
      created,
      updated: created,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();

  const compiled = compileFlow(leaveRequestFlow());
  const admin = demoUser('admin').userId;
  const inserted = await trx
    .insertInto('wf_definitions')
    .values({
      id: WF.leaveRequest.id,
      app_id: appId,
      display_name: WF.leaveRequest.displayName,
      category_id: WF.category.id,
      memo: '请假审批：部门主管审批后由人事审批（或签），抄送管理员',
      form_id: WF.leaveForm.id,
      json_detail: toJson(compiled.jsonDetail),
      json_data: toJson(compiled.jsonData),
      flow_step_operator_list: toJson(compiled.flowStepOperatorList),
      published_version: 1,
      created_by: admin,
      created,
      updated: created,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return;
  await trx
    .insertInto('wf_versions')
    .values({
      workflow_id: WF.leaveRequest.id,
      version: 1,
      json_detail: toJson(compiled.jsonDetail),
      json_data: toJson(compiled.jsonData),
      flow_step_operator_list: toJson(compiled.flowStepOperatorList),
      published_by: admin,
      published_at: created,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
