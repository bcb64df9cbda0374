import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PATHS,
  DATA_FLOW_PATHS,
  MEDIA_PATHS,
  DESIGNER_PAGE_PATHS,
  ORGANISATION_PATHS,
  SCHEMA_PATHS,
  SUB_APP_PATHS,
} from '@tessera/protocol';
import { injectSigned, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { multipartBody, pngBytes } from '../__tests__/testFiles.js';
import { signIn, tokenFor } from '../__tests__/signIn.js';
import type { DataFlowDefinition } from '../dataflows/dataFlowRegistry.js';
import { DEMO, demoArticleIds } from '../demo.js';
import { DEMO_ORGANISATION, DEMO_USERS } from '../demoOrganisation.js';
import { insertTestUser } from '../identity/identityFixtures.js';

/*
 * Who may read the designer's data and change the site (README "Authorization"): the designer
 * operation (or the admin role), and content writes by the schema's own operations whether or
 * not the request names one. The attackers are a plain member (no role) and the demo applicant
 * (张三, granted only `article.add`).
 */

const appId = DEMO.appId;
const pc = { appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' };
/** A built path as the server sees it (`build` leaves the API prefix to the client). */
const api = (path: string) => (path.startsWith('/') ? path : `/api/${path}`);
const FORBIDDEN_OPERATION = { rspCd: '40300', rspInf: '您没有该操作的权限' };

/** A flow that changes data: only the designer (or its own operation's holders) may run it. */
const WRITING_FLOW: DataFlowDefinition = {
  flowId: 'reset-views',
  name: '清零阅读量',
  appIds: [appId],
  writes: true,
  run: () => ({ reset: true }),
};

/** The designer's reads of spec 1 §7 "Settings and page calls" and spec 2 §7.4. */
const DESIGNER_READS = [
  api(DESIGNER_PAGE_PATHS.pages.build(pc)),
  api(DESIGNER_PAGE_PATHS.putongPages.build({ appId })),
  api(DESIGNER_PAGE_PATHS.page.build({ ...pc, pageId: DEMO.pages.pcHome })),
  api(
    DESIGNER_PAGE_PATHS.pageParameters.build({
      ...pc,
      pageId: DEMO.pages.pcHome,
      envType: 'Runtime',
    }),
  ),
  api(DESIGNER_PAGE_PATHS.devFirstPage.build(pc)),
  api(DESIGNER_PAGE_PATHS.pageVersions.build({ ...pc, pageId: DEMO.pages.pcHome })),
  api(DESIGNER_PAGE_PATHS.pageVersion.build({ ...pc, pageId: DEMO.pages.pcHome, version: 1 })),
  api(DESIGNER_PAGE_PATHS.pagesContent.build({ appId, appType: 'Pc' })),
  api(SUB_APP_PATHS.getGlobalNav.build(pc)),
  api(SUB_APP_PATHS.getVarsJson.build(pc)),
  `${SUB_APP_PATHS.getPageConfigJson.pattern}?app=${appId}&subapp=${DEMO.pcSubAppId}`,
  api(SUB_APP_PATHS.subAppList.build({ appId })),
  api(SUB_APP_PATHS.subAppDetail.build({ appId, subAppId: DEMO.pcSubAppId })),
  api(MEDIA_PATHS.imageCategories.build({ appId })),
  api(DATA_FLOW_PATHS.list.build({ appId })),
  // The operations a control's permission set or an event requires (the 权限 and 事件 panels).
  api(ORGANISATION_PATHS.operations.build({ appId })),
];

type Write = {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

/** The designer's and the site's writes, each with a body the designer may send. */
function siteWrites(pageVersion: number): Write[] {
  const image = multipartBody([{ name: 'file', filename: 'a.png', data: pngBytes(2, 2) }]);
  return [
    {
      name: 'SavePage',
      method: 'POST',
      url: api(DESIGNER_PAGE_PATHS.savePage.build(pc)),
      payload: {
        pageId: DEMO.pages.pcHome,
        version: pageVersion,
        data: JSON.stringify({ controls: [] }),
        dataSource: '[]',
      },
    },
    {
      name: 'publish',
      method: 'POST',
      url: api(DESIGNER_PAGE_PATHS.publishPage.build({ ...pc, pageId: DEMO.pages.pcHome })),
      payload: { version: 1 },
    },
    {
      name: 'create page',
      method: 'POST',
      url: api(DESIGNER_PAGE_PATHS.createPage.build(pc)),
      payload: { title: '新页面' },
    },
    {
      name: 'page settings',
      method: 'PUT',
      url: api(DESIGNER_PAGE_PATHS.updatePage.build({ ...pc, pageId: DEMO.pages.pcDetail })),
      payload: { title: '详情' },
    },
    {
      name: 'duplicate page',
      method: 'POST',
      url: api(DESIGNER_PAGE_PATHS.duplicatePage.build({ ...pc, pageId: DEMO.pages.pcDetail })),
    },
    {
      name: 'home page',
      method: 'POST',
      url: api(DESIGNER_PAGE_PATHS.setHomePage.build({ ...pc, pageId: DEMO.pages.pcHome })),
    },
    {
      name: 'changeTheme',
      method: 'POST',
      url: api(SUB_APP_PATHS.changeTheme.build({ ...pc, theme: 'dark' })),
    },
    {
      name: 'setglobalnav',
      method: 'POST',
      url: api(SUB_APP_PATHS.setGlobalNav.build(pc)),
      payload: { Color: '#000000' },
    },
    {
      name: 'updatesubappvarsjson',
      method: 'POST',
      url: api(SUB_APP_PATHS.updateVarsJson.build(pc)),
      payload: { SubAppVarsJson: '{"a":1}' },
    },
    {
      name: 'updatesubappPageConfigjson',
      method: 'POST',
      url: `${SUB_APP_PATHS.updatePageConfigJson.pattern}?app=${appId}&subapp=${DEMO.pcSubAppId}`,
      payload: { SubAppPageConfigJson: '{"b":2}' },
    },
    {
      name: 'image category',
      method: 'POST',
      url: api(MEDIA_PATHS.imageCategories.build({ appId })),
      payload: { name: '横幅' },
    },
    {
      name: 'postimage (library)',
      method: 'POST',
      url: api(MEDIA_PATHS.postImage.build(pc)),
      payload: image.payload,
      headers: image.headers,
    },
    {
      name: 'tempimagemedia',
      method: 'POST',
      url: `${MEDIA_PATHS.tempImage.pattern}?app=${appId}`,
      payload: { image: pngBytes(2, 2).toString('base64') },
    },
    {
      name: 'autoserialnoinitialvalue',
      method: 'POST',
      url: `${SCHEMA_PATHS.autoSerialNo.pattern}?app=${appId}&schemaname=${DEMO.showcaseSchema}&fieldname=${DEMO.serialField}&type=2&value=100`,
    },
    {
      name: 'a data flow that writes',
      method: 'POST',
      url: api(DATA_FLOW_PATHS.run.build({ appId, flowId: WRITING_FLOW.flowId })),
      payload: { payload: {} },
    },
  ];
}

/** A fingerprint of everything the writes above could change. */
async function fingerprint(app: FastifyInstance): Promise<string> {
  const db = app.tessera.db;
  const tables = [
    'content_items',
    'pages',
    'page_versions',
    'sub_app_configs',
    'image_categories',
    'media_images',
    'auto_serial_numbers',
  ] as const;
  const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

describe.each(TEST_DATABASES)('designer and site access on $name', (database) => {
  let app: FastifyInstance;
  let member: string;
  let designer: string;
  /** A role granted only the designer read operation (site.view). */
  let viewer: string;
  let mediaDir: string;

  const send = async (call: Write | { method: 'GET'; url: string }, token?: string) =>
    injectSigned(app, {
      method: call.method,
      url: call.url,
      ...('payload' in call && call.payload !== undefined ? { payload: call.payload } : {}),
      headers: {
        ...('headers' in call ? call.headers : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(token ? {} : { anonymous: true }),
    });
  const pageVersion = async () =>
    (
      await app.tessera.db
        .selectFrom('pages')
        .select('version')
        .where('page_id', '=', DEMO.pages.pcHome)
        .executeTakeFirstOrThrow()
    ).version;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'tessera-site-access-'));
    app = await startServer(database, { dataFlows: [WRITING_FLOW], media: { dir: mediaDir } });
    const db = app.tessera.db;
    // A plain member: signed in, no role (what anyone who registers is).
    member = await insertTestUser(db, { phone: '13911140001' });
    // A designer who is not an administrator: a role granted only the designer operation.
    designer = await insertTestUser(db, { phone: '13911140002', roles: ['site-designer'] });
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'site-designer')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_operations')
      .values({ role_id: role.id, operation_id: DEMO_ORGANISATION.designerOperation.operationId })
      .execute();
    viewer = await insertTestUser(db, { phone: '13911140003', roles: ['site-viewer'] });
    const viewing = await db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'site-viewer')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_operations')
      .values({
        role_id: viewing.id,
        operation_id: DEMO_ORGANISATION.designerReadOperation.operationId,
      })
      .execute();
  });
  afterAll(async () => {
    await app?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('seeds the designer operation and grants it to the demo administrator role', async () => {
    const granted = await app.tessera.db
      .selectFrom('role_operations')
      .innerJoin('operations', 'operations.id', 'role_operations.operation_id')
      .select(['operations.id', 'operations.name'])
      .where('role_operations.role_id', '=', DEMO_ORGANISATION.roles.admin.id)
      .where('operations.id', '=', 'site.design')
      .execute();
    expect(granted).toEqual([{ id: 'site.design', name: '设计站点' }]);
  });

  it('answers the designer reads of a login-required page to designers only', async () => {
    const memberToken = await tokenFor(app, member);
    for (const url of DESIGNER_READS) {
      const anonymous = await send({ method: 'GET', url });
      expect({ url, status: anonymous.statusCode, body: anonymous.json() }).toMatchObject({
        url,
        status: 401,
        body: { rspCd: '30002' },
      });
      const plain = await send({ method: 'GET', url }, memberToken);
      expect({ url, status: plain.statusCode, body: plain.json() }).toMatchObject({
        url,
        status: 403,
        body: FORBIDDEN_OPERATION,
      });
      const allowed = await send({ method: 'GET', url }, await tokenFor(app, designer));
      expect({ url, body: allowed.json() }).toMatchObject({ url, body: { rspCd: '00000' } });
      // README "Authorization": the designer read operation (查看设计) reads what the designer reads.
      const viewing = await send({ method: 'GET', url }, await tokenFor(app, viewer));
      expect({ url, body: viewing.json() }).toMatchObject({ url, body: { rspCd: '00000' } });
    }
    // The demo administrator (13800000000) reads everything too.
    const admin = DEMO_USERS.find((u) => u.key === 'admin')!;
    const { accessToken } = await signIn(app, { phone: admin.phone, password: admin.password });
    const page = await send({ method: 'GET', url: DESIGNER_READS[2]! }, accessToken);
    expect(page.json()).toMatchObject({ rspCd: '00000', data: { pageId: DEMO.pages.pcHome } });
  });

  it('seeds the designer read operation (查看设计) ungranted, beside the designer operation', async () => {
    const seeded = await app.tessera.db
      .selectFrom('operations')
      .select(['id', 'name', 'page_id'])
      .where('id', '=', 'site.view')
      .execute();
    expect(seeded).toEqual([{ id: 'site.view', name: '查看设计', page_id: null }]);
  });

  it('refuses the site writes of a plain member, of 张三 and of a site.view holder with 403, changing nothing', async () => {
    const applicant = DEMO_USERS.find((u) => u.key === 'applicant')!;
    const { accessToken: zhang } = await signIn(app, {
      phone: applicant.phone,
      password: applicant.password,
    });
    const before = await fingerprint(app);
    // The holder of the designer read operation alone writes nothing either.
    for (const token of [await tokenFor(app, member), zhang, await tokenFor(app, viewer)]) {
      for (const call of siteWrites(await pageVersion())) {
        const response = await send(call, token);
        expect({ call: call.name, status: response.statusCode, body: response.json() }).toEqual({
          call: call.name,
          status: 403,
          body: { ...FORBIDDEN_OPERATION, data: null },
        });
      }
    }
    expect(await fingerprint(app)).toBe(before);
  });

  it('lets a designer make every site write', async () => {
    const token = await tokenFor(app, designer);
    for (const call of siteWrites(await pageVersion())) {
      const response = await send(call, token);
      expect({ call: call.name, body: response.json() }).toMatchObject({
        call: call.name,
        body: { rspCd: '00000' },
      });
    }
  });

  it('lets any signed-in caller upload to a form and run a flow that only reads', async () => {
    const token = await tokenFor(app, member);
    const form = multipartBody([
      { name: 'nameSpace', value: 'form' },
      { name: 'field', value: 'photos' },
      { name: 'file', filename: 'me.png', data: pngBytes(2, 2) },
    ]);
    const upload = await send(
      {
        name: 'postimage (form)',
        method: 'POST',
        url: api(MEDIA_PATHS.postImage.build(pc)),
        payload: form.payload,
        headers: form.headers,
      },
      token,
    );
    expect(upload.json()).toMatchObject({ rspCd: '00000', data: { nameSpace: 'form' } });
    const flow = await send(
      {
        name: 'greeting',
        method: 'POST',
        url: api(DATA_FLOW_PATHS.run.build({ appId, flowId: 'greeting' })),
        payload: { payload: { name: '张三' } },
      },
      token,
    );
    expect(flow.json()).toMatchObject({
      rspCd: '00000',
      data: { isSuccess: true, result: { greeting: '你好，张三！' } },
    });
  });

  describe('content writes need the schema’s operation, named or not', () => {
    const article = demoArticleIds(1).id;
    const item = api(
      CONTENT_PATHS.contentItem.build({ appId, schemaName: 'article', id: article }),
    );
    const batch = api(CONTENT_PATHS.contentBatch.build({ appId, schemaName: 'article' }));
    const graphql = `${CONTENT_PATHS.queryGraphqls.pattern}?app=${appId}`;
    let zhang: string;

    beforeAll(async () => {
      const applicant = DEMO_USERS.find((u) => u.key === 'applicant')!;
      ({ accessToken: zhang } = await signIn(app, {
        phone: applicant.phone,
        password: applicant.password,
      }));
    });

    it('refuses 张三 (article.add only) every update and delete, without an operationId', async () => {
      const before = await fingerprint(app);
      const refusedRest: Write[] = [
        { name: 'PUT', method: 'PUT', url: item, payload: { data: { title: { iv: '改' } } } },
        {
          name: 'batch delete',
          method: 'POST',
          url: batch,
          payload: { ContentDataList: JSON.stringify([{ id: article, delete: true }]) },
        },
        {
          name: 'batch update',
          method: 'POST',
          url: batch,
          payload: [{ id: article, data: { title: { iv: '改' } } }],
        },
      ];
      for (const call of refusedRest) {
        const response = await send(call, zhang);
        expect({ call: call.name, status: response.statusCode, body: response.json() }).toEqual({
          call: call.name,
          status: 403,
          body: { ...FORBIDDEN_OPERATION, data: null },
        });
      }
      const removed = await injectSigned(app, {
        method: 'DELETE',
        url: item,
        headers: { authorization: `Bearer ${zhang}` },
      });
      expect(removed.statusCode).toBe(403);
      expect(removed.json()).toMatchObject(FORBIDDEN_OPERATION);
      for (const mutation of [
        `mutation { deleteArticleContent(id: "${article}") { id } }`,
        `mutation { updateArticleContent(id: "${article}", contentData: { title: { iv: "改" } }) { id } }`,
        `mutation { updateFieldContent(schemaName: "article", fieldName: "views", step: 1, id: "${article}") { id } }`,
        `mutation { updateArticleContentsByFilter(filter: "views ge 0", contentData: { title: { iv: "改" } }) { id } }`,
        // Naming an operation he holds does not stand in for the schema's own.
        `mutation { deleteArticleContent(id: "${article}", operationId: "article.add") { id } }`,
      ]) {
        const response = await send(
          { name: mutation, method: 'POST', url: graphql, payload: { query: mutation } },
          zhang,
        );
        expect({ mutation, body: response.json() }).toMatchObject({
          mutation,
          body: FORBIDDEN_OPERATION,
        });
      }
      expect(await fingerprint(app)).toBe(before);
    });

    it('lets 张三 add an article, and a plain member write a schema with no operations', async () => {
      const add = await send(
        {
          name: 'add',
          method: 'POST',
          url: graphql,
          payload: {
            query:
              'mutation { addArticleContent(contentData: { title: { iv: "新文章" } }) { id } }',
          },
        },
        zhang,
      );
      expect(add.json()).toMatchObject({ rspCd: '00000' });
      const refused = await send(
        {
          name: 'member add',
          method: 'POST',
          url: batch,
          payload: [{ title: { iv: '成员的文章' } }],
        },
        await tokenFor(app, member),
      );
      expect(refused.json()).toMatchObject(FORBIDDEN_OPERATION);
      const showcase = await send(
        {
          name: 'showcase add',
          method: 'POST',
          url: api(CONTENT_PATHS.contentBatch.build({ appId, schemaName: DEMO.showcaseSchema })),
          payload: [{ title: { iv: '成员的展品' } }],
        },
        await tokenFor(app, member),
      );
      expect(showcase.json()).toMatchObject({ rspCd: '00000' });
    });

    it('lets the demo administrator update and delete without naming an operation', async () => {
      const admin = DEMO_USERS.find((u) => u.key === 'admin')!;
      const { accessToken } = await signIn(app, { phone: admin.phone, password: admin.password });
      const update = await send(
        { name: 'PUT', method: 'PUT', url: item, payload: { data: { title: { iv: '管理员改' } } } },
        accessToken,
      );
      expect(update.json()).toMatchObject({ rspCd: '00000' });
      const removed = await injectSigned(app, {
        method: 'DELETE',
        url: item,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(removed.json()).toMatchObject({ rspCd: '00000' });
    });
  });
});
