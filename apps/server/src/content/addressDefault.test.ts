import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO_USERS } from '../demoOrganisation.js';
import {
  ADD,
  address,
  addressUser,
  CLEAR,
  defaults,
  LI,
  UPDATE,
  ZHANG,
  type AddressItem,
  type AddressUser,
} from './__tests__/addressBookSupport.js';

/**
 * spec 2 §4 "saving an address with default on first clears the default flag on every existing
 * address, then saves", as the client sends it: one GraphQL batch (one transaction) of
 * `updateAddressContentsByFilter` and the add or update (README "Personal content").
 */
function saveDefault(user: AddressUser, data: Record<string, { iv: unknown }>, id?: string) {
  const others = id ? `defaultaddress eq true and id ne '${id}'` : 'defaultaddress eq true';
  return user.graphql<Record<string, unknown>[]>([
    { query: CLEAR, variables: { f: others } },
    id ? { query: UPDATE, variables: { id, d: data } } : { query: ADD, variables: { d: data } },
  ]);
}

describe.each(TEST_DATABASES)('the default address in one transaction on $name', (database) => {
  let app: FastifyInstance;
  let zhang: AddressUser;
  let li: AddressUser;

  beforeAll(async () => {
    app = await startServer(database);
    zhang = await addressUser(app, ZHANG);
    li = await addressUser(app, LI);
    expect((await saveDefault(li, address('李四家', true))).rspCd).toBe('00000');
  });
  afterAll(() => app?.close());

  it('makes the second default clear the first in the same batch, other users untouched', async () => {
    expect((await saveDefault(zhang, address('家', true))).rspCd).toBe('00000');
    const second = await saveDefault(zhang, address('公司', true));
    expect(second.rspCd).toBe('00000');
    const [cleared, added] = second.data!;
    expect(
      (cleared!.updateAddressContentsByFilter as AddressItem[]).map((i) => i.data.name?.iv),
    ).toEqual(['家']);
    expect((added!.addAddressContent as AddressItem).data.defaultaddress?.iv).toBe(true);
    expect(defaults(await zhang.list())).toEqual(['公司']);
    expect(defaults(await li.list())).toEqual(['李四家']);
  });

  it('makes an edited address the default, keeping its own flag when it already was', async () => {
    const [company, home] = await zhang.list();
    expect((await saveDefault(zhang, { defaultaddress: { iv: true } }, home!.id)).rspCd).toBe(
      '00000',
    );
    expect(defaults(await zhang.list())).toEqual(['家']);
    // Saving the default address again (a new phone) leaves it the one default.
    expect(
      (
        await saveDefault(
          zhang,
          { phonenumber: { iv: '13700000000' }, defaultaddress: { iv: true } },
          home!.id,
        )
      ).rspCd,
    ).toBe('00000');
    expect(defaults(await zhang.list())).toEqual(['家']);
    expect(company!.data.name?.iv).toBe('公司');
  });

  it('rolls the cleared defaults back when the save fails', async () => {
    const before = await zhang.list();
    const missingName = { ...address('x', true), name: { iv: '' } };
    const failed = await saveDefault(zhang, missingName);
    expect(failed.rspCd).toBe('40000');
    expect(failed.rspInf).toContain('第 2 个操作失败（整批未保存）');
    expect(failed.rspInf).toContain('收货人（name）为必填项');
    // The default flag the first operation cleared is back, versions and all; nothing added.
    expect(await zhang.list()).toEqual(before);
    const stale = await saveDefault(zhang, { defaultaddress: { iv: true } }, before[1]!.id);
    expect(stale.rspCd).toBe('00000');
    const wrongVersion = await zhang.graphql([
      { query: CLEAR, variables: { f: 'defaultaddress eq true' } },
      {
        query: UPDATE,
        variables: { id: before[0]!.id, d: { defaultaddress: { iv: true } }, v: 1 },
      },
    ]);
    expect(wrongVersion.rspCd).toBe('40900');
    expect(defaults(await zhang.list())).toEqual(['家']);
  });

  it('never leaves two defaults for one user when saves run at once', async () => {
    // 王五: a book of his own, filled by eight saves at once.
    const user = await addressUser(
      app,
      DEMO_USERS.find((u) => u.phone === '13800000003')!,
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => saveDefault(user, address(`地址 ${n}`, true))),
    );
    expect(answers.map((a) => a.rspCd)).toEqual(Array(8).fill('00000'));
    const book = await user.list();
    expect(book).toHaveLength(8);
    expect(defaults(book)).toHaveLength(1);
    // Edits racing adds: still one default.
    const edits = await Promise.all([
      ...book
        .slice(0, 4)
        .map((item) => saveDefault(user, { defaultaddress: { iv: true } }, item.id)),
      ...Array.from({ length: 4 }, (_, n) => saveDefault(user, address(`新地址 ${n}`, true))),
    ]);
    expect(edits.map((a) => a.rspCd)).toEqual(Array(8).fill('00000'));
    expect(defaults(await user.list())).toHaveLength(1);
  });
});
