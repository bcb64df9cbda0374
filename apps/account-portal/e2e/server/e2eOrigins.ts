/**
 * The ports of the portal's end-to-end run: its own server and preview server, apart from the
 * pc-runtime run's (4310/4311), so the two browser suites can run side by side. The environment
 * may move them (E2E_SERVER_PORT, E2E_APP_PORT: default the server's port + 1), so two runs on
 * one machine do not collide.
 */
export const E2E_SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4320);
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? E2E_SERVER_PORT + 1);

/** The server's origin as the tests reach it (the dev SMS outbox, the admin set-up calls). */
export const E2E_SERVER_ORIGIN = `http://127.0.0.1:${E2E_SERVER_PORT}`;
/** The portal's origin: the app origin the server's CORS accepts. */
export const E2E_APP_ORIGIN = `http://127.0.0.1:${E2E_APP_PORT}`;
