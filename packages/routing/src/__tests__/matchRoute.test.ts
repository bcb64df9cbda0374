import { describe, expect, it } from 'vitest';
import type { PageDefinition } from '@tessera/protocol';
import {
  buildRouteTable,
  createMemoryStorage,
  loginPath,
  matchRoute,
  ROUTING_STORAGE_KEYS,
} from '../index.js';

const pages: PageDefinition[] = [
  {
    pageId: 'p1',
    name: 'home',
    url: '/home',
    title: '首页',
    tagsMode: null,
    isHomePage: true,
    parameters: [],
  },
  {
    pageId: 'p2',
    name: 'detail',
    url: null,
    title: '详情',
    tagsMode: null,
    isHomePage: false,
    parameters: [{ name: 'id', default: null }],
  },
  {
    pageId: 'p3',
    name: 'search',
    url: '/search',
    title: '搜索',
    tagsMode: null,
    isHomePage: false,
    parameters: [
      { name: 'q', default: null },
      { name: 'page', default: '1' },
    ],
  },
];
const table = buildRouteTable(pages, { storage: createMemoryStorage() });

describe('matchRoute', () => {
  it.each([
    { pathname: '/home', name: 'home', params: {} },
    { pathname: '/home/', name: 'home', params: {} },
    { pathname: '/HOME', name: 'home', params: {} },
    { pathname: '/home?x=1#top', name: 'home', params: {} },
    { pathname: '/page/detail/42', name: 'detail', params: { id: '42' } },
    { pathname: '/page/detail/%E6%96%87%E7%AB%A0', name: 'detail', params: { id: '文章' } },
    { pathname: '/search/%20/2', name: 'search', params: { q: ' ', page: '2' } },
    { pathname: '/page/detail/%E4%B8', name: 'detail', params: { id: '%E4%B8' } },
  ])('matches $pathname', ({ pathname, name, params }) => {
    const match = matchRoute(table, pathname);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it.each(['/', '/page/detail', '/page/detail/1/2', '/search/x', '/unknown', '/homes'])(
    'does not match %s',
    (pathname) => {
      expect(matchRoute(table, pathname)).toBeNull();
    },
  );

  it('resolves the root redirect to the home page', () => {
    expect(matchRoute(table, table.redirect?.to ?? '')?.route.pageId).toBe('p1');
  });
});

describe('loginPath', () => {
  it.each([
    { stored: undefined, returnUrl: undefined, expected: '/login' },
    { stored: '0', returnUrl: undefined, expected: '/login' },
    { stored: '2', returnUrl: undefined, expected: '/login/0/0' },
    {
      stored: '1',
      returnUrl: '/page/detail/7?tab=1',
      expected: '/login/0?returnUrl=%2Fpage%2Fdetail%2F7%3Ftab%3D1',
    },
    { stored: 'abc', returnUrl: '/home', expected: '/login?returnUrl=%2Fhome' },
    { stored: '-3', returnUrl: undefined, expected: '/login' },
    { stored: '1.5', returnUrl: undefined, expected: '/login' },
  ])(
    'gives $expected for stored $stored and returnUrl $returnUrl',
    ({ stored, returnUrl, expected }) => {
      const storage = createMemoryStorage(
        stored === undefined ? {} : { [ROUTING_STORAGE_KEYS.loginParamsNumber]: stored },
      );
      expect(loginPath(storage, returnUrl)).toBe(expected);
    },
  );

  it('follows the login page of the route table', () => {
    const storage = createMemoryStorage();
    buildRouteTable(
      [
        {
          pageId: 'l',
          name: 'login',
          url: '/login',
          title: '',
          tagsMode: null,
          isHomePage: false,
          parameters: [{ name: 'a', default: null }],
        },
      ],
      { storage },
    );
    expect(loginPath(storage, '/')).toBe('/login/0?returnUrl=%2F');
  });
});
