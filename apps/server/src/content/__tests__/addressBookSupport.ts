import { ADDRESS_SCHEMA, type Envelope } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { tokenFor } from '../../__tests__/signIn.js';
import { sendEnvelope } from '../../__tests__/testDatabases.js';
import { DEMO } from '../../demo.js';
import { DEMO_USERS } from '../../demoOrganisation.js';

/** 张三 and 李四 of the demo organisation: two users with two address books. */
export const ZHANG = DEMO_USERS.find((u) => u.phone === '13800000001')!;
export const LI = DEMO_USERS.find((u) => u.phone === '13800000002')!;

/** A stored address item as GraphQL answers it. */
export interface AddressItem {
  id: string;
  version: number;
  createdBy: string;
  data: Record<string, { iv: unknown }>;
}

/** A complete address for the seeded `address` schema (plain values: the server wraps them). */
export function address(name: string, defaultaddress = false): Record<string, { iv: unknown }> {
  return {
    name: { iv: name },
    phonenumber: { iv: '13900000000' },
    defaultaddress: { iv: defaultaddress },
    area: {
      iv: {
        province: { code: '110000', label: '北京市' },
        city: { code: '110100', label: '北京市' },
        state: { code: '110101', label: '东城区' },
      },
    },
    detailedaddress: { iv: `${name} 的详细地址` },
  };
}

export const ITEM = '{ id version createdBy data }';
export const LIST = `query { queryAddressContentsWithTotal(top: 100, orderfield: "created", orderasc: false) { total items ${ITEM} } }`;
export const ADD = `mutation ($d: JSON!) { addAddressContent(contentData: $d) ${ITEM} }`;
export const UPDATE = `mutation ($id: String!, $d: JSON!, $v: Int) { updateAddressContent(id: $id, contentData: $d, expectedVersion: $v) ${ITEM} }`;
export const DELETE = `mutation ($id: String!, $v: Int) { deleteAddressContent(id: $id, expectedVersion: $v) ${ITEM} }`;
export const CLEAR = `mutation ($f: String!) { updateAddressContentsByFilter(filter: $f, contentData: { defaultaddress: { iv: false } }) ${ITEM} }`;

/** One signed-in user of a test server: GraphQL and REST calls with their token. */
export interface AddressUser {
  userId: string;
  token: string;
  graphql<T = Record<string, unknown>>(
    body: { query: string; variables?: Record<string, unknown> } | unknown[],
  ): Promise<Envelope<T>>;
  rest<T = unknown>(
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    path: string,
    payload?: unknown,
  ): Promise<Envelope<T>>;
  /** The user's addresses, newest first. */
  list(): Promise<AddressItem[]>;
}

/** Opens a session of `user` on `app` (no password check: `tokenFor`). */
export async function addressUser(
  app: FastifyInstance,
  user: { id: string },
): Promise<AddressUser> {
  const token = await tokenFor(app, user.id);
  const headers = { authorization: `Bearer ${token}` };
  const graphql = <T>(body: unknown) =>
    sendEnvelope<T>(app, {
      method: 'POST',
      url: `/api/querygraphqls?app=${DEMO.appId}`,
      payload: body,
      headers,
    });
  const self: AddressUser = {
    userId: user.id,
    token,
    graphql: graphql as AddressUser['graphql'],
    rest: (method, path, payload) =>
      sendEnvelope(app, {
        method,
        url: `/api/${DEMO.appId}/content/${ADDRESS_SCHEMA.name}${path}`,
        payload,
        headers,
      }),
    async list() {
      const answer = await graphql<{
        queryAddressContentsWithTotal: { items: AddressItem[] };
      }>({ query: LIST });
      if (answer.rspCd !== '00000') throw new Error(answer.rspInf);
      return answer.data!.queryAddressContentsWithTotal.items;
    },
  };
  return self;
}

/** The names of the addresses whose default flag is on. */
export function defaults(items: readonly AddressItem[]): unknown[] {
  return items.filter((i) => i.data.defaultaddress?.iv === true).map((i) => i.data.name?.iv);
}
