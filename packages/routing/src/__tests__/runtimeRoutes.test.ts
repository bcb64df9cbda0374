import { describe, expect, it } from 'vitest';
import type { PageDefinition } from '@tessera/protocol';
import { buildRouteTable, createMemoryStorage, runtimeRoutes } from '../index.js';

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

const table = (pages: PageDefinition[]) =>
  buildRouteTable(pages, { storage: createMemoryStorage() });

describe('runtimeRoutes (spec 1 §2 Routes)', () => {
  it('registers every page, the /login page as the sign-in, and the home redirect', () => {
    const routes = runtimeRoutes(
      table([
        page({ name: 'home', url: '/home', isHomePage: true }),
        page({ name: 'login', url: '/login', parameters: [{ name: 'a', default: null }] }),
        page({ name: 'detail', parameters: [{ name: 'id', default: '' }] }),
      ]),
    );
    expect(routes.filter((r) => r.kind === 'page').map((r) => r.path)).toEqual([
      '/home',
      '/page/detail/:id',
    ]);
    expect(routes.filter((r) => r.kind === 'login').map((r) => r.path)).toEqual([
      '/login/:a',
      '/page/login',
      '/login/*',
    ]);
    expect(routes).toContainEqual({ kind: 'redirect', path: '/', to: '/home' });
    expect(routes).toContainEqual({ kind: 'redirect', path: '/index', to: '/home' });
    expect(routes).toContainEqual({ kind: 'workflow', path: '/flow/page/:pageId/:workflowId' });
    expect(routes).toContainEqual({ kind: 'pageQuery', path: '/page' });
  });

  it('leaves /page/login and /index to pages that take them over', () => {
    const routes = runtimeRoutes(
      table([page({ name: 'a', url: '/page/login' }), page({ name: 'b', url: '/index' })]),
    );
    expect(routes.filter((r) => r.path === '/page/login').map((r) => r.kind)).toEqual(['page']);
    expect(routes.filter((r) => r.path === '/index').map((r) => r.kind)).toEqual(['page']);
    expect(routes.some((r) => r.path === '/')).toBe(false);
  });

  it('ends with the system routes and the catch-all error page', () => {
    const names = runtimeRoutes(table([])).flatMap((r) => (r.kind === 'system' ? [r.name] : []));
    expect(names).toEqual(['callback', 'silent', 'redirecting', 'deny', 'error', 'notFound']);
  });
});
