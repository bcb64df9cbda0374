import { EMPTY_GUID, type PageDefinition, type PageJsonData } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnvelope, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { WIDGET_DEMO_PAGES } from '../seed/widgetPages/index.js';

const pcBase = `/api/${DEMO.appId}/${DEMO.pcSubAppId}`;
const jsonPageData = (pageId: string, base = pcBase, appType = 'Pc') =>
  `${base}/designer/${appType}/jsonpagedata/${pageId}/Runtime`;

describe.each(TEST_DATABASES)('page calls on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  describe('pagerouters', () => {
    it('answers the page definitions of the Pc sub-app', async () => {
      const body = await getEnvelope<PageDefinition[]>(app, `${pcBase}/pagerouters/Pc/Runtime`);
      expect(body.rspCd).toBe('00000');
      const byName = Object.fromEntries((body.data ?? []).map((p) => [p.name, p]));
      // The demo's own pages and the widget demo pages of this sub-app, nothing else.
      const widgetPages = WIDGET_DEMO_PAGES.filter((p) => p.subAppId === DEMO.pcSubAppId);
      expect(Object.keys(byName).sort()).toEqual(
        ['detail', 'home', 'login', ...widgetPages.map((p) => p.name)].sort(),
      );
      expect(byName.home).toEqual({
        pageId: DEMO.pages.pcHome,
        name: 'home',
        url: '/home',
        title: '首页',
        tagsMode: null,
        isHomePage: true,
        parameters: [],
      });
      expect(byName.detail).toMatchObject({
        url: null,
        isHomePage: false,
        parameters: [{ name: 'id', default: '' }],
      });
      expect(byName.login).toMatchObject({ url: '/login', isHomePage: false, parameters: [] });
    });

    it('answers the Mobile sub-app its own home page', async () => {
      const body = await getEnvelope<PageDefinition[]>(
        app,
        `/api/${DEMO.appId}/${DEMO.mobileSubAppId}/pagerouters/Mobile/Preview`,
      );
      expect(body.data).toEqual([
        expect.objectContaining({ pageId: DEMO.pages.mobileHome, name: 'home', isHomePage: true }),
      ]);
    });

    it.each([
      ['an unknown app', `/api/${EMPTY_GUID}/${DEMO.pcSubAppId}/pagerouters/Pc/Runtime`],
      ['an unknown sub-app', `/api/${DEMO.appId}/${EMPTY_GUID}/pagerouters/Pc/Runtime`],
      ['an id that is not a GUID', `/api/not-a-guid/${DEMO.pcSubAppId}/pagerouters/Pc/Runtime`],
      ['a sub-app of another type', `${pcBase}/pagerouters/Mobile/Runtime`],
    ])('answers 40400 for %s', async (_case, url) => {
      const body = await getEnvelope(app, url);
      expect(body).toMatchObject({ rspCd: '40400', data: null });
      expect(body.rspInf).not.toBe('');
    });

    it.each([
      ['appType', `${pcBase}/pagerouters/Tablet/Runtime`],
      ['envType', `${pcBase}/pagerouters/Pc/Production`],
    ])('answers 40000 for a bad %s', async (name, url) => {
      const body = await getEnvelope(app, url);
      expect(body).toMatchObject({ rspCd: '40000', data: null });
      expect(body.rspInf).toContain(name);
    });
  });

  describe('jsonpagedata', () => {
    it('answers the Pc home page with its controls and data sources parsed', async () => {
      const body = await getEnvelope<PageJsonData>(app, jsonPageData(DEMO.pages.pcHome));
      expect(body.rspCd).toBe('00000');
      expect(body.data).toEqual({
        pageId: DEMO.pages.pcHome,
        title: '首页',
        pageType: 'Page',
        version: 1,
        templateId: EMPTY_GUID,
        pageData: {
          controls: expect.arrayContaining([
            {
              id: 'list-1',
              parentId: null,
              typeName: 'List',
              layout: expect.objectContaining({ x: 0, y: 0 }),
              props: { title: '文章列表', titleIsShow: true },
              bindInfo: { dsId: 'ds-articles', title: 'title', description: 'description' },
              cssData: { pagination: { pageSize: 10 } },
            },
            expect.objectContaining({ typeName: 'Nav' }),
          ]),
        },
        pageDataSource: [
          {
            dsId: 'ds-articles',
            name: '文章',
            schemaName: 'article',
            typeName: 'schema',
            usages: ['list'],
            topN: 25,
            skip: 0,
            sortField: 'created',
            ascending: true,
            preDataSourceIds: [],
            isDefaultLoaded: true,
          },
        ],
      });
    });

    it('answers an empty control list for a page without controls', async () => {
      const body = await getEnvelope<PageJsonData>(app, jsonPageData(DEMO.pages.pcLogin));
      expect(body.data).toMatchObject({
        pageId: DEMO.pages.pcLogin,
        pageData: { controls: [] },
        pageDataSource: [],
      });
    });

    it.each([
      ['an unknown page', jsonPageData('7e55e7a0-0002-4000-8000-0000000000ff')],
      ['a page id that is not a GUID', jsonPageData('home')],
      ['a page of another sub-app', jsonPageData(DEMO.pages.mobileHome)],
      ['an unknown app', jsonPageData(DEMO.pages.pcHome, `/api/${EMPTY_GUID}/${DEMO.pcSubAppId}`)],
    ])('answers 40400 for %s', async (_case, url) => {
      const body = await getEnvelope(app, url);
      expect(body).toMatchObject({ rspCd: '40400', data: null });
    });
  });
});
