import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PATHS,
  DATA_FLOW_PATHS,
  MEDIA_PATHS,
  MODEL_PATHS,
  OIDC,
  DESIGNER_PAGE_PATHS,
  PAGE_PATHS,
  SCHEMA_PATHS,
  SUB_APP_PATHS,
} from '@tessera/protocol';
import { injectSigned, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { signIn, tokenFor } from '../__tests__/signIn.js';
import { DEMO } from '../demo.js';
import { DEMO_USERS } from '../demoOrganisation.js';
import { insertTestUser } from '../identity/identityFixtures.js';

const app_ = DEMO.appId;
const pc = { appId: app_, subAppId: DEMO.pcSubAppId, appType: 'Pc' };
const articleId = '00000000-0000-4000-8000-00000000a001';
/** A built path as the server sees it (`build` leaves the API prefix to the client). */
const api = (path: string) => (path.startsWith('/') ? path : `/api/${path}`);

/** Every write call of the service API (README "Authorization"), as an anonymous caller sends it. */
const WRITE_CALLS: { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown }[] = [
  {
    method: 'PUT',
    url: api(
      CONTENT_PATHS.contentItem.build({ appId: app_, schemaName: 'article', id: articleId }),
    ),
    payload: { title: { iv: 'x' } },
  },
  {
    method: 'DELETE',
    url: api(
      CONTENT_PATHS.contentItem.build({ appId: app_, schemaName: 'article', id: articleId }),
    ),
  },
  {
    method: 'POST',
    url: api(CONTENT_PATHS.contentBatch.build({ appId: app_, schemaName: 'article' })),
    payload: { ContentDataList: '[{"title":{"iv":"x"}}]' },
  },
  {
    method: 'POST',
    url: api(DESIGNER_PAGE_PATHS.savePage.build(pc)),
    payload: {
      pageId: DEMO.pages.pcHome,
      version: 1,
      data: '<script>alert(1)</script>',
      dataSource: '[]',
    },
  },
  {
    method: 'POST',
    url: api(DESIGNER_PAGE_PATHS.publishPage.build({ ...pc, pageId: DEMO.pages.pcHome })),
    payload: { version: 1 },
  },
  {
    method: 'POST',
    url: api(DESIGNER_PAGE_PATHS.restorePage.build({ ...pc, pageId: DEMO.pages.pcHome })),
    payload: { version: 1, baseVersion: 1 },
  },
  { method: 'POST', url: api(DESIGNER_PAGE_PATHS.createPage.build(pc)), payload: { title: 'x' } },
  {
    method: 'PUT',
    url: api(DESIGNER_PAGE_PATHS.updatePage.build({ ...pc, pageId: DEMO.pages.pcDetail })),
    payload: { title: 'x' },
  },
  {
    method: 'POST',
    url: api(DESIGNER_PAGE_PATHS.duplicatePage.build({ ...pc, pageId: DEMO.pages.pcDetail })),
  },
  {
    method: 'POST',
    url: api(DESIGNER_PAGE_PATHS.setHomePage.build({ ...pc, pageId: DEMO.pages.pcLogin })),
  },
  {
    method: 'DELETE',
    url: api(DESIGNER_PAGE_PATHS.deletePage.build({ ...pc, pageId: DEMO.pages.pcDetail })),
  },
  { method: 'POST', url: api(SUB_APP_PATHS.changeTheme.build({ ...pc, theme: 'dark' })) },
  { method: 'POST', url: api(SUB_APP_PATHS.setGlobalNav.build(pc)), payload: { Color: '#000' } },
  {
    method: 'POST',
    url: api(SUB_APP_PATHS.updateVarsJson.build(pc)),
    payload: { SubAppVarsJson: '{}' },
  },
  {
    method: 'POST',
    url: `${SUB_APP_PATHS.updatePageConfigJson.pattern}?app=${app_}&subapp=${DEMO.pcSubAppId}`,
    payload: { SubAppPageConfigJson: '{}' },
  },
  {
    method: 'POST',
    url: api(MEDIA_PATHS.imageCategories.build({ appId: app_ })),
    payload: { name: 'x' },
  },
  {
    method: 'PUT',
    url: api(MEDIA_PATHS.imageCategory.build({ appId: app_, id: articleId })),
    payload: { name: 'x' },
  },
  {
    method: 'POST',
    url: api(MEDIA_PATHS.deleteImageCategory.build({ appId: app_, id: articleId })),
    payload: {},
  },
  { method: 'POST', url: api(MEDIA_PATHS.defaultImage.build({ appId: app_ })), payload: {} },
  { method: 'POST', url: api(MEDIA_PATHS.postImage.build(pc)), payload: {} },
  { method: 'POST', url: api(MEDIA_PATHS.postEnclosure.build(pc)), payload: {} },
  { method: 'POST', url: `${MEDIA_PATHS.tempImage.pattern}?app=${app_}`, payload: {} },
  { method: 'POST', url: api(MEDIA_PATHS.createVideo.build({ appId: app_ })), payload: {} },
  {
    method: 'POST',
    url: api(MEDIA_PATHS.deleteVideo.build({ appId: app_, id: articleId })),
    payload: {},
  },
  {
    method: 'POST',
    url: api(DATA_FLOW_PATHS.run.build({ appId: app_, flowId: 'greeting' })),
    payload: {},
  },
  {
    method: 'POST',
    url: api(DATA_FLOW_PATHS.groupRun.build({ group: 'g', appId: app_, flowId: 'greeting' })),
    payload: {},
  },
  {
    method: 'POST',
    url: `${MODEL_PATHS.apiModelData.pattern}?app=${app_}`,
    payload: { modelId: 'article-search' },
  },
  {
    method: 'POST',
    url: `${MODEL_PATHS.queryOlapResult.pattern}?app=${app_}`,
    payload: { modelId: 'article-views-by-day' },
  },
  {
    method: 'POST',
    url: `${SCHEMA_PATHS.autoSerialNo.pattern}?app=${app_}&schemaname=showcase&fieldname=serialNo&type=1`,
    payload: {},
  },
];

/** A fingerprint of everything the calls above could change. */
async function fingerprint(app: FastifyInstance): Promise<string> {
  const db = app.tessera.db;
  const tables = [
    'content_items',
    'pages',
    'sub_app_configs',
    'image_categories',
    'media_images',
    'media_enclosures',
    'media_videos',
    'auto_serial_numbers',
    'content_serial_numbers',
    'site_settings',
  ] as const;
  const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

describe.each(TEST_DATABASES)('authorization on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database, { appOrigins: ['http://app.example'] });
  });
  afterAll(() => app?.close());

  it('refuses every write of an anonymous caller with 401, and changes nothing', async () => {
    const before = await fingerprint(app);
    for (const call of WRITE_CALLS) {
      const response = await injectSigned(app, { ...call, anonymous: true });
      expect({ call: `${call.method} ${call.url}`, status: response.statusCode }).toEqual({
        call: `${call.method} ${call.url}`,
        status: 401,
      });
      expect(response.json()).toMatchObject({ rspCd: '30002' });
    }
    expect(await fingerprint(app)).toBe(before);
  });

  it('refuses anonymous GraphQL mutations and changes nothing', async () => {
    const before = await fingerprint(app);
    const mutation = await injectSigned(app, {
      method: 'POST',
      url: `${CONTENT_PATHS.queryGraphqls.pattern}?app=${app_}`,
      payload: {
        query: `mutation { addArticleContent(contentData: { title: { iv: "x" } }) { id } }`,
      },
      anonymous: true,
    });
    expect(mutation.json()).toMatchObject({ rspCd: '30002' });
    expect(await fingerprint(app)).toBe(before);
  });

  it('lets an anonymous caller read only the schemas public pages bind', async () => {
    const graphql = (query: string) =>
      injectSigned(app, {
        method: 'POST',
        url: `${CONTENT_PATHS.queryGraphqls.pattern}?app=${app_}`,
        payload: { query },
        anonymous: true,
      });
    const rest = (schemaName: string) =>
      injectSigned(app, {
        method: 'GET',
        url: api(CONTENT_PATHS.contents.build({ appId: app_, schemaName })),
        anonymous: true,
      });
    const articles = '{ queryArticleContentsWithTotal(top: 1) { total } }';
    const showcase = '{ queryShowcaseContentsWithTotal(top: 1) { total } }';
    // Every demo page but /login requires sign-in, and /login binds nothing yet.
    expect((await graphql(articles)).json()).toMatchObject({ rspCd: '30002' });
    expect((await rest('article')).statusCode).toBe(401);

    await app.tessera.db
      .updateTable('pages')
      .set({ page_data_source: JSON.stringify([{ dsId: 'ds-public', schemaName: 'showcase' }]) })
      .where('page_id', '=', DEMO.pages.pcLogin)
      .execute();
    expect((await graphql(showcase)).json()).toMatchObject({ rspCd: '00000' });
    expect((await rest('showcase')).json()).toMatchObject({ rspCd: '00000' });
    expect((await graphql(articles)).json()).toMatchObject({ rspCd: '30002' });
    expect((await rest('article')).statusCode).toBe(401);
  });

  it('refuses a caller without the named operation (403) and lets one holding it write', async () => {
    const db = app.tessera.db;
    await db
      .insertInto('operations')
      .values({ id: 'op-edit-article', app_id: app_, name: '编辑文章' })
      .execute();
    const editorId = await insertTestUser(db, { phone: '13911120001', roles: ['editor'] });
    const readerId = await insertTestUser(db, { phone: '13911120002', roles: ['reader'] });
    const editor = await db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'editor')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_operations')
      .values({ role_id: editor.id, operation_id: 'op-edit-article' })
      .execute();
    // The showcase has no operations of its own (`showcase.edit`): only the named one counts.
    const item = await db
      .selectFrom('content_items')
      .select('id')
      .where('schema_name', '=', 'showcase')
      .executeTakeFirstOrThrow();
    const put = async (userId: string) =>
      injectSigned(app, {
        method: 'PUT',
        url: api(
          CONTENT_PATHS.contentItem.build({ appId: app_, schemaName: 'showcase', id: item.id }),
        ),
        payload: { data: { title: { iv: `by ${userId}` } } },
        headers: {
          authorization: `Bearer ${await tokenFor(app, userId)}`,
          operationid: 'op-edit-article',
        },
      });
    const before = await fingerprint(app);
    const refused = await put(readerId);
    expect(refused.statusCode).toBe(403);
    expect(await fingerprint(app)).toBe(before);
    expect((await put(editorId)).json()).toMatchObject({ rspCd: '00000' });

    const mutation = (userId: string) => async () =>
      injectSigned(app, {
        method: 'POST',
        url: `${CONTENT_PATHS.queryGraphqls.pattern}?app=${app_}`,
        payload: {
          query: `mutation { updateShowcaseContent(id: "${item.id}", contentData: { title: { iv: "g" } }, operationId: "op-edit-article") { id } }`,
        },
        headers: { authorization: `Bearer ${await tokenFor(app, userId)}` },
      });
    expect((await (await mutation(readerId))()).json()).toMatchObject({ rspCd: '40300' });
    expect((await (await mutation(editorId))()).json()).toMatchObject({ rspCd: '00000' });
  });

  it('answers page data by the page permission: 401 anonymous, 403 without the page', async () => {
    const pageData = async (pageId: string, token?: string) =>
      injectSigned(app, {
        method: 'GET',
        url: api(PAGE_PATHS.jsonPageData.build({ ...pc, pageId, envType: 'Runtime' })),
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : { anonymous: true }),
      });
    expect((await pageData(DEMO.pages.pcHome)).statusCode).toBe(401);
    // /login is public: anyone reads it.
    expect((await pageData(DEMO.pages.pcLogin)).json()).toMatchObject({ rspCd: '00000' });
    // A user without any role that is granted the page.
    const nobody = await insertTestUser(app.tessera.db, { phone: '13911120009' });
    const refused = await pageData(DEMO.pages.pcHome, await tokenFor(app, nobody));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ rspCd: '40300', rspInf: '您没有访问权限！' });
    const applicant = DEMO_USERS.find((u) => u.key === 'applicant')!;
    const { accessToken } = await signIn(app, {
      phone: applicant.phone,
      password: applicant.password,
    });
    expect((await pageData(DEMO.pages.pcHome, accessToken)).json()).toMatchObject({
      rspCd: '00000',
    });
  });

  it('answers CORS only for the app origins, never for null', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: `/api/${app_}/content/article`,
        headers: { origin, 'access-control-request-method': 'PUT' },
      });
    expect((await preflight('http://app.example')).headers['access-control-allow-origin']).toBe(
      'http://app.example',
    );
    for (const origin of ['http://evil.example', 'null']) {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    const read = await injectSigned(app, {
      method: 'GET',
      url: `/api/${app_}/content/article?$top=1`,
      headers: { origin: 'http://evil.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('signs a browser in through the provider: code + PKCE, the sign-in page, JWT access token', async () => {
    await insertTestUser(app.tessera.db, { phone: '13911120003', password: 'Browser2026a' });
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const redirectUri = 'http://app.example/callback';
    const cookies = new Map<string, string>();
    const keep = (setCookie: string | string[] | undefined) => {
      for (const line of [setCookie ?? []].flat()) {
        const [pair] = line.split(';');
        const [name, value] = pair!.split('=');
        cookies.set(name!, value ?? '');
      }
    };
    const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const get = async (url: string) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { cookie: cookieHeader() },
      });
      keep(response.headers['set-cookie']);
      return response;
    };
    const path = (location: string) => {
      const url = new URL(location, 'http://127.0.0.1');
      return url.pathname + url.search;
    };

    const authorize = await get(
      `${OIDC.path}/auth?${new URLSearchParams({
        client_id: OIDC.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: OIDC.scope,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: 'xyz',
      })}`,
    );
    expect(authorize.statusCode).toBe(303);
    const pagePath = path(authorize.headers.location as string);
    const page = await get(pagePath);
    expect(page.body).toContain('使用手机号和密码登录');

    const wrong = await app.inject({
      method: 'POST',
      url: `${pagePath}/login`,
      headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=13911120003&password=nope',
    });
    expect(wrong.body).toContain('手机号或密码错误');
    const login = await app.inject({
      method: 'POST',
      url: `${pagePath}/login`,
      headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=13911120003&password=Browser2026a',
    });
    keep(login.headers['set-cookie']);
    expect(login.statusCode).toBe(303);
    let next = await get(path(login.headers.location as string));
    while (next.statusCode === 303 && !(next.headers.location as string).startsWith(redirectUri)) {
      next = await get(path(next.headers.location as string));
    }
    const callback = new URL(next.headers.location as string);
    expect(callback.origin + callback.pathname).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe('xyz');

    const token = await app.inject({
      method: 'POST',
      url: `${OIDC.path}/token`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://app.example',
      },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: OIDC.clientId,
        code: callback.searchParams.get('code')!,
        code_verifier: verifier,
        redirect_uri: redirectUri,
      }).toString(),
    });
    expect(token.statusCode).toBe(200);
    const body = token.json();
    expect(body).toMatchObject({ token_type: 'Bearer' });
    expect(body.refresh_token).toBeTruthy();
    expect(body.id_token).toBeTruthy();
    expect(token.headers['access-control-allow-origin']).toBe('http://app.example');
    const read = await injectSigned(app, {
      method: 'GET',
      url: `/api/${app_}/content/article?$top=1`,
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(read.statusCode).toBe(200);
  });
});
