import { expect, test } from '@playwright/test';
import type { Request } from '@playwright/test';
import { DEMO, DEMO_WORKFLOWS } from '@tessera/server/demo';
import { MobilePage } from './pages/MobilePage.js';
import { signInMobile } from './pages/signInMobile.js';
import { demoUser, signInUser, startLeaveRequest, todoTask } from './server/serverCalls.js';

const WORKFLOW_ID = DEMO_WORKFLOWS.leaveRequest.id;

test('a workflow page sends its ids on every call (spec 1 §2 /flow/page/{pageId}/{workflowId})', async ({
  page,
}) => {
  // 张三 applies; 李四, his first approver, opens the home page as the instance's workflow page.
  const zhang = await signInUser(demoUser('applicant').phone);
  const instanceId = await startLeaveRequest(zhang.accessToken);
  const li = await signInUser(demoUser('approver1').phone);
  const task = await todoTask(li.accessToken, instanceId);
  await signInMobile(page, li);
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
  });
  const path = `/flow/page/${DEMO.pages.pcHome}/${WORKFLOW_ID}`;
  await page.goto(
    `${path}?workflowInstanceId=${instanceId}&workflowProNodeId=${task.workflowProNodeId}`,
  );
  const shell = new MobilePage(page);
  await expect(shell.lists.first().locator('.adm-list-item')).toHaveCount(10);

  const pageJson = requests.find((request) => request.url().includes('/jsonpagedata/'));
  expect(pageJson?.headers()['workflowproid']).toBe(WORKFLOW_ID);
  expect(pageJson?.headers()['mode']).toBe('Mobile');
  expect(pageJson?.headers()['source']).toBe('h5');
  const graphql = requests.find((r) => new URL(r.url()).pathname === '/api/querygraphqls');
  expect(graphql?.headers()['workflowproid']).toBe(WORKFLOW_ID);
  const search = new URL(graphql!.url()).searchParams;
  expect(search.get('workflowInstanceId')).toBe(instanceId);
  expect(search.get('workflowProNodeId')).toBe(task.workflowProNodeId);
  await shell.screenshot('e2e-artifacts/workflow-page.png');

  // An ordinary page sends no workflow header.
  requests.length = 0;
  await page.goto('/home');
  await expect(shell.lists.first().locator('.adm-list-item')).toHaveCount(10);
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.every((request) => request.headers()['workflowproid'] === undefined)).toBe(true);
});
