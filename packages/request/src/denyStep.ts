import type { NavigationPort } from '@tessera/ports';
import { DENY_PATH } from '@tessera/protocol';
import type { RequestStep } from './types.js';

/**
 * The 403 step (spec 1 §4, §8 "HTTP 403 → go to deny"): on a workflow page (the context carries
 * a `workflowProId`) a full page load of the site's /deny (`fullPage`), elsewhere an in-app
 * navigation to /deny. Nothing is shown; the status step then rejects the call with kind `deny`.
 */
export function denyStep(navigation: NavigationPort): RequestStep {
  return {
    name: 'deny',
    afterResponse: (response, call) => {
      if (response.status !== 403) return;
      if (call.context.workflowProId) navigation.navigate(DENY_PATH, { fullPage: true });
      else navigation.navigate(DENY_PATH);
    },
  };
}
