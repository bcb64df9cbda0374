import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient, type RequestClient } from '@tessera/request';
import {
  accountRef,
  areaFromCodes,
  fileLink,
  getRegionTree,
  getDevSmsOutbox,
  getSettings,
  listAddresses,
  sendPhoneCode,
  postEnclosure,
  type AccountRef,
} from '@tessera/api';
import { createAddressEditorModel } from '../account/addressEditorModel.js';
import { createOrganisationListModel } from '../account/organisationListModel.js';
import { readAccountPageConfig } from '@tessera/widgets';
import { createRegisterByPhoneModel } from '../account/registerByPhoneModel.js';
import { createResetPasswordModel } from '../account/resetPasswordModel.js';
import { createRetrievePasswordModel } from '../account/retrievePasswordModel.js';
import { createPreviewFileModel, type ObjectUrlPort } from '../account/previewFileModel.js';
import { until } from './until.js';

// The account screens' models in Node against the real server on loopback (PGlite; PostgreSQL
// too with DATABASE_URL): the tag list and an administrator's toggle, the file preview and the
// address editor, as a user of the account portal sees them.

const admin = DEMO_USERS[0]!;
const zhang = DEMO_USERS.find((each) => each.key === 'applicant')!;
const li = DEMO_USERS.find((each) => each.key === 'approver1')!;
const wang = DEMO_USERS.find((each) => each.key === 'approver2')!;

describe('account screen models against the reference server (spec 2 §2.1–§2.5)', () => {
  let server: TestServer;
  let account: AccountRef;
  const shown: string[] = [];

  async function clientOf(user?: { phone: string; password: string }): Promise<RequestClient> {
    const accessToken = user
      ? (await server.signIn({ phone: user.phone, password: user.password })).accessToken
      : null;
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: {
        info: (text) => void shown.push(text),
        warning: (text) => void shown.push(text),
        error: (text) => void shown.push(text),
      },
    });
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
    const messages = {
      info: (text: string) => void shown.push(text),
      warning: (text: string) => void shown.push(text),
      error: (text: string) => void shown.push(text),
    };
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
    const messages = {
      info: (text: string) => void shown.push(text),
      warning: (text: string) => void shown.push(text),
      error: (text: string) => void shown.push(text),
    };
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
    const messages = {
      info: (text: string) => void shown.push(text),
      warning: (text: string) => void shown.push(text),
      error: (text: string) => void shown.push(text),
    };
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
    const messages = {
      info: (text: string) => void shown.push(text),
      warning: (text: string) => void shown.push(text),
      error: (text: string) => void shown.push(text),
    };
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
});
