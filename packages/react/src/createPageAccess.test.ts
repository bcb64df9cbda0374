import { describe, expect, it } from 'vitest';
import { createFakeClock, createMemoryCookies, createMemoryStorage } from '@tessera/ports';
import { buildRouteTable } from '@tessera/routing';
import { createSessionManager } from '@tessera/session';
import type { PagePermission } from '@tessera/session';
import { createPageAccess } from './createPageAccess.js';

const HOME = '00000000-0000-4000-8000-000000000001';
const DETAIL = '00000000-0000-4000-8000-000000000002';
const DEMO = '00000000-0000-4000-8000-000000000003';
const REGISTER = '00000000-0000-4000-8000-000000000004';

const routeTable = buildRouteTable(
  [
    {
      pageId: HOME,
      name: 'home',
      url: '/home',
      title: '首页',
      tagsMode: null,
      isHomePage: true,
      parameters: [],
    },
    {
      pageId: DETAIL,
      name: 'detail',
      url: null,
      title: '详情',
      tagsMode: null,
      isHomePage: false,
      parameters: [{ name: 'id', default: '' }],
    },
    {
      pageId: DEMO,
      name: 'demo',
      url: '/widgets/demo',
      title: '演示',
      tagsMode: null,
      isHomePage: false,
      parameters: [],
    },
    {
      pageId: REGISTER,
      name: 'register',
      url: '/register',
      title: '注册',
      tagsMode: null,
      isHomePage: false,
      parameters: [],
    },
  ],
  { storage: createMemoryStorage() },
);

function setup(answers: (() => Promise<PagePermission>)[]) {
  const session = createSessionManager({
    clock: createFakeClock(),
    subAppType: 'Pc',
    cookies: createMemoryCookies(),
    localStorage: createMemoryStorage(),
    navigation: { navigate: () => undefined },
    messages: { info: () => undefined, warning: () => undefined, error: () => undefined },
    activity: { subscribe: () => () => undefined },
  });
  session.start();
  let calls = 0;
  const access = createPageAccess({
    session,
    routeTable,
    loadUserPages: () => answers[calls++]!(),
  });
  return { session, access, calls: () => calls };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPageAccess (spec 1 §6 page permission, for menus)', () => {
  it('lets a signed-in user open only the pages of their permission; other urls always', async () => {
    const { session, access, calls } = setup([
      async () => ({ permitted: true, pageIds: [HOME, DETAIL] }),
    ]);
    // Nobody signed in: nothing is hidden (the sign-in comes first) and nothing is asked.
    expect(access.canOpen('/widgets/demo')).toBe(true);
    expect(calls()).toBe(0);

    session.login({ accessToken: 'a' }, { userId: 'u1' });
    // While the user's pages load, page links wait; other urls do not.
    expect(access.canOpen('/widgets/demo')).toBe(false);
    expect(access.canOpen('/frame/approval-list?type=todo')).toBe(true);
    await settled();
    expect(access.canOpen('/home')).toBe(true);
    expect(access.canOpen('/')).toBe(true);
    expect(access.canOpen('/page/detail/7?tab=1')).toBe(true);
    expect(access.canOpen('/widgets/demo')).toBe(false);
    expect(access.canOpen('/widgets/demo#top')).toBe(false);
    // A public page, a fixed route and another site: not pages the permission governs.
    expect(access.canOpen('/register')).toBe(true);
    expect(access.canOpen('/frame/approval-list')).toBe(true);
    expect(access.canOpen('https://example.com/widgets/demo')).toBe(true);
    expect(calls()).toBe(1);
  });

  it('asks again for another user, forgets on sign-out, and hides pages when the call fails', async () => {
    const { session, access, calls } = setup([
      async () => ({ permitted: true, pageIds: null }),
      async () => {
        throw new Error('network');
      },
    ]);
    session.login({ accessToken: 'a' }, { userId: 'u1' });
    await settled();
    expect(access.canOpen('/widgets/demo')).toBe(true);
    // A token renewal of the same user asks nothing.
    session.login({ accessToken: 'b' }, { userId: 'u1' });
    expect(calls()).toBe(1);

    session.logout();
    expect(access.getSnapshot().status).toBe('anonymous');
    session.login({ accessToken: 'c' }, { userId: 'u2' });
    await settled();
    expect(calls()).toBe(2);
    expect(access.canOpen('/widgets/demo')).toBe(false);
    expect(access.canOpen('/register')).toBe(true);
  });
});
