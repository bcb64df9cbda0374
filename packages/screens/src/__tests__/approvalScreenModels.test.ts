import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient, type RequestClient } from '@tessera/request';
import type { StartInstanceAnswer } from '@tessera/protocol';
import { getTaskDetail } from '@tessera/api';
import { createApprovalCategoriesModel } from '../approval/approvalCategories.js';
import { createApprovalListModel } from '../approval/approvalListModel.js';
import { createApprovalStartModel } from '../approval/approvalStartModel.js';
import { createAssigneeSearchModel } from '../approval/assigneeSearchModel.js';
import { createFormDetailModel } from '../approval/formDetailModel.js';
import { createLatest } from '../model/latest.js';
import { createLoadModel } from '../model/loadModel.js';
import { until } from './until.js';

// The start, list, form-detail and chooser models in Node against the real server on loopback
// (PGlite; PostgreSQL too with DATABASE_URL), as 张三 applying for leave; and the small model
// parts (the newest answer wins) on their own.

const app = { appId: DEMO.appId, subAppId: DEMO.mobileSubAppId };
const zhang = DEMO_USERS.find((each) => each.key === 'applicant')!;

describe('the newest answer wins (createLatest, createLoadModel)', () => {
  it('drops an older call’s answer and every answer after stop', async () => {
    const latest = createLatest();
    const seen: string[] = [];
    let answerSlow!: (value: string) => void;
    latest.run(new Promise<string>((resolve) => (answerSlow = resolve)), (v) => seen.push(v));
    latest.run(Promise.resolve('new'), (v) => seen.push(v));
    await Promise.resolve();
    answerSlow('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['new']);
    latest.run(Promise.resolve('late'), (v) => seen.push(v));
    latest.stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['new']);
  });

  it('loads, keeps the value while it reloads, fails without losing it', async () => {
    let calls = 0;
    const model = createLoadModel(() =>
      ++calls === 2 ? Promise.reject(new Error('no')) : Promise.resolve(calls),
    );
    expect(model.getSnapshot()).toEqual({ state: 'loading', value: null });
    const stop = model.start();
    expect(await until(model, (s) => s.state === 'ready')).toEqual({ state: 'ready', value: 1 });
    model.reload();
    expect(await until(model, (s) => s.state === 'failed')).toEqual({ state: 'failed', value: 1 });
    stop();
  });
});

describe('approval start, list and form-detail models against the reference server (spec 2 §2.12)', () => {
  let server: TestServer;
  let client: RequestClient;
  let submittedId = '';
  const shown: string[] = [];
  const messages = {
    info: (text: string) => void shown.push(text),
    warning: (text: string) => void shown.push(text),
    error: (text: string) => void shown.push(text),
  };

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    const { accessToken } = await server.signIn({ phone: zhang.phone, password: zhang.password });
    client = createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages,
    });
  });
  afterAll(() => server?.close());

  it('chooses 请假申请, checks the form at submit, starts it and lists it under 我的申请', async () => {
    const chooser = createApprovalCategoriesModel({ client, app });
    const stopChooser = chooser.start();
    const { value: groups } = await until(chooser, (s) => s.state === 'ready');
    stopChooser();
    const leave = groups!.flatMap((g) => g.workflows).find((w) => w.displayName === '请假申请')!;
    expect(leave).toBeDefined();

    const onSubmitted = vi.fn<(answer: StartInstanceAnswer) => void>();
    const model = createApprovalStartModel({
      client,
      app,
      account: { accountUrl: '' },
      viewer: null,
      messages,
      workflowId: leave.id,
      onSubmitted,
    });
    const stop = model.start();
    const ready = await until(model, (s) => s.workflowState === 'ready' && s.formState === 'ready');
    expect(ready.workflow?.displayName).toBe('请假申请');
    expect(ready.models.map((m) => m.name)).toEqual(
      expect.arrayContaining(['leaveType', 'startDate', 'endDate', 'reason']),
    );
    // The form's values start empty, in the same change as its models.
    expect(Object.keys(ready.values).sort()).toEqual(ready.models.map((m) => m.name).sort());

    // Without the applicant nothing is sent; with an empty form the first message is shown.
    shown.length = 0;
    model.setViewer({ userId: zhang.id, nickName: zhang.nickName });
    if (model.getSnapshot().requireDepartment)
      await until(model, (s) => s.departments.length > 0 && s.departmentId !== null);
    expect(await model.submit()).toBe(false);
    expect(shown).toHaveLength(1);
    expect(Object.keys(model.getSnapshot().errors).length).toBeGreaterThan(0);

    const values: Record<string, unknown> = {
      leaveType: '事假',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      days: 2,
      reason: '模型里提交',
    };
    for (const field of model.getSnapshot().models)
      if (field.name in values) model.setField(field, values[field.name]);
    expect(model.getSnapshot().errors).toEqual({});
    shown.length = 0;
    expect(await model.submit()).toBe(true);
    expect(shown).toEqual(['提交成功']);
    expect(model.getSnapshot()).toMatchObject({ submitted: true, submitDisabled: true });
    // A second tap sends nothing.
    expect(await model.submit()).toBe(false);
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled(), { timeout: 5000 });
    stop();
    const instanceId = onSubmitted.mock.calls[0]![0].workflowInstanceId;
    submittedId = instanceId;

    const list = createApprovalListModel({ client, app, type: 'apply', carried: { token: 't' } });
    const stopList = list.start();
    const rows = (await until(list, (s) => s.state === 'ready')).rows;
    const row = rows.find((each) => each.instanceId === instanceId)!;
    expect(row).toMatchObject({ workflowName: '请假申请', statusText: '审批中', tone: 'primary' });
    expect(row.href).toContain('token=t');
    await list.refresh();
    expect(list.getSnapshot().rows.map((each) => each.instanceId)).toContain(instanceId);
    stopList();
  });

  it('loads a submission, checks it and stores it again under its id (保存成功)', async () => {
    const failed = createFormDetailModel({ client, app, messages, id: '', editable: true });
    failed.start();
    expect(failed.getSnapshot().state).toBe('failed');
    expect(await failed.save()).toBe(false);

    const detail = await getTaskDetail(client, app, submittedId);
    const model = createFormDetailModel({
      client,
      app,
      messages,
      id: detail.formDataId!,
      editable: true,
    });
    const stop = model.start();
    const ready = await until(model, (s) => s.state === 'ready');
    expect(ready.values).toMatchObject({ leaveType: '事假', reason: '模型里提交' });
    const reason = ready.models.find((m) => m.name === 'reason')!;
    shown.length = 0;
    model.setField(reason, '');
    expect(await model.save()).toBe(false);
    expect(shown).toHaveLength(1);
    model.setField(reason, '改过的事由');
    expect(await model.save()).toBe(true);
    expect(shown.at(-1)).toBe('保存成功');
    stop();
  });

  it('searches users with the newest key word only', async () => {
    const keyWords: (string | undefined)[] = [];
    const search = createAssigneeSearchModel({
      search: (keyWord) => {
        keyWords.push(keyWord);
        return Promise.resolve([
          { userId: 'u1', userName: `王五${keyWord ?? ''}`, departmentNames: [] },
        ]);
      },
      delay: () => 10,
    });
    const stop = search.start();
    search.setKeyWord('王');
    const found = await until(search, (s) => s.found !== null);
    expect(keyWords).toEqual(['王']);
    expect(found.found).toEqual({
      keyWord: '王',
      users: [{ userId: 'u1', userName: '王五王', departmentNames: [] }],
    });
    expect(search.nameOf('u1')).toBe('王五王');
    stop();
  });
});
