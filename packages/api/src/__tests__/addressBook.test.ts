import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  DEMO_REQUEST_CONTEXT,
  DEMO_USERS,
  expectAnswer,
  startTestServer,
} from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { ADDRESS_SCHEMA, REGION_PATHS } from '@tessera/protocol';
import type { AddressInput, RegionNode } from '@tessera/protocol';
import {
  areaCodes,
  areaFromCodes,
  deleteAddress,
  getRegions,
  getRegionTree,
  listAddresses,
  regionCascadeOptions,
  saveAddress,
  updateContentsByFilter,
} from '../index.js';
import { rejection } from './rejection.js';

const app = { appId: DEMO.appId };

describe('regions and the address book against the reference server (spec 2 §2.3–§2.5, §4)', () => {
  let server: TestServer;
  let tree: RegionNode[];
  const shown: string[] = [];

  /** A client signed in as one of the demo accounts (or anonymous). */
  async function clientOf(phone?: string): Promise<RequestClient> {
    const user = DEMO_USERS.find((u) => u.phone === phone);
    const accessToken = user
      ? (await server.signIn({ phone: user.phone, password: user.password })).accessToken
      : undefined;
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: {
        info: (t) => void shown.push(t),
        error: (t) => void shown.push(t),
        warning: (t) => void shown.push(t),
      },
    });
  }
  let zhang: RequestClient;
  let li: RequestClient;

  const home = (name: string, defaultaddress: boolean): AddressInput => ({
    name,
    phonenumber: '13800000001',
    defaultaddress,
    area: areaFromCodes(tree, ['110000', '110100', '110101'])!,
    detailedaddress: `${name}：东华门大街 1 号`,
  });

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    zhang = await clientOf('13800000001');
    li = await clientOf('13800000002');
    // The region tree needs no sign-in.
    tree = await getRegionTree(await clientOf());
  });
  afterAll(() => server?.close());

  it('reads the region tree and children anonymously, and turns a path into an area', async () => {
    expect(tree).toHaveLength(34);
    const options = regionCascadeOptions(tree);
    expect(options[0]).toMatchObject({ label: '北京市', value: '110000' });
    expect(options[0]?.children?.[0]?.children?.[0]).toEqual({ label: '东城区', value: '110101' });
    const anonymous = await clientOf();
    const provinces = expectAnswer(REGION_PATHS.regions, await getRegions(anonymous));
    expect(provinces.slice(0, 2)).toEqual([
      { code: '110000', label: '北京市', leaf: false },
      { code: '120000', label: '天津市', leaf: false },
    ]);
    expect(await getRegions(anonymous, '110000')).toEqual([
      { code: '110100', label: '北京市', leaf: false },
    ]);
    expect((await rejection(getRegions(anonymous, '999999'))).rspCd).toBe('40400');

    const area = areaFromCodes(tree, ['440000', '440300', '440305']);
    expect(area).toEqual({
      province: { code: '440000', label: '广东省' },
      city: { code: '440300', label: '深圳市' },
      state: { code: '440305', label: '南山区' },
    });
    expect(areaCodes(area)).toEqual(['440000', '440300', '440305']);
    // A city without districts and Hong Kong's districts (no city level).
    expect(areaFromCodes(tree, ['440000', '441900'])).toMatchObject({ state: null });
    expect(areaFromCodes(tree, ['810000', '810001'])).toEqual({
      province: { code: '810000', label: '香港特别行政区' },
      city: null,
      state: { code: '810001', label: '中西区' },
    });
    expect(areaFromCodes(tree, ['440000', '440300'])).toBeNull(); // stops before a district
    expect(areaFromCodes(tree, ['440000', '110101'])).toBeNull(); // not a path of the tree
  });

  it('keeps two users apart: each lists only their own addresses, newest first', async () => {
    const first = await saveAddress(zhang, app, { address: home('张三的家', true) });
    const second = await saveAddress(zhang, app, { address: home('张三的公司', false) });
    await saveAddress(li, app, { address: home('李四的家', true) });
    expect(first).toMatchObject({ name: '张三的家', defaultaddress: true, version: 1 });
    expect(second.defaultaddress).toBe(false);
    const book = await listAddresses(zhang, app);
    expect(book.map((a) => [a.name, a.defaultaddress])).toEqual([
      ['张三的公司', false],
      ['张三的家', true],
    ]);
    expect(book[1]).toEqual({ ...first, created: expect.any(String) });
    expect((await listAddresses(li, app)).map((a) => a.name)).toEqual(['李四的家']);
    // Another user's address is not there for 张三.
    const liHome = (await listAddresses(li, app))[0]!;
    const refused = await rejection(deleteAddress(zhang, app, { id: liHome.id }));
    expect(refused.rspCd).toBe('40400');
    expect((await listAddresses(li, app))[0]).toEqual(liHome);
  });

  it('makes a second default clear the first in the same batch; a failed save changes nothing', async () => {
    const [company, house] = await listAddresses(zhang, app);
    const saved = await saveAddress(zhang, app, {
      id: company!.id,
      version: company!.version,
      address: { ...company!, defaultaddress: true },
    });
    expect(saved).toMatchObject({ id: company!.id, defaultaddress: true, version: 2 });
    expect((await listAddresses(zhang, app)).map((a) => [a.name, a.defaultaddress])).toEqual([
      ['张三的公司', true],
      ['张三的家', false],
    ]);
    expect((await listAddresses(li, app)).map((a) => a.defaultaddress)).toEqual([true]);

    const before = await listAddresses(zhang, app);
    const failed = await rejection(
      saveAddress(zhang, app, { address: { ...home('', true), name: '' } }),
    );
    expect(failed.rspCd).toBe('40000');
    expect(failed.message).toContain('收货人（name）为必填项');
    expect(await listAddresses(zhang, app)).toEqual(before);
    // A stale version is refused, and the cleared default comes back with it.
    const stale = await rejection(
      saveAddress(zhang, app, {
        id: house!.id,
        version: 1,
        address: { ...house!, defaultaddress: true },
      }),
    );
    expect(stale.rspCd).toBe('40900');
    expect(await listAddresses(zhang, app)).toEqual(before);
  });

  it('never ends with two defaults when one user saves several addresses at once', async () => {
    const wang = await clientOf('13800000003');
    await Promise.all(
      ['甲', '乙', '丙', '丁', '戊'].map((name) =>
        saveAddress(wang, app, { address: home(`王五 ${name}`, true) }),
      ),
    );
    const book = await listAddresses(wang, app);
    expect(book).toHaveLength(5);
    expect(book.filter((a) => a.defaultaddress)).toHaveLength(1);
  });

  it('deletes an address by schemaName and id; signed-out callers get none', async () => {
    const [newest] = await listAddresses(zhang, app);
    const deleted = await deleteAddress(zhang, app, {
      schemaName: ADDRESS_SCHEMA.name,
      id: newest!.id,
      version: newest!.version,
    });
    expect(deleted.id).toBe(newest!.id);
    expect((await listAddresses(zhang, app)).map((a) => a.id)).not.toContain(newest!.id);
    const cleared = await updateContentsByFilter(zhang, app, {
      schemaName: ADDRESS_SCHEMA.name,
      filter: 'defaultaddress eq false',
      contentData: { phonenumber: '13700000000' },
    });
    expect(cleared.map((item) => item.createdBy)).toEqual(
      cleared.map(() => DEMO_USERS.find((u) => u.phone === '13800000001')!.id),
    );
    const anonymous = await rejection(listAddresses(await clientOf(), app));
    expect(anonymous.rspCd).toBe('30002'); // 会话已失效: sign in first
  });
});
