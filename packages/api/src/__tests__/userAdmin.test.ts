import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  DEMO_REQUEST_CONTEXT,
  DEMO_USERS,
  startTestServer,
  type TestServer,
} from '@tessera/test-utils';
import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { LOGIN_ACTION_TYPES } from '@tessera/protocol';
import {
  accountRef,
  activateUser,
  addUser,
  changeUserState,
  createUserPassword,
  getDepartmentTree,
  getRoleTree,
  getSettings,
  getUser,
  IdentityRefusedError,
  listOrganisationItems,
  listUsers,
  listUsersByIds,
  loginExpand,
  randomUserPassword,
  setUserPassword,
  updateUser,
  type OrganisationRef,
} from '../index.js';
import { rejection } from './rejection.js';

// The user administration calls (spec 2 §7.3 "Users", "User admin") against the real server on
// loopback (PGlite, and PostgreSQL with DATABASE_URL), as the demo administrator and as 张三.

describe('user administration against the reference server', () => {
  let server: TestServer;
  let org: OrganisationRef;
  let admin: RequestClient;
  let member: RequestClient;
  const shown: string[] = [];

  function client(accessToken: string | null): RequestClient {
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: {
        info: () => undefined,
        warning: () => undefined,
        error: (text) => void shown.push(text),
      },
    });
  }

  async function tokenOf(key: string): Promise<string> {
    const { phone, password } = DEMO_USERS.find((each) => each.key === key)!;
    return (await server.signIn({ phone, password })).accessToken;
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    admin = client(await tokenOf('admin'));
    member = client(await tokenOf('applicant'));
    const account = accountRef(await getSettings(client(null), { host: new URL(server.url).host }));
    org = { ...account, appId: DEMO.appId };
  });
  afterAll(() => server?.close());

  it('adds a user in a department with a post, rank, role and tag, finds them by every filter and edits them', async () => {
    const tree = await getDepartmentTree(admin, org, DEMO.appId);
    const research = tree.children.find((each) => each.label === '研发部')!;
    const roles = (await getRoleTree(admin, org, DEMO.appId)).children ?? [];
    const [post] = await listOrganisationItems(admin, org, DEMO.appId, 'post');
    const [rank] = await listOrganisationItems(admin, org, DEMO.appId, 'rank');
    const [tag] = await listOrganisationItems(admin, org, DEMO.appId, 'tag');
    const { password } = await randomUserPassword(admin, org);
    const added = await addUser(admin, org, {
      userName: 'zhouqi77',
      nickName: '周七',
      phone: '13900000077',
      email: 'zhouqi77@example.com',
      password,
      departmentIds: [research.id],
      roleIds: [roles[0]!.id],
      tagIds: [tag!.id],
      postId: post!.id,
      rankId: rank!.id,
    });
    expect(added).toMatchObject({
      nickName: '周七',
      phone: '13900000077',
      departments: [{ id: research.id, label: '研发部' }],
      post: { id: post!.id },
      rank: { id: rank!.id },
      isEnable: true,
      isDeleted: false,
    });

    const byKeyword = await listUsers(admin, org, { keyWord: '周七', departmentId: research.id });
    expect(byKeyword.items.map((each) => each.id)).toEqual([added.id]);
    const byRoleAndTag = await listUsers(admin, org, {
      roles: [roles[0]!.id],
      tags: [tag!.id],
      isEnable: true,
      online: false,
      lockedOut: false,
      dormant: false,
      pageSize: 1000,
    });
    expect(byRoleAndTag.items.map((each) => each.id)).toContain(added.id);
    const otherDepartment = tree.children.find((each) => each.label === '财务部')!;
    const elsewhere = await listUsers(admin, org, {
      departmentId: otherDepartment.id,
      pageSize: 1000,
    });
    expect(elsewhere.items.map((each) => each.id)).not.toContain(added.id);

    const edited = await updateUser(admin, org, { id: added.id, nickName: '周小七', postId: null });
    expect(edited).toMatchObject({ nickName: '周小七', post: null, phone: '13900000077' });
    expect(await getUser(admin, org, added.id)).toMatchObject({ nickName: '周小七' });
    expect((await listUsersByIds(admin, org, [added.id])).map((each) => each.nickName)).toEqual([
      '周小七',
    ]);
  });

  it('refuses a user without a phone with the server message, shown by the client', async () => {
    shown.length = 0;
    const error = await rejection(
      addUser(admin, org, { nickName: '无电话', password: 'Abc12345!' }),
    );
    expect(error.message).not.toBe('');
    expect(shown).toContain(error.message);
  });

  it('disables and enables, deletes to the recycle bin and recovers, activates with an expiry', async () => {
    const [user] = (await listUsers(admin, org, { keyWord: '13900000077' })).items;
    expect((await changeUserState(admin, org, { id: user!.id, change: 'disable' })).isEnable).toBe(
      false,
    );
    expect((await listUsers(admin, org, { keyWord: '13900000077', isEnable: false })).total).toBe(
      1,
    );
    expect((await changeUserState(admin, org, { id: user!.id, change: 'enable' })).isEnable).toBe(
      true,
    );
    expect((await changeUserState(admin, org, { id: user!.id, change: 'remove' })).isDeleted).toBe(
      true,
    );
    expect((await listUsers(admin, org, { keyWord: '13900000077' })).total).toBe(0);
    expect((await listUsers(admin, org, { keyWord: '13900000077', isDeleted: true })).total).toBe(
      1,
    );
    expect((await changeUserState(admin, org, { id: user!.id, change: 'recover' })).isDeleted).toBe(
      false,
    );
    const expireTime = '2099-12-31T00:00:00.000Z';
    const active = await activateUser(admin, org, { id: user!.id, expireTime });
    expect(new Date(active.expireTime!).getFullYear()).toBe(2099);
    expect(active.expired).toBe(false);
  });

  it('sets a password the user signs in with; a random one forces a change at the next sign-in', async () => {
    const [user] = (await listUsers(admin, org, { keyWord: '13900000077' })).items;
    await setUserPassword(admin, org, { id: user!.id, password: 'Zhouqi#2026x' });
    await expect(
      server.signIn({ phone: '13900000077', password: 'Zhouqi#2026x' }),
    ).resolves.toMatchObject({ tokenType: 'Bearer' });

    const { password } = await createUserPassword(admin, org, user!.id);
    expect(password.length).toBeGreaterThanOrEqual(8);
    const forced = await loginExpand(client(null), org, {
      PhoneNumber: '13900000077',
      Password: password,
      ActionType: LOGIN_ACTION_TYPES.password,
    }).catch((reason: unknown) => reason);
    expect(forced).toBeInstanceOf(IdentityRefusedError);
    expect(forced).toMatchObject({ code: 102, message: expect.stringMatching(/./) });
    // unlock answers the user even when nothing was locked.
    expect(
      (await changeUserState(admin, org, { id: user!.id, change: 'unlock' })).lockoutEnabled,
    ).toBe(false);
  });

  it('refuses every call to 张三 with HTTP 403', async () => {
    const [user] = (await listUsers(admin, org, { keyWord: '13900000077' })).items;
    const calls: (() => Promise<unknown>)[] = [
      () => listUsers(member, org),
      () => getUser(member, org, user!.id),
      () => addUser(member, org, { nickName: 'x', phone: '13900000078' }),
      () => updateUser(member, org, { id: user!.id, nickName: 'x' }),
      () => changeUserState(member, org, { id: user!.id, change: 'disable' }),
      () => activateUser(member, org, { id: user!.id, expireTime: null }),
      () => setUserPassword(member, org, { id: user!.id, password: 'Abcdef#12345' }),
      () => createUserPassword(member, org, user!.id),
      () => randomUserPassword(member, org),
    ];
    for (const each of calls) expect((await rejection(each())).status).toBe(403);
    expect((await getUser(admin, org, user!.id)).isEnable).toBe(true);
  });
});
