import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  DEMO_REQUEST_CONTEXT,
  DEMO_USERS,
  expectAnswer,
  startTestServer,
} from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { PAGE_PATHS } from '@tessera/protocol';
import {
  getDesignerPages,
  getDevFirstPage,
  getOrdinaryPages,
  getPageData,
  getPageParameters,
  savePage,
  searchPages,
  type SubAppRef,
} from '../index.js';
import { rejection } from './rejection.js';

// The designer's page calls against the real server on loopback, as the demo administrator (who
// has the designer operation) and as 张三 (who has not: HTTP 403).

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

  async function clientOf(key: string): Promise<RequestClient> {
    const { phone, password } = DEMO_USERS.find((each) => each.key === key)!;
    const { accessToken } = await server.signIn({ phone, password });
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: {
        info: (t) => void shown.push(t),
        error: (t) => void shown.push(t),
        warning: (t) => void shown.push(t),
      },
    });
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    designer = await clientOf('admin');
    applicant = await clientOf('applicant');
  });
  afterAll(() => server?.close());

  it('lists the pages, the ordinary pages, the first page and a title search', async () => {
    const pages = expectAnswer(PAGE_PATHS.pages, await getDesignerPages(designer, pc));
    expect(pages.find((page) => page.pageId === DEMO.pages.pcHome)).toMatchObject({
      name: 'home',
      title: '首页',
      isHomePage: true,
      subAppType: 'Pc',
    });
    const ordinary = expectAnswer(PAGE_PATHS.putongPages, await getOrdinaryPages(designer, pc));
    expect(ordinary.every((page) => page.pageType === 'Page')).toBe(true);
    expect(ordinary.map((page) => page.subAppType)).toContain('Mobile');
    const first = expectAnswer(PAGE_PATHS.devFirstPage, await getDevFirstPage(designer, pc));
    expect(first?.pageId).toBe(DEMO.pages.pcHome);
    const found = expectAnswer(
      PAGE_PATHS.pagesContent,
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
    const page = expectAnswer(PAGE_PATHS.page, await getPageData(designer, pc, DEMO.pages.pcHome));
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
      PAGE_PATHS.savePage,
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
  });
});
