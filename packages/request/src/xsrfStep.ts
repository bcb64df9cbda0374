import { HEADERS, SESSION_KEYS, XSRF_COOKIE } from '@tessera/protocol';
import type { CookiePort, StoragePort } from '@tessera/ports';
import type { RequestStep } from './types.js';

/**
 * spec 1 §7 "Xsrf cookie XSRF-TOKEN with header X-XSRF-TOKEN": echoes the cookie the server
 * issued (on the settings answer) in the header, so the server's double-submit check passes.
 * Without the cookie nothing is sent.
 */
export function xsrfStep(cookies: CookiePort): RequestStep {
  return {
    name: 'xsrf',
    beforeRequest: (request) => {
      const token = cookies.getItem(XSRF_COOKIE);
      if (token) request.headers[HEADERS.xsrfToken] = token;
    },
  };
}

/**
 * spec 1 §6 "An optional show-hidden-field code from session storage is sent as a header":
 * reads `SHOW-HIDDEN-FIELD-CODE` from session storage on every request and sends it as
 * `showhiddenfield` when present.
 */
export function showHiddenFieldStep(sessionStorage: StoragePort): RequestStep {
  return {
    name: 'showHiddenField',
    beforeRequest: (request) => {
      const code = sessionStorage.getItem(SESSION_KEYS.showHiddenFieldCode);
      if (code) request.headers[HEADERS.showHiddenField] = code;
    },
  };
}
