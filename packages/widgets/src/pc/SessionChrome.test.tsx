import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Settings } from '@tessera/protocol';
import { TesseraProvider } from '@tessera/react';
import type { useSessionManager } from '@tessera/react';
import { RuntimeAppBar, SessionCountdownDialog } from './index.js';
import { SESSION_TEXTS } from '../system/sessionTexts.js';

type SessionManager = NonNullable<ReturnType<typeof useSessionManager>>;
type Snapshot = ReturnType<SessionManager['getSnapshot']>;
type Client = NonNullable<Parameters<typeof TesseraProvider>[0]['client']>;

const ANONYMOUS = { authenticated: false, userId: '', nickName: '', userName: '', mobilePhone: '' };

/** A session manager driven by hand: just the snapshot, its listeners and sign-out. */
function fakeSession(initial: Partial<Snapshot>) {
  const listeners = new Set<() => void>();
  let snapshot = {
    status: 'anonymous',
    user: ANONYMOUS,
    tokens: null,
    countdownMs: null,
    ...initial,
  } as Snapshot;
  const set = (next: Partial<Snapshot>) => {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  };
  const session = {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getAccessToken: () => snapshot.tokens?.accessToken ?? null,
    idleDeadline: () => null,
    logout: () => set({ status: 'anonymous', user: ANONYMOUS as Snapshot['user'], tokens: null }),
  } as unknown as SessionManager;
  return { session, set };
}

/** A request client that records its calls and answers each with `{}`. */
function recordingClient() {
  const calls: string[] = [];
  const client = {
    get: async (path: string) => void calls.push(`GET ${path}`),
    post: async (path: string) => {
      calls.push(`POST ${path}`);
      return { signedOut: true };
    },
  } as unknown as Client;
  return { client, calls };
}

const settings = { subAppName: 'Tessera 演示', accountUrl: 'http://id.example' } as Settings;

describe('Pc session chrome', () => {
  it('offers 登录 to an anonymous visitor', async () => {
    const { session } = fakeSession({});
    const screen = await render(
      <TesseraProvider settings={settings} session={session} client={recordingClient().client}>
        <RuntimeAppBar title={settings.subAppName} />
      </TesseraProvider>,
    );
    await expect.element(screen.getByText('Tessera 演示')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: SESSION_TEXTS.signIn }))
      .toHaveAttribute('href', '/login');
  });

  it('shows the nickname; 退出登录 ends the session on the server and here', async () => {
    const { session } = fakeSession({
      status: 'authenticated',
      tokens: { accessToken: 'token' },
      user: {
        ...ANONYMOUS,
        authenticated: true,
        userId: 'u1',
        nickName: '管理员',
        mobilePhone: '13800000000',
      } as Snapshot['user'],
    });
    const { client, calls } = recordingClient();
    // The hook then goes to /login through the navigation port (not the test page's location).
    const navigated: string[] = [];
    const navigation = { navigate: (path: string) => void navigated.push(path) };
    const screen = await render(
      <TesseraProvider
        settings={settings}
        session={session}
        client={client}
        navigation={navigation}
      >
        <RuntimeAppBar title={settings.subAppName} />
      </TesseraProvider>,
    );
    await expect.element(screen.getByTestId('user-nickname')).toHaveTextContent('管理员');
    await screen.getByRole('button', { name: SESSION_TEXTS.userMenu }).click();
    await expect.element(screen.getByText('13800000000')).toBeVisible();
    await screen.getByRole('menuitem', { name: SESSION_TEXTS.signOut }).click();
    await expect.poll(() => session.getSnapshot().status).toBe('anonymous');
    expect(calls).toEqual([
      'POST http://id.example/Account/Logout',
      'GET http://id.example/home/clearcookies',
    ]);
    expect(navigated).toEqual(['/login']);
    await expect.element(screen.getByRole('link', { name: SESSION_TEXTS.signIn })).toBeVisible();
  });

  it('warns with a countdown while less than 60 s of the idle session remain (spec 1 §4)', async () => {
    const { session, set } = fakeSession({ status: 'authenticated' });
    const screen = await render(
      <TesseraProvider session={session}>
        <SessionCountdownDialog />
      </TesseraProvider>,
    );
    await expect.element(screen.getByText(SESSION_TEXTS.countdownTitle)).not.toBeInTheDocument();
    set({ countdownMs: 42_000 });
    await expect.element(screen.getByText(SESSION_TEXTS.countdownTitle)).toBeVisible();
    await expect.element(screen.getByRole('timer')).toHaveTextContent(SESSION_TEXTS.countdown(42));
    set({ countdownMs: null });
    await expect.element(screen.getByText(SESSION_TEXTS.countdownTitle)).not.toBeInTheDocument();
  });
});
