/**
 * The ports of the mobile runtime's end-to-end run: its own server and preview server, apart
 * from pc-runtime's (4310/4311 and its second shard), the portal's (4320/4321) and the start
 * check's (4340–4343), so every browser suite can run side by side. `E2E_SERVER_PORT` and
 * `E2E_APP_PORT` (default the server's port + 1) move them.
 */
export const E2E_SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4330);
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? E2E_SERVER_PORT + 1);

/** The server's origin as the tests reach it (sign-in calls, the workflow set-up). */
export const E2E_SERVER_ORIGIN = `http://127.0.0.1:${E2E_SERVER_PORT}`;
/** The runtime's origin: the app origin the server's CORS and sign-in redirects accept. */
export const E2E_APP_ORIGIN = `http://127.0.0.1:${E2E_APP_PORT}`;

/** The cookie that makes the page-JSON call answer HTTP 404 (startE2eServer.ts). */
export const E2E_FAULT_COOKIE = 'tessera-e2e-fault';
