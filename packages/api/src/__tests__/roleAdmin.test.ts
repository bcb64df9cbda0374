import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, startTestServer, type TestServer } from '@tessera/test-utils';
import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import {
  accountRef,
  addRole,
  deleteRole,
  getRole,
  getRoleAdminTree,
  getSettings,
  listRolePages,
  listRoles,
  listRolesPaged,
  listRoleUsers,
  listUsers,
  setRoleEnabled,
  setRolePages,
  setRoleUsers,
  updateRole,
  type OrganisationRef,
} from '../index.js';
import { demoClient } from './demoClient.js';
import { rejection } from './rejection.js';

// The role administration calls (spec 2 §7.3 "Roles", the role grants of §6) against the real
// server on loopback (PGlite, and PostgreSQL with DATABASE_URL), as the demo administrator and as
// 张三.

describe('role administration against the reference server', () => {
  let server: TestServer;
  let org: OrganisationRef;
  let admin: RequestClient;
  let member: RequestClient;
  const shown: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    admin = await demoClient(server, 'admin', shown);
    member = await demoClient(server, 'applicant');
    const anonymous = createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken: null }),
      messages: { info: () => undefined, warning: () => undefined, error: () => undefined },
    });
    const account = accountRef(await getSettings(anonymous, { host: new URL(server.url).host }));
    org = { ...account, appId: DEMO.appId };
  });
  afterAll(() => server?.close());

  it('lists the roles under 所有角色, adds, renames, finds by name, disables and enables a role', async () => {
    const tree = await getRoleAdminTree(admin, org);
    expect(tree.label).toBe('所有角色');
    const builtIn = tree.children.find((each) => each.isSystemBuiltIn)!;
    expect(builtIn).toMatchObject({ code: 'admin', name: '系统管理员' });

    const added = await addRole(admin, org, { name: '审计员', code: 'auditor' });
    expect(added).toMatchObject({ name: '审计员', isEnable: true, isSystemBuiltIn: false });
    expect((await listRoles(admin, org)).map((each) => each.id)).toContain(added.id);

    const renamed = await updateRole(admin, org, { id: added.id, name: '审计专员' });
    expect(renamed).toMatchObject({ name: '审计专员', code: 'auditor' });
    expect(await getRole(admin, org, added.id)).toMatchObject({ name: '审计专员' });
    const found = await listRolesPaged(admin, org, { roleName: '审计', pageSize: 5 });
    expect(found.items.map((each) => each.id)).toEqual([added.id]);
    expect(found.total).toBe(1);

    expect((await setRoleEnabled(admin, org, { id: added.id, enabled: false })).isEnable).toBe(
      false,
    );
    expect((await setRoleEnabled(admin, org, { id: added.id, enabled: true })).isEnable).toBe(true);
  });

  it('gives the role users and takes them back, grants it a page of a sub-app', async () => {
    const [role] = (await listRolesPaged(admin, org, { roleName: '审计专员' })).items;
    const [zhang] = (await listUsers(admin, org, { keyWord: '张三' })).items;
    const users = await setRoleUsers(admin, org, { id: role!.id, userIds: [zhang!.id] });
    expect(users.map((each) => each.nickName)).toEqual(['张三']);
    expect(await listRoleUsers(admin, org, role!.id)).toEqual(users);
    expect((await getRole(admin, org, role!.id)).userCount).toBe(1);

    const subAppId = DEMO.pcSubAppId;
    const pageIds = [DEMO.pages.pcHome, DEMO.pages.pcDetail];
    const pages = await setRolePages(admin, org, { id: role!.id, subAppId, pageIds });
    expect(pages.map((each) => each.pageId).sort()).toEqual([...pageIds].sort());
    expect(await listRolePages(admin, org, { id: role!.id, subAppId })).toEqual(pages);
    await setRolePages(admin, org, { id: role!.id, subAppId, pageIds: [] });
    expect(await listRolePages(admin, org, { id: role!.id })).toEqual([]);

    expect(await setRoleUsers(admin, org, { id: role!.id, userIds: [] })).toEqual([]);
  });

  it("refuses a built-in role's delete and disable with the server's message, shown by the client", async () => {
    const builtIn = (await listRoles(admin, org)).find((each) => each.isSystemBuiltIn)!;
    shown.length = 0;
    const deleted = await rejection(deleteRole(admin, org, builtIn.id));
    expect(deleted.message).toBe('系统内置角色「系统管理员」不能删除');
    expect(shown).toContain(deleted.message);
    const disabled = await rejection(
      setRoleEnabled(admin, org, { id: builtIn.id, enabled: false }),
    );
    expect(disabled.message).toBe('系统内置角色「系统管理员」不能停用');
    expect((await getRole(admin, org, builtIn.id)).isEnable).toBe(true);
    const duplicate = await rejection(addRole(admin, org, { name: '审计专员', code: 'auditor2' }));
    expect(duplicate.message).toBe('角色名称「审计专员」已存在');
  });

  it('refuses every call to 张三 with HTTP 403, and deletes the role', async () => {
    const [role] = (await listRolesPaged(admin, org, { roleName: '审计专员' })).items;
    const id = role!.id;
    const calls: (() => Promise<unknown>)[] = [
      () => getRoleAdminTree(member, org),
      () => listRoles(member, org),
      () => listRolesPaged(member, org),
      () => getRole(member, org, id),
      () => addRole(member, org, { name: '越权', code: 'rogue' }),
      () => updateRole(member, org, { id, name: '越权' }),
      () => setRoleEnabled(member, org, { id, enabled: false }),
      () => deleteRole(member, org, id),
      () => listRoleUsers(member, org, id),
      () => setRoleUsers(member, org, { id, userIds: [] }),
      () => listRolePages(member, org, { id }),
      () => setRolePages(member, org, { id, subAppId: DEMO.pcSubAppId, pageIds: [] }),
    ];
    for (const each of calls) expect((await rejection(each())).status).toBe(403);
    expect(await getRole(admin, org, id)).toMatchObject({ name: '审计专员', isEnable: true });

    await deleteRole(admin, org, id);
    expect((await rejection(getRole(admin, org, id))).message).toBe(`角色 ${id} 不存在`);
    expect((await listRoles(admin, org)).map((each) => each.id)).not.toContain(id);
  });
});
