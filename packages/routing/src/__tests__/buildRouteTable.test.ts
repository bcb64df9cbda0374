import { describe, expect, it } from 'vitest';
import type { PageDefinition } from '@tessera/protocol';
import { buildRouteTable, createMemoryStorage, ROUTING_STORAGE_KEYS } from '../index.js';

function page(overrides: Partial<PageDefinition> & Pick<PageDefinition, 'name'>): PageDefinition {
  return {
    pageId: `id-${overrides.name}`,
    url: null,
    title: overrides.name,
    tagsMode: null,
    isHomePage: false,
    parameters: [],
    ...overrides,
  };
}

const params = (...entries: Array<[string, string | null]>) =>
  entries.map(([name, value]) => ({ name, default: value }));

describe('buildRouteTable', () => {
  // spec 2 §2.2: path = url, or /page/{name} when url is null; each parameter adds /:{param}.
  it.each([
    { case: 'url as is', def: page({ name: 'home', url: '/home' }), path: '/home' },
    { case: 'null url', def: page({ name: 'detail' }), path: '/page/detail' },
    { case: 'blank url', def: page({ name: 'blank', url: '  ' }), path: '/page/blank' },
    { case: 'url without slash', def: page({ name: 'a', url: 'orders' }), path: '/orders' },
    { case: 'trailing slash', def: page({ name: 'a', url: '/orders/' }), path: '/orders' },
    {
      case: 'one parameter',
      def: page({ name: 'detail', parameters: params(['id', null]) }),
      path: '/page/detail/:id',
    },
    {
      case: 'two parameters on a url',
      def: page({ name: 'x', url: '/shop', parameters: params(['cat', '1'], ['item', null]) }),
      path: '/shop/:cat/:item',
    },
    { case: 'non-ASCII name', def: page({ name: '首页' }), path: '/page/首页' },
  ])('builds the path: $case', ({ def, path }) => {
    const [route] = buildRouteTable([def], { storage: createMemoryStorage() }).routes;
    expect(route?.path).toBe(path);
  });

  // spec 1 §2 / spec 2 §2.2: /login and /register are public unless they are the home page.
  it.each([
    { url: '/home', isHomePage: false, required: true },
    { url: null, isHomePage: false, required: true },
    { url: '/login', isHomePage: false, required: false },
    { url: '/register', isHomePage: false, required: false },
    { url: '/register/', isHomePage: false, required: false },
    { url: '/login', isHomePage: true, required: true },
    { url: '/register', isHomePage: true, required: true },
    { url: '/login-byphone', isHomePage: false, required: true },
  ])(
    'marks $url (home: $isHomePage) as login-required: $required',
    ({ url, isHomePage, required }) => {
      const [route] = buildRouteTable([page({ name: 'p', url, isHomePage })], {
        storage: createMemoryStorage(),
      }).routes;
      expect(route?.isLoginRequire).toBe(required);
    },
  );

  it.each([
    { tagsMode: null, expected: 'default' },
    { tagsMode: '', expected: 'default' },
    { tagsMode: 'tabs', expected: 'tabs' },
  ])('carries tagsMode $tagsMode as $expected', ({ tagsMode, expected }) => {
    const [route] = buildRouteTable([page({ name: 'p', tagsMode })], {
      storage: createMemoryStorage(),
    }).routes;
    expect(route).toMatchObject({ pageId: 'id-p', name: 'p', title: 'p', tagsMode: expected });
  });

  // spec 2 §2.2: root redirects to the home url followed by its defaults; blank → %20.
  it.each([
    {
      case: 'no parameters',
      def: page({ name: 'home', url: '/home', isHomePage: true }),
      to: '/home',
    },
    {
      case: 'defaults',
      def: page({
        name: 'home',
        url: '/home',
        isHomePage: true,
        parameters: params(['a', '1'], ['b', 'x']),
      }),
      to: '/home/1/x',
    },
    {
      case: 'blank defaults',
      def: page({
        name: 'home',
        url: '/home',
        isHomePage: true,
        parameters: params(['a', null], ['b', ''], ['c', ' ']),
      }),
      to: '/home/%20/%20/%20',
    },
    {
      case: 'null url and a default needing encoding',
      def: page({ name: 'start', isHomePage: true, parameters: params(['q', 'a/b c']) }),
      to: '/page/start/a%2Fb%20c',
    },
  ])('redirects / to the home page: $case', ({ def, to }) => {
    const table = buildRouteTable([page({ name: 'other' }), def], {
      storage: createMemoryStorage(),
    });
    expect(table.redirect).toEqual({ from: '/', to });
    expect(table.homePage?.name).toBe(def.name);
  });

  it('keeps home page URL, home page id (its name) and login parameters number in storage', () => {
    const storage = createMemoryStorage();
    const table = buildRouteTable(
      [
        page({ name: 'home', url: '/home', isHomePage: true, parameters: params(['tab', null]) }),
        page({ name: 'login', url: '/login', parameters: params(['a', null], ['b', null]) }),
      ],
      { storage },
    );
    expect(table.loginParamsNumber).toBe(2);
    expect(storage.entries()).toEqual({
      [ROUTING_STORAGE_KEYS.homePageUrl]: '/home',
      [ROUTING_STORAGE_KEYS.homePageId]: 'home',
      [ROUTING_STORAGE_KEYS.loginParamsNumber]: '2',
    });
  });

  it('takes the first home page and clears a stale home when there is none', () => {
    const storage = createMemoryStorage({ homePageUrl: '/old', homePageId: 'old' });
    const first = buildRouteTable(
      [
        page({ name: 'a', url: '/a', isHomePage: true }),
        page({ name: 'b', url: '/b', isHomePage: true }),
      ],
      { storage },
    );
    expect(first.redirect?.to).toBe('/a');
    expect(storage.getItem(ROUTING_STORAGE_KEYS.homePageId)).toBe('a');

    const none = buildRouteTable([page({ name: 'a', url: '/a' })], { storage });
    expect(none.redirect).toBeNull();
    expect(none.homePage).toBeNull();
    expect(storage.entries()).toEqual({ [ROUTING_STORAGE_KEYS.loginParamsNumber]: '0' });
  });

  it('builds an empty table from no pages', () => {
    const table = buildRouteTable([], { storage: createMemoryStorage() });
    expect(table).toEqual({ routes: [], redirect: null, homePage: null, loginParamsNumber: 0 });
  });
});
