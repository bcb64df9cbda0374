import { useEffect } from 'react';
import { useSessionManager } from './useServices.js';

/**
 * The /silent route (spec 1 §2, §4 "Silent renewal is automatic"): inside the identity layer's
 * hidden frame, hands the answer to the session manager, which passes it to the page that
 * asked. Shows nothing. (With a refresh token, renewals need no frame at all.)
 */
export function SilentRenewCallback() {
  const session = useSessionManager();
  useEffect(() => {
    session
      ?.completeSilentRenew()
      .catch((error: unknown) => console.error('Silent renew callback failed', error));
  }, [session]);
  return null;
}
