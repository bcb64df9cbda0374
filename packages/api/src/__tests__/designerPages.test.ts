import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, expectAnswer, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import type { RequestClient } from '@tessera/request';
import { DESIGNER_PAGE_PATHS } from '@tessera/protocol';
import {
  changeTheme,
  createPage,
  deletePage,
  duplicatePage,
  getDesignerPages,
  getDevFirstPage,
  getJsonPageData,
  getOrdinaryPages,
  getPageData,
  getPageParameters,
  getPageRouters,
  getPageVersion,
  getPageVersions,
  publishPage,
  restorePage,
  savePage,
  searchPages,
  setHomePage,
  updatePage,
  type SubAppRef,
} from '../index.js';
import { demoClient } from './demoClient.js';
import { rejection } from './rejection.js';

// The designer's page calls, page versions and the pages list's writes against the real server
// on loopback, as the demo administrator (管理员, who has the designer operation) and as 张三
// (who has not: HTTP 403).

const pc: SubAppRef = {
  appId: DEMO.appId,
  subAppId: DEMO.pcSubAppId,
  appType: 'Pc',
  envType: 'Design',
};

describe('designer page calls against the reference server (spec 1 §7)', () => {
  let server: TestServer;
  let designer: RequestClient;
  let applicant: RequestClient;
  const shown: string[] = [];

  const clientOf = (key: string) => demoClient(server, key, shown);

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    designer = await clientOf('admin');
    applicant = await clientOf('applicant');
  });
  afterAll(() => server?.close());

  it('lists the pages, the ordinary pages, the first page and a title search', async () => {
    const pages = expectAnswer(DESIGNER_PAGE_PATHS.pages, await getDesignerPages(designer, pc));
    expect(pages.find((page) => page.pageId === DEMO.pages.pcHome)).toMatchObject({
      name: 'home',
      title: '首页',
      isHomePage: true,
      subAppType: 'Pc',
    });
    const ordinary = expectAnswer(
      DESIGNER_PAGE_PATHS.putongPages,
      await getOrdinaryPages(designer, pc),
    );
    expect(ordinary.every((page) => page.pageType === 'Page')).toBe(true);
    expect(ordinary.map((page) => page.subAppType)).toContain('Mobile');
    const first = expectAnswer(
      DESIGNER_PAGE_PATHS.devFirstPage,
      await getDevFirstPage(designer, pc),
    );
    expect(first?.pageId).toBe(DEMO.pages.pcHome);
    const found = expectAnswer(
      DESIGNER_PAGE_PATHS.pagesContent,
      await searchPages(designer, pc, { pageTitle: '详情', pageSize: 5 }),
    );
    expect(found.items.map((page) => page.pageId)).toContain(DEMO.pages.pcDetail);
    const second = await searchPages(designer, pc, { currentPage: 2, pageSize: 3 });
    expect(second.total).toBe(pages.length);
    expect(second.items.map((page) => page.pageId)).toEqual(
      (await searchPages(designer, pc, { pageSize: 6 })).items.slice(3).map((page) => page.pageId),
    );
  });

  it('reads a page (GetPageData) and its parameters', async () => {
    const page = expectAnswer(
      DESIGNER_PAGE_PATHS.page,
      await getPageData(designer, pc, DEMO.pages.pcHome),
    );
    expect(page).toMatchObject({ pageId: DEMO.pages.pcHome, title: '首页', schemas: ['article'] });
    expect(page.pageData.controls.map((control) => control.typeName)).toContain('List');
    const parameters = await getPageParameters(designer, pc, DEMO.pages.pcDetail);
    expect(parameters).toEqual([{ name: 'id', default: '' }]);
  });

  it('saves a page with the version it loaded; a stale version is refused and writes nothing', async () => {
    const before = await getPageData(designer, pc, DEMO.pages.pcDetail);
    const data = {
      controls: [
        {
          id: 'title',
          parentId: null,
          typeName: 'Text',
          layout: { x: 0, y: 0, w: 4, h: 1 },
          props: { title: '新标题' },
        },
      ],
    };
    const saved = expectAnswer(
      DESIGNER_PAGE_PATHS.savePage,
      await savePage(designer, pc, {
        pageId: DEMO.pages.pcDetail,
        version: before.version,
        data: JSON.stringify(data),
        dataSource: JSON.stringify([]),
      }),
    );
    expect(saved).toEqual({ pageId: DEMO.pages.pcDetail, version: before.version + 1 });
    const after = await getPageData(designer, pc, DEMO.pages.pcDetail);
    expect(after.pageData).toEqual(data);

    const stale = await rejection(
      savePage(designer, pc, {
        pageId: DEMO.pages.pcDetail,
        version: before.version,
        data: JSON.stringify({ controls: [] }),
        dataSource: '[]',
      }),
    );
    expect(stale.rspCd).toBe('40900');
    expect((await getPageData(designer, pc, DEMO.pages.pcDetail)).pageData).toEqual(data);
  });

  it('saves versions, publishes one for the Runtime and restores an old one; a stale restore is 40900', async () => {
    const runtime: SubAppRef = { ...pc, envType: 'Runtime' };
    const preview: SubAppRef = { ...pc, envType: 'Preview' };
    const pageId = DEMO.pages.pcLogin;
    const before = await getPageData(designer, pc, pageId);
    const data = { controls: [{ id: 'hello', parentId: null, typeName: 'Text', props: {} }] };
    const saved = await savePage(designer, pc, {
      pageId,
      version: before.version,
      data: JSON.stringify(data),
      dataSource: '[]',
    });

    const versions = expectAnswer(
      DESIGNER_PAGE_PATHS.pageVersions,
      await getPageVersions(designer, pc, { pageId }),
    );
    expect(versions[0]).toMatchObject({
      version: saved.version,
      savedBy: '管理员',
      published: false,
    });
    expect(versions.find((v) => v.published)?.version).toBe(before.version);
    expect(await getPageVersions(designer, pc, { pageId, top: 1 })).toHaveLength(1);
    expect((await getJsonPageData(designer, runtime, pageId)).pageData).toEqual(before.pageData);
    expect((await getJsonPageData(designer, preview, pageId)).pageData).toEqual(data);

    const published = expectAnswer(
      DESIGNER_PAGE_PATHS.publishPage,
      await publishPage(designer, pc, { pageId, version: saved.version }),
    );
    expect(published).toEqual({ pageId, publishedVersion: saved.version });
    expect((await getJsonPageData(designer, runtime, pageId)).pageData).toEqual(data);

    const old = expectAnswer(
      DESIGNER_PAGE_PATHS.pageVersion,
      await getPageVersion(designer, pc, { pageId, version: before.version }),
    );
    expect(old).toMatchObject({ version: before.version, pageData: before.pageData });
    const restored = expectAnswer(
      DESIGNER_PAGE_PATHS.restorePage,
      await restorePage(designer, pc, {
        pageId,
        version: before.version,
        baseVersion: saved.version,
      }),
    );
    expect(restored).toEqual({ pageId, version: saved.version + 1 });
    expect((await getPageData(designer, pc, pageId)).pageData).toEqual(before.pageData);

    const stale = await rejection(
      restorePage(designer, pc, { pageId, version: saved.version, baseVersion: saved.version }),
    );
    expect(stale).toMatchObject({
      kind: 'envelope',
      rspCd: '40900',
      message: `页面已被修改：当前版本为 ${saved.version + 1}，提交的版本为 ${saved.version}；请重新加载后再保存`,
    });
    const missing = await rejection(publishPage(designer, pc, { pageId, version: 999 }));
    expect(missing).toMatchObject({ rspCd: '40400', message: `页面 ${pageId} 没有版本 999` });
  });

  it('creates, renames, duplicates, makes home and deletes pages; the home page cannot be deleted', async () => {
    const runtime: SubAppRef = { ...pc, envType: 'Runtime' };
    const created = expectAnswer(
      DESIGNER_PAGE_PATHS.createPage,
      await createPage(designer, pc, {
        title: '活动',
        url: '/campaign',
        templatePageId: DEMO.pages.pcHome,
      }),
    );
    expect(created).toMatchObject({ title: '活动', version: 1, publishedVersion: null });
    expect((await getPageRouters(designer, runtime)).map((p) => p.pageId)).not.toContain(
      created.pageId,
    );
    const refused = await rejection(createPage(designer, pc, { title: ' ', url: 'campaign' }));
    expect(refused).toMatchObject({ rspCd: '40000', message: '页面标题不能为空' });
    const badUrl = await rejection(createPage(designer, pc, { title: '乙', url: 'campaign' }));
    expect(badUrl).toMatchObject({ rspCd: '40000', message: '页面地址必须以 / 开头' });

    const renamed = expectAnswer(
      DESIGNER_PAGE_PATHS.updatePage,
      await updatePage(designer, pc, {
        pageId: created.pageId,
        title: '春季活动',
        parameters: [{ name: 'id', default: null }],
      }),
    );
    expect(renamed).toMatchObject({ title: '春季活动', url: '/campaign' });

    // ChangeTheme, and a master page (a page of type Template).
    const themed = expectAnswer(
      DESIGNER_PAGE_PATHS.changeTheme,
      await changeTheme(designer, pc, { pageId: created.pageId, styleName: 'theme3' }),
    );
    expect(themed.styleName).toBe('theme3');
    const noTheme = await rejection(
      changeTheme(designer, pc, { pageId: created.pageId, styleName: 'dark' }),
    );
    expect(noTheme).toMatchObject({
      rspCd: '40000',
      message: '主题 dark 不存在：可选 theme1、theme2、theme3、theme4、theme5、theme6',
    });
    const master = await createPage(designer, pc, { title: '活动母版', pageType: 'Template' });
    await updatePage(designer, pc, { pageId: created.pageId, templateId: master.pageId });
    expect(await getPageData(designer, pc, created.pageId)).toMatchObject({
      styleName: 'theme3',
      templateId: master.pageId,
    });
    await updatePage(designer, pc, { pageId: created.pageId, templateId: null });

    const copy = expectAnswer(
      DESIGNER_PAGE_PATHS.duplicatePage,
      await duplicatePage(designer, pc, created.pageId),
    );
    expect(copy).toMatchObject({ title: '春季活动 副本', url: '/campaign-copy' });

    const notPublished = await rejection(setHomePage(designer, pc, created.pageId));
    expect(notPublished).toMatchObject({
      rspCd: '40000',
      message: '页面尚未发布，不能设为首页，请先发布',
    });
    await publishPage(designer, pc, { pageId: created.pageId, version: 1 });
    const home = expectAnswer(
      DESIGNER_PAGE_PATHS.setHomePage,
      await setHomePage(designer, pc, created.pageId),
    );
    expect(home.isHomePage).toBe(true);
    const routes = await getPageRouters(designer, runtime);
    expect(routes.filter((p) => p.isHomePage).map((p) => p.pageId)).toEqual([created.pageId]);

    const homeDelete = await rejection(deletePage(designer, pc, created.pageId));
    expect(homeDelete).toMatchObject({
      kind: 'envelope',
      rspCd: '40000',
      message: '首页不能删除，请先将其他页面设为首页',
    });
    await setHomePage(designer, pc, DEMO.pages.pcHome);
    expect(
      expectAnswer(DESIGNER_PAGE_PATHS.deletePage, await deletePage(designer, pc, created.pageId)),
    ).toEqual({ pageId: created.pageId });
    expect(await deletePage(designer, pc, copy.pageId)).toEqual({ pageId: copy.pageId });
    await deletePage(designer, pc, master.pageId);
    const left = (await getDesignerPages(designer, pc)).map((page) => page.pageId);
    expect(left).not.toContain(created.pageId);
    expect(left).not.toContain(copy.pageId);
  });

  it('refuses every designer call to a user without the designer operation', async () => {
    // HTTP 403: the request client's deny rule (spec 1 §4) sends the user to /deny.
    const refused = await rejection(getDesignerPages(applicant, pc));
    expect(refused).toMatchObject({ kind: 'deny', status: 403 });
    const save = await rejection(
      savePage(applicant, pc, {
        pageId: DEMO.pages.pcDetail,
        version: 1,
        data: '{"controls":[]}',
        dataSource: '[]',
      }),
    );
    expect(save).toMatchObject({ kind: 'deny', status: 403 });
    const pageId = DEMO.pages.pcDetail;
    const writes = [
      getPageVersions(applicant, pc, { pageId }),
      getPageVersion(applicant, pc, { pageId, version: 1 }),
      publishPage(applicant, pc, { pageId, version: 1 }),
      restorePage(applicant, pc, { pageId, version: 1, baseVersion: 1 }),
      createPage(applicant, pc, { title: '张三的页面' }),
      changeTheme(applicant, pc, { pageId, styleName: 'theme2' }),
      updatePage(applicant, pc, { pageId, title: '改名' }),
      duplicatePage(applicant, pc, pageId),
      setHomePage(applicant, pc, pageId),
      deletePage(applicant, pc, pageId),
    ];
    for (const refused of await Promise.all(writes.map(rejection))) {
      expect(refused).toMatchObject({ kind: 'deny', status: 403 });
    }
    expect((await getPageData(designer, pc, pageId)).title).toBe('详情');
  });
});
