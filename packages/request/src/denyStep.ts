import type { NavigationPort } from './ports.js';
import type { RequestStep } from './types.js';

/** spec 1 §2: the access-denied route. */
export const DENY_PATH = '/deny';

/**
 * The 403 step (spec 1 §4, §8 "HTTP 403 → go to deny"): on a workflow page (the context carries
 * a `workflowProId`) a full page load of the site's /deny, elsewhere an in-app navigation to
 * /deny. Nothing is shown; the status step then rejects the call with kind `deny`.
 */
export function denyStep(navigation: NavigationPort): RequestStep {
  return {
    name: 'deny',
    afterResponse: (response, call) => {
      if (response.status !== 403) return;
      if (call.context.workflowProId) navigation.redirect(DENY_PATH);
      else navigation.go(DENY_PATH);
    },
  };
}
