// The catalogue's session: a real session manager (@tessera/session) over in-memory ports, signed
// in as a demo user or left anonymous. Nothing is stored in the browser.
import type { Clock, MessagesPort, NavigationPort } from '@tessera/ports';
import { createFakeClock, createMemoryCookies, createMemoryStorage } from '@tessera/ports';
import { SESSION_TIMERS, createSessionManager, type SessionManager } from '@tessera/session';

/** Who is signed in to a story: nobody, or a demo user (spec 1 §3 UserInfo fields). */
export type StoryUser = 'anonymous' | { nickName: string; mobilePhone: string; userName?: string };

/** The demo organisation's administrator (apps/server demoOrganisation). */
export const DEMO_ADMIN: StoryUser = { nickName: '管理员', mobilePhone: '13800000000' };

/** What {@link createStorySession} needs. */
export interface StorySessionOptions {
  user: StoryUser;
  clock: Clock;
  messages: MessagesPort;
  navigation: NavigationPort;
  /**
   * Seconds of idle time left, under a minute: the session is signed in with that little left,
   * so the countdown warning of spec 1 §4 shows at once. Default: no idle expiry.
   */
  idleSecondsLeft?: number;
}

/** A started session manager holding `user`; dispose it with the story. */
export function createStorySession(options: StorySessionOptions): SessionManager {
  const idle = options.idleSecondsLeft;
  // The countdown runs on a clock of its own, moved on to the first idle check (every 30 s).
  const idleClock = idle === undefined ? null : createFakeClock({ now: options.clock.now() });
  const clock = idleClock ?? options.clock;
  const session = createSessionManager({
    clock,
    subAppType: 'Pc',
    cookies: createMemoryCookies(),
    localStorage: createMemoryStorage(),
    navigation: options.navigation,
    messages: options.messages,
    // Activity is not watched in the catalogue: a countdown story keeps counting.
    activity: { subscribe: () => () => undefined },
  });
  session.start();
  if (options.user !== 'anonymous') {
    session.login(
      {
        accessToken: 'story-access-token',
        expiresIn: idle === undefined ? 0 : idle + SESSION_TIMERS.countdownCheckMs / 1000,
      },
      {
        authenticated: true,
        userId: '00000000-0000-0000-0000-0000000000a1',
        userName: options.user.userName ?? options.user.mobilePhone,
        nickName: options.user.nickName,
        mobilePhone: options.user.mobilePhone,
      },
    );
  }
  idleClock?.advance(SESSION_TIMERS.countdownCheckMs);
  return session;
}
