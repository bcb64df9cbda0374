import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient, type RequestClient } from '@tessera/request';
import { accountRef, getSettings, type OrganisationRef } from '@tessera/api';
import type { DepartmentNode } from '@tessera/protocol';
import {
  checkDepartmentForm,
  createDepartmentAdminModel,
  type DepartmentAdminModel,
} from '../admin/departmentAdminModel.js';
import { until } from './until.js';

// The Departments screen's model (README "Administration console") in Node against the real
// server on loopback (PGlite; PostgreSQL too with DATABASE_URL): the administrator reads the tree
// under 所有部门, adds departments with a supervisor, moves them by drops, is refused the delete
// of a department with children in the server's words, and deletes an empty one; 张三 is refused.

const labels = (nodes: DepartmentNode[]) => nodes.map((node) => node.label);

describe('department administration model', () => {
  let server: TestServer;
  let org: OrganisationRef;
  const stops: (() => void)[] = [];

  function client(accessToken: string | null): RequestClient {
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: { info: () => {}, warning: () => {}, error: () => {} },
    });
  }

  async function started(key: string): Promise<DepartmentAdminModel> {
    const { phone, password } = DEMO_USERS.find((each) => each.key === key)!;
    const { accessToken } = await server.signIn({ phone, password });
    const model = createDepartmentAdminModel({ client: client(accessToken), org });
    stops.push(model.start());
    await until(model, (s) => s.state !== 'loading');
    return model;
  }

  const node = (model: DepartmentAdminModel, label: string): DepartmentNode => {
    const walk = (nodes: DepartmentNode[]): DepartmentNode | undefined =>
      nodes.find((each) => each.label === label) ??
      nodes.map((each) => walk(each.children)).find(Boolean);
    const found = walk(model.getSnapshot().root!.children);
    if (!found) throw new Error(`no department ${label}`);
    return found;
  };

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    const account = accountRef(await getSettings(client(null), { host: new URL(server.url).host }));
    org = { ...account, appId: DEMO.appId };
  });
  afterAll(async () => {
    for (const stop of stops) stop();
    await server?.close();
  });

  it('checks the name before the call', () => {
    const empty = { label: ' ', parentId: '', supervisor: null };
    expect(checkDepartmentForm(empty)).toEqual({ label: '请输入部门名称' });
    expect(checkDepartmentForm({ ...empty, label: 'x'.repeat(65) })).toEqual({
      label: '部门名称最多 64 个字符',
    });
    expect(checkDepartmentForm({ ...empty, label: '市场部' })).toEqual({});
  });

  it('reads the tree under 所有部门 and the members of a subtree', async () => {
    const model = await started('admin');
    const { root } = model.getSnapshot();
    expect(root!.label).toBe('所有部门');
    expect(labels(root!.children)).toEqual(expect.arrayContaining(['研发部', '财务部']));
    expect(labels(node(model, '研发部').children)).toEqual(['前端组']);
    expect(node(model, '财务部').supervisor?.name).toBe('王五');
    await model.choose(node(model, '研发部').id);
    // 张三 is in 前端组, below 研发部.
    expect(model.getSnapshot().members.map((user) => user.nickName)).toContain('张三');
  });

  it('adds, edits (supervisor, parent) and deletes departments; a refusal keeps the server words', async () => {
    const model = await started('admin');
    const wangwu = DEMO_USERS.find((each) => each.key === 'approver2')!;
    const [found] = await model.findUsers('王五');
    expect(found!.id).toBe(wangwu.id);
    await model.save({ label: '市场部', parentId: '', supervisor: null });
    const market = node(model, '市场部');
    await model.save({
      label: '品牌组',
      parentId: market.id,
      supervisor: { id: wangwu.id, name: '王五' },
    });
    expect(node(model, '品牌组')).toMatchObject({
      parentId: market.id,
      supervisor: { id: wangwu.id, name: '王五' },
    });
    await expect(model.remove(market.id)).rejects.toThrow(
      '部门「市场部」下还有 1 个子部门，不能删除',
    );
    await expect(model.remove(node(model, '研发部').id)).rejects.toThrow(
      '部门「研发部」下还有 1 个子部门，不能删除',
    );
    await expect(
      model.save({ label: '品牌组', parentId: market.id, supervisor: null }),
    ).rejects.toThrow('同一上级部门下已有名为「品牌组」的部门');
    // Edit: a new name, under 财务部, no supervisor.
    const finance = node(model, '财务部');
    await model.save(
      { label: '品牌部', parentId: finance.id, supervisor: null },
      node(model, '品牌组'),
    );
    expect(node(model, '品牌部')).toMatchObject({ parentId: finance.id, supervisor: null });
    expect(labels(node(model, '市场部').children)).toEqual([]);
    await model.remove(node(model, '品牌部').id);
    await model.remove(node(model, '市场部').id);
    expect(labels(model.getSnapshot().root!.children)).not.toContain('市场部');
  });

  it('moves by drops in one sort update: before, inside; a drop under itself changes nothing', async () => {
    const model = await started('admin');
    await model.save({ label: '行政部', parentId: '', supervisor: null });
    const research = node(model, '研发部');
    expect(await model.drop(node(model, '行政部').id, research.id, 'before')).toBe(true);
    const top = labels(model.getSnapshot().root!.children);
    expect(top.indexOf('行政部')).toBe(top.indexOf('研发部') - 1);
    expect(await model.drop(node(model, '行政部').id, research.id, 'inside')).toBe(true);
    expect(labels(node(model, '研发部').children)).toEqual(['前端组', '行政部']);
    expect(await model.drop(node(model, '行政部').id, node(model, '前端组').id, 'before')).toBe(
      true,
    );
    expect(labels(node(model, '研发部').children)).toEqual(['行政部', '前端组']);
    // Under itself (研发部 into 前端组, below it): no call, nothing moves.
    expect(await model.drop(research.id, node(model, '前端组').id, 'inside')).toBe(false);
    // A reload reads the same order from the server.
    await model.reload();
    expect(labels(node(model, '研发部').children)).toEqual(['行政部', '前端组']);
  });

  it('shows the server refusal to a user who is not an administrator', async () => {
    const model = await started('applicant');
    expect(model.getSnapshot()).toMatchObject({
      state: 'failed',
      denied: true,
      error: '您没有访问权限！',
    });
  });
});
