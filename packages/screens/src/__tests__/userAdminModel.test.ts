import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient, type RequestClient } from '@tessera/request';
import { accountRef, getSettings, type OrganisationRef } from '@tessera/api';
import { createUserAdminModel, type UserAdminModel } from '../admin/userAdminModel.js';
import { checkUserForm, departmentRows, userFormOf } from '../admin/userForm.js';
import { until } from './until.js';

// The People screen's model (README "Administration console") in Node against the real server
// on loopback (PGlite; PostgreSQL too with DATABASE_URL): the administrator filters, adds, edits,
// disables and enables, resets a password (held once), deletes and recovers, acts on a
// selection; 张三 is refused with the server's message.

describe('user administration model', () => {
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

  async function started(key: string): Promise<UserAdminModel> {
    const { phone, password } = DEMO_USERS.find((each) => each.key === key)!;
    const { accessToken } = await server.signIn({ phone, password });
    const model = createUserAdminModel({ client: client(accessToken), org });
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

  it('loads the department tree, the choices and the first page; filters by keyword and department', async () => {
    const model = await started('admin');
    const loaded = await until(model, (s) => s.departments !== null && s.roles.length > 0);
    expect(loaded.state).toBe('ready');
    expect(loaded.pageIndex).toBe(1);
    expect(loaded.pageSize).toBe(10); // spec 2 §9
    expect(loaded.items.length).toBeGreaterThan(0);
    const rows = departmentRows(loaded.departments);
    const research = rows.find((each) => each.label === '研发部')!;
    expect(research.depth).toBe(0);

    await model.filter({ keyWord: '张三' });
    expect(model.getSnapshot().items.map((each) => each.nickName)).toEqual(['张三']);
    await model.filter({ departmentId: research.id });
    // The department and every department below it (前端组).
    const subtree = new Set(
      rows
        .filter((each) => each.id === research.id || each.label === '前端组')
        .map((each) => each.id),
    );
    const inResearch = model.getSnapshot().items;
    expect(inResearch.length).toBeGreaterThan(0);
    expect(inResearch.every((user) => user.departments.some((each) => subtree.has(each.id)))).toBe(
      true,
    );
    await model.resetFilters();
    expect(model.getSnapshot().filters.keyWord).toBe('');

    // Sorted by phone, then the other way.
    const phones = () => model.getSnapshot().items.map((each) => each.phone);
    await model.sortBy('phone');
    expect(phones()).toEqual([...phones()].sort());
    await model.sortBy('phone');
    expect(model.getSnapshot().sort).toEqual({ field: 'phone', order: 'desc' });
    expect(phones()).toEqual([...phones()].sort().reverse());
  });

  it('adds a user, edits them, disables and enables, resets the password once, deletes and recovers', async () => {
    const model = await started('admin');
    const choices = await until(model, (s) => s.departments !== null && s.posts.length > 0);
    const research = departmentRows(choices.departments).find((each) => each.label === '研发部')!;
    const values = {
      ...userFormOf(null),
      nickName: '钱八',
      phone: '13900000088',
      email: 'qianba@example.com',
      departmentIds: [research.id],
      roleIds: [choices.roles[0]!.id],
      postId: choices.posts[0]!.id,
    };
    expect(checkUserForm({ ...values, phone: '1290000' })).toEqual({
      phone: '请输入正确的手机号码',
    });
    expect(checkUserForm(values)).toEqual({});
    const added = await model.save(values);
    expect(added).toMatchObject({ nickName: '钱八', departments: [{ id: research.id }] });

    await model.filter({ keyWord: '13900000088' });
    expect(model.getSnapshot().items.map((each) => each.id)).toEqual([added.id]);
    const edited = await model.save(
      { ...userFormOf(added), nickName: '钱小八', postId: '' },
      added.id,
    );
    expect(edited).toMatchObject({ nickName: '钱小八', post: null, phone: '13900000088' });
    expect(model.getSnapshot().items[0]!.nickName).toBe('钱小八');

    // A taken phone: the server's message, nothing added.
    shown.length = 0;
    const refusal = await model.save({ ...values, userName: '' }).catch((error: Error) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toContain('13900000088');
    expect(model.getSnapshot().total).toBe(1);

    await model.change(added.id, 'disable');
    expect(model.getSnapshot().items[0]!.isEnable).toBe(false);
    await model.filter({ isEnable: 'true' });
    expect(model.getSnapshot().total).toBe(0);
    await model.filter({ isEnable: 'false' });
    expect(model.getSnapshot().total).toBe(1);
    await model.change(added.id, 'enable');
    await model.filter({ isEnable: '' });
    expect(model.getSnapshot().items[0]!.isEnable).toBe(true);

    await model.resetPassword(added.id);
    const revealed = model.getSnapshot().revealed!;
    expect(revealed).toMatchObject({ userId: added.id, name: '钱小八' });
    expect(revealed.password.length).toBeGreaterThanOrEqual(8);
    model.dismissPassword();
    expect(model.getSnapshot().revealed).toBeNull();

    await model.change(added.id, 'remove');
    expect(model.getSnapshot().total).toBe(0);
    await model.filter({ isDeleted: true });
    expect(model.getSnapshot().items.map((each) => each.id)).toEqual([added.id]);
    await model.change(added.id, 'recover');
    expect(model.getSnapshot().total).toBe(0);
    await model.filter({ isDeleted: false });
    expect(model.getSnapshot().total).toBe(1);

    await model.activate(added.id, '2099-12-31T23:59:59.000Z');
    expect(model.getSnapshot().items[0]!.expireTime?.slice(0, 4)).toBe('2099');
  });

  it('disables a selection in one call; a refusal names its user and changes nothing', async () => {
    const model = await started('admin');
    await model.filter({ keyWord: '1390000008' });
    const before = model.getSnapshot();
    expect(before.total).toBeGreaterThan(0);
    model.toggleSelected(null);
    expect(model.getSnapshot().selected).toHaveLength(before.items.length);
    expect(await model.bulk('disable')).toEqual({ done: before.items.length });
    expect(model.getSnapshot().items.every((each) => !each.isEnable)).toBe(true);
    expect(model.getSnapshot().selected).toEqual([]);
    model.toggleSelected(null);
    expect((await model.bulk('enable')).done).toBe(before.items.length);

    // The administrator in the selection: the server refuses the whole call; nobody changes and
    // the selection stays.
    await model.filter({ keyWord: '' });
    const self = model.getSnapshot().items.find((each) => each.userName === 'admin')!;
    const other = model.getSnapshot().items.find((each) => each.phone === '13900000088')!;
    model.toggleSelected(self.id);
    model.toggleSelected(other.id);
    await expect(model.bulk('disable')).rejects.toThrow('不能停用自己的账号');
    expect(model.getSnapshot().items.find((each) => each.id === other.id)!.isEnable).toBe(true);
    expect(model.getSnapshot().selected).toEqual([self.id, other.id]);
    model.clearSelection();
  });

  it('gives a selection a role, keeping their roles, and signs a user out of every session', async () => {
    const model = await started('admin');
    await model.filter({ keyWord: '13900000088' });
    const user = model.getSnapshot().items[0]!;
    // The pickers' choices load beside the list: the role is there once they have.
    await until(model, (s) => s.roles.some((role) => role.name === '审批人'));
    const approver = model.getSnapshot().roles.find((role) => role.name === '审批人')!;
    model.toggleSelected(user.id);
    expect(await model.assignRole(approver.id)).toEqual({ done: 1 });
    const after = model.getSnapshot().items[0]!;
    expect(after.roles.map((role) => role.name)).toEqual(
      expect.arrayContaining([...user.roles.map((role) => role.name), '审批人']),
    );
    // 李四 signed in: his token works until he is signed out, then the server answers 401.
    const lisi = DEMO_USERS.find((each) => each.key === 'approver1')!;
    const { accessToken } = await server.signIn({ phone: lisi.phone, password: lisi.password });
    const lisiModel = createUserAdminModel({ client: client(accessToken), org });
    stops.push(lisiModel.start());
    await until(lisiModel, (s) => s.state !== 'loading');
    expect(lisiModel.getSnapshot().denied).toBe(true);
    const { ended } = await model.signOut(lisi.id);
    expect(ended).toBeGreaterThanOrEqual(1);
    await lisiModel.reload();
    expect(lisiModel.getSnapshot().denied).toBe(false);
    expect(lisiModel.getSnapshot().state).toBe('failed');
  });

  it('shows 张三 the server refusal of the list, and refuses his writes', async () => {
    const model = await started('applicant');
    const snapshot = model.getSnapshot();
    expect(snapshot).toMatchObject({
      state: 'failed',
      denied: true,
      error: '您没有访问权限！',
      items: [],
    });
    const refusal = await model
      .change('00000000-0000-0000-0000-000000000001', 'disable')
      .catch((error: Error) => error);
    expect((refusal as Error).message).toBe('您没有访问权限！');
  });
});
