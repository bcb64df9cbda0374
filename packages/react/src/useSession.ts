import { useSyncExternalStore } from 'react';
import { ANONYMOUS_USER } from '@tessera/session';
import type { SessionSnapshot } from '@tessera/session';
import { useTessera } from './TesseraContext.js';

/** What a page without a session manager sees: nobody signed in. */
const NO_SESSION: SessionSnapshot = Object.freeze({
  status: 'anonymous',
  user: ANONYMOUS_USER,
  tokens: null,
  countdownMs: null,
});

const noSubscription = () => () => undefined;
const noSession = () => NO_SESSION;

/**
 * The session (spec 1 §4 Session): status, user, tokens and the expiry countdown. Anonymous
 * when the app provides no session manager.
 */
export function useSession(): SessionSnapshot {
  const { session } = useTessera();
  return useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getSnapshot ?? noSession,
    session?.getSnapshot ?? noSession,
  );
}
