import { expect, test } from '@playwright/test';
import type { Request } from '@playwright/test';
import { DEMO, DEMO_WORKFLOWS } from '@tessera/server/demo';
import { WORKFLOW_PAGE } from '@tessera/protocol';
import { HomePage } from './pages/HomePage.js';
import { RuntimeScreen } from './pages/SystemPage.js';
import { signInAs } from './pages/signInAs.js';
import {
  demoUser,
  registerUserWithoutPages,
  signInUser,
  startLeaveRequest,
  todoTask,
} from './server/workflowUsers.js';

const WORKFLOW_ID = DEMO_WORKFLOWS.leaveRequest.id;

/** The page's GraphQL calls (`querygraphqls?app=`) as they went on the wire. */
function graphqlCalls(requests: Request[]) {
  return requests.filter((request) => new URL(request.url()).pathname === '/api/querygraphqls');
}

test.describe('workflow pages (spec 1 §2 /flow/page/{pageId}/{workflowId})', () => {
  test('every call carries workflowproid; querygraphqls adds the session ids', async ({
    page,
    context,
    baseURL,
  }) => {
    // 张三 applies; 李四, his first approver, opens the workflow page of the instance.
    const zhang = await signInUser(demoUser('applicant').phone);
    const instanceId = await startLeaveRequest(zhang.accessToken, { reason: '探亲', days: 2 });
    const li = await signInUser(demoUser('approver1').phone);
    const task = await todoTask(li.accessToken, instanceId);
    const INSTANCE_ID = instanceId;
    const NODE_ID = task.workflowProNodeId;
    await signInAs(context, baseURL!, li);
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
    });
    const path = WORKFLOW_PAGE.build({ pageId: DEMO.pages.pcHome, workflowId: WORKFLOW_ID });
    await page.goto(`${path}?workflowInstanceId=${INSTANCE_ID}&workflowProNodeId=${NODE_ID}`);

    // The page is drawn as /home is: the seeded article list.
    const home = new HomePage(page);
    await expect(home.title).toHaveText('文章列表');
    await expect(home.rows).toHaveCount(10);

    const pageJson = requests.find((request) => request.url().includes('/jsonpagedata/'));
    expect(pageJson?.headers()['workflowproid']).toBe(WORKFLOW_ID);
    const [graphql] = graphqlCalls(requests);
    expect(graphql?.headers()['workflowproid']).toBe(WORKFLOW_ID);
    const search = new URL(graphql!.url()).searchParams;
    expect(search.get('app')).toBe(DEMO.appId);
    expect(search.get('workflowInstanceId')).toBe(INSTANCE_ID);
    expect(search.get('workflowProNodeId')).toBe(NODE_ID);

    // The ids were kept in session storage: the page opened again without them still sends them.
    requests.length = 0;
    await page.goto(path);
    await expect(home.rows).toHaveCount(10);
    const again = new URL(graphqlCalls(requests)[0]!.url()).searchParams;
    expect(again.get('workflowInstanceId')).toBe(INSTANCE_ID);
    expect(again.get('workflowProNodeId')).toBe(NODE_ID);
    await home.screenshot('e2e-artifacts/workflow-page.png');

    // Another workflow's page does not send the ids stored for this one.
    requests.length = 0;
    const other = '7e55e7a0-0010-4000-8000-0000000000ee';
    await page.goto(WORKFLOW_PAGE.build({ pageId: DEMO.pages.pcHome, workflowId: other }));
    await expect(home.rows).toHaveCount(10);
    const foreign = graphqlCalls(requests)[0]!;
    expect(foreign.headers()['workflowproid']).toBe(other);
    expect(new URL(foreign.url()).searchParams.has('workflowInstanceId')).toBe(false);

    // An ordinary page sends no workflow header.
    requests.length = 0;
    await page.goto('/home');
    await expect(home.rows).toHaveCount(10);
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(request.headers()['workflowproid']).toBeUndefined();
  });

  test('a 403 on a workflow page loads the site’s /deny', async ({ page, context, baseURL }) => {
    // A user with no role: no page of the demo app is his.
    await signInAs(context, baseURL!, await registerUserWithoutPages('13912340001'));
    const denied = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/deny',
    );
    await page.goto(WORKFLOW_PAGE.build({ pageId: DEMO.pages.pcHome, workflowId: WORKFLOW_ID }));
    // A full page load of /deny (not an in-app navigation): the browser requested the document.
    await denied;
    await expect(page).toHaveURL(/\/deny$/);
    const screen = new RuntimeScreen(page);
    await expect(screen.heading).toHaveText('您没有访问权限！');
    await screen.screenshot('e2e-artifacts/workflow-page-deny.png');
  });

  test('a workflow page of an instance the user takes no part in loads /deny', async ({
    page,
    context,
    baseURL,
  }) => {
    // 张三 applies; 王五 (the page is his, the instance is not: his step is not reached) opens it.
    const zhang = await signInUser(demoUser('applicant').phone);
    const instanceId = await startLeaveRequest(zhang.accessToken, { reason: '体检', days: 1 });
    await signInAs(context, baseURL!, await signInUser(demoUser('approver2').phone));
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/querygraphqls',
    );
    const path = WORKFLOW_PAGE.build({ pageId: DEMO.pages.pcHome, workflowId: WORKFLOW_ID });
    await page.goto(`${path}?workflowInstanceId=${instanceId}`);
    expect((await refused).status()).toBe(403);
    await expect(page).toHaveURL(/\/deny$/);
    await expect(new RuntimeScreen(page).heading).toHaveText('您没有访问权限！');
  });
});
