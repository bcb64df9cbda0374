import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAnswer,
  WORKFLOW_PATHS as P,
  type ApprovalFieldData,
  type Envelope,
  type StartInstanceAnswer,
  type TodoListAnswer,
} from '@tessera/protocol';
import { signIn, tokenFor } from '../../__tests__/signIn.js';
import { injectSigned, startServer, TEST_DATABASES } from '../../__tests__/testDatabases.js';
import { DEMO } from '../../demo.js';
import { DEMO_USERS } from '../../demoOrganisation.js';
import { DEMO_WORKFLOWS } from '../../demoWorkflows.js';
import { insertTestUser } from '../../identity/identityFixtures.js';
import { NO_WORKFLOW_MESSAGE } from './pageTriggerRoutes.js';

const demo = (key: string) => DEMO_USERS.find((user) => user.key === key)!;
const LEAVE = DEMO_WORKFLOWS.leaveRequest.id;
const FIELDS: ApprovalFieldData[] = [
  { FieldType: 'input', FieldName: 'reason', FieldValue: '回家', FieldUuid: 'reason' },
  { FieldType: 'number', FieldName: 'days', FieldValue: 2, FieldUuid: 'days' },
];

describe.each(TEST_DATABASES)('event/triggerofpage/{id} on $name', (database) => {
  let app: FastifyInstance;
  let zhang: string;
  let li: string;
  let nobody: string;

  beforeAll(async () => {
    app = await startServer(database);
    const password = demo('applicant').password;
    zhang = (await signIn(app, { phone: demo('applicant').phone, password })).accessToken;
    li = (await signIn(app, { phone: demo('approver1').phone, password })).accessToken;
    nobody = await tokenFor(app, await insertTestUser(app.tessera.db, { phone: '13966610001' }));
  });

  afterAll(async () => {
    await app?.close();
  });

  const trigger = async (pageId: string, body: object, token: string | null) => {
    const response = await injectSigned(app, {
      method: 'POST',
      url: `/api/${P.triggerOfPage.build({ id: pageId })}`,
      payload: body,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : { anonymous: true }),
    });
    return { status: response.statusCode, body: response.json<Envelope<StartInstanceAnswer>>() };
  };
  const instanceCount = async () =>
    Number(
      (
        await app.tessera.db
          .selectFrom('wf_instances')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const todoOf = async (token: string) => {
    const response = await injectSigned(app, {
      method: 'GET',
      url: `/api/${P.myTodoList.build({ appId: DEMO.appId })}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json<Envelope<TodoListAnswer>>().data!;
  };

  it('answers 40400 未获取到审批流程！ for a page without a workflow, and starts nothing', async () => {
    const before = await instanceCount();
    const answer = await trigger(DEMO.pages.pcHome, { fieldDataList: FIELDS }, zhang);
    expect(answer.body).toEqual({ rspCd: '40400', rspInf: NO_WORKFLOW_MESSAGE, data: null });
    expect(await instanceCount()).toBe(before);
  });

  it('starts the body’s workflow for the caller: the first approver gets the task', async () => {
    const answer = await trigger(
      DEMO.pages.pcHome,
      { workFlowId: LEAVE, fieldDataList: FIELDS },
      zhang,
    );
    expect(answer.body).toMatchObject({ rspCd: '00000' });
    expectAnswer(P.triggerOfPage, answer.body.data);
    expect(answer.body.data).toMatchObject({ isSuccess: true, processStatus: 'running' });
    const id = answer.body.data!.workflowInstanceId;
    const row = await app.tessera.db
      .selectFrom('wf_instances')
      .select(['applicant_id', 'workflow_id', 'sub_app_id', 'field_data_list'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      applicant_id: demo('applicant').id,
      workflow_id: LEAVE,
      sub_app_id: DEMO.pcSubAppId,
    });
    expect(row.field_data_list).toMatchObject(FIELDS);
    // 张三 is in 前端组, whose supervisor is 李四.
    const todo = await todoOf(li);
    expect(todo.items.map((item) => item.workflowInstanceId)).toContain(id);
  });

  it('starts the workflow of the app settings when the body names none', async () => {
    await app.tessera.db
      .updateTable('site_settings')
      .set({ workflow_id: LEAVE })
      .where('app_id', '=', DEMO.appId)
      .execute();
    try {
      const answer = await trigger(DEMO.pages.pcHome, { fieldDataList: FIELDS }, zhang);
      expect(answer.body).toMatchObject({ rspCd: '00000' });
      const row = await app.tessera.db
        .selectFrom('wf_instances')
        .select('workflow_id')
        .where('id', '=', answer.body.data!.workflowInstanceId)
        .executeTakeFirstOrThrow();
      expect(row.workflow_id).toBe(LEAVE);
    } finally {
      await app.tessera.db
        .updateTable('site_settings')
        .set({ workflow_id: '' })
        .where('app_id', '=', DEMO.appId)
        .execute();
    }
  });

  it('refuses without changing anything: anonymous 401, no page 403, unknown page or workflow 40400, bad body 40000', async () => {
    const before = await instanceCount();
    const body = { workFlowId: LEAVE, fieldDataList: FIELDS };
    expect(await trigger(DEMO.pages.pcHome, body, null)).toMatchObject({
      status: 401,
      body: { rspCd: '30002' },
    });
    expect(await trigger(DEMO.pages.pcHome, body, nobody)).toMatchObject({
      status: 403,
      body: { rspCd: '40300' },
    });
    const missing = '7e55e7a0-0002-4000-8000-0000000000ff';
    expect((await trigger(missing, body, zhang)).body).toMatchObject({
      rspCd: '40400',
      rspInf: `页面 ${missing} 不存在`,
    });
    expect(
      (await trigger(DEMO.pages.pcHome, { ...body, workFlowId: DEMO.pages.pcHome }, zhang)).body,
    ).toMatchObject({ rspCd: '40400', rspInf: '审批流程不存在' });
    expect(
      (await trigger(DEMO.pages.pcHome, { ...body, fieldDataList: 'x' }, zhang)).body,
    ).toMatchObject({ rspCd: '40000' });
    expect(await instanceCount()).toBe(before);
  });
});
