import { describe, expect, it } from 'vitest';
import { createSessionHarness, T0 } from './__tests__/harness.js';

const USER = { userId: 'u1', userName: 'alice' };

describe('createSessionManager: idle expiry (spec 1 §4 Session)', () => {
  it('attaches the activity listeners 5 s after start', () => {
    const { session, clock, activity } = createSessionHarness();
    session.login({ accessToken: 'a', expiresIn: 600 }, USER);
    clock.advance(4_999);
    expect(activity.listenerCount()).toBe(0);
    clock.advance(1);
    expect(activity.listenerCount()).toBe(1);
  });

  it.each<[string, number, number[], number | null]>([
    ['no activity: expiresIn after login', 120, [], 120_000],
    ['a click at 10 s moves expiry to 130 s', 120, [10_000], 130_000],
    ['activity before the listeners attach (4 s) is not seen', 120, [4_000], 120_000],
    ['activity at 100 s and 200 s: expiry at 320 s', 120, [100_000, 200_000], 320_000],
    ['expiresIn 0: no idle expiry', 0, [], null],
  ])('%s', (_case, expiresIn, activityAt, expiresAt) => {
    const { session, clock, activity } = createSessionHarness();
    session.login({ accessToken: 'a', expiresIn }, USER);
    let elapsed = 0;
    for (const at of activityAt) {
      clock.advance(at - elapsed);
      elapsed = at;
      activity.emit('mousemove');
    }
    if (expiresAt === null) {
      clock.advance(24 * 3600_000);
      expect(session.getSnapshot().status).toBe('authenticated');
      expect(session.idleDeadline()).toBeNull();
      return;
    }
    expect(session.idleDeadline()).toBe(T0 + expiresAt);
    clock.advance(expiresAt - elapsed - 1);
    expect(session.getSnapshot().status).toBe('authenticated');
    clock.advance(1);
    expect(session.getSnapshot().status).toBe('expired');
  });

  it.each(['click', 'keydown', 'mousemove'] as const)('counts %s as activity', (kind) => {
    const { session, clock, activity } = createSessionHarness();
    session.login({ accessToken: 'a', expiresIn: 60 }, USER);
    clock.advance(50_000);
    activity.emit(kind);
    clock.advance(59_999);
    expect(session.getSnapshot().status).toBe('authenticated');
  });

  it('on expiry shows 会话已过期，请重新登录！, clears the stored user and tokens and goes to login', () => {
    const { session, clock, messages, navigations, localStorage, cookies, activity } =
      createSessionHarness();
    session.login({ accessToken: 'a', refreshToken: 'r', expiresIn: 60 }, USER);
    expect(localStorage.getItem('AUTH-USER')).not.toBeNull();
    clock.advance(60_000);
    expect(messages).toEqual([{ level: 'warning', text: '会话已过期，请重新登录！' }]);
    expect(navigations).toEqual(['/login']);
    expect(localStorage.getItem('AUTH-USER')).toBeNull();
    expect(cookies.entries()).toEqual({});
    expect(session.getSnapshot()).toMatchObject({
      status: 'expired',
      tokens: null,
      countdownMs: null,
    });
    expect(session.getSnapshot().user.authenticated).toBe(false);
    expect(activity.listenerCount()).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('goes to the login path the app gives', () => {
    const { session, clock, navigations } = createSessionHarness({
      loginPath: () => '/login/0?returnUrl=%2Fpage%2Fa',
    });
    session.login({ accessToken: 'a', expiresIn: 30 }, USER);
    clock.advance(30_000);
    expect(navigations).toEqual(['/login/0?returnUrl=%2Fpage%2Fa']);
  });

  describe('countdown warning: under 60 s left, checked every 30 s', () => {
    it.each<[number, (number | null)[]]>([
      // expiresIn, then the countdown after each 30 s check until expiry
      [120, [null, null, 30_000]],
      [100, [null, 40_000, 10_000]],
      [45, [15_000]],
      [60, [30_000]],
    ])('expiresIn %i s → %j', (expiresIn, expected) => {
      const { session, clock } = createSessionHarness();
      session.login({ accessToken: 'a', expiresIn }, USER);
      const seen: (number | null)[] = [];
      for (let check = 30_000; check < expiresIn * 1000; check += 30_000) {
        clock.advance(30_000);
        seen.push(session.getSnapshot().countdownMs);
      }
      expect(seen).toEqual(expected);
    });

    it('does not warn between checks, and clears the warning on activity at once', () => {
      const { session, clock, activity } = createSessionHarness();
      session.login({ accessToken: 'a', expiresIn: 100 }, USER);
      clock.advance(59_999); // 40 s left, but the check comes at 60 s
      expect(session.getSnapshot().countdownMs).toBeNull();
      clock.advance(1);
      expect(session.getSnapshot().countdownMs).toBe(40_000);
      activity.emit('click');
      expect(session.getSnapshot().countdownMs).toBeNull();
      clock.advance(30_000); // 70 s left at the next check: no warning
      expect(session.getSnapshot().countdownMs).toBeNull();
    });
  });

  it('does not publish a new snapshot for each mouse move', () => {
    const { session, clock, activity } = createSessionHarness();
    session.login({ accessToken: 'a', expiresIn: 600 }, USER);
    clock.advance(5_000);
    const before = session.getSnapshot();
    for (let i = 0; i < 100; i += 1) activity.emit('mousemove');
    expect(session.getSnapshot()).toBe(before);
  });
});

describe('createSessionManager: snapshots around expiry', () => {
  it('publishes the warning, then one snapshot for the expiry', () => {
    const { session, clock } = createSessionHarness();
    session.login({ accessToken: 'a', expiresIn: 45 }, USER);
    const seen: { status: string; countdownMs: number | null }[] = [];
    session.subscribe(() => {
      const { status, countdownMs } = session.getSnapshot();
      seen.push({ status, countdownMs });
    });
    clock.advance(45_000);
    expect(seen).toEqual([
      { status: 'authenticated', countdownMs: 15_000 },
      { status: 'expired', countdownMs: null },
    ]);
  });
});
