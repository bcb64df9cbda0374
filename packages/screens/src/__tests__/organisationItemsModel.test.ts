import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient, type RequestClient } from '@tessera/request';
import { accountRef, getSettings, type OrganisationRef } from '@tessera/api';
import {
  checkOrganisationItemForm,
  createOrganisationItemsModel,
  type OrganisationItemsModel,
} from '../admin/organisationItemsModel.js';
import { until } from './until.js';

// The posts, ranks and tags screen's model (README "Administration console") in Node against the
// real server on loopback: the administrator lists each kind, adds, renames, searches, disables
// and enables, reads a tag's users and deletes; 张三 reads the lists but is refused a change.

describe('posts, ranks and tags model', () => {
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

  async function started(key: string): Promise<OrganisationItemsModel> {
    const { phone, password } = DEMO_USERS.find((each) => each.key === key)!;
    const { accessToken } = await server.signIn({ phone, password });
    const model = createOrganisationItemsModel({ client: client(accessToken), org });
    stops.push(model.start());
    await until(model, (s) => s.state !== 'loading');
    return model;
  }

  const names = (model: OrganisationItemsModel) =>
    model.getSnapshot().items.map((item) => item.name);
  const item = (model: OrganisationItemsModel, name: string) =>
    model.getSnapshot().items.find((each) => each.name === name)!;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    const account = accountRef(await getSettings(client(null), { host: new URL(server.url).host }));
    org = { ...account, appId: DEMO.appId };
  });
  afterAll(async () => {
    for (const stop of stops) stop();
    await server?.close();
  });

  it('checks the form before the call', () => {
    expect(checkOrganisationItemForm('tag', { name: '', sort: 'x' })).toEqual({
      name: '请输入标签名称',
      sort: '请输入整数',
    });
    expect(checkOrganisationItemForm('post', { name: '架构师', sort: '2' })).toEqual({});
  });

  it('lists each kind and manages posts: add, rename, search, disable, enable, delete', async () => {
    const model = await started('admin');
    expect(names(model)).toEqual(expect.arrayContaining(['工程师', '会计', '经理']));
    await model.show('rank');
    expect(names(model)).toEqual(expect.arrayContaining(['初级', '中级', '高级']));
    await model.show('post');
    await model.save({ name: '架构师', sort: '9' });
    await expect(model.save({ name: '架构师', sort: '0' })).rejects.toThrow('岗位「架构师」已存在');
    await model.save({ name: '首席架构师', sort: '9' }, item(model, '架构师'));
    await model.search('架构');
    expect(names(model)).toEqual(['首席架构师']);
    await model.setEnabled(item(model, '首席架构师').id, false);
    expect(item(model, '首席架构师').isEnable).toBe(false);
    await model.setEnabled(item(model, '首席架构师').id, true);
    expect(item(model, '首席架构师').isEnable).toBe(true);
    await model.remove(item(model, '首席架构师').id);
    expect(names(model)).toEqual([]);
  });

  it("lists a tag's users", async () => {
    const model = await started('admin');
    await model.show('tag');
    const remote = item(model, '远程办公');
    expect(remote.userCount).toBe(1);
    await model.choose(remote.id);
    expect(model.getSnapshot().users.map((user) => user.nickName)).toEqual(['李四']);
    expect(model.getSnapshot().userTotal).toBe(1);
  });

  it('lets a member read the lists, and shows the server refusal of a change', async () => {
    const model = await started('applicant');
    expect(names(model)).toContain('工程师');
    await expect(model.save({ name: '越权岗位', sort: '0' })).rejects.toThrow('您没有访问权限！');
    await model.reload();
    expect(names(model)).not.toContain('越权岗位');
  });
});
