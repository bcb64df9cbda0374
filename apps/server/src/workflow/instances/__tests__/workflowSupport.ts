import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  WORKFLOW_PATHS as P,
  type ApprovalFieldData,
  type Envelope,
  type InstanceCommandAnswer,
  type StartInstanceAnswer,
  type TaskDetailAnswer,
} from '@tessera/protocol';
import { compileFlow, type FlowNode, type StartNode, type UserRef } from '@tessera/workflow';
import { signIn, tokenFor } from '../../../__tests__/signIn.js';
import { injectSigned } from '../../../__tests__/testDatabases.js';
import { toJson } from '../../../db/database.js';
import { DEMO } from '../../../demo.js';
import { DEMO_ORGANISATION as ORG, DEMO_USERS } from '../../../demoOrganisation.js';

/** The app every test workflow lives in. */
export const APP = DEMO.appId;
/** The `?app=` of the `workflowspro/…` calls. */
export const app$ = { app: APP };
/** The `?app=&subapp=` of the start calls. */
export const start$ = { app: APP, subapp: DEMO.pcSubAppId };
/** The `:appId` of the `{appId}/workflows/…` calls. */
export const appId$ = { appId: APP };

const demo = (key: string) => DEMO_USERS.find((user) => user.key === key)!;

/** The path a client calls (`/api/` + the built path). */
export const url = (built: string) => (built.startsWith('/') ? built : `/api/${built}`);

/** An HTTP answer: status and envelope. */
export interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

/** One signed-in user of a test server. */
export interface Person {
  ref: UserRef;
  get<T = unknown>(path: string): Promise<Answer<T>>;
  post<T = unknown>(path: string, payload?: unknown): Promise<Answer<T>>;
}

function person(app: FastifyInstance, ref: UserRef, token: string | null): Person {
  const send = async <T>(method: 'GET' | 'POST', path: string, payload?: unknown) => {
    const response = await injectSigned(app, {
      method,
      url: path,
      ...(payload === undefined ? {} : { payload }),
      ...(token === null ? { anonymous: true } : { headers: { authorization: `Bearer ${token}` } }),
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  return {
    ref,
    get: (path) => send('GET', path),
    post: (path, payload) => send('POST', path, payload ?? {}),
  };
}

/** The people of the tests: the four demo accounts (signed in by password) and three more. */
export interface People {
  admin: Person;
  applicant: Person;
  approver1: Person;
  approver2: Person;
  /** 赵六: a plain member. */
  zhao: Person;
  /** 周八: the CC recipient. */
  zhou: Person;
  /** 吴九: an outsider of every instance. */
  outsider: Person;
  anonymous: Person;
}

async function addUser(app: FastifyInstance, nickName: string, phone: string): Promise<UserRef> {
  const row = await app.tessera.db
    .insertInto('users')
    .values({ user_name: `u${phone}`, nick_name: nickName, mobile_phone: phone })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: row.id, userName: nickName };
}

/**
 * Signs the demo accounts in and adds 赵六, 周八 and 吴九; 李四 becomes the supervisor of 张三's
 * department 前端组 (and 王五 of 研发部 above it).
 */
export async function people(app: FastifyInstance): Promise<People> {
  const signed = async (key: string) => {
    const user = demo(key);
    const tokens = await signIn(app, { phone: user.phone, password: user.password });
    return person(app, { userId: user.id, userName: user.nickName }, tokens.accessToken);
  };
  const extra = async (nickName: string, phone: string) => {
    const ref = await addUser(app, nickName, phone);
    return person(app, ref, await tokenFor(app, ref.userId));
  };
  const db = app.tessera.db;
  await db
    .updateTable('departments')
    .set({ supervisor_id: demo('approver1').id })
    .where('id', '=', ORG.departments.frontend.id)
    .execute();
  await db
    .updateTable('departments')
    .set({ supervisor_id: demo('approver2').id })
    .where('id', '=', ORG.departments.research.id)
    .execute();
  return {
    admin: await signed('admin'),
    applicant: await signed('applicant'),
    approver1: await signed('approver1'),
    approver2: await signed('approver2'),
    zhao: await extra('赵六', '13900000006'),
    zhou: await extra('周八', '13900000008'),
    outsider: await extra('吴九', '13900000009'),
    anonymous: person(app, { userId: '', userName: '' }, null),
  };
}

/** Inserts a published workflow (definition + version 1) compiled from `tree`. */
export async function publishWorkflow(
  app: FastifyInstance,
  tree: StartNode,
  options: { name?: string; enabled?: boolean } = {},
): Promise<string> {
  const compiled = compileFlow(tree);
  const db = app.tessera.db;
  const definition = await db
    .insertInto('wf_definitions')
    .values({
      app_id: APP,
      display_name: options.name ?? '请假申请（测试）',
      category_id: 'test',
      enabled: options.enabled ?? true,
      json_detail: toJson(compiled.jsonDetail),
      json_data: toJson(compiled.jsonData),
      flow_step_operator_list: toJson(compiled.flowStepOperatorList),
      published_version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('wf_versions')
    .values({
      workflow_id: definition.id,
      version: 1,
      json_detail: toJson(compiled.jsonDetail),
      json_data: toJson(compiled.jsonData),
      flow_step_operator_list: toJson(compiled.flowStepOperatorList),
    })
    .execute();
  return definition.id;
}

const end = (): FlowNode => ({ key: 'end', type: 'end', name: '结束' });

/**
 * The leave flow of the tests: START → 部门主管 (the applicant's supervisor, 依次) → 复核 (或签 of
 * `or`) → 抄送 (`cc`) → END.
 */
export function leaveFlow(or: UserRef[], cc: UserRef[]): StartNode {
  return {
    key: 'start',
    type: 'start',
    name: '申请人',
    next: {
      key: 'boss',
      type: 'approver',
      name: '部门主管',
      assignee: { kind: 'supervisor', level: 1 },
      next: {
        key: 'review',
        type: 'approver',
        name: '复核',
        mode: 'or',
        assignee: { kind: 'users', users: or },
        next: {
          key: 'copy',
          type: 'cc',
          name: '抄送',
          recipients: { kind: 'users', users: cc },
          next: end(),
        },
      },
    },
  };
}

/** The form of the tests. */
export function leaveFields(days = 2): ApprovalFieldData[] {
  return [
    {
      FieldUuid: 'f-days',
      FieldName: 'days',
      FieldAlias: '天数',
      FieldType: 'Number',
      FieldValue: days,
    },
    {
      FieldUuid: 'f-reason',
      FieldName: 'reason',
      FieldAlias: '事由',
      FieldType: 'String',
      FieldValue: '休假',
    },
  ];
}

/** Starts an instance as `who` and expects success. */
export async function startAs(
  who: Person,
  workFlowId: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const answer = await who.post<StartInstanceAnswer>(url(P.startInstance.build(start$)), {
    workFlowId,
    userId: who.ref.userId,
    userName: who.ref.userName,
    fieldDataList: leaveFields(),
    ...extra,
  });
  expect(answer.body.rspInf).toBe('success');
  return answer.body.data!.workflowInstanceId;
}

/** The caller's detail of an instance (expects success). */
export async function detailOf(who: Person, instanceId: string): Promise<TaskDetailAnswer> {
  const answer = await who.get<TaskDetailAnswer>(
    url(P.taskDetail.build(app$, { flowInstanceId: instanceId })),
  );
  expect(answer.body.rspInf).toBe('success');
  return answer.body.data!;
}

/** The caller's pending task in the instance (expects one). */
export async function pendingTaskOf(who: Person, instanceId: string): Promise<string> {
  const detail = await detailOf(who, instanceId);
  expect(
    detail.stepOperationList.length,
    `${who.ref.userName} has no pending task`,
  ).toBeGreaterThan(0);
  return detail.taskId!;
}

/** completeTask as `who`. */
export function complete(
  who: Person,
  taskId: string,
  isPass: boolean,
  approvalComments = '',
): Promise<Answer<InstanceCommandAnswer>> {
  return who.post(url(P.completeTask.build(app$)), { taskId, isPass, approvalComments });
}
