/**
 * The server calls the tests set up with, through the real API signed with the demo site's
 * keys: a user's password sign-in, 张三's leave request and an approver's todo task, a page
 * published through the designer's calls, an article added through the content mutation.
 */
import {
  DESIGNER_PAGE_PATHS,
  IDENTITY_PATHS,
  LOGIN_ACTION_TYPES,
  ORGANISATION_PATHS,
  WORKFLOW_PATHS,
} from '@tessera/protocol';
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

async function call(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: object; accessToken?: string } = {},
): Promise<unknown> {
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
  const answer = (await response.json()) as Answer;
  if (answer.rspCd !== '00000') throw new Error(`${path}: ${answer.rspCd} ${answer.rspInf}`);
  return answer.data;
}

/** The demo user with this key (`admin`, `applicant` 张三, `approver1` 李四, …). */
export function demoUser(key: (typeof DEMO_USERS)[number]['key']) {
  const user = DEMO_USERS.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`no demo user ${key}`);
  return user;
}

/** Signs a user in through the password login call. */
export async function signInUser(phone: string, password = DEMO_PASSWORD): Promise<LoginTokens> {
  return (await call('POST', IDENTITY_PATHS.loginExpand.build({}), {
    body: { PhoneNumber: phone, Password: password, ActionType: LOGIN_ACTION_TYPES.password },
  })) as LoginTokens;
}

/** 张三 starts a 请假申请 (李四 is its first approver); answers the instance id. */
export async function startLeaveRequest(applicantToken: string): Promise<string> {
  const applicant = demoUser('applicant');
  const data = (await call(
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
          ['input-number', 'days', '请假天数', 1],
          ['textarea', 'reason', '请假事由', '体检'],
        ].map(([FieldType, FieldName, FieldAlias, FieldValue]) => ({
          FieldType,
          FieldName,
          FieldAlias,
          FieldUuid: FieldName,
          FieldValue,
        })),
      },
    },
  )) as StartInstanceAnswer;
  return data.workflowInstanceId;
}

/** The pending task of `instanceId` in a user's todo list (its node id). */
export async function todoTask(token: string, instanceId: string): Promise<TodoListItem> {
  const data = (await call('GET', WORKFLOW_PATHS.myTodoList.build({ appId: DEMO.appId }), {
    accessToken: token,
  })) as TodoListAnswer;
  const item = data.items.find((candidate) => candidate.workflowInstanceId === instanceId);
  if (!item) throw new Error(`no todo task of ${instanceId}`);
  return item;
}

/** A feedback record as the content query answers it. */
export type Feedback = { id: string; status: string; data: Record<string, { iv: unknown }> };

/** The newest feedback records (the form demo's schema), read back through the content query. */
export async function newestFeedback(
  accessToken: string,
): Promise<{ total: number; items: Feedback[] }> {
  const data = (await call('POST', `querygraphqls?app=${DEMO.appId}`, {
    accessToken,
    body: {
      query:
        'query { queryFeedbackContentsWithTotal(top: 3, skip: 0, orderfield: "created", orderasc: false) { total items { id status data } } }',
    },
  })) as { queryFeedbackContentsWithTotal: { total: number; items: Feedback[] } };
  return data.queryFeedbackContentsWithTotal;
}

/**
 * Creates, saves and publishes a page of the demo's Pc sub-app (the pages this runtime routes)
 * through the designer's calls, as a designer would, and grants it to the roles named (the Pc
 * sub-app restricts its pages: the administrator sees every page, others their roles' pages).
 */
export async function publishPage(
  accessToken: string,
  page: {
    title: string;
    url: string;
    controls: object[];
    dataSource: object[];
    roleIds: string[];
  },
): Promise<void> {
  const subApp = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' };
  const created = (await call('POST', DESIGNER_PAGE_PATHS.createPage.build(subApp), {
    accessToken,
    body: { title: page.title, url: page.url },
  })) as { pageId: string; version: number };
  const saved = (await call('POST', DESIGNER_PAGE_PATHS.savePage.build(subApp), {
    accessToken,
    body: {
      pageId: created.pageId,
      version: created.version,
      data: JSON.stringify({ controls: page.controls }),
      dataSource: JSON.stringify(page.dataSource),
    },
  })) as { version: number };
  await call('POST', DESIGNER_PAGE_PATHS.publishPage.build({ ...subApp, pageId: created.pageId }), {
    accessToken,
    body: { version: saved.version },
  });
  await call(
    'POST',
    ORGANISATION_PATHS.pageRoles.build({ appId: DEMO.appId, pageId: created.pageId }),
    { accessToken, body: { roleIds: page.roleIds } },
  );
}

/**
 * Adds an article through the content mutation any page's form sends (each field `{ iv }`);
 * answers its id.
 */
export async function addArticle(
  accessToken: string,
  article: { title: string; description: string },
): Promise<string> {
  const data = (await call('POST', `querygraphqls?app=${DEMO.appId}`, {
    accessToken,
    body: {
      query:
        'mutation ($contentData: JSON!) { addArticleContent(contentData: $contentData) { id } }',
      variables: {
        contentData: {
          title: { iv: article.title },
          description: { iv: article.description },
        },
      },
    },
  })) as { addArticleContent: { id: string } };
  return data.addArticleContent.id;
}

/** Deletes an article through the content mutation (a test's clean-up). */
export async function deleteArticle(accessToken: string, id: string): Promise<void> {
  await call('POST', `querygraphqls?app=${DEMO.appId}`, {
    accessToken,
    body: {
      query: 'mutation ($id: String!) { deleteArticleContent(id: $id) { id } }',
      variables: { id },
    },
  });
}
