import { createHash } from 'node:crypto';
import {
  EMPTY_GUID,
  expectAnswer,
  DESIGNER_PAGE_PATHS,
  PAGE_PATHS,
  type DeletePageResult,
  type PageDefinition,
  type PageDetails,
  type PageSummary,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEnvelope,
  injectSigned,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
  type SignedRequest,
} from '../__tests__/testDatabases.js';
import { signIn } from '../__tests__/signIn.js';
import { DEMO } from '../demo.js';
import { DEMO_USERS } from '../demoOrganisation.js';

/*
 * The designer's writes of the pages list (README "Page management"): create, change settings,
 * duplicate, set the home page, delete. Requests go as the test administrator (who holds the
 * designer operation) unless they say otherwise; 张三, the demo applicant, does not hold it.
 */

const pc = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' };
const api = (path: string) => `/api/${path}`;

describe.each(TEST_DATABASES)('the pages list writes on $name', (database) => {
  let app: FastifyInstance;
  let zhang: string;

  const create = (payload: unknown) =>
    sendEnvelope<PageSummary>(app, {
      method: 'POST',
      url: api(DESIGNER_PAGE_PATHS.createPage.build(pc)),
      payload,
    });
  const update = (pageId: string, payload: unknown) =>
    sendEnvelope<PageSummary>(app, {
      method: 'PUT',
      url: api(DESIGNER_PAGE_PATHS.updatePage.build({ ...pc, pageId })),
      payload,
    });
  const post = <T>(path: string) => sendEnvelope<T>(app, { method: 'POST', url: api(path) });
  const remove = (pageId: string) =>
    sendEnvelope<DeletePageResult>(app, {
      method: 'DELETE',
      url: api(DESIGNER_PAGE_PATHS.deletePage.build({ ...pc, pageId })),
    });
  const list = async () =>
    (await getEnvelope<PageSummary[]>(app, api(DESIGNER_PAGE_PATHS.pages.build(pc)))).data ?? [];
  const details = (pageId: string) =>
    getEnvelope<PageDetails>(app, api(DESIGNER_PAGE_PATHS.page.build({ ...pc, pageId })));
  /** Everything these writes could change. */
  const fingerprint = async () => {
    const db = app.tessera.db;
    const rows = await Promise.all([
      db.selectFrom('pages').selectAll().orderBy('page_id').execute(),
      db.selectFrom('page_versions').selectAll().orderBy('page_id').orderBy('version').execute(),
    ]);
    return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  };

  beforeAll(async () => {
    app = await startServer(database);
    const applicant = DEMO_USERS.find((u) => u.key === 'applicant')!;
    ({ accessToken: zhang } = await signIn(app, {
      phone: applicant.phone,
      password: applicant.password,
    }));
  });
  afterAll(() => app?.close());

  describe('create', () => {
    it('creates an empty page: version 1 with its version row, not published, not the home page', async () => {
      const body = await create({
        title: ' 活动页 ',
        url: '/events',
        parameters: [{ name: 'tab', default: 'all' }],
      });
      expect(body.rspCd).toBe('00000');
      const page = expectAnswer(DESIGNER_PAGE_PATHS.createPage, body.data);
      expect(page).toMatchObject({
        subAppId: DEMO.pcSubAppId,
        subAppType: 'Pc',
        name: page.pageId,
        title: '活动页',
        url: '/events',
        pageType: 'Page',
        isHomePage: false,
        parameters: [{ name: 'tab', default: 'all' }],
        version: 1,
        publishedVersion: null,
      });
      expect((await details(page.pageId)).data).toMatchObject({
        version: 1,
        pageData: { controls: [] },
        pageDataSource: [],
        templateId: EMPTY_GUID,
      });
      const versions = await app.tessera.db
        .selectFrom('page_versions')
        .select(['version', 'saved_by'])
        .where('page_id', '=', page.pageId)
        .execute();
      expect(versions).toEqual([{ version: 1, saved_by: expect.any(String) }]);
      expect((await list()).map((p) => p.pageId)).toContain(page.pageId);
    });

    it('starts from the content of a seeded page of the sub-app (templatePageId)', async () => {
      const body = await create({
        title: '文章首页',
        url: '/articles',
        templatePageId: DEMO.pages.pcHome,
      });
      const page = expectAnswer(DESIGNER_PAGE_PATHS.createPage, body.data);
      const home = (await details(DEMO.pages.pcHome)).data!;
      expect((await details(page.pageId)).data).toMatchObject({
        version: 1,
        pageData: home.pageData,
        pageDataSource: home.pageDataSource,
        schemas: ['article'],
      });
      expect(page).toMatchObject({ title: '文章首页', pageType: 'Page', publishedVersion: null });
    });

    it('creates a page without url: its route is /page/{pageId}', async () => {
      const page = (await create({ title: '无地址页面' })).data!;
      expect(page.url).toBeNull();
      const routes = await getEnvelope<PageDefinition[]>(
        app,
        api(PAGE_PATHS.pageRouters.build({ ...pc, envType: 'Preview' })),
      );
      expect(routes.data?.find((p) => p.pageId === page.pageId)).toMatchObject({
        name: page.pageId,
        url: null,
      });
    });

    it.each([
      ['no title', { url: '/x1' }, '40000', '页面标题不能为空'],
      ['a blank title', { title: '   ' }, '40000', '页面标题不能为空'],
      [
        'a title of 101 characters',
        { title: '页'.repeat(101) },
        '40000',
        '页面标题不能超过 100 个字符',
      ],
      ['a url without /', { title: '甲', url: 'events' }, '40000', '页面地址必须以 / 开头'],
      [
        'a url with a space',
        { title: '甲', url: '/my page' },
        '40000',
        '页面地址无效：只能由 / 分隔的字母、数字、-、_、.、~ 组成，且不能以 / 结尾',
      ],
      [
        'a url another page has',
        { title: '甲', url: '/home' },
        '40000',
        '页面地址 /home 已被页面「首页」使用',
      ],
      [
        'a url another page has, in other case',
        { title: '甲', url: '/HOME' },
        '40000',
        '页面地址 /HOME 已被页面「首页」使用',
      ],
      [
        'a system route',
        { title: '甲', url: '/design' },
        '40000',
        '页面地址 /design 与系统地址冲突，请换一个地址',
      ],
      [
        'a parameter named twice',
        {
          title: '甲',
          parameters: [
            { name: 'id', default: '' },
            { name: 'id', default: '1' },
          ],
        },
        '40000',
        '页面参数名 id 重复',
      ],
      [
        'a parameter that is not an identifier',
        { title: '甲', parameters: [{ name: '1st', default: '' }] },
        '40000',
        '页面参数名 1st 无效：只能包含字母、数字和 _，且不能以数字开头',
      ],
      [
        'a bad page type',
        { title: '甲', pageType: '页面' },
        '40000',
        '页面类型无效：应为以字母开头的 1 到 40 个字母、数字或 _',
      ],
      ['a title that is not text', { title: 1 }, '40000', '请求体字段 title 应为文本'],
      [
        'a template page of another sub-app',
        { title: '甲', templatePageId: DEMO.pages.mobileHome },
        '40400',
        `作为模板的页面 ${DEMO.pages.mobileHome} 不存在`,
      ],
    ])('refuses %s with its message and creates nothing', async (_case, payload, rspCd, rspInf) => {
      const before = await fingerprint();
      expect(await create(payload)).toEqual({ rspCd, rspInf, data: null });
      expect(await fingerprint()).toBe(before);
    });
  });

  describe('change settings', () => {
    it('renames a page and changes its url, type and parameters; url null clears it', async () => {
      const page = (await create({ title: '旧标题', url: '/old' })).data!;
      const body = await update(page.pageId, {
        title: '新标题',
        url: '/new',
        pageType: 'Template',
        parameters: [{ name: 'id' }],
      });
      expect(expectAnswer(DESIGNER_PAGE_PATHS.updatePage, body.data)).toMatchObject({
        pageId: page.pageId,
        title: '新标题',
        url: '/new',
        pageType: 'Template',
        parameters: [{ name: 'id', default: '' }],
        version: 1,
      });
      // Its own url again is no conflict; only the members sent change.
      expect((await update(page.pageId, { url: '/new' })).data).toMatchObject({ title: '新标题' });
      expect((await update(page.pageId, { url: null })).data).toMatchObject({ url: null });
    });

    it.each([
      ['an empty title', { title: '' }, '页面标题不能为空'],
      ['a url without /', { url: 'new' }, '页面地址必须以 / 开头'],
      ['a url another page has', { url: '/login' }, '页面地址 /login 已被页面「登录」使用'],
    ])('refuses %s and changes nothing', async (_case, payload, rspInf) => {
      const before = await fingerprint();
      expect(await update(DEMO.pages.pcDetail, payload)).toEqual({
        rspCd: '40000',
        rspInf,
        data: null,
      });
      expect(await fingerprint()).toBe(before);
    });

    it('answers 40400 for a page of another sub-app', async () => {
      expect((await update(DEMO.pages.mobileHome, { title: '甲' })).rspCd).toBe('40400');
    });

    it('takes a master page of type Template, whose controls every environment then draws; null takes none', async () => {
      const master = (await create({ title: '母版', pageType: 'Template' })).data!;
      const page = (await create({ title: '用母版的页' })).data!;
      const body = await update(page.pageId, { templateId: master.pageId });
      expect(expectAnswer(DESIGNER_PAGE_PATHS.updatePage, body.data)).toMatchObject({
        templateId: master.pageId,
      });
      expect((await details(page.pageId)).data).toMatchObject({ templateId: master.pageId });
      expect((await update(page.pageId, { templateId: null })).data).toMatchObject({
        templateId: EMPTY_GUID,
      });
    });

    it.each([
      ['itself', 'self', '页面不能以自己为母版页'],
      ['an ordinary page', 'ordinary', '页面 详情 不是母版页'],
      ['a page that does not exist', 'missing', `母版页 ${EMPTY_GUID.replace(/0$/, '1')} 不存在`],
    ])('refuses %s as the master page and changes nothing', async (_case, which, rspInf) => {
      const page = (await create({ title: '甲页' })).data!;
      const templateId =
        which === 'self'
          ? page.pageId
          : which === 'ordinary'
            ? DEMO.pages.pcDetail
            : EMPTY_GUID.replace(/0$/, '1');
      const before = await fingerprint();
      const body = await update(page.pageId, { templateId });
      expect(body).toMatchObject({ rspInf, data: null });
      expect(await fingerprint()).toBe(before);
    });

    it('refuses a master page for a master page (母版页不能再使用母版页)', async () => {
      const master = (await create({ title: '母版甲', pageType: 'Template' })).data!;
      const other = (await create({ title: '母版乙', pageType: 'Template' })).data!;
      expect(await update(other.pageId, { templateId: master.pageId })).toEqual({
        rspCd: '40000',
        rspInf: '母版页不能再使用母版页',
        data: null,
      });
    });
  });

  describe('ChangeTheme', () => {
    const changeTheme = (pageId: string, styleName: unknown) =>
      sendEnvelope<PageSummary>(app, {
        method: 'POST',
        url: api(DESIGNER_PAGE_PATHS.changeTheme.build({ ...pc, pageId })),
        payload: { styleName },
      });

    it("sets the page's theme for every environment at once, and '' goes back to the default", async () => {
      const page = (await create({ title: '主题页' })).data!;
      const body = await changeTheme(page.pageId, 'theme4');
      expect(expectAnswer(DESIGNER_PAGE_PATHS.changeTheme, body.data)).toMatchObject({
        styleName: 'theme4',
        version: 1,
      });
      expect((await details(page.pageId)).data).toMatchObject({ styleName: 'theme4' });
      expect((await changeTheme(page.pageId, '')).data).toMatchObject({ styleName: '' });
    });

    it('refuses a theme that does not exist and changes nothing', async () => {
      const before = await fingerprint();
      expect(await changeTheme(DEMO.pages.pcDetail, 'theme7')).toEqual({
        rspCd: '40000',
        rspInf: '主题 theme7 不存在：可选 theme1、theme2、theme3、theme4、theme5、theme6',
        data: null,
      });
      expect(await fingerprint()).toBe(before);
    });
  });

  describe('duplicate', () => {
    it('copies a page as “… 副本” at a unique “-copy” url, version 1, not published', async () => {
      const first = await post<PageSummary>(
        DESIGNER_PAGE_PATHS.duplicatePage.build({ ...pc, pageId: DEMO.pages.pcHome }),
      );
      const copy = expectAnswer(DESIGNER_PAGE_PATHS.duplicatePage, first.data);
      expect(copy).toMatchObject({
        title: '首页 副本',
        url: '/home-copy',
        name: copy.pageId,
        isHomePage: false,
        version: 1,
        publishedVersion: null,
      });
      const home = (await details(DEMO.pages.pcHome)).data!;
      expect((await details(copy.pageId)).data).toMatchObject({
        pageData: home.pageData,
        pageDataSource: home.pageDataSource,
      });
      const second = await post<PageSummary>(
        DESIGNER_PAGE_PATHS.duplicatePage.build({ ...pc, pageId: DEMO.pages.pcHome }),
      );
      expect(second.data).toMatchObject({ title: '首页 副本', url: '/home-copy-2' });
      const noUrl = await post<PageSummary>(
        DESIGNER_PAGE_PATHS.duplicatePage.build({ ...pc, pageId: DEMO.pages.pcDetail }),
      );
      expect(noUrl.data).toMatchObject({
        title: '详情 副本',
        url: null,
        parameters: [{ name: 'id', default: '' }],
      });
    });
  });

  describe('home page', () => {
    it('refuses a page never published, then moves the flag in one step once it is', async () => {
      const page = (await create({ title: '新首页', url: '/start' })).data!;
      const home = DESIGNER_PAGE_PATHS.setHomePage.build({ ...pc, pageId: page.pageId });
      expect(await post(home)).toEqual({
        rspCd: '40000',
        rspInf: '页面尚未发布，不能设为首页，请先发布',
        data: null,
      });
      await sendEnvelope(app, {
        method: 'POST',
        url: api(DESIGNER_PAGE_PATHS.publishPage.build({ ...pc, pageId: page.pageId })),
        payload: { version: 1 },
      });
      const moved = await post<PageSummary>(home);
      expect(expectAnswer(DESIGNER_PAGE_PATHS.setHomePage, moved.data)).toMatchObject({
        pageId: page.pageId,
        isHomePage: true,
      });
      const homes = (await list()).filter((p) => p.isHomePage).map((p) => p.pageId);
      expect(homes).toEqual([page.pageId]);
      const runtime = await getEnvelope<PageDefinition[]>(
        app,
        api(PAGE_PATHS.pageRouters.build({ ...pc, envType: 'Runtime' })),
      );
      expect(runtime.data?.filter((p) => p.isHomePage).map((p) => p.pageId)).toEqual([page.pageId]);
      // And back, so the demo keeps its home page.
      await post(DESIGNER_PAGE_PATHS.setHomePage.build({ ...pc, pageId: DEMO.pages.pcHome }));
      expect((await list()).filter((p) => p.isHomePage).map((p) => p.pageId)).toEqual([
        DEMO.pages.pcHome,
      ]);
    });
  });

  describe('delete', () => {
    it('refuses the home page with its message and deletes nothing', async () => {
      const before = await fingerprint();
      expect(await remove(DEMO.pages.pcHome)).toEqual({
        rspCd: '40000',
        rspInf: '首页不能删除，请先将其他页面设为首页',
        data: null,
      });
      expect(await fingerprint()).toBe(before);
    });

    it('deletes a page with its versions', async () => {
      const page = (await create({ title: '临时页', url: '/temporary' })).data!;
      await sendEnvelope(app, {
        method: 'POST',
        url: api(DESIGNER_PAGE_PATHS.savePage.build(pc)),
        payload: { pageId: page.pageId, version: 1, data: '{"controls":[]}', dataSource: '[]' },
      });
      const body = await remove(page.pageId);
      expect(expectAnswer(DESIGNER_PAGE_PATHS.deletePage, body.data)).toEqual({
        pageId: page.pageId,
      });
      expect((await details(page.pageId)).rspCd).toBe('40400');
      const versions = await app.tessera.db
        .selectFrom('page_versions')
        .select('version')
        .where('page_id', '=', page.pageId)
        .execute();
      expect(versions).toEqual([]);
      expect((await remove(page.pageId)).rspCd).toBe('40400');
    });

    it('refuses a page other pages use as their master page', async () => {
      const master = (await create({ title: '母版', pageType: 'Template' })).data!;
      const child = (await create({ title: '子页面' })).data!;
      await app.tessera.db
        .updateTable('pages')
        .set({ template_id: master.pageId })
        .where('page_id', '=', child.pageId)
        .execute();
      expect(await remove(master.pageId)).toEqual({
        rspCd: '40000',
        rspInf: '页面「母版」是 1 个页面的模板页面，不能删除',
        data: null,
      });
      expect((await remove(child.pageId)).rspCd).toBe('00000');
      expect((await remove(master.pageId)).rspCd).toBe('00000');
    });
  });

  it('refuses every write to 张三 (no designer operation) with 403 and to anonymous callers with 401, changing nothing', async () => {
    const page = { ...pc, pageId: DEMO.pages.pcDetail };
    const writes: (Omit<SignedRequest, 'headers' | 'anonymous'> & { name: string })[] = [
      {
        name: 'create',
        method: 'POST',
        url: api(DESIGNER_PAGE_PATHS.createPage.build(pc)),
        payload: { title: '张三的页面' },
      },
      {
        name: 'update',
        method: 'PUT',
        url: api(DESIGNER_PAGE_PATHS.updatePage.build(page)),
        payload: { title: '改名' },
      },
      {
        name: 'duplicate',
        method: 'POST',
        url: api(DESIGNER_PAGE_PATHS.duplicatePage.build(page)),
      },
      {
        name: 'home',
        method: 'POST',
        url: api(DESIGNER_PAGE_PATHS.setHomePage.build({ ...pc, pageId: DEMO.pages.pcLogin })),
      },
      {
        name: 'theme',
        method: 'POST',
        url: api(DESIGNER_PAGE_PATHS.changeTheme.build(page)),
        payload: { styleName: 'theme2' },
      },
      { name: 'delete', method: 'DELETE', url: api(DESIGNER_PAGE_PATHS.deletePage.build(page)) },
    ];
    const before = await fingerprint();
    for (const { name, ...write } of writes) {
      const denied = await injectSigned(app, {
        ...write,
        headers: { authorization: `Bearer ${zhang}` },
      });
      expect({ name, status: denied.statusCode, body: denied.json() }).toEqual({
        name,
        status: 403,
        body: { rspCd: '40300', rspInf: '您没有该操作的权限', data: null },
      });
      const anonymous = await injectSigned(app, { ...write, anonymous: true });
      expect({ name, status: anonymous.statusCode }).toEqual({ name, status: 401 });
    }
    expect(await fingerprint()).toBe(before);
  });
});
