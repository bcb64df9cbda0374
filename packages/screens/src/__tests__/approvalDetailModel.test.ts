import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import type { ApprovalFieldData, FormAnswer, WorkflowChooserItem } from '@tessera/protocol';
import {
  addFormData,
  getDepartsByUserId,
  getFormInfo,
  getWorkflowCategoriesPro,
  startInstance,
} from '@tessera/api';
import {
  createApprovalDetailModel,
  type ApprovalDetailSnapshot,
} from '../approval/approvalDetailModel.js';
import { until } from './until.js';

// The approval detail model in Node against the real server on loopback (PGlite; PostgreSQL
// too with DATABASE_URL), as the demo users: 张三 applies for leave, 李四 (部门主管审批) decides.

const app = { appId: DEMO.appId, subAppId: DEMO.mobileSubAppId };
const user = (key: string) => DEMO_USERS.find((each) => each.key === key)!;

describe('approval detail model against the reference server (spec 2 §2.12, §8)', () => {
  let server: TestServer;
  const shown: string[] = [];
  const clients: Record<string, RequestClient> = {};
  let leave: WorkflowChooserItem;
  let form: FormAnswer;
  const messages = {
    info: (text: string) => void shown.push(text),
    warning: (text: string) => void shown.push(text),
    error: (text: string) => void shown.push(text),
  };

  async function clientOf(key: string): Promise<RequestClient> {
    const { phone, password } = user(key);
    const { accessToken } = await server.signIn({ phone, password });
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages,
    });
  }

  /** 张三's leave application with `reason`; answers the instance id. */
  async function apply(reason: string): Promise<string> {
    const zhang = user('applicant');
    const client = clients.applicant!;
    const values: Record<string, unknown> = {
      leaveType: '事假',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      days: 2,
      reason,
    };
    const fieldDataList: ApprovalFieldData[] = form.fields.map((field) => ({
      FieldType: field.type,
      FieldName: field.name,
      FieldAlias: field.alias ?? field.label,
      FieldUuid: field.uuid,
      FieldValue: values[field.name],
    }));
    const departments = await getDepartsByUserId(client, { accountUrl: '' }, app, zhang.id);
    const stored = await addFormData(client, app, {
      formId: form.id,
      jsonData: values,
      createdby: zhang.id,
      CreatedName: zhang.nickName,
    });
    const answer = await startInstance(client, app, {
      workFlowId: leave.id,
      userId: zhang.id,
      userName: zhang.nickName,
      departmentId: departments[0]!.id,
      formDataId: stored.id,
      fieldDataList,
    });
    return answer.workflowInstanceId;
  }

  function modelOf(key: string, instanceId: string, type = '') {
    const onTaskDone = vi.fn();
    const model = createApprovalDetailModel({
      client: clients[key]!,
      app,
      viewer: { userId: user(key).id, nickName: user(key).nickName },
      messages,
      instanceId,
      type,
      onTaskDone,
    });
    return { model, onTaskDone, stop: model.start() };
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    for (const key of ['applicant', 'approver1']) clients[key] = await clientOf(key);
    const categories = await getWorkflowCategoriesPro(clients.applicant!, app);
    leave = categories.flatMap((c) => c.workflows ?? []).find((w) => w.displayName === '请假申请')!;
    form = await getFormInfo(clients.applicant!, app, leave.formId!);
  });
  afterAll(() => server?.close());

  it('loads the instance with its form: ready only once the form definition has come', async () => {
    const id = await apply('家中有事');
    const { model, stop } = modelOf('approver1', id, 'todo');
    const seen: ApprovalDetailSnapshot[] = [];
    const unsubscribe = model.subscribe(() => seen.push(model.getSnapshot()));
    expect(model.getSnapshot().state).toBe('loading');
    const ready = await until(model, (s) => s.state === 'ready');
    unsubscribe();
    stop();
    // Every ready snapshot already holds the form definition's fields (labels, not aliases).
    for (const snapshot of seen.filter((s) => s.state === 'ready'))
      expect(snapshot.models.map((m) => m.label)).toEqual(form.fields.map((f) => f.label));
    expect(ready.detail).toMatchObject({
      processStatus: 'running',
      applicantId: user('applicant').id,
    });
    expect(ready.values).toMatchObject({ leaveType: '事假', reason: '家中有事' });
    expect(ready.isTodo).toBe(true);
    expect(ready.taskActions.map((a) => a.text).slice(0, 2)).toEqual(['同意', '驳回']);
    expect(ready.applicantActions).toEqual([]);
    expect(ready.timeline[0]).toMatchObject({ result: '发起申请' });
    // The snapshot is the same object until something changes.
    expect(model.getSnapshot()).toBe(ready);
  });

  it('refuses 驳回 without a comment (nothing sent), then 同意 with a comment ends the task', async () => {
    const id = await apply('回老家');
    const { model, onTaskDone, stop } = modelOf('approver1', id, 'todo');
    await until(model, (s) => s.state === 'ready');
    shown.length = 0;

    expect(await model.reject()).toBe(false);
    expect(shown).toEqual(['请填写驳回意见！']);
    expect(model.getSnapshot().done).toBe(false);

    model.setComment('同意，注意安排工作');
    expect(model.getSnapshot().comment).toBe('同意，注意安排工作');
    expect(await model.approve()).toBe(true);
    expect(shown).toEqual(['请填写驳回意见！', '审批成功!']);
    expect(model.getSnapshot()).toMatchObject({ done: true, busy: false });
    // A second tap does nothing once the task is done.
    expect(await model.approve()).toBe(false);
    await vi.waitFor(() => expect(onTaskDone).toHaveBeenCalledWith('PASS'), { timeout: 5000 });
    stop();

    // The applicant sees the decision on the timeline and the instance at 人事审批.
    const applicant = modelOf('applicant', id);
    const seen = await until(applicant.model, (s) => s.state === 'ready');
    applicant.stop();
    expect(seen.isTodo).toBe(false);
    expect(seen.timeline.map((entry) => entry.result)).toContain('同意');
    expect(seen.timeline.map((entry) => entry.comment)).toContain('同意，注意安排工作');
    expect(seen.applicantActions.map((a) => a.text)).toContain('催办');
  });

  it('fails without an instance id; an equal viewer changes nothing', async () => {
    const { model, stop } = modelOf('approver1', '');
    const snapshot = model.getSnapshot();
    expect(snapshot.state).toBe('failed');
    const changed = vi.fn();
    model.subscribe(changed);
    model.setViewer({ userId: user('approver1').id, nickName: user('approver1').nickName });
    expect(changed).not.toHaveBeenCalled();
    expect(model.getSnapshot()).toBe(snapshot);
    stop();
  });
});
