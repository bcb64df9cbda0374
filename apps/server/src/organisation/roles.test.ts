import { EMPTY_GUID } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import type { Db } from '../db/database.js';
import { DEMO } from '../demo.js';
import { DEMO_ORGANISATION as ORG, DEMO_USERS } from '../demoOrganisation.js';
import {
  auditCount,
  auditTotal,
  expectRefusal,
  tableSnapshot,
} from './__tests__/organisationTestSupport.js';
import {
  addNamedItem,
  deleteNamedItem,
  listNamedItems,
  setNamedItemEnabled,
  updateNamedItem,
} from './namedItems.js';
import { addOperation, deleteOperation, listOperations, updateOperation } from './operations.js';
import {
  addRole,
  deleteRole,
  listRolesPaged,
  readRoleTree,
  ROLE_ROOT_NAME,
  setRoleEnabled,
  updateRole,
} from './roles.js';

const ADMIN = DEMO_USERS[0]!;
const actor = { actorId: ADMIN.id };
const appId = DEMO.appId;

describe.each(TEST_DATABASES)('roles, posts, ranks, tags and operations on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    app = await startServer(database);
    db = app.tessera.db;
  });
  afterAll(() => app?.close());

  it('answers the role tree under the virtual root 所有角色', async () => {
    const tree = await readRoleTree(db, appId);
    expect(ROLE_ROOT_NAME).toBe('所有角色');
    expect(tree).toMatchObject({
      id: EMPTY_GUID,
      name: '所有角色',
      label: '所有角色',
      parentId: null,
    });
    expect(tree.children.map((r) => [r.code, r.name, r.isSystemBuiltIn, r.parentId])).toEqual([
      ['admin', '系统管理员', true, EMPTY_GUID],
      ['applicant', '申请人', false, EMPTY_GUID],
      ['approver', '审批人', false, EMPTY_GUID],
    ]);
    expect(tree.children.find((r) => r.code === 'approver')!.userCount).toBe(2);
  });

  it('never deletes or disables a system built-in role, nor changes its code', async () => {
    const before = await Promise.all([
      tableSnapshot(db, 'roles'),
      tableSnapshot(db, 'user_roles'),
      auditTotal(db),
    ]);
    const admin = ORG.roles.admin.id;
    await expectRefusal(
      deleteRole({ db, actor, appId }, admin),
      '40000',
      '系统内置角色「系统管理员」不能删除',
    );
    await expectRefusal(
      setRoleEnabled({ db, actor, appId }, admin, false),
      '40000',
      '系统内置角色「系统管理员」不能停用',
    );
    await expectRefusal(
      updateRole({ db, actor, appId }, admin, { code: 'root' }),
      '40000',
      '系统内置角色「系统管理员」的编码不能修改',
    );
    await expectRefusal(
      addRole({ db, actor, appId }, { name: '超级', code: 'admin' }),
      '40000',
      '角色编码 admin 为系统保留',
    );
    await expectRefusal(
      addRole({ db, actor, appId }, { name: '申请人', code: 'x1' }),
      '40000',
      '角色名称「申请人」已存在',
    );
    await expectRefusal(
      addRole({ db, actor, appId }, { name: '新角色', code: '1bad' }),
      '40000',
      '角色编码只能以字母开头，含字母、数字、_、- 和 .（至多 64 个字符）',
    );
    expect(
      await Promise.all([
        tableSnapshot(db, 'roles'),
        tableSnapshot(db, 'user_roles'),
        auditTotal(db),
      ]),
    ).toEqual(before);
    // Its name may change.
    const renamed = await updateRole({ db, actor, appId }, admin, { name: '管理员角色' });
    expect(renamed).toMatchObject({ name: '管理员角色', code: 'admin', isSystemBuiltIn: true });
    await updateRole({ db, actor, appId }, admin, { name: '系统管理员' });
  });

  it('adds, disables, enables and deletes an ordinary role, each with an audit entry', async () => {
    const role = await addRole({ db, actor, appId }, { name: '观察员', code: 'observer' });
    expect(role).toMatchObject({ isEnable: true, isSystemBuiltIn: false, userCount: 0 });
    expect((await setRoleEnabled({ db, actor, appId }, role.id, false)).isEnable).toBe(false);
    expect((await setRoleEnabled({ db, actor, appId }, role.id, true)).isEnable).toBe(true);
    await deleteRole({ db, actor, appId }, role.id);
    expect(
      await Promise.all(
        ['role_added', 'role_disabled', 'role_enabled', 'role_deleted'].map((a) =>
          auditCount(db, a),
        ),
      ),
    ).toEqual([1, 1, 1, 1]);
    await expectRefusal(
      deleteRole({ db, actor, appId }, role.id),
      '40400',
      `角色 ${role.id} 不存在`,
    );
  });

  it('pages roles by name', async () => {
    const page = await listRolesPaged(db, appId, { roleName: '人', pageIndex: '1', pageSize: '1' });
    expect(page.total).toBe(2);
    expect(page.items.map((r) => r.name)).toEqual(['申请人']);
    await expectRefusal(
      listRolesPaged(db, appId, { pageSize: '0' }),
      '40000',
      '参数 pageSize 无效：应为 1 到 1000 的整数',
    );
  });

  it.each([
    ['post', '岗位', '工程师'],
    ['rank', '职级', '初级'],
    ['tag', '标签', '新员工'],
  ] as const)('adds, renames, toggles by PUT and deletes a %s', async (kind, label, seeded) => {
    const list = await listNamedItems(db, kind, appId);
    expect(list.items.map((i) => i.name)).toContain(seeded);
    expect(list.total).toBe(list.items.length);
    await expectRefusal(
      addNamedItem({ db, actor, appId }, kind, { name: seeded }),
      '40000',
      `${label}「${seeded}」已存在`,
    );
    await expectRefusal(
      addNamedItem({ db, actor, appId }, kind, {}),
      '40000',
      `${label}名称不能为空`,
    );
    const item = await addNamedItem({ db, actor, appId }, kind, { name: `临时${label}` });
    expect(item).toMatchObject({ isEnable: true, userCount: 0 });
    expect(
      (await updateNamedItem({ db, actor, appId }, kind, item.id, { name: `新${label}` })).name,
    ).toBe(`新${label}`);
    expect((await setNamedItemEnabled({ db, actor, appId }, kind, item.id, false)).isEnable).toBe(
      false,
    );
    const disabled = await listNamedItems(db, kind, appId, { isEnable: 'false' });
    expect(disabled.items.map((i) => i.id)).toEqual([item.id]);
    await deleteNamedItem({ db, actor, appId }, kind, item.id);
    for (const action of ['added', 'updated', 'disabled', 'deleted']) {
      expect(await auditCount(db, `${kind}_${action}`)).toBe(1);
    }
  });

  it('takes a deleted post from its holders in the same change', async () => {
    const post = await addNamedItem({ db, actor, appId }, 'post', { name: '实习生' });
    await db.updateTable('users').set({ post_id: post.id }).where('id', '=', ADMIN.id).execute();
    expect((await listNamedItems(db, 'post', appId, { name: '实习' })).items[0]!.userCount).toBe(1);
    await deleteNamedItem({ db, actor, appId }, 'post', post.id);
    const admin = await db
      .selectFrom('users')
      .select('post_id')
      .where('id', '=', ADMIN.id)
      .executeTakeFirstOrThrow();
    expect(admin.post_id).toBeNull();
  });

  it('adds, updates and deletes operations; ids are unique and checked', async () => {
    expect((await listOperations(db, appId)).map((o) => o.operationId)).toEqual([
      'article.add',
      'article.approve',
      'article.delete',
      'article.edit',
      'site.design',
      'site.view',
    ]);
    const added = await addOperation(
      { db, actor, appId },
      {
        operationId: 'article.export',
        name: '导出文章',
        pageId: DEMO.pages.pcHome,
      },
    );
    expect(added).toEqual({
      operationId: 'article.export',
      name: '导出文章',
      pageId: DEMO.pages.pcHome,
      appId,
    });
    await expectRefusal(
      addOperation({ db, actor, appId }, { operationId: 'article.export', name: 'x' }),
      '40000',
      '操作编号 article.export 已存在',
    );
    await expectRefusal(
      addOperation({ db, actor, appId }, { operationId: 'a b', name: 'x' }),
      '40000',
      '操作编号只能含字母、数字、_、-、. 和 :（1 到 128 个字符）',
    );
    await expectRefusal(
      addOperation(
        { db, actor, appId },
        {
          operationId: 'x.y',
          name: 'x',
          pageId: EMPTY_GUID.replace(/0$/, '1'),
        },
      ),
      '40400',
      '页面 00000000-0000-0000-0000-000000000001 不存在',
    );
    expect(
      (await updateOperation({ db, actor, appId }, 'article.export', { name: '导出' })).name,
    ).toBe('导出');
    await deleteOperation({ db, actor, appId }, 'article.export');
    await expectRefusal(
      deleteOperation({ db, actor, appId }, 'article.export'),
      '40400',
      '操作 article.export 不存在',
    );
    expect(
      await Promise.all(
        ['operation_added', 'operation_updated', 'operation_deleted'].map((a) => auditCount(db, a)),
      ),
    ).toEqual([1, 1, 1]);
  });
});
