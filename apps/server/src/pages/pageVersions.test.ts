import {
  CONTENT_PATHS,
  EMPTY_GUID,
  expectAnswer,
  DESIGNER_PAGE_PATHS,
  PAGE_PATHS,
  type PageDefinition,
  type PageJsonData,
  type PageSummary,
  type PageVersion,
  type PageVersionSummary,
  type PublishPageResult,
  type SavePageResult,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEnvelope,
  injectSigned,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { signIn } from '../__tests__/signIn.js';
import { DEMO } from '../demo.js';
import { DEMO_USERS } from '../demoOrganisation.js';

/*
 * Page versions, publishing and the environments (README "Page versions and environments"):
 * every save is a version, the Runtime serves the published one, Design and Preview the latest.
 * Requests go as the test administrator (测试管理员, who holds the designer operation) unless
 * they say otherwise; 张三 is the demo applicant, without it.
 */

/** A page as the designer's paths name it. */
type PageRef = { appId: string; subAppId: string; appType: string; pageId: string };

const pc = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' };
const detail: PageRef = { ...pc, pageId: DEMO.pages.pcDetail };
const login: PageRef = { ...pc, pageId: DEMO.pages.pcLogin };
const api = (path: string) => `/api/${path}`;

/** Page JSON with one Text control titled `title`. */
function pageData(title: string) {
  return {
    controls: [
      {
        id: 'text-1',
        parentId: null,
        typeName: 'Text',
        layout: { x: 0, y: 0, w: 4, h: 1 },
        props: { title },
      },
    ],
  };
}

describe.each(TEST_DATABASES)('page versions and environments on $name', (database) => {
  let app: FastifyInstance;
  let zhang: string;

  const pageRow = (pageId: string = DEMO.pages.pcDetail) =>
    app.tessera.db
      .selectFrom('pages')
      .select(['version', 'published_version', 'page_data', 'page_data_source'])
      .where('page_id', '=', pageId)
      .executeTakeFirstOrThrow();
  const versionCount = async (pageId: string = DEMO.pages.pcDetail) =>
    (
      await app.tessera.db
        .selectFrom('page_versions')
        .select('version')
        .where('page_id', '=', pageId)
        .execute()
    ).length;
  const save = async (target: PageRef, title: string, dataSource: unknown[] = []) => {
    const { version } = await pageRow(target.pageId);
    return sendEnvelope<SavePageResult>(app, {
      method: 'POST',
      url: api(DESIGNER_PAGE_PATHS.savePage.build(target)),
      payload: {
        pageId: target.pageId,
        version,
        data: JSON.stringify(pageData(title)),
        dataSource: JSON.stringify(dataSource),
      },
    });
  };
  const publish = (target: PageRef, version: unknown) =>
    sendEnvelope<PublishPageResult>(app, {
      method: 'POST',
      url: api(DESIGNER_PAGE_PATHS.publishPage.build(target)),
      payload: { version },
    });
  const restore = (target: PageRef, body: unknown) =>
    sendEnvelope<SavePageResult>(app, {
      method: 'POST',
      url: api(DESIGNER_PAGE_PATHS.restorePage.build(target)),
      payload: body,
    });
  const versions = (target: PageRef, top?: number) =>
    getEnvelope<PageVersionSummary[]>(
      app,
      api(DESIGNER_PAGE_PATHS.pageVersions.build(target, top === undefined ? {} : { top })),
    );
  const json = (envType: string, target = detail) =>
    getEnvelope<PageJsonData>(app, api(PAGE_PATHS.jsonPageData.build({ ...target, envType })));
  const routes = (envType: string) =>
    getEnvelope<PageDefinition[]>(app, api(PAGE_PATHS.pageRouters.build({ ...pc, envType })));

  beforeAll(async () => {
    app = await startServer(database);
    const applicant = DEMO_USERS.find((u) => u.key === 'applicant')!;
    ({ accessToken: zhang } = await signIn(app, {
      phone: applicant.phone,
      password: applicant.password,
    }));
  });
  afterAll(() => app?.close());

  it('lists a seeded page as one published version saved by nobody', async () => {
    const body = await versions(login);
    const list = expectAnswer(DESIGNER_PAGE_PATHS.pageVersions, body.data);
    expect(list).toEqual([
      { version: 1, savedBy: null, savedAt: expect.any(String), published: true },
    ]);
    expect(new Date(list[0]!.savedAt).toISOString()).toBe(list[0]!.savedAt);
  });

  it('keeps the Runtime on the published version until a publish; Preview and Design show the save', async () => {
    const saved = await save(detail, '第二版');
    expect(saved).toMatchObject({ rspCd: '00000', data: { version: 2 } });

    const list = expectAnswer(DESIGNER_PAGE_PATHS.pageVersions, (await versions(detail)).data);
    expect(
      list.map(({ version, savedBy, published }) => ({ version, savedBy, published })),
    ).toEqual([
      { version: 2, savedBy: '测试管理员', published: false },
      { version: 1, savedBy: null, published: true },
    ]);
    expect((await json('Runtime')).data).toMatchObject({ version: 1, pageData: { controls: [] } });
    for (const envType of ['Preview', 'Design']) {
      expect((await json(envType)).data).toMatchObject({
        version: 2,
        pageData: pageData('第二版'),
      });
    }

    const published = await publish(detail, 2);
    expect(published).toMatchObject({ rspCd: '00000' });
    expect(expectAnswer(DESIGNER_PAGE_PATHS.publishPage, published.data)).toEqual({
      pageId: DEMO.pages.pcDetail,
      publishedVersion: 2,
    });
    // No restart, no cache: the next Runtime call serves the published version.
    expect((await json('Runtime')).data).toMatchObject({
      version: 2,
      pageData: pageData('第二版'),
    });
    const summaries = await getEnvelope<PageSummary[]>(
      app,
      api(DESIGNER_PAGE_PATHS.pages.build(pc)),
    );
    expect(summaries.data?.find((p) => p.pageId === DEMO.pages.pcDetail)).toMatchObject({
      version: 2,
      publishedVersion: 2,
    });
    expect((await versions(detail)).data?.map((v) => v.published)).toEqual([true, false]);
  });

  it('answers one version with its content, and 40400 / 40000 for a missing or malformed one', async () => {
    const one = await getEnvelope<PageVersion>(
      app,
      api(DESIGNER_PAGE_PATHS.pageVersion.build({ ...detail, version: 1 })),
    );
    expect(expectAnswer(DESIGNER_PAGE_PATHS.pageVersion, one.data)).toEqual({
      pageId: DEMO.pages.pcDetail,
      version: 1,
      pageData: { controls: [] },
      pageDataSource: [],
    });
    const missing = await getEnvelope(
      app,
      api(DESIGNER_PAGE_PATHS.pageVersion.build({ ...detail, version: 99 })),
    );
    expect(missing).toEqual({
      rspCd: '40400',
      rspInf: `页面 ${DEMO.pages.pcDetail} 没有版本 99`,
      data: null,
    });
    const malformed = await getEnvelope(
      app,
      api(DESIGNER_PAGE_PATHS.pageVersion.build({ ...detail, version: 'x1' })),
    );
    expect(malformed).toEqual({
      rspCd: '40000',
      rspInf: '参数 version 无效：应为正整数',
      data: null,
    });
  });

  it('lists at most `top` versions, newest first', async () => {
    const two = await versions(detail, 1);
    expect(two.data?.map((v) => v.version)).toEqual([2]);
    const bad = await versions(detail, 0);
    expect(bad).toMatchObject({ rspCd: '40000', rspInf: '参数 top 无效：应为 1 到 1000 的整数' });
  });

  it('publishes only a version the page has (40400), and refuses a version that is not a positive integer', async () => {
    const before = await pageRow();
    expect(await publish(detail, 99)).toEqual({
      rspCd: '40400',
      rspInf: `页面 ${DEMO.pages.pcDetail} 没有版本 99`,
      data: null,
    });
    expect(await publish(detail, 0)).toMatchObject({
      rspCd: '40000',
      rspInf: '参数 version 无效：应为正整数',
    });
    expect(await publish(detail, '2')).toMatchObject({
      rspCd: '40000',
      rspInf: '请求体字段 version 应为整数',
    });
    expect(await pageRow()).toEqual(before);
  });

  it('restores an old version as the newest; a stale base version is refused with 40900 and writes nothing', async () => {
    await save(detail, '第三版');
    const { version: latest } = await pageRow();
    const restored = await restore(detail, { version: 1, baseVersion: latest });
    expect(restored.rspCd).toBe('00000');
    expect(expectAnswer(DESIGNER_PAGE_PATHS.restorePage, restored.data)).toEqual({
      pageId: DEMO.pages.pcDetail,
      version: latest + 1,
    });
    expect((await json('Preview')).data).toMatchObject({
      version: latest + 1,
      pageData: { controls: [] },
    });
    const list = (await versions(detail)).data ?? [];
    expect(list[0]).toMatchObject({ version: latest + 1, savedBy: '测试管理员', published: false });

    const before = { row: await pageRow(), versions: await versionCount() };
    const stale = await restore(detail, { version: 2, baseVersion: latest });
    expect(stale).toEqual({
      rspCd: '40900',
      rspInf: `页面已被修改：当前版本为 ${latest + 1}，提交的版本为 ${latest}；请重新加载后再保存`,
      data: null,
    });
    expect(await restore(detail, { version: 42, baseVersion: latest + 1 })).toMatchObject({
      rspCd: '40400',
      rspInf: `页面 ${DEMO.pages.pcDetail} 没有版本 42`,
    });
    expect({ row: await pageRow(), versions: await versionCount() }).toEqual(before);
  });

  it('writes neither the page nor the version when the version row cannot be written (one transaction)', async () => {
    const before = await pageRow();
    // A stray row where the next version goes makes the version insert fail after the update.
    await app.tessera.db
      .insertInto('page_versions')
      .values({
        page_id: DEMO.pages.pcDetail,
        version: before.version + 1,
        page_data: JSON.stringify({ controls: [] }),
        page_data_source: '[]',
        saved_by: null,
      })
      .execute();
    try {
      const failed = await save(detail, '写不进去');
      expect(failed.rspCd).toBe('50000');
      expect(await pageRow()).toEqual(before);
    } finally {
      await app.tessera.db
        .deleteFrom('page_versions')
        .where('page_id', '=', DEMO.pages.pcDetail)
        .where('version', '=', before.version + 1)
        .execute();
    }
    expect((await save(detail, '再写一次')).rspCd).toBe('00000');
  });

  it('keeps a never-published page out of the Runtime route table and answers its JSON 40400 there', async () => {
    const created = await sendEnvelope<PageSummary>(app, {
      method: 'POST',
      url: api(DESIGNER_PAGE_PATHS.createPage.build(pc)),
      payload: { title: '草稿页', url: '/draft' },
    });
    const pageId = created.data!.pageId;
    const names = async (envType: string) =>
      ((await routes(envType)).data ?? []).map((p) => p.pageId);
    expect(await names('Runtime')).not.toContain(pageId);
    expect(await names('Preview')).toContain(pageId);
    expect(await names('Design')).toContain(pageId);
    expect(await json('Runtime', { ...pc, pageId })).toEqual({
      rspCd: '40400',
      rspInf: `页面 ${pageId} 尚未发布`,
      data: null,
    });
    expect((await json('Preview', { ...pc, pageId })).data).toMatchObject({ version: 1 });

    expect((await publish({ ...pc, pageId }, 1)).rspCd).toBe('00000');
    expect(await names('Runtime')).toContain(pageId);
    expect((await json('Runtime', { ...pc, pageId })).data).toMatchObject({ pageId, version: 1 });
  });

  it('reads the master page in the same environment: its published version in the Runtime', async () => {
    const master = (
      await sendEnvelope<PageSummary>(app, {
        method: 'POST',
        url: api(DESIGNER_PAGE_PATHS.createPage.build(pc)),
        payload: { title: '母版页', pageType: 'Template' },
      })
    ).data!;
    const masterRef = { ...pc, pageId: master.pageId };
    await app.tessera.db
      .updateTable('pages')
      .set({ template_id: master.pageId })
      .where('page_id', '=', DEMO.pages.pcDetail)
      .execute();
    try {
      // Never published: the Runtime shows the page without it, Preview with its draft.
      expect((await json('Runtime')).data).not.toHaveProperty('templatePageData');
      expect((await json('Preview')).data?.templatePageData).toEqual({ controls: [] });
      await save(masterRef, '母版第二版');
      await publish(masterRef, 2);
      await save(masterRef, '母版草稿');
      expect((await json('Runtime')).data?.templatePageData).toEqual(pageData('母版第二版'));
      expect((await json('Preview')).data?.templatePageData).toEqual(pageData('母版草稿'));
    } finally {
      await app.tessera.db
        .updateTable('pages')
        .set({ template_id: EMPTY_GUID })
        .where('page_id', '=', DEMO.pages.pcDetail)
        .execute();
    }
  });

  it('lets anonymous visitors read what a public page binds in its published and its latest version', async () => {
    const showcase = api(
      CONTENT_PATHS.contents.build({ appId: DEMO.appId, schemaName: DEMO.showcaseSchema }),
    );
    const anonymousRead = async () =>
      (await injectSigned(app, { method: 'GET', url: showcase, anonymous: true })).statusCode;
    expect(await anonymousRead()).toBe(401);
    const source = { dsId: 'ds-showcase', name: '示例', schemaName: DEMO.showcaseSchema };
    // A draft of the public /login page binding the showcase: Preview shows it to anyone.
    await save(login, '登录页草稿', [source]);
    expect(await anonymousRead()).toBe(200);
    // Published, then a newer draft without it: the Runtime still shows the binding.
    const { version } = await pageRow(DEMO.pages.pcLogin);
    await publish(login, version);
    await save(login, '不再绑定');
    expect(await anonymousRead()).toBe(200);
    // Both without it: refused again.
    await publish(login, version + 1);
    expect(await anonymousRead()).toBe(401);
  });

  it('refuses every version call to 张三 (no designer operation) with 403 and to anonymous callers with 401, changing nothing', async () => {
    const { version } = await pageRow();
    const calls = [
      { method: 'GET' as const, url: api(DESIGNER_PAGE_PATHS.pageVersions.build(detail)) },
      {
        method: 'GET' as const,
        url: api(DESIGNER_PAGE_PATHS.pageVersion.build({ ...detail, version: 1 })),
      },
      {
        method: 'POST' as const,
        url: api(DESIGNER_PAGE_PATHS.publishPage.build(detail)),
        payload: { version: 1 },
      },
      {
        method: 'POST' as const,
        url: api(DESIGNER_PAGE_PATHS.restorePage.build(detail)),
        payload: { version: 1, baseVersion: version },
      },
    ];
    const before = { row: await pageRow(), versions: await versionCount() };
    for (const call of calls) {
      const denied = await injectSigned(app, {
        ...call,
        headers: { authorization: `Bearer ${zhang}` },
      });
      expect({ url: call.url, status: denied.statusCode, body: denied.json() }).toEqual({
        url: call.url,
        status: 403,
        body: { rspCd: '40300', rspInf: '您没有该操作的权限', data: null },
      });
      const anonymous = await injectSigned(app, { ...call, anonymous: true });
      expect({ url: call.url, status: anonymous.statusCode }).toEqual({
        url: call.url,
        status: 401,
      });
    }
    expect({ row: await pageRow(), versions: await versionCount() }).toEqual(before);
  });

  it('versions and publishes the control permission sets the content carries; refuses a bad one', async () => {
    const { version } = await pageRow(DEMO.pages.pcDetail);
    const sets = [
      {
        controlId: 'text-1',
        controlMode: 'Available',
        enablePermission: true,
        operationPermissionList: [{ operId: 'op-edit' }],
      },
    ];
    const data = { ...pageData('带权限'), controlPermissionSetList: sets };
    const bad = await injectSigned(app, {
      method: 'POST',
      url: api(DESIGNER_PAGE_PATHS.savePage.build(detail)),
      payload: {
        pageId: detail.pageId,
        version,
        data: JSON.stringify({
          ...data,
          controlPermissionSetList: [{ controlId: 'text-1', controlMode: 'Hidden' }],
        }),
        dataSource: '[]',
      },
    });
    expect(bad.json()).toMatchObject({
      rspCd: '40000',
      rspInf:
        '参数 data 无效：第 1 个控件权限应含 controlId、controlMode（Visible 或 Available）、enablePermission 和 operationPermissionList',
    });
    expect((await pageRow()).version).toBe(version);
    const saved = await sendEnvelope<SavePageResult>(app, {
      method: 'POST',
      url: api(DESIGNER_PAGE_PATHS.savePage.build(detail)),
      payload: { pageId: detail.pageId, version, data: JSON.stringify(data), dataSource: '[]' },
    });
    // Preview shows the saved sets; the Runtime keeps the published version's until a publish.
    expect((await json('Preview')).data!.controlPermissionSetList).toEqual(sets);
    expect((await json('Runtime')).data!.controlPermissionSetList).not.toEqual(sets);
    await publish(detail, saved.data!.version);
    expect((await json('Runtime')).data!.controlPermissionSetList).toEqual(sets);
  });
});
