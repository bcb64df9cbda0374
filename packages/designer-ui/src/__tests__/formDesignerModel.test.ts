import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { call, getFormInfo } from '@tessera/api';
import {
  FORM_PATHS,
  WORKFLOW_PATHS,
  type FormAnswer,
  type FormTemplateAnswer,
  type FormTypeAnswer,
  type WorkflowDefinitionAnswer,
} from '@tessera/protocol';
import { createRequestClient, type RequestClient } from '@tessera/request';
import {
  createFormDesignerModel,
  type FormDesignCalls,
  type FormDesignerModel,
} from '../model/formDesignerModel.js';

// The form designer's model against the real server on loopback: the administrator loads the
// seeded 请假申请 form of its workflow, adds fields, saves, and the server keeps them; a member
// without the administrator role is refused by the server.

/** The seeded 请假申请 workflow and its form (server `DEMO_WORKFLOWS`). */
const DEMO_WORKFLOWS = {
  leaveRequest: { id: '7e55e7a0-0010-4000-8000-000000000004' },
  leaveForm: { id: '7e55e7a0-0010-4000-8000-000000000002' },
};

/** The port over the protocol tables (the runtime passes the same calls). */
function callsOf(client: RequestClient): FormDesignCalls {
  const params = { appId: DEMO.appId };
  const post = <T>(entry: Parameters<typeof call>[1], body: unknown, extra: object = {}) =>
    call(client, entry, { params: { ...params, ...extra }, body } as never, {
      method: 'POST',
    }) as Promise<T>;
  const get = <T>(entry: Parameters<typeof call>[1], extra: object = {}) =>
    call(client, entry, { params: { ...params, ...extra } } as never, {
      method: 'GET',
    }) as Promise<T>;
  return {
    async workflow(id) {
      const definition = await get<WorkflowDefinitionAnswer>(WORKFLOW_PATHS.definition, { id });
      return { displayName: definition.displayName, formId: definition.formId };
    },
    form: (formId) => getFormInfo(client, { appId: DEMO.appId }, formId),
    saveForm: (body) => post<FormAnswer>(FORM_PATHS.updateForm, body),
    formTypes: () => get<FormTypeAnswer[]>(FORM_PATHS.formTypes),
    createFormType: (body) => post(FORM_PATHS.formTypes, body),
    templates: () => get<FormTemplateAnswer[]>(FORM_PATHS.formTemplates),
    createTemplate: (body) => post(FORM_PATHS.formTemplates, body),
    setTemplateEnabled: (id, enabled) => post(FORM_PATHS.formTemplateEnable, { enabled }, { id }),
  };
}

async function until(check: () => boolean, timeout = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeout) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('form designer model against the reference server', () => {
  let server: TestServer;
  const clients: Record<string, RequestClient> = {};
  const models: FormDesignerModel[] = [];

  const clientAs = async (key: string) => {
    const { phone, password } = DEMO_USERS.find((each) => each.key === key)!;
    const { accessToken } = await server.signIn({ phone, password });
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: { info: () => {}, warning: () => {}, error: () => {} },
    });
  };
  const open = async (client: RequestClient) => {
    const model = createFormDesignerModel({
      calls: callsOf(client),
      target: { workFlowId: DEMO_WORKFLOWS.leaveRequest.id },
    });
    models.push(model);
    await model.load();
    return model;
  };

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    clients.admin = await clientAs('admin');
    clients.member = await clientAs('applicant');
  });
  afterAll(async () => {
    for (const model of models) model.stop();
    await server?.close();
  });

  it('loads the workflow form, adds a money field and a required date, and saves them', async () => {
    const model = await open(clients.admin!);
    const loaded = model.getSnapshot();
    expect(loaded.state).toBe('ready');
    expect(loaded.form.fields.map((f) => f.label)).toEqual([
      '请假类型',
      '开始日期',
      '结束日期',
      '请假天数',
      '请假事由',
    ]);
    expect(loaded.formTypes.map((t) => t.name)).toContain('人事');
    model.addField('money');
    const date = model.addField('date')!;
    model.setRule(date, 'required', { kind: 'required' });
    expect(model.getSnapshot()).toMatchObject({ dirty: true, canUndo: true });
    expect(await model.save()).toBe(true);
    expect(model.getSnapshot()).toMatchObject({
      dirty: false,
      saved: { ok: true, message: '表单已保存' },
    });
    const stored = await getFormInfo(
      clients.admin!,
      { appId: DEMO.appId },
      DEMO_WORKFLOWS.leaveForm.id,
    );
    expect(stored.fields.slice(5)).toMatchObject([
      { name: 'money1', label: '金额', type: 'money', rules: [{ kind: 'currency' }] },
      { name: 'date1', label: '日期', type: 'date', rules: [{ kind: 'required' }] },
    ]);
  });

  it('refuses a duplicate field name with its message and keeps the form', async () => {
    const model = await open(clients.admin!);
    const uuid = model.getSnapshot().form.fields[0]!.uuid;
    model.setField(uuid, 'name', 'reason');
    expect(model.getSnapshot().saved).toEqual({ ok: false, message: '字段名称「reason」重复' });
    expect(model.getSnapshot().form.fields[0]!.name).toBe('leaveType');
  });

  it('saves a template and turns it off', async () => {
    const model = await open(clients.admin!);
    await model.saveAsTemplate('请假模板');
    const template = model.getSnapshot().templates.find((t) => t.name === '请假模板')!;
    expect(template).toMatchObject({ enabled: true });
    await model.setTemplateEnabled(template.id, false);
    expect(model.getSnapshot().templates.find((t) => t.id === template.id)?.enabled).toBe(false);
  });

  it('is refused for a member who is not an administrator', async () => {
    const model = await open(clients.member!);
    await until(() => model.getSnapshot().state !== 'loading');
    expect(model.getSnapshot().state).toBe('error');
    expect(model.getSnapshot()).toMatchObject({ state: 'error', denied: true });
  });
});
