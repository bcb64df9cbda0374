import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import {
  createFakeClock,
  createMemoryStorage,
  type MessagesPort,
  type NavigateOptions,
  type NavigationPort,
} from '@tessera/ports';
import { LOGIN_ACTION_TYPES, type LoginTokens } from '@tessera/protocol';
import { createRequestClient, type RequestClient } from '@tessera/request';
import {
  accountRef,
  areaFromCodes,
  fileLink,
  getRegionTree,
  getDevSmsOutbox,
  getSettings,
  listAddresses,
  loginExpand,
  sendPhoneCode,
  postEnclosure,
  type AccountRef,
} from '@tessera/api';
import { createAddressEditorModel } from '../account/addressEditorModel.js';
import { createChangeAccountModel } from '../account/changeAccountModel.js';
import {
  createLoginByPhoneModel,
  LOGIN_THROTTLE_MS,
  type LoginScreenPort,
} from '../account/loginByPhoneModel.js';
import { createOrganisationListModel } from '../account/organisationListModel.js';
import { readAccountPageConfig } from '@tessera/widgets';
import { createRegisterByPhoneModel } from '../account/registerByPhoneModel.js';
import { createResetPasswordModel } from '../account/resetPasswordModel.js';
import { createRetrievePasswordModel } from '../account/retrievePasswordModel.js';
import { createPreviewFileModel, type ObjectUrlPort } from '../account/previewFileModel.js';
import {
  createThirdAuthBindModel,
  createThirdAuthModel,
  THIRD_AUTH_STATE_KEY,
} from '../account/thirdAuthModels.js';
import { until } from './until.js';

// The account screens' models in Node against the real server on loopback (PGlite; PostgreSQL
// too with DATABASE_URL): the tag list and an administrator's toggle, the file preview, the
// address editor, the password, register, sign-in, change-account and third-party screens, as a
// user of the account portal sees them.

/** The account portal's /third-auth page on its development server (an app origin). */
const REDIRECT_URI = 'http://localhost:5175/third-auth';

/** A MessagesPort that writes every text it is given to `into`. */
function recordMessages(into: string[]): MessagesPort {
  return {
    info: (text) => void into.push(text),
    warning: (text) => void into.push(text),
    error: (text) => void into.push(text),
  };
}

/** A NavigationPort that writes down where it was sent. */
function recordNavigation(): {
  navigation: NavigationPort;
  navigated: [string, NavigateOptions][];
} {
  const navigated: [string, NavigateOptions][] = [];
  return {
    navigation: { navigate: (path, options = {}) => void navigated.push([path, options]) },
    navigated,
  };
}

/** The sign-in's toast, dialogs and history written down; its dialogs are dismissed. */
function recordScreen(): { screen: LoginScreenPort; seen: string[] } {
  const seen: string[] = [];
  return {
    screen: {
      toast: (text) => void seen.push(`toast ${text}`),
      alert: async (dialog) => void seen.push(`alert ${dialog.message}`),
      confirm: async (dialog) => {
        seen.push(`confirm ${dialog.message}`);
        return false;
      },
      back: (steps) => void seen.push(`back ${steps}`),
    },
    seen,
  };
}

/** The user id (`sub`) of an access token. */
function subjectOf(accessToken: string): string {
  const payload = accessToken.split('.')[1]!;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

const admin = DEMO_USERS[0]!;
const zhang = DEMO_USERS.find((each) => each.key === 'applicant')!;
const li = DEMO_USERS.find((each) => each.key === 'approver1')!;
const wang = DEMO_USERS.find((each) => each.key === 'approver2')!;

describe('account screen models against the reference server (spec 2 §2.1–§2.5)', () => {
  let server: TestServer;
  let account: AccountRef;
  const shown: string[] = [];
  const messages = recordMessages(shown);

  /** A client of the demo app whose calls carry `accessToken()`. */
  function clientWith(accessToken: () => string | null): RequestClient {
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({
        ...DEMO_REQUEST_CONTEXT,
        appId: DEMO.appId,
        accessToken: accessToken(),
      }),
      messages,
    });
  }

  async function clientOf(user?: { phone: string; password: string }): Promise<RequestClient> {
    const accessToken = user
      ? (await server.signIn({ phone: user.phone, password: user.password })).accessToken
      : null;
    return clientWith(() => accessToken);
  }

  /** An anonymous client signed in by what a model hands to the session (`signIn`). */
  function sessionClient(): {
    client: RequestClient;
    signIn: (tokens: LoginTokens) => void;
    signedIn: LoginTokens[];
  } {
    const signedIn: LoginTokens[] = [];
    const client = clientWith(() => signedIn.at(-1)?.accessToken ?? null);
    return { client, signIn: (tokens) => void signedIn.push(tokens), signedIn };
  }

  /** The newest code of `purpose` the development outbox holds for `phone`. */
  async function outboxCode(phone: string, purpose: string): Promise<string> {
    const codes = await getDevSmsOutbox(await clientOf(), account, phone);
    return codes.find((each) => each.purpose === purpose)!.code;
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    const anonymous = await clientOf();
    account = accountRef(await getSettings(anonymous, { host: new URL(server.url).host }));
  });
  afterAll(() => server?.close());

  it('lists the tags and lets an administrator switch one off and on in the shown list', async () => {
    const client = await clientOf(admin);
    const model = createOrganisationListModel({ client, account, appId: DEMO.appId, kind: 'tag' });
    expect(model.getSnapshot()).toEqual({ items: null, failed: false, busy: null });
    const stop = model.start();
    const { items } = await until(model, (s) => s.items !== null);
    const tag = items!.find((item) => item.isEnable)!;
    expect(tag).toBeDefined();

    const switching = model.toggle(tag, false);
    expect(model.getSnapshot().busy).toBe(tag.id);
    await switching;
    const off = model.getSnapshot();
    expect(off.busy).toBeNull();
    expect(off.items!.find((item) => item.id === tag.id)?.isEnable).toBe(false);
    // The other rows are the ones loaded, untouched.
    expect(off.items!.filter((item) => item.id !== tag.id)).toEqual(
      items!.filter((item) => item.id !== tag.id),
    );

    // A fresh load (pull to refresh) shows what the server stored.
    await model.reload();
    expect(model.getSnapshot().items!.find((item) => item.id === tag.id)?.isEnable).toBe(false);
    await model.toggle(tag, true);
    expect(model.getSnapshot().items!.find((item) => item.id === tag.id)?.isEnable).toBe(true);
    stop();
  });

  it('keeps a member’s switch as stored when the server refuses it', async () => {
    const client = await clientOf(zhang);
    const model = createOrganisationListModel({ client, account, appId: DEMO.appId, kind: 'tag' });
    const stop = model.start();
    const { items } = await until(model, (s) => s.items !== null);
    const tag = items![0]!;
    await model.toggle(tag, !tag.isEnable);
    const after = model.getSnapshot();
    expect(after.busy).toBeNull();
    expect(after.items!.find((item) => item.id === tag.id)?.isEnable).toBe(tag.isEnable);
    stop();
  });

  it('previews an uploaded text file and revokes its object URL at the stop; a missing file says so', async () => {
    const client = await clientOf(admin);
    const settings = { mediaUrl: server.url, appId: DEMO.appId };
    const uploaded = await postEnclosure(
      client,
      { appId: DEMO.appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' },
      new Blob(['请假说明\n第二行'], { type: 'text/plain' }),
      '说明.txt',
    );
    const created: string[] = [];
    const revoked: string[] = [];
    const objectUrls: ObjectUrlPort = {
      create: () => {
        created.push(`blob:${created.length + 1}`);
        return created.at(-1)!;
      },
      revoke: (url) => void revoked.push(url),
    };

    const model = createPreviewFileModel({
      link: fileLink(settings, uploaded.fileId),
      fileId: uploaded.fileId,
      fetch: (url) => fetch(url),
      objectUrls,
    });
    expect(model.getSnapshot()).toEqual({ file: null, missing: false });
    const stop = model.start();
    const { file } = await until(model, (s) => s.file !== null || s.missing);
    expect(file).toMatchObject({
      url: 'blob:1',
      name: '说明.txt',
      text: '请假说明\n第二行',
    });
    expect(file!.type.startsWith('text/plain')).toBe(true);
    stop();
    expect(revoked).toEqual(['blob:1']);

    const missingId = '00000000-0000-4000-8000-000000000000';
    const missing = createPreviewFileModel({
      link: fileLink(settings, missingId),
      fileId: missingId,
      fetch: (url) => fetch(url),
      objectUrls,
    });
    const stopMissing = missing.start();
    expect(await until(missing, (s) => s.missing)).toEqual({ file: null, missing: true });
    stopMissing();
    expect(created).toEqual(['blob:1']);
  });

  it('creates an address, loads it into the editor, saves a change and deletes it', async () => {
    const client = await clientOf(zhang);
    const app = { appId: DEMO.appId };
    const tree = await getRegionTree(client);

    const creator = createAddressEditorModel({ client, app, editorId: '' });
    const stopCreator = creator.start();
    expect(creator.checkArea()).toBe('请选择省/市/区');
    expect(creator.getSnapshot().areaError).toBe('请选择省/市/区');
    creator.setArea(areaFromCodes(tree, ['440000', '440300', '440305'])!);
    expect(creator.getSnapshot().areaError).toBeUndefined();
    expect(creator.checkArea()).toBeNull();
    creator.setDefault(true);
    const saved = await creator.save({
      name: ' 张三 ',
      phonenumber: '13800000001',
      detailedaddress: '科技园一路 1 号',
    });
    stopCreator();
    expect(saved).toMatchObject({ name: '张三', defaultaddress: true });
    expect(creator.getSnapshot().busy).toBe(false);

    const filled: unknown[] = [];
    const editor = createAddressEditorModel({
      client,
      app,
      editorId: saved!.id,
      fill: (values) => void filled.push(values),
    });
    const stopEditor = editor.start();
    const loaded = await until(editor, (s) => s.editing !== null);
    expect(filled).toEqual([
      { name: '张三', phonenumber: '13800000001', detailedaddress: '科技园一路 1 号' },
    ]);
    expect(loaded).toMatchObject({ isDefault: true, areaError: undefined });
    expect(loaded.area).toEqual(saved!.area);

    editor.setDefault(false);
    const changed = await editor.save({
      name: '张三',
      phonenumber: '13800000001',
      detailedaddress: '科技园二路 2 号',
    });
    expect(changed).toMatchObject({ id: saved!.id, detailedaddress: '科技园二路 2 号' });
    const listed = await listAddresses(client, app);
    expect(listed.find((each) => each.id === saved!.id)).toMatchObject({
      detailedaddress: '科技园二路 2 号',
      defaultaddress: false,
    });
    stopEditor();

    // Deleting goes by the version the editor loaded: reopen it on the stored one.
    const again = createAddressEditorModel({ client, app, editorId: saved!.id });
    const stopAgain = again.start();
    await until(again, (s) => s.editing !== null);
    expect(await again.remove()).toBe(true);
    stopAgain();
    expect((await listAddresses(client, app)).some((each) => each.id === saved!.id)).toBe(false);
  });

  it('retrieves a password: checks every field at submit, then changes it and opens the password login', async () => {
    const client = await clientOf();
    const search = new URLSearchParams({ phone: wang.phone, loginType: 'message' });
    const model = createRetrievePasswordModel({
      client,
      account,
      config: readAccountPageConfig(search),
      search,
      messages,
    });
    const stop = model.start();
    expect(model.getSnapshot().values.phone).toBe(wang.phone);

    shown.length = 0;
    expect(await model.submit()).toBeNull();
    expect(shown).toEqual(['验证码不能为空']);
    expect(model.getSnapshot().errors).toEqual({
      code: '验证码不能为空',
      password: '密码不能为空',
      confirmPassword: '确认密码不能为空',
    });

    model.setField('code', '1');
    expect(model.getSnapshot().errors.code).toBeUndefined();
    model.setField('password', 'Tessera@2027');
    model.setField('confirmPassword', 'Tessera@2028');
    model.blurField('confirmPassword');
    expect(model.getSnapshot().errors.confirmPassword).toBe('两次密码不一致，请重新输入');

    await sendPhoneCode(client, account, { phone: wang.phone, purpose: 'SysForgetPassword' });
    const [code] = await getDevSmsOutbox(client, account, wang.phone);
    model.setField('code', code!.code);
    model.setField('confirmPassword', 'Tessera@2027');
    const changing = model.submit();
    expect(model.getSnapshot().busy).toBe(true);
    const changed = await changing;
    expect(model.getSnapshot().busy).toBe(false);
    expect(changed?.toast).toBe('修改成功!');
    const next = new URL(changed!.path, 'http://portal');
    expect(next.pathname).toBe('/login-byphone');
    expect(next.searchParams.get('from')).toBe('retrievePassword');
    expect(next.searchParams.get('phone')).toBe(wang.phone);
    expect(next.searchParams.has('loginType')).toBe(false);
    stop();

    await expect(
      server.signIn({ phone: wang.phone, password: 'Tessera@2027' }),
    ).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('resets a signed-in user’s password by the old one in two steps', async () => {
    const client = await clientOf(li);
    const model = createResetPasswordModel({
      client,
      account,
      config: readAccountPageConfig(new URLSearchParams()),
      checkWay: 'password',
      phone: li.phone,
      messages,
    });
    const stop = model.start();
    shown.length = 0;
    await model.verify();
    expect(shown).toEqual(['密码不能为空']);
    expect(model.getSnapshot().step).toBe(1);

    model.setField('oldPassword', li.password);
    await model.verify();
    expect(model.getSnapshot()).toMatchObject({ step: 2, busy: false });

    model.setField('password', 'Tessera@2027');
    model.setField('confirmPassword', 'Tessera@2028');
    shown.length = 0;
    expect(await model.confirm()).toBeNull();
    expect(shown).toEqual(['密码不一致']);

    model.setField('confirmPassword', 'Tessera@2027');
    expect(await model.confirm()).toEqual({ toast: '修改成功!', path: null });
    stop();
    await expect(
      server.signIn({ phone: li.phone, password: 'Tessera@2027' }),
    ).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('registers a new number with its code and goes to a same-site returnUrl only', async () => {
    const client = await clientOf();
    const register = async (phone: string, returnUrl: string) => {
      const search = new URLSearchParams({ returnUrl });
      const model = createRegisterByPhoneModel({
        client,
        account,
        config: readAccountPageConfig(search),
        search,
        messages,
      });
      const stop = model.start();
      expect(model.getSnapshot().way).toBe('phoneCodePassword');
      model.setField('phone', phone);
      await sendPhoneCode(client, account, { phone, purpose: 'SysRegister' });
      const [code] = await getDevSmsOutbox(client, account, phone);
      model.setField('code', code!.code);
      model.setField('password', 'Tessera@2026');
      model.setField('confirmPassword', 'Tessera@2026');
      const registered = await model.submit();
      // Busy until the redirect.
      expect(model.getSnapshot().busy).toBe(true);
      stop();
      return registered;
    };

    const first = await register('13912340001', '/selected-address');
    expect(first).toMatchObject({
      path: '/selected-address',
      tokens: { accessToken: expect.any(String) },
    });
    expect((await register('13912340002', '//elsewhere.example/x'))?.path).toBe('/');
    await expect(
      server.signIn({ phone: '13912340001', password: 'Tessera@2026' }),
    ).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('checks the register form at submit: 请确认密码 and 确认密码不一致', async () => {
    const client = await clientOf();
    shown.length = 0;
    const search = new URLSearchParams();
    const model = createRegisterByPhoneModel({
      client,
      account,
      config: readAccountPageConfig(search),
      search,
      messages,
    });
    model.setField('phone', '13912340003');
    model.setField('code', '123456');
    model.setField('password', 'Tessera@2026');
    expect(await model.submit()).toBeNull();
    expect(model.getSnapshot().errors.confirmPassword).toBe('请确认密码');
    model.setField('confirmPassword', 'Tessera@2027');
    model.blurField('confirmPassword');
    expect(model.getSnapshot().errors.confirmPassword).toBe('确认密码不一致');
    expect(shown).toEqual(['请确认密码']);
  });

  it('signs in by password to a same-site returnUrl; a wrong password shows the server’s message and asks for the captcha', async () => {
    const user = { phone: '13912340010', password: 'Tessera@2026' };
    await server.signIn(user);
    const search = new URLSearchParams({ loginType: 'password', returnUrl: '/selected-address' });
    const signInBy = (session: ReturnType<typeof sessionClient>) => {
      const screen = recordScreen();
      const routing = recordNavigation();
      const model = createLoginByPhoneModel({
        client: session.client,
        account,
        config: readAccountPageConfig(search),
        search,
        messages,
        clock: createFakeClock(),
        navigation: routing.navigation,
        signIn: session.signIn,
        screen: screen.screen,
      });
      return { model, seen: screen.seen, navigated: routing.navigated };
    };

    const refusedSession = sessionClient();
    const refused = signInBy(refusedSession);
    const stopRefused = refused.model.start();
    expect(refused.model.getSnapshot()).toMatchObject({
      type: 'password',
      captchaShown: false,
      missingRequired: true,
      busy: false,
    });
    // The demo scope's policy asks for the image captcha after failed sign-ins.
    const loaded = await until(refused.model, (s) => s.captchaMode !== null);
    expect(loaded.captchaMode).toBe('afterFailure');
    refused.model.setField('phone', user.phone);
    refused.model.setField('password', 'Wrong@2026');
    expect(refused.model.getSnapshot().missingRequired).toBe(false);
    shown.length = 0;
    await refused.model.submit();
    expect(shown).toEqual(['手机号或密码错误']);
    expect(refusedSession.signedIn).toEqual([]);
    expect(refused.seen).toEqual([]);
    const withCaptcha = await until(refused.model, (s) => s.captcha !== null);
    expect(withCaptcha).toMatchObject({
      failed: true,
      captchaShown: true,
      missingRequired: true,
      busy: false,
    });
    expect(withCaptcha.values.imgCode).toBe('');
    expect(withCaptcha.captcha!.imgTimestamp).toEqual(expect.any(String));
    stopRefused();

    const session = sessionClient();
    const signing = signInBy(session);
    const stop = signing.model.start();
    signing.model.setField('phone', user.phone);
    signing.model.setField('password', user.password);
    shown.length = 0;
    const pressed = signing.model.submit();
    expect(signing.model.getSnapshot().busy).toBe(true);
    await pressed;
    expect(signing.model.getSnapshot().busy).toBe(false);
    expect(session.signedIn).toHaveLength(1);
    expect(session.signedIn[0]!.accessToken).toEqual(expect.any(String));
    expect(signing.seen).toEqual(['toast 登录成功']);
    expect(signing.navigated).toEqual([['/selected-address', { replace: true }]]);
    expect(shown).toEqual([]);
    stop();
  });

  it('signs in by an SMS code from the outbox; 登录 ignores a press within 2000 ms of the last', async () => {
    const phone = '13912340011';
    await server.signIn({ phone, password: 'Tessera@2026' });
    const session = sessionClient();
    const { screen, seen } = recordScreen();
    const { navigation, navigated } = recordNavigation();
    const clock = createFakeClock();
    const search = new URLSearchParams();
    const model = createLoginByPhoneModel({
      client: session.client,
      account,
      config: readAccountPageConfig(search),
      search,
      messages,
      clock,
      navigation,
      signIn: session.signIn,
      screen,
    });
    const stop = model.start();
    expect(model.getSnapshot().type).toBe('message');

    shown.length = 0;
    await model.submit();
    expect(shown).toEqual(['请输入手机号码']);
    expect(model.getSnapshot().errors).toEqual({
      phone: '请输入手机号码',
      code: '请输入验证码',
    });

    model.setField('phone', phone);
    await sendPhoneCode(session.client, account, { phone, purpose: 'SysLogin' });
    model.setField('code', await outboxCode(phone, 'SysLogin'));
    expect(model.getSnapshot().missingRequired).toBe(false);
    await model.submit();
    expect(session.signedIn).toEqual([]);

    clock.advance(LOGIN_THROTTLE_MS);
    await model.submit();
    expect(session.signedIn).toHaveLength(1);
    // No returnUrl and no configured page: back one step.
    expect(seen).toEqual(['toast 登录成功', 'back 1']);
    expect(navigated).toEqual([]);
    stop();
  });

  it('changes the phone in two steps: a code to the current number, then one to the new number', async () => {
    const user = { phone: '13912340012', password: 'Tessera@2026' };
    const next = '13912340013';
    const { accessToken } = await server.signIn(user);
    const client = clientWith(() => accessToken);
    const model = createChangeAccountModel({
      client,
      account,
      search: new URLSearchParams({ type: 'phone' }),
      user: { userId: subjectOf(accessToken), mobilePhone: user.phone, email: '' },
      messages,
    });
    const stop = model.start();
    expect(model.getSnapshot()).toMatchObject({
      kind: 'phone',
      proof: 'phone',
      step: 'verify',
      busy: false,
      values: { oldAccount: user.phone, code: '' },
    });

    shown.length = 0;
    await model.verify();
    expect(shown).toEqual(['请输入验证码']);
    expect(model.getSnapshot().step).toBe('verify');

    expect(model.checkCurrent()).toBeNull();
    expect(await model.sendCurrentCode()).toMatchObject({ isSuccess: true });
    model.setField('code', await outboxCode(user.phone, 'SysChangeMobile'));
    await model.verify();
    expect(model.getSnapshot()).toMatchObject({
      step: 'change',
      busy: false,
      values: { code: '' },
    });

    model.setField('newAccount', user.phone);
    model.blurField('newAccount');
    expect(model.getSnapshot().errors.newAccount).toBe('手机号码不能一致');
    expect(model.checkNew()).toBe('手机号码不能一致');
    model.setField('newAccount', next);
    expect(model.getSnapshot().errors.newAccount).toBeUndefined();
    expect(model.checkNew()).toBeNull();
    expect(await model.sendNewCode()).toMatchObject({ isSuccess: true });
    model.setField('code', await outboxCode(next, 'SysChangeMobile'));
    shown.length = 0;
    expect(await model.change()).toEqual({ toast: '修改成功!', path: null });
    expect(shown).toEqual([]);
    stop();

    // The new number signs in with the same password.
    const tokens = await loginExpand(await clientOf(), account, {
      PhoneNumber: next,
      Password: user.password,
      ActionType: LOGIN_ACTION_TYPES.password,
    });
    expect(subjectOf(tokens.accessToken)).toBe(subjectOf(accessToken));
  });

  it('third-party sign-in: the provider’s code of an unbound identity leads to binding a phone, which signs in', async () => {
    const phone = '13912340014';
    const storage = createMemoryStorage();
    const session = sessionClient();
    const left: string[] = [];
    const { navigation, navigated } = recordNavigation();
    const thirdAuth = (search: URLSearchParams) =>
      createThirdAuthModel({
        client: session.client,
        account,
        search,
        sessionStorage: storage,
        navigation,
        redirectUri: REDIRECT_URI,
        leave: (url) => void left.push(url),
        signIn: session.signIn,
      });

    const choosing = thirdAuth(new URLSearchParams({ returnUrl: '/selected-address' }));
    const stopChoosing = choosing.start();
    const { providers } = await until(choosing, (s) => s.providers !== null);
    expect(providers).toEqual([{ name: 'dev', displayName: '开发测试账号' }]);
    await choosing.choose(providers![0]!);
    stopChoosing();
    const pending = JSON.parse(storage.getItem(THIRD_AUTH_STATE_KEY)!) as { state: string };
    expect(pending).toMatchObject({ provider: 'dev', returnUrl: '/selected-address' });
    expect(left).toHaveLength(1);

    // What the browser does at the development provider: its form, then the redirect back.
    const authorizeUrl = new URL(left[0]!);
    expect((await fetch(authorizeUrl)).status).toBe(200);
    const back = await fetch(`${authorizeUrl.origin}${authorizeUrl.pathname}`, {
      method: 'POST',
      body: new URLSearchParams({
        redirect_uri: REDIRECT_URI,
        state: pending.state,
        subject: 'screens-model-subject',
        name: '模型测试',
      }),
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    const answer = new URL(back.headers.get('location')!);
    expect(answer.searchParams.get('state')).toBe(pending.state);

    const redeeming = thirdAuth(answer.searchParams);
    expect(redeeming.getSnapshot()).toEqual({ providers: null, failure: null, redeeming: true });
    const stopRedeeming = redeeming.start();
    expect(storage.getItem(THIRD_AUTH_STATE_KEY)).toBeNull();
    await vi.waitFor(() => expect(navigated).toHaveLength(1), { timeout: 10_000 });
    stopRedeeming();
    const [bindPath, bindOptions] = navigated[0]!;
    expect(bindOptions).toEqual({ replace: true });
    const bindUrl = new URL(bindPath, 'http://portal');
    expect(bindUrl.pathname).toBe('/third-auth-bind');
    expect(bindUrl.searchParams.get('displayName')).toBe('模型测试');
    expect(bindUrl.searchParams.get('returnUrl')).toBe('/selected-address');
    expect(session.signedIn).toEqual([]);

    // The same answer again: its state was used up, so it is refused before any call.
    expect(thirdAuth(answer.searchParams).getSnapshot().failure).toBe(
      '登录请求已失效，请重新发起第三方登录',
    );

    const bind = createThirdAuthBindModel({
      client: session.client,
      account,
      search: bindUrl.searchParams,
      messages,
      navigation,
      signIn: session.signIn,
    });
    const stopBind = bind.start();
    expect(bind.getSnapshot()).toMatchObject({
      displayName: '模型测试',
      missing: false,
      busy: false,
    });
    bind.setField('phone', phone);
    shown.length = 0;
    await bind.submit();
    expect(shown).toEqual(['请输入验证码']);
    await sendPhoneCode(session.client, account, { phone, purpose: 'SysLogin' });
    bind.setField('code', await outboxCode(phone, 'SysLogin'));
    shown.length = 0;
    await bind.submit();
    expect(shown).toEqual(['登录成功']);
    expect(session.signedIn).toHaveLength(1);
    expect(navigated.at(-1)).toEqual(['/selected-address', { replace: true }]);
    expect(bind.getSnapshot().busy).toBe(false);
    stopBind();

    // Opened without its ticket: nothing to bind.
    expect(
      createThirdAuthBindModel({
        client: session.client,
        account,
        search: new URLSearchParams(),
        messages,
        navigation,
        signIn: session.signIn,
      }).getSnapshot().missing,
    ).toBe(true);
  });
});
