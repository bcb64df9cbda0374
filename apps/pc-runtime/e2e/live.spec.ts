import { expect, test } from '@playwright/test';
import { contentMutationDocument } from '@tessera/api';
import { DESIGNER_PAGE_PATHS } from '@tessera/protocol';
import { DEMO } from '@tessera/server/demo';
import { signInAs } from './pages/signInAs.js';
import { callServer, signInUser } from './server/workflowUsers.js';

/** A call's data; the test stops with the server's text when it refuses. */
async function data<T>(answer: ReturnType<typeof callServer>): Promise<T> {
  const { rspCd, rspInf, data: value } = await answer;
  expect(`${rspCd} ${rspInf}`).toMatch(/^00000 /);
  return value as T;
}

test('a list whose source has autoRefresh shows content added elsewhere, without a reload (DS-D4)', async ({
  page,
  context,
  baseURL,
}) => {
  const { accessToken, ...rest } = await signInUser(DEMO.demoLogin.phone, DEMO.demoLogin.password);
  const subApp = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' };

  // A page made and published through the designer's calls: one List over the article schema,
  // newest first, its source refreshing on content changes.
  const created = await data<{ pageId: string; version: number }>(
    callServer('POST', DESIGNER_PAGE_PATHS.createPage.build(subApp), {
      accessToken,
      body: { title: '实时文章', url: '/live-articles' },
    }),
  );
  const list = {
    id: 'live-list',
    parentId: null,
    typeName: 'List',
    layout: { x: 0, y: 0, w: 12, h: 4 },
    props: { title: '实时文章', titleIsShow: true },
    bindInfo: { dsId: 'live', title: 'title', description: 'description' },
  };
  const source = {
    dsId: 'live',
    name: '文章',
    schemaName: DEMO.articleSchema,
    typeName: 'schema',
    usages: ['list'],
    topN: 5,
    skip: 0,
    sortField: 'created',
    ascending: false,
    isDefaultLoaded: true,
    autoRefresh: true,
  };
  const saved = await data<{ version: number }>(
    callServer('POST', DESIGNER_PAGE_PATHS.savePage.build(subApp), {
      accessToken,
      body: {
        pageId: created.pageId,
        version: created.version,
        data: JSON.stringify({ controls: [list] }),
        dataSource: JSON.stringify([source]),
      },
    }),
  );
  await data(
    callServer(
      'POST',
      DESIGNER_PAGE_PATHS.publishPage.build({ ...subApp, pageId: created.pageId }),
      { accessToken, body: { version: saved.version } },
    ),
  );

  await signInAs(context, baseURL!, { accessToken, ...rest });
  await page.goto('/live-articles');
  const rows = page.getByTestId('list-widget').getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  // A reload would lose this mark.
  await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));

  // Another client adds an article (the content mutation any page's form sends).
  const title = `实时推送的文章 ${Date.now()}`;
  const mutation = contentMutationDocument({
    type: 'add',
    schemaName: DEMO.articleSchema,
    contentData: { title, description: '由另一个客户端添加' },
  });
  await data(
    callServer('POST', `querygraphqls?app=${DEMO.appId}`, {
      accessToken,
      body: { query: mutation.query, variables: mutation.variables },
    }),
  );

  await expect(rows.first()).toContainText(title);
  expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);
  await page.screenshot({ path: 'e2e-artifacts/live-refresh.png' });
});
