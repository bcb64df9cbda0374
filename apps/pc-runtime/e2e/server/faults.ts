/** The cookie the message tests set to have the e2e server fail the page-JSON call. */
export const E2E_FAULT_COOKIE = 'tessera-e2e-fault';

/** The answers the e2e server can be asked for: HTTP 404, or the 30002 envelope. */
export type E2eFault = '404' | '30002';
