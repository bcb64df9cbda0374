import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_PATHS as F,
  WORKFLOW_PATHS as P,
  type FormAnswer,
  type StartInstanceAnswer,
} from '@tessera/protocol';
import { startServer, TEST_DATABASES } from '../../__tests__/testDatabases.js';
import { DEMO } from '../../demo.js';
import { DEMO_ORGANISATION as ORG } from '../../demoOrganisation.js';
import { DEMO_WORKFLOWS as WF } from '../../demoWorkflows.js';
import {
  complete,
  detailOf,
  leaveFields,
  leaveFlow,
  pendingTaskOf,
  people,
  publishWorkflow,
  start$,
  startAs,
  url,
  type People,
} from './__tests__/workflowSupport.js';

/*
 * Issue 26: the form designer edits the form of a published workflow while instances run. What an
 * instance was started with (its fieldDataList: FieldUuid, FieldName, FieldAlias, FieldType and
 * the value) stays as it was; the edited form applies to new starts.
 */
describe.each(TEST_DATABASES)('editing the form of a running workflow on $name', (database) => {
  let app: FastifyInstance;
  let u: People;
  beforeAll(async () => {
    app = await startServer(database);
    u = await people(app);
  });
  afterAll(() => app?.close());

  it('keeps the field data of a started instance when the form gains and renames fields', async () => {
    const started = await u.applicant.post<StartInstanceAnswer>(
      url(P.startInstance.build(start$)),
      {
        workFlowId: WF.leaveRequest.id,
        userId: u.applicant.ref.userId,
        userName: '张三',
        departmentId: ORG.departments.frontend.id,
        fieldDataList: leaveFields(),
      },
    );
    const id = started.body.data!.workflowInstanceId;
    const before = await detailOf(u.applicant, id);

    const info = await u.admin.get<FormAnswer>(
      url(F.formInfo.build({ appId: DEMO.appId, id: WF.leaveForm.id })),
    );
    const form = info.body.data!;
    const edited = await u.admin.post<FormAnswer>(url(F.updateForm.build({ appId: DEMO.appId })), {
      id: form.id,
      name: form.name,
      formTypeId: form.formTypeId,
      fields: [
        ...form.fields.map((field) => ({ ...field, label: `${field.label}（新）` })),
        {
          uuid: 'money-1',
          name: 'money1',
          label: '金额',
          type: 'money',
          rules: [{ kind: 'currency' }],
        },
      ],
    });
    expect(edited.body.rspInf).toBe('success');
    expect(edited.body.data!.fields).toHaveLength(form.fields.length + 1);

    const after = await detailOf(u.applicant, id);
    expect(after.fieldDataList).toEqual(before.fieldDataList);
    expect(after.fieldDataList).toEqual(leaveFields());
    expect(after.formId).toBe(WF.leaveForm.id);
  });

  const formUrl = (version?: string) =>
    url(F.formInfo.build({ appId: DEMO.appId, id: WF.leaveForm.id })) +
    (version === undefined ? '' : `?version=${version}`);
  const startLeave = async () => {
    const started = await u.applicant.post<StartInstanceAnswer>(
      url(P.startInstance.build(start$)),
      {
        workFlowId: WF.leaveRequest.id,
        userId: u.applicant.ref.userId,
        userName: '张三',
        departmentId: ORG.departments.frontend.id,
        fieldDataList: leaveFields(),
      },
    );
    expect(started.body.rspInf).toBe('success');
    return started.body.data!.workflowInstanceId;
  };
  const saveFields = async (form: FormAnswer, fields: FormAnswer['fields']) => {
    const saved = await u.admin.post<FormAnswer>(url(F.updateForm.build({ appId: DEMO.appId })), {
      id: form.id,
      name: form.name,
      formTypeId: form.formTypeId,
      fields,
    });
    expect(saved.body.rspInf).toBe('success');
    return saved.body.data!;
  };

  it('keeps the form version an instance was started with; a new instance gets the new one', async () => {
    const before = (await u.admin.get<FormAnswer>(formUrl())).body.data!;
    const old = await startLeave();
    expect((await detailOf(u.applicant, old)).formVersion).toBe(before.version);

    // The instance runs on this version: changed fields make the next one.
    const withPhone = await saveFields(before, [
      ...before.fields,
      { uuid: 'phone-1', name: 'phone1', label: '联系电话', type: 'input' },
    ]);
    expect(withPhone.version).toBe(before.version + 1);
    // No instance on the new version yet: another change replaces it in place.
    const edited = await saveFields(withPhone, [
      ...withPhone.fields.filter((field) => field.name !== 'phone1'),
      { uuid: 'phone-1', name: 'phone1', label: '手机号码', type: 'input' },
    ]);
    expect(edited.version).toBe(withPhone.version);
    // Saving the same fields again changes nothing.
    expect((await saveFields(edited, edited.fields)).version).toBe(edited.version);

    const fresh = await startLeave();
    const oldDetail = await detailOf(u.approver1, old);
    const freshDetail = await detailOf(u.approver1, fresh);
    expect(oldDetail).toMatchObject({ formId: WF.leaveForm.id, formVersion: before.version });
    expect(freshDetail).toMatchObject({ formId: WF.leaveForm.id, formVersion: edited.version });

    // Each opens with its own fields: the old one without 手机号码, the new one with it.
    const oldForm = await u.approver1.get<FormAnswer>(formUrl(String(oldDetail.formVersion)));
    expect(oldForm.body.data!.fields.map((field) => field.label)).toEqual(
      before.fields.map((field) => field.label),
    );
    expect(oldForm.body.data!.version).toBe(before.version);
    const freshForm = await u.approver1.get<FormAnswer>(formUrl(String(freshDetail.formVersion)));
    expect(freshForm.body.data!.fields.map((field) => field.label)).toContain('手机号码');
    expect((await u.approver1.get<FormAnswer>(formUrl())).body.data!.version).toBe(edited.version);
  });

  it('refuses a version the form never had, and one that is not a number', async () => {
    const unknown = await u.approver1.get<FormAnswer>(formUrl('99'));
    expect(unknown.body).toMatchObject({ rspCd: '40400', rspInf: '表单版本不存在' });
    const bad = await u.approver1.get<FormAnswer>(formUrl('abc'));
    expect(bad.body.rspCd).toBe('40000');
    expect(bad.body.rspInf).toContain('version');
  });

  it("leaves a field hidden from a step out of what that step's approver receives", async () => {
    const flow = leaveFlow([u.approver2.ref], [u.admin.ref]);
    const boss = flow.next as { fieldPermissions?: Record<string, string> };
    boss.fieldPermissions = { 'f-reason': 'hidden' };
    const workFlowId = await publishWorkflow(app, flow, { name: '隐藏字段' });
    const id = await startAs(u.applicant, workFlowId, {
      departmentId: ORG.departments.frontend.id,
    });
    const names = (list: { FieldName: string }[]) => list.map((item) => item.FieldName);

    // 李四 (部门主管) does not receive 事由, before and after he acts.
    const todo = await detailOf(u.approver1, id);
    expect(names(todo.fieldDataList)).toEqual(['days']);
    expect(todo.fieldPermissions).toEqual({ 'f-reason': 'hidden' });
    const task = await pendingTaskOf(u.approver1, id);
    expect((await complete(u.approver1, task, true)).body.rspInf).toBe('success');
    expect(names((await detailOf(u.approver1, id)).fieldDataList)).toEqual(['days']);

    // 王五 (复核) and the applicant receive it.
    expect(names((await detailOf(u.approver2, id)).fieldDataList)).toEqual(['days', 'reason']);
    expect(names((await detailOf(u.applicant, id)).fieldDataList)).toEqual(['days', 'reason']);
  });
});
