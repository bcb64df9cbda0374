import {
  EMPTY_GUID,
  expectAnswer,
  DESIGNER_PAGE_PATHS,
  PAGE_PATHS,
  type PagedList,
  type PageDetails,
  type PageJsonData,
  type PageParameter,
  type PageSummary,
  type SavePageResult,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEnvelope,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { SEEDED_PAGES, type SeededPage } from '../seed/seededPages.js';
const pcPages = SEEDED_PAGES.filter((p) => p.subAppId === DEMO.pcSubAppId);
const isOrdinary = (p: SeededPage) => (p.pageType ?? 'Page') === 'Page';

const pc = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' };
const mobile = { appId: DEMO.appId, subAppId: DEMO.mobileSubAppId, appType: 'Mobile' };
const api = (path: string) => `/api/${path}`;

/** A SavePage body for the Pc detail page with one control titled `title`. */
function saveBody(version: number, title: string) {
  const control = {
    id: 'text-1',
    parentId: null,
    typeName: 'Text',
    layout: { x: 0, y: 0, w: 4, h: 1 },
    props: { title },
  };
  return {
    pageId: DEMO.pages.pcDetail,
    version,
    data: JSON.stringify({ controls: [control] }),
    dataSource: JSON.stringify([
      { dsId: 'ds-1', name: '文章', schemaName: 'article', typeName: 'schema', usages: ['edit'] },
    ]),
  };
}

describe.each(TEST_DATABASES)('designer page calls on $name', (database) => {
  let app: FastifyInstance;
  const save = (body: unknown, target = pc) =>
    sendEnvelope<SavePageResult>(app, {
      method: 'POST',
      url: api(DESIGNER_PAGE_PATHS.savePage.build(target)),
      payload: body,
    });
  const pageVersion = async () =>
    await app.tessera.db
      .selectFrom('pages')
      .select(['version', 'page_data'])
      .where('page_id', '=', DEMO.pages.pcDetail)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  it('lists the pages of a sub-app with their versions', async () => {
    const body = await getEnvelope<PageSummary[]>(app, api(DESIGNER_PAGE_PATHS.pages.build(pc)));
    expectAnswer(DESIGNER_PAGE_PATHS.pages, body.data);
    expect(body.data?.map((p) => p.name).sort()).toEqual(pcPages.map((p) => p.name).sort());
    expect(body.data?.find((p) => p.name === 'home')).toMatchObject({
      pageId: DEMO.pages.pcHome,
      subAppId: DEMO.pcSubAppId,
      subAppType: 'Pc',
      pageType: 'Page',
      isHomePage: true,
      version: 1,
      publishedVersion: 1,
    });
  });

  it('lists the ordinary pages of every sub-app (putongpages), Pc first', async () => {
    const body = await getEnvelope<PageSummary[]>(
      app,
      api(DESIGNER_PAGE_PATHS.putongPages.build({ appId: DEMO.appId })),
    );
    expectAnswer(DESIGNER_PAGE_PATHS.putongPages, body.data);
    const ordinary = SEEDED_PAGES.filter(isOrdinary);
    const mobileCount = ordinary.filter((p) => p.subAppId === DEMO.mobileSubAppId).length;
    expect(body.data?.map((p) => p.subAppType)).toEqual([
      ...ordinary.filter((p) => p.subAppId === DEMO.pcSubAppId).map(() => 'Pc'),
      ...Array.from({ length: mobileCount }, () => 'Mobile'),
    ]);
  });

  it('answers GetPageData with the page structure and the schemas its data sources read', async () => {
    const body = await getEnvelope<PageDetails>(
      app,
      api(DESIGNER_PAGE_PATHS.page.build({ ...pc, pageId: DEMO.pages.pcHome })),
    );
    expectAnswer(DESIGNER_PAGE_PATHS.page, body.data);
    expect(body.data).toMatchObject({
      pageId: DEMO.pages.pcHome,
      title: '首页',
      seoTitle: '',
      styleName: '',
      templateId: EMPTY_GUID,
      templateDataSource: null,
      templatePageData: null,
      controlPermissionSetList: [],
      schemas: ['article'],
      dataflows: [],
      error: null,
    });
    expect(body.data?.pageData.controls[0]?.typeName).toBe('List');
  });

  it('answers the page parameters, the first page and a title search', async () => {
    const params = await getEnvelope<PageParameter[]>(
      app,
      api(
        DESIGNER_PAGE_PATHS.pageParameters.build({
          ...pc,
          pageId: DEMO.pages.pcDetail,
          envType: 'Runtime',
        }),
      ),
    );
    expectAnswer(DESIGNER_PAGE_PATHS.pageParameters, params.data);
    expect(params.data).toEqual([{ name: 'id', default: '' }]);
    const first = await getEnvelope<PageSummary>(
      app,
      api(DESIGNER_PAGE_PATHS.devFirstPage.build(mobile)),
    );
    expectAnswer(DESIGNER_PAGE_PATHS.devFirstPage, first.data);
    expect(first.data?.pageId).toBe(DEMO.pages.mobileHome);
    const search = await getEnvelope<PagedList<PageSummary>>(
      app,
      api(
        DESIGNER_PAGE_PATHS.pagesContent.build(
          { appId: DEMO.appId, appType: 'Pc' },
          { pageTitle: '详', pageSize: 1 },
        ),
      ),
    );
    expectAnswer(DESIGNER_PAGE_PATHS.pagesContent, search.data);
    expect(search.data).toMatchObject({ total: 1, items: [{ pageId: DEMO.pages.pcDetail }] });
    const paged = await getEnvelope<PagedList<PageSummary>>(
      app,
      api(
        DESIGNER_PAGE_PATHS.pagesContent.build(
          { appId: DEMO.appId, appType: 'Pc' },
          { currentPage: 2, pageSize: 2 },
        ),
      ),
    );
    expect(paged.data?.total).toBe(pcPages.length);
    expect(paged.data?.items).toHaveLength(2);
  });

  it.each([
    [
      'an unknown page',
      api(DESIGNER_PAGE_PATHS.page.build({ ...pc, pageId: EMPTY_GUID })),
      '40400',
    ],
    [
      'a page of another sub-app',
      api(DESIGNER_PAGE_PATHS.page.build({ ...pc, pageId: DEMO.pages.mobileHome })),
      '40400',
    ],
    ['a bad appType', api(DESIGNER_PAGE_PATHS.pages.build({ ...pc, appType: 'Tablet' })), '40000'],
    [
      'a bad envType',
      api(
        DESIGNER_PAGE_PATHS.pageParameters.build({
          ...pc,
          pageId: DEMO.pages.pcDetail,
          envType: 'Prod',
        }),
      ),
      '40000',
    ],
    [
      'a bad pageSize',
      api(
        DESIGNER_PAGE_PATHS.pagesContent.build(
          { appId: DEMO.appId, appType: 'Pc' },
          { pageSize: 0 },
        ),
      ),
      '40000',
    ],
  ])('answers %s with its code', async (_case, url, code) => {
    expect((await getEnvelope(app, url)).rspCd).toBe(code);
  });

  it('refuses a page title given twice, naming it', async () => {
    const url = api(`${DEMO.appId}/designer/Pc/pages/content?pageTitle=a&pageTitle=b`);
    expect(await getEnvelope(app, url)).toEqual({
      rspCd: '40000',
      rspInf: '参数 pageTitle 应为文本',
      data: null,
    });
  });

  describe('SavePage', () => {
    it('saves data and dataSource and answers the new version; Preview shows it, Runtime not yet', async () => {
      const { version } = await pageVersion();
      const body = await save(saveBody(version, '已保存'));
      expectAnswer(DESIGNER_PAGE_PATHS.savePage, body.data);
      expect(body).toMatchObject({
        rspCd: '00000',
        data: { pageId: DEMO.pages.pcDetail, version: version + 1 },
      });
      const json = (envType: string) =>
        getEnvelope<PageJsonData>(
          app,
          api(PAGE_PATHS.jsonPageData.build({ ...pc, pageId: DEMO.pages.pcDetail, envType })),
        );
      const preview = await json('Preview');
      expect(preview.data?.version).toBe(version + 1);
      expect(preview.data?.pageData.controls[0]?.props).toEqual({ title: '已保存' });
      expect(preview.data?.pageDataSource[0]?.dsId).toBe('ds-1');
      // The Runtime serves the published version until a publish (pageVersions.test.ts).
      const runtime = await json('Runtime');
      expect(runtime.data).toMatchObject({ version: 1, pageData: { controls: [] } });
    });

    it('refuses a stale version with 40900 and overwrites nothing', async () => {
      const before = await pageVersion();
      const body = await save(saveBody(before.version - 1, '过期的保存'));
      expect(body).toMatchObject({ rspCd: '40900', data: null });
      expect(body.rspInf).toContain(String(before.version));
      expect(await pageVersion()).toEqual(before);
    });

    it('lets exactly one of several concurrent saves of the same version win', async () => {
      const { version } = await pageVersion();
      const titles = Array.from({ length: 8 }, (_, i) => `并发 ${i}`);
      const answers = await Promise.all(titles.map((t) => save(saveBody(version, t))));
      const winners = answers.filter((a) => a.rspCd === '00000');
      expect(winners).toHaveLength(1);
      expect(answers.filter((a) => a.rspCd === '40900')).toHaveLength(titles.length - 1);
      const after = await pageVersion();
      expect(after.version).toBe(version + 1);
      const winnerTitle = titles[answers.findIndex((a) => a.rspCd === '00000')];
      expect((after.page_data.controls[0] as { props: unknown }).props).toEqual({
        title: winnerTitle,
      });
    });

    it.each([
      ['no pageId', { ...saveBody(1, 'x'), pageId: undefined }, '40000', 'pageId'],
      [
        'a version that is not a positive integer',
        { ...saveBody(1, 'x'), version: '2' },
        '40000',
        'version',
      ],
      ['data that is not JSON', { ...saveBody(1, 'x'), data: '{controls:' }, '40000', 'data'],
      ['data without controls', { ...saveBody(1, 'x'), data: '{"items":[]}' }, '40000', 'controls'],
      [
        'a dataSource that is not an array',
        { ...saveBody(1, 'x'), dataSource: '{}' },
        '40000',
        'dataSource',
      ],
      [
        'a data source without dsId',
        { ...saveBody(1, 'x'), dataSource: '[{"name":"a"}]' },
        '40000',
        'dsId',
      ],
      ['an unknown page', { ...saveBody(1, 'x'), pageId: EMPTY_GUID }, '40400', EMPTY_GUID],
    ])('refuses %s and changes nothing', async (_case, payload, code, mention) => {
      const before = await pageVersion();
      const body = await save(payload);
      expect(body.rspCd).toBe(code);
      expect(body.rspInf).toContain(mention);
      expect(await pageVersion()).toEqual(before);
    });

    it('refuses data and dataSource nested 100,000 deep with 40000, changing nothing', async () => {
      const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
      const before = await pageVersion();
      const data = await save({
        ...saveBody(before.version, 'x'),
        data: `{"controls":[{"props":${deep(100_000)}}]}`,
      });
      expect(data).toMatchObject({
        rspCd: '40000',
        rspInf: '参数 data 无效：JSON 嵌套超过 128 层',
      });
      const dataSource = await save({
        ...saveBody(before.version, 'x'),
        dataSource: `[{"dsId":"ds-1","extra":${deep(100_000)}}]`,
      });
      expect(dataSource).toMatchObject({
        rspCd: '40000',
        rspInf: '参数 dataSource 无效：JSON 嵌套超过 128 层',
      });
      expect(await pageVersion()).toEqual(before);
    });

    it('refuses a page of another sub-app', async () => {
      const body = await save({ ...saveBody(1, 'x'), pageId: DEMO.pages.mobileHome });
      expect(body.rspCd).toBe('40400');
    });
  });
});
