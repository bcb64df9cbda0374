import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient, type RequestClient } from '@tessera/request';
import { accountRef, getSettings, type OrganisationRef, type SubAppRef } from '@tessera/api';
import { getUserAbilities } from '@tessera/api';
import { checkStateOf, grantTreeView, wholeTree } from '../admin/grantSelection.js';
import { createUserAbilitiesModel, reasonText } from '../admin/userAbilitiesModel.js';
import {
  checkRoleForm,
  createRoleAdminModel,
  roleFormOf,
  roleInputOf,
  type RoleAdminModel,
} from '../admin/roleAdminModel.js';
import { roleStatusChips } from '../admin/roleAdminTexts.js';
import { until } from './until.js';

// The Roles screen's model (README "Administration console") in Node against the real server on
// loopback (PGlite; PostgreSQL too with DATABASE_URL): the administrator lists the roles under
// 所有角色, adds, renames, searches, gives a role 张三 and takes him back, disables and enables
// it, is refused a built-in role's delete and disable with the server's message, deletes the
// role; 张三 is refused with the server's message.

describe('role administration model', () => {
  let server: TestServer;
  let org: OrganisationRef;
  const shown: string[] = [];
  const stops: (() => void)[] = [];

  function client(accessToken: string | null): RequestClient {
    const show = (text: string) => void shown.push(text);
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: { info: show, warning: show, error: show },
    });
  }

  const subApp: SubAppRef = {
    appId: DEMO.appId,
    subAppId: DEMO.pcSubAppId,
    appType: 'Pc',
    envType: 'Runtime',
  };

  async function started(key: string): Promise<RoleAdminModel> {
    const { phone, password } = DEMO_USERS.find((each) => each.key === key)!;
    const { accessToken } = await server.signIn({ phone, password });
    const model = createRoleAdminModel({ client: client(accessToken), org, subApp });
    stops.push(model.start());
    await until(model, (s) => s.state !== 'loading');
    return model;
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    const account = accountRef(await getSettings(client(null), { host: new URL(server.url).host }));
    org = { ...account, appId: DEMO.appId };
  });
  afterAll(async () => {
    for (const stop of stops) stop();
    await server?.close();
  });

  it('checks the form before the call and sends only what changed', () => {
    expect(checkRoleForm({ name: '', code: '', sort: '0' })).toEqual({
      name: '请输入角色名称',
      code: '请输入角色编码',
    });
    expect(checkRoleForm({ name: '审计员', code: '1abc', sort: 'x' })).toMatchObject({
      code: expect.stringContaining('字母开头'),
      sort: '请输入整数',
    });
    expect(checkRoleForm({ name: '审计员', code: 'auditor', sort: '3' })).toEqual({});
    const role = {
      id: 'r',
      name: '审计员',
      code: 'auditor',
      sort: 0,
      isSystemBuiltIn: false,
      isEnable: true,
      appId: DEMO.appId,
      userCount: 0,
    };
    expect(roleInputOf({ ...roleFormOf(role), name: ' 审计专员 ' }, role)).toEqual({
      name: '审计专员',
    });
    expect(roleInputOf(roleFormOf(null), null)).toEqual({ name: '', code: '', sort: 0 });
    expect(roleStatusChips({ ...role, isSystemBuiltIn: true }).map((c) => c.text)).toEqual([
      '已启用',
      '系统内置',
    ]);
  });

  it('lists the roles under 所有角色, adds, renames, searches, manages members, disables and enables, deletes', async () => {
    const model = await started('admin');
    const loaded = model.getSnapshot();
    expect(loaded.state).toBe('ready');
    expect(loaded.rootName).toBe('所有角色');
    expect(loaded.roles.map((each) => each.name)).toEqual(
      expect.arrayContaining(['系统管理员', '申请人', '审批人']),
    );

    const added = await model.save({ name: '稽核员', code: 'inspector', sort: '9' });
    expect(model.getSnapshot().roles.map((each) => each.id)).toContain(added.id);
    const renamed = await model.save({ ...roleFormOf(added), name: '稽核专员' }, added);
    expect(renamed).toMatchObject({ name: '稽核专员', code: 'inspector', sort: 9 });

    await model.search('稽核');
    expect(model.getSnapshot().roles.map((each) => each.name)).toEqual(['稽核专员']);
    await model.search('');
    expect(model.getSnapshot().roles.length).toBeGreaterThan(1);

    await model.choose(added.id);
    expect(model.getSnapshot()).toMatchObject({ chosenId: added.id, members: [] });
    const [zhang] = await model.findUsers('张三');
    expect(zhang?.nickName).toBe('张三');
    await model.addMembers([zhang!.id]);
    expect(model.getSnapshot().members.map((each) => each.nickName)).toEqual(['张三']);
    expect(model.getSnapshot().roles.find((each) => each.id === added.id)?.userCount).toBe(1);
    // Adding him again changes nothing.
    await model.addMembers([zhang!.id]);
    expect(model.getSnapshot().members).toHaveLength(1);
    await model.removeMember(zhang!.id);
    expect(model.getSnapshot().members).toEqual([]);

    expect((await model.setEnabled(added.id, false)).isEnable).toBe(false);
    const disabled = model.getSnapshot().roles.find((each) => each.id === added.id)!;
    expect(roleStatusChips(disabled).map((c) => c.text)).toEqual(['已停用']);
    expect((await model.setEnabled(added.id, true)).isEnable).toBe(true);

    await model.remove(added.id);
    expect(model.getSnapshot().roles.map((each) => each.id)).not.toContain(added.id);
    expect(model.getSnapshot().chosenId).toBe('');
  });

  it("grants a role the sub-app's pages and their operations with tri-state checks, saved on the server", async () => {
    expect(checkStateOf(['a', 'b'], ['a'])).toBe('indeterminate');
    expect(checkStateOf(['a', 'b'], ['b', 'a'])).toBe('checked');
    expect(checkStateOf(['a'], [])).toBe('unchecked');

    const model = await started('admin');
    const applicant = model.getSnapshot().roles.find((each) => each.code === 'applicant')!;
    await model.choose(applicant.id);
    const before = model.getSnapshot().grantedSaved;

    const role = await model.save({ name: '页面访客', code: 'page-visitor', sort: '0' });
    await model.choose(role.id);
    const empty = model.getSnapshot();
    expect(empty.granted).toEqual({ pageIds: [], operationIds: [], controlKeys: [] });
    const tree = empty.grantTree!;
    expect(tree.subAppId).toBe(DEMO.pcSubAppId);
    const view = grantTreeView(tree, empty.granted);
    expect(view.state).toBe('unchecked');
    const pages = view.groups.find((each) => each.key === 'Page')!;
    expect(pages.label).toBe('页面');
    const home = pages.pages.find((row) => row.page.pageId === DEMO.pages.pcHome)!;
    expect(home.operations.map((each) => each.operation.name)).toContain('编辑文章');
    expect(view.appOperations.items.map((each) => each.operation.name)).toEqual([
      '设计站点',
      '查看设计',
    ]);

    // An operation ticks its page; the page is then half-checked.
    model.toggleGrants({ operationIds: ['article.edit'] }, true);
    const ticked = grantTreeView(tree, model.getSnapshot().granted);
    expect(model.getSnapshot().granted).toEqual({
      pageIds: [DEMO.pages.pcHome],
      operationIds: ['article.edit'],
      controlKeys: [],
    });
    const homeRow = ticked.groups[0]!.pages.find((row) => row.page.pageId === DEMO.pages.pcHome)!;
    expect(homeRow.state).toBe('indeterminate');
    expect(ticked.state).toBe('indeterminate');
    // A control resource of the events page (its permission sets guard 仅导出权限可见) ticks
    // that page, and is saved with the rest.
    const eventsRow = view.groups
      .flatMap((group) => group.pages)
      .find((row) => row.page.title === '事件与权限')!;
    const hidden = eventsRow.controls.find((each) => each.control.name === '仅导出权限可见')!;
    expect(hidden.checked).toBe(false);
    model.toggleGrants({ controlKeys: [hidden.key] }, true);
    expect(model.getSnapshot().granted.pageIds).toContain(eventsRow.page.pageId);
    await model.saveGrants();
    expect(model.getSnapshot().grantedSaved).toEqual({
      pageIds: [DEMO.pages.pcHome, eventsRow.page.pageId],
      operationIds: ['article.edit'],
      controlKeys: [hidden.key],
    });
    model.toggleGrants({ pageIds: [eventsRow.page.pageId] }, false);
    expect(model.getSnapshot().granted.controlKeys).toEqual([]);
    await model.saveGrants();
    expect(model.getSnapshot().grantedSaved).toEqual({
      pageIds: [DEMO.pages.pcHome],
      operationIds: ['article.edit'],
      controlKeys: [],
    });

    // Everything, then back to what is saved; unticking a page unticks its operations.
    model.toggleGrants(wholeTree(tree), true);
    expect(grantTreeView(tree, model.getSnapshot().granted).state).toBe('checked');
    model.toggleGrants({ pageIds: [DEMO.pages.pcHome] }, false);
    expect(model.getSnapshot().granted.operationIds).toEqual(['site.design', 'site.view']);
    model.resetGrants();
    expect(model.getSnapshot().granted.pageIds).toEqual([DEMO.pages.pcHome]);

    // Read again from the server by a fresh choice.
    await model.choose('');
    expect(model.getSnapshot().grantTree).toBeNull();
    await model.choose(role.id);
    expect(model.getSnapshot().grantedSaved).toEqual({
      pageIds: [DEMO.pages.pcHome],
      operationIds: ['article.edit'],
      controlKeys: [],
    });
    await model.remove(role.id);
    await model.choose(applicant.id);
    expect(model.getSnapshot().grantedSaved).toEqual(before);
  });

  it('limits a role to departments, and the user view says what each holder can do and why', async () => {
    const model = await started('admin');
    await until(model, (s) => s.departments !== null);
    const approver = model.getSnapshot().roles.find((each) => each.code === 'approver')!;
    await model.choose(approver.id);
    expect(model.getSnapshot().limits).toEqual([]);
    const finance = model.getSnapshot().departments!.children.find((d) => d.label === '财务部')!;
    await model.setLimits([finance.id]);
    expect(model.getSnapshot().limits).toEqual([{ id: finance.id, label: '财务部' }]);

    const { phone, password } = DEMO_USERS.find((each) => each.key === 'admin')!;
    const { accessToken } = await server.signIn({ phone, password });
    const approver1 = DEMO_USERS.find((each) => each.key === 'approver1')!;
    const abilities = createUserAbilitiesModel({
      client: client(accessToken),
      org,
      userId: approver1.id,
    });
    stops.push(abilities.start());
    const outside = await until(abilities, (s) => s.state === 'ready');
    // 审批人 limited to 财务部: 李四 of 研发部 holds it but gets nothing from it.
    expect(outside.abilities!.roles).toMatchObject([
      { name: '审批人', coversUser: false, effective: false },
    ]);
    expect(outside.abilities!.operations).toEqual([]);

    await model.setLimits([]);
    await abilities.reload();
    const inside = abilities.getSnapshot().abilities!;
    expect(inside.operations.map((o) => `${o.name}:${o.reasons.map(reasonText).join()}`)).toEqual([
      '审批文章:审批人',
      '编辑文章:审批人',
    ]);
    const pc = inside.subApps.find((each) => each.subAppId === DEMO.pcSubAppId)!;
    expect(pc.pages.map((page) => page.reasons.map(reasonText).join())).toEqual([
      '审批人',
      '审批人',
      '审批人',
    ]);
    const mobile = inside.subApps.find((each) => each.subAppId === DEMO.mobileSubAppId)!;
    expect(reasonText(mobile.pages[0]!.reasons[0]!)).toBe('子应用未限制页面（所有登录用户可访问）');
    // The built-in role cannot be limited: the server's message, nothing changed.
    const builtIn = model.getSnapshot().roles.find((each) => each.isSystemBuiltIn)!;
    await model.choose(builtIn.id);
    await expect(model.setLimits([finance.id])).rejects.toThrow(
      '系统内置角色「系统管理员」不能限定部门',
    );
    expect(model.getSnapshot().limits).toEqual([]);
    // 张三 is refused the view.
    const member = DEMO_USERS.find((each) => each.key === 'applicant')!;
    const memberToken = (await server.signIn(member)).accessToken;
    await expect(getUserAbilities(client(memberToken), org, approver1.id)).rejects.toThrow();
  });

  it("rejects a built-in role's delete and disable and a taken name with the server's message", async () => {
    const model = await started('admin');
    const builtIn = model.getSnapshot().roles.find((each) => each.isSystemBuiltIn)!;
    await expect(model.remove(builtIn.id)).rejects.toThrow('系统内置角色「系统管理员」不能删除');
    await expect(model.setEnabled(builtIn.id, false)).rejects.toThrow(
      '系统内置角色「系统管理员」不能停用',
    );
    await expect(model.save({ name: '申请人', code: 'applicant2', sort: '0' })).rejects.toThrow(
      '角色名称「申请人」已存在',
    );
    const after = model.getSnapshot();
    expect(after.busy).toBe(false);
    expect(after.roles.find((each) => each.id === builtIn.id)?.isEnable).toBe(true);
  });

  it("refuses 张三 the list with the server's refusal text", async () => {
    const model = await started('applicant');
    expect(model.getSnapshot()).toMatchObject({
      state: 'failed',
      denied: true,
      error: '您没有访问权限！',
      roles: [],
    });
    await expect(model.save({ name: '越权', code: 'rogue', sort: '0' })).rejects.toThrow(
      '您没有访问权限！',
    );
  });
});
