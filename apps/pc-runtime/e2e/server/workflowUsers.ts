/**
 * Users of the workflow tests through the server's real calls, signed with the demo site's
 * keys: the seeded demo users (张三, 李四, …, `DEMO_USERS`) and a freshly registered user who
 * holds no role, so no page of the demo app is his (the server answers his page calls 403).
 */
import { FORM_PATHS, IDENTITY_PATHS, LOGIN_ACTION_TYPES, WORKFLOW_PATHS } from '@tessera/protocol';
import type {
  LoginTokens,
  StartInstanceAnswer,
  TodoListAnswer,
  TodoListItem,
} from '@tessera/protocol';
import { withSignatureHeaders } from '@tessera/protocol/signing';
import {
  DEMO,
  DEMO_ORGANISATION,
  DEMO_PASSWORD,
  DEMO_USERS,
  DEMO_WORKFLOWS,
  demoRequestHeaders,
} from '@tessera/server/demo';
import { E2E_SERVER_ORIGIN } from './e2eOrigins.js';

type Answer = { rspCd: string; rspInf: string; data: unknown };

/** A signed call to the e2e server; answers the envelope. */
export async function callServer(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: object; accessToken?: string } = {},
): Promise<Answer> {
  const text = options.body === undefined ? '' : JSON.stringify(options.body);
  const keys = { accessKey: DEMO.accessKey, secretKey: DEMO.secretKey };
  const base = {
    ...demoRequestHeaders(),
    ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
    ...(text ? { 'content-type': 'application/json' } : {}),
  };
  const url = `${E2E_SERVER_ORIGIN}${path.startsWith('/') ? path : `/api/${path}`}`;
  const response = await fetch(url, {
    method,
    headers: withSignatureHeaders(base, keys, text),
    ...(text ? { body: text } : {}),
  });
  return (await response.json()) as Answer;
}

/** The answer's data, or an error naming the call and the server's code and message. */
export async function succeeded(answer: Promise<Answer>, what: string): Promise<unknown> {
  const { rspCd, rspInf, data } = await answer;
  if (rspCd !== '00000') throw new Error(`${what}: ${rspCd} ${rspInf}`);
  return data;
}

/** Signs a user in through the password login call. */
export async function signInUser(phone: string, password = DEMO_PASSWORD): Promise<LoginTokens> {
  const data = (await succeeded(
    callServer('POST', IDENTITY_PATHS.loginExpand.build({}), {
      body: { PhoneNumber: phone, Password: password, ActionType: LOGIN_ACTION_TYPES.password },
    }),
    'login',
  )) as LoginTokens & { error?: { message: string } };
  if (data.error) throw new Error(`login refused: ${data.error.message}`);
  return data;
}

/** The demo user with this key (`applicant` 张三, `approver1` 李四, …). */
export function demoUser(key: (typeof DEMO_USERS)[number]['key']) {
  const user = DEMO_USERS.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`no demo user ${key}`);
  return user;
}

/**
 * Registers a new user without any role (the register call as anyone may make it: with the
 * SysRegister code the development server keeps in its outbox) and signs him in. The demo app
 * grants its pages to roles, so none is his: page calls answer 403.
 */
export async function registerUserWithoutPages(phone: string): Promise<LoginTokens> {
  await succeeded(
    callServer('POST', IDENTITY_PATHS.sendPhoneCode.build({}), {
      body: { phone, purpose: 'SysRegister' },
    }),
    'send code',
  );
  const outbox = (await succeeded(
    callServer('GET', IDENTITY_PATHS.devSmsOutbox.build({ phone })),
    'sms outbox',
  )) as { codes: { code: string }[] };
  const registered = (await succeeded(
    callServer('POST', IDENTITY_PATHS.register.build({}), {
      body: {
        phoneNumber: phone,
        password: DEMO_PASSWORD,
        verCode: outbox.codes[0]?.code,
        actionType: LOGIN_ACTION_TYPES.codeAndPassword,
      },
    }),
    'register',
  )) as { error?: { message: string } };
  if (registered.error) throw new Error(`register refused: ${registered.error.message}`);
  return signInUser(phone);
}

/**
 * 张三 starts a 请假申请 through the real startinstance call (in 前端组, so 李四 is its first
 * approver); answers the instance id.
 */
export async function startLeaveRequest(
  applicantToken: string,
  fields: { reason: string; days: number },
): Promise<string> {
  const applicant = demoUser('applicant');
  const data = (await succeeded(
    callServer(
      'POST',
      WORKFLOW_PATHS.startInstance.build({ app: DEMO.appId, subapp: DEMO.pcSubAppId }),
      {
        accessToken: applicantToken,
        body: {
          workFlowId: DEMO_WORKFLOWS.leaveRequest.id,
          userId: applicant.id,
          userName: applicant.nickName,
          departmentId: DEMO_ORGANISATION.departments.frontend.id,
          fieldDataList: [
            ['select', 'leaveType', '请假类型', '事假'],
            ['date', 'startDate', '开始日期', '2026-12-07'],
            ['date', 'endDate', '结束日期', '2026-12-07'],
            ['input-number', 'days', '请假天数', fields.days],
            ['textarea', 'reason', '请假事由', fields.reason],
          ].map(([FieldType, FieldName, FieldAlias, FieldValue]) => ({
            FieldType,
            FieldName,
            FieldAlias,
            FieldUuid: FieldName,
            FieldValue,
          })),
        },
      },
    ),
    'startinstance',
  )) as StartInstanceAnswer;
  return data.workflowInstanceId;
}

/** The pending task of `instanceId` in a user's todo list (its task and node ids). */
export async function todoTask(token: string, instanceId: string): Promise<TodoListItem> {
  const data = (await succeeded(
    callServer('GET', WORKFLOW_PATHS.myTodoList.build({ appId: DEMO.appId }), {
      accessToken: token,
    }),
    'getmytodolist',
  )) as TodoListAnswer;
  const item = data.items.find((candidate) => candidate.workflowInstanceId === instanceId);
  if (!item) throw new Error(`no todo task of ${instanceId}`);
  return item;
}

/** 张三 stores a 请假申请 form submission (addformdata); answers its id. */
export async function addLeaveFormData(
  token: string,
  jsonData: Record<string, unknown>,
): Promise<string> {
  const applicant = demoUser('applicant');
  const data = (await succeeded(
    callServer('POST', FORM_PATHS.addFormData.build({ appId: DEMO.appId }), {
      accessToken: token,
      body: {
        formId: DEMO_WORKFLOWS.leaveForm.id,
        jsonData,
        createdby: applicant.id,
        CreatedName: applicant.nickName,
      },
    }),
    'addformdata',
  )) as { id: string };
  return data.id;
}
