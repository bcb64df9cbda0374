import {
  EMPTY_GUID,
  SUB_APP_PATHS,
  type GlobalNav,
  type SubAppDetail,
  type SubAppPageConfigJson,
  type SubAppVarsJson,
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

const pc = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId };
const mobile = { appId: DEMO.appId, subAppId: DEMO.mobileSubAppId };
const api = (path: string) => `/api/${path}`;

describe.each(TEST_DATABASES)('sub-app settings calls on $name', (database) => {
  let app: FastifyInstance;
  const post = <T>(url: string, payload?: unknown) =>
    sendEnvelope<T>(app, { method: 'POST', url: api(url), payload: payload ?? {} });

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  it('answers the seeded global nav of Pc and the empty nav of Mobile', async () => {
    expect(
      (await getEnvelope<GlobalNav>(app, api(SUB_APP_PATHS.getGlobalNav.build(pc)))).data,
    ).toEqual({
      Color: '#1677ff',
      TitleColor: '#ffffff',
      FaviconUrl: '',
    });
    expect(
      (await getEnvelope<GlobalNav>(app, api(SUB_APP_PATHS.getGlobalNav.build(mobile)))).data,
    ).toEqual({
      Color: '',
      TitleColor: '',
      FaviconUrl: '',
    });
  });

  it('sets the global nav member by member and refuses a bad colour without writing', async () => {
    const set = await post<GlobalNav>(SUB_APP_PATHS.setGlobalNav.build(mobile), {
      Color: 'rgb(22, 119, 255)',
      FaviconUrl: '/favicon.ico',
    });
    expect(set.data).toEqual({
      Color: 'rgb(22, 119, 255)',
      TitleColor: '',
      FaviconUrl: '/favicon.ico',
    });
    const bad = await post(SUB_APP_PATHS.setGlobalNav.build(mobile), {
      TitleColor: 'red; x: url(y)',
    });
    expect(bad.rspCd).toBe('40000');
    expect(bad.rspInf).toContain('TitleColor');
    const list = await post(SUB_APP_PATHS.setGlobalNav.build(mobile), [{ Color: 'red' }]);
    expect(list).toEqual({ rspCd: '40000', rspInf: '请求体应为 JSON 对象', data: null });
    const read = await getEnvelope<GlobalNav>(app, api(SUB_APP_PATHS.getGlobalNav.build(mobile)));
    expect(read.data).toEqual(set.data);
  });

  it('changes the theme and answers it in the sub-app detail and list', async () => {
    const changed = await post<SubAppDetail>(
      SUB_APP_PATHS.changeTheme.build({ ...pc, theme: 'theme3' }),
    );
    expect(changed.data).toMatchObject({
      subAppId: DEMO.pcSubAppId,
      subAppType: 'Pc',
      theme: 'theme3',
    });
    const detail = await getEnvelope<SubAppDetail>(app, api(SUB_APP_PATHS.subAppDetail.build(pc)));
    expect(detail.data?.theme).toBe('theme3');
    const list = await getEnvelope<SubAppDetail[]>(
      app,
      api(SUB_APP_PATHS.subAppList.build({ appId: DEMO.appId })),
    );
    expect(list.data?.map((s) => [s.subAppType, s.theme])).toEqual([
      ['Pc', 'theme3'],
      ['Mobile', 'theme1'],
    ]);
    const bad = await post(SUB_APP_PATHS.changeTheme.build({ ...pc, theme: '../x' }));
    expect(bad.rspCd).toBe('40000');
  });

  it('stores the sub-app vars JSON text and answers it back', async () => {
    const url = SUB_APP_PATHS.getVarsJson.build(pc);
    expect((await getEnvelope<SubAppVarsJson>(app, api(url))).data).toEqual({
      SubAppVarsJson: null,
    });
    const text = JSON.stringify([{ range: 'Global', name: 'city', default: '上海' }]);
    const saved = await post<SubAppVarsJson>(SUB_APP_PATHS.updateVarsJson.build(pc), {
      SubAppVarsJson: text,
      AppId: DEMO.appId,
      SubAppId: DEMO.pcSubAppId,
    });
    expect(saved.data).toEqual({ SubAppVarsJson: text });
    expect((await getEnvelope<SubAppVarsJson>(app, api(url))).data).toEqual({
      SubAppVarsJson: text,
    });
  });

  it.each([
    ['JSON that does not parse', { SubAppVarsJson: '[{' }, 'SubAppVarsJson'],
    ['no JSON text', { SubAppVarsJson: 42 }, 'SubAppVarsJson'],
    ['ids of another sub-app', { SubAppVarsJson: '[]', SubAppId: DEMO.mobileSubAppId }, 'SubAppId'],
  ])('refuses vars JSON with %s and keeps the stored text', async (_case, payload, mention) => {
    const before = await getEnvelope<SubAppVarsJson>(app, api(SUB_APP_PATHS.getVarsJson.build(pc)));
    const body = await post(SUB_APP_PATHS.updateVarsJson.build(pc), payload);
    expect(body.rspCd).toBe('40000');
    expect(body.rspInf).toContain(mention);
    expect((await getEnvelope(app, api(SUB_APP_PATHS.getVarsJson.build(pc)))).data).toEqual(
      before.data,
    );
  });

  it('stores the page-config JSON addressed by ?app&subapp', async () => {
    const text = '{"loading":{"type":"spin"}}';
    const saved = await post<SubAppPageConfigJson>(
      SUB_APP_PATHS.updatePageConfigJson.build({ app: mobile.appId, subapp: mobile.subAppId }),
      {
        SubAppPageConfigJson: text,
      },
    );
    expect(saved.data).toEqual({ SubAppPageConfigJson: text });
    const read = await getEnvelope<SubAppPageConfigJson>(
      app,
      api(SUB_APP_PATHS.getPageConfigJson.build({ app: mobile.appId, subapp: mobile.subAppId })),
    );
    expect(read.data).toEqual({ SubAppPageConfigJson: text });
    const other = await getEnvelope<SubAppPageConfigJson>(
      app,
      api(SUB_APP_PATHS.getPageConfigJson.build({ app: pc.appId, subapp: pc.subAppId })),
    );
    expect(other.data).toEqual({ SubAppPageConfigJson: null });
  });

  it('answers the silent-login switch, off by default', async () => {
    const body = await getEnvelope<boolean>(
      app,
      api(SUB_APP_PATHS.silenceLoginSwitch.build({ appId: pc.appId, subapp: pc.subAppId })),
    );
    expect(body).toMatchObject({ rspCd: '00000', data: false });
    const missing = await getEnvelope(app, api(`${DEMO.appId}/getsilenceloginswitch`));
    expect(missing.rspCd).toBe('40000');
  });

  it.each([
    [
      'an unknown sub-app',
      api(SUB_APP_PATHS.getGlobalNav.build({ appId: DEMO.appId, subAppId: EMPTY_GUID })),
    ],
    [
      'an unknown app',
      api(SUB_APP_PATHS.getVarsJson.build({ appId: EMPTY_GUID, subAppId: DEMO.pcSubAppId })),
    ],
    [
      'a sub-app id that is not a GUID',
      api(SUB_APP_PATHS.getPageConfigJson.build({ app: DEMO.appId, subapp: 'x' })),
    ],
  ])('answers 40400 for %s', async (_case, url) => {
    expect((await getEnvelope(app, url)).rspCd).toBe('40400');
  });
});
