import { EMPTY_GUID } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import type { Db } from '../db/database.js';
import { DEMO } from '../demo.js';
import { DEMO_ORGANISATION as ORG, DEMO_USERS } from '../demoOrganisation.js';
import {
  DEPARTMENT_ROOT_NAME,
  listDepartments,
  readDepartmentTree,
  readDepartsByUserId,
} from './departmentTree.js';
import {
  addDepartment,
  DEPARTMENT_CYCLE_MESSAGE,
  deleteDepartment,
  SUPERVISOR_MISSING_MESSAGE,
  sortDepartments,
  updateDepartment,
} from './departments.js';
import { auditCount, expectRefusal, tableSnapshot } from './__tests__/organisationTestSupport.js';

const ADMIN = DEMO_USERS[0]!;
const actor = { actorId: ADMIN.id, ip: '127.0.0.1' };
const appId = DEMO.appId;

describe.each(TEST_DATABASES)('departments on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    app = await startServer(database);
    db = app.tessera.db;
  });
  afterAll(() => app?.close());

  it('answers the tree under the virtual root 所有部门 with the all-zero id', async () => {
    const tree = await readDepartmentTree(db, appId);
    expect(tree).toMatchObject({
      id: EMPTY_GUID,
      label: DEPARTMENT_ROOT_NAME,
      level: 0,
      parentId: null,
      appId,
    });
    expect(DEPARTMENT_ROOT_NAME).toBe('所有部门');
    const research = tree.children.find((d) => d.id === ORG.departments.research.id)!;
    expect(research).toMatchObject({ label: '研发部', level: 1, parentId: EMPTY_GUID });
    expect(research.children.map((d) => [d.label, d.level, d.parentId])).toEqual([
      ['前端组', 2, ORG.departments.research.id],
    ]);
    expect(research.childNodeCount).toBe(1);
    expect(tree.children.map((d) => d.label)).toEqual(expect.arrayContaining(['研发部', '财务部']));
    // Another app has an empty tree under its own root.
    expect(await readDepartmentTree(db, '7e55e7a0-9999-4000-8000-000000000001')).toMatchObject({
      id: EMPTY_GUID,
      children: [],
    });
  });

  it('adds, moves and hides departments; show=true leaves hidden ones out', async () => {
    const top = await addDepartment(
      { db, actor, appId },
      { label: '市场部', parentId: EMPTY_GUID },
    );
    expect(top).toMatchObject({ level: 1, parentId: EMPTY_GUID, childNodeCount: 0 });
    const child = await addDepartment({ db, actor, appId }, { label: '品牌组', parentId: top.id });
    expect(child).toMatchObject({ level: 2, parentId: top.id });
    const moved = await updateDepartment({ db, actor, appId }, child.id, {
      parentId: ORG.departments.finance.id,
      isHide: true,
    });
    expect(moved).toMatchObject({ parentId: ORG.departments.finance.id, isHide: true });
    const visible = await listDepartments(db, appId, { show: true });
    expect(visible.map((d) => d.id)).not.toContain(child.id);
    expect((await listDepartments(db, appId)).map((d) => d.id)).toContain(child.id);
    expect(await auditCount(db, 'department_added')).toBeGreaterThanOrEqual(2);
    expect(await auditCount(db, 'department_updated')).toBeGreaterThanOrEqual(1);
  });

  it('refuses a move under itself or a descendant, a sibling name twice and bad input', async () => {
    const before = await tableSnapshot(db, 'departments');
    await expectRefusal(
      updateDepartment({ db, actor, appId }, ORG.departments.research.id, {
        parentId: ORG.departments.frontend.id,
      }),
      '40000',
      DEPARTMENT_CYCLE_MESSAGE,
    );
    await expectRefusal(
      updateDepartment({ db, actor, appId }, ORG.departments.research.id, {
        parentId: ORG.departments.research.id,
      }),
      '40000',
      DEPARTMENT_CYCLE_MESSAGE,
    );
    await expectRefusal(
      addDepartment({ db, actor, appId }, { label: '研发部' }),
      '40000',
      '同一上级部门下已有名为「研发部」的部门',
    );
    await expectRefusal(
      addDepartment({ db, actor, appId }, { label: ' ' }),
      '40000',
      '部门名称不能为空',
    );
    await expectRefusal(
      addDepartment(
        { db, actor, appId },
        {
          label: 'x',
          parentId: '7e55e7a0-0009-4000-8000-00000000ffff',
        },
      ),
      '40400',
      '上级部门 7e55e7a0-0009-4000-8000-00000000ffff 不存在',
    );
    await expectRefusal(
      addDepartment({ db, actor, appId }, { label: 'x', parentId: 'not-a-guid' }),
      '40000',
      '上级部门 无效：应为 GUID',
    );
    await expectRefusal(
      sortDepartments({ db, actor, appId }, [
        { id: ORG.departments.finance.id, sort: 5 },
        { id: ORG.departments.research.id, sort: 1, parentId: ORG.departments.frontend.id },
      ]),
      '40000',
      DEPARTMENT_CYCLE_MESSAGE,
    );
    expect(await tableSnapshot(db, 'departments')).toEqual(before);
  });

  it('refuses to delete a department with children or members, with a clear Chinese text', async () => {
    const before = await tableSnapshot(db, 'departments');
    const audits = await auditCount(db, 'department_deleted');
    await expectRefusal(
      deleteDepartment({ db, actor, appId }, ORG.departments.research.id),
      '40000',
      '部门「研发部」下还有 1 个子部门，不能删除',
    );
    // 前端组 has the applicant; 财务部 has an approver (and, from the test above, 品牌组).
    await expectRefusal(
      deleteDepartment({ db, actor, appId }, ORG.departments.frontend.id),
      '40000',
      '部门「前端组」下还有 1 名成员，不能删除',
    );
    await expectRefusal(
      deleteDepartment({ db, actor, appId }, '7e55e7a0-0009-4000-8000-00000000ffff'),
      '40400',
      '部门 7e55e7a0-0009-4000-8000-00000000ffff 不存在',
    );
    expect(await tableSnapshot(db, 'departments')).toEqual(before);
    expect(await auditCount(db, 'department_deleted')).toBe(audits);
  });

  it('deletes an empty department with its audit entry', async () => {
    const empty = await addDepartment({ db, actor, appId }, { label: '临时部门' });
    await deleteDepartment({ db, actor, appId }, empty.id);
    expect((await listDepartments(db, appId)).map((d) => d.id)).not.toContain(empty.id);
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'department_deleted')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: ADMIN.id, ip: '127.0.0.1' });
    expect(entry.detail).toMatchObject({ id: empty.id, label: '临时部门', appId });
  });

  it('sorts several departments in one change', async () => {
    await sortDepartments({ db, actor, appId }, [
      { id: ORG.departments.finance.id, sort: -2 },
      { id: ORG.departments.research.id, sort: -1 },
    ]);
    const tree = await readDepartmentTree(db, appId);
    expect(tree.children.slice(0, 2).map((d) => d.label)).toEqual(['财务部', '研发部']);
    expect(await auditCount(db, 'departments_sorted')).toBe(1);
  });

  it('answers the departments of a user', async () => {
    const applicant = DEMO_USERS.find((u) => u.key === 'applicant')!;
    expect((await readDepartsByUserId(db, appId, applicant.id)).map((d) => d.label)).toEqual([
      '前端组',
    ]);
    await expectRefusal(
      readDepartsByUserId(db, appId, EMPTY_GUID),
      '40400',
      `用户 ${EMPTY_GUID} 不存在`,
    );
  });

  it('sets, answers and clears a department supervisor; refuses one who is no user', async () => {
    const approver2 = DEMO_USERS.find((u) => u.key === 'approver2')!;
    const added = await addDepartment(
      { db, actor, appId },
      { label: '法务部', supervisorId: approver2.id },
    );
    expect(added.supervisor).toEqual({ id: approver2.id, name: expect.any(String) });
    expect(added.supervisor!.name).not.toBe('');
    const tree = await readDepartmentTree(db, appId);
    expect(tree.supervisor).toBeNull();
    expect(tree.children.find((d) => d.id === added.id)?.supervisor?.id).toBe(approver2.id);
    const before = await tableSnapshot(db, 'departments');
    await expectRefusal(
      updateDepartment({ db, actor, appId }, added.id, { supervisorId: EMPTY_GUID }),
      '40000',
      SUPERVISOR_MISSING_MESSAGE,
    );
    await expectRefusal(
      updateDepartment({ db, actor, appId }, added.id, { supervisorId: 'x' }),
      '40000',
      '部门主管 无效：应为 GUID',
    );
    expect(await tableSnapshot(db, 'departments')).toEqual(before);
    const cleared = await updateDepartment({ db, actor, appId }, added.id, { supervisorId: null });
    expect(cleared.supervisor).toBeNull();
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'department_updated')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.detail).toMatchObject({ id: added.id, changes: ['supervisor_id'] });
  });
});
