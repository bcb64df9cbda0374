/**
 * The ports of the end-to-end run: the reference server and the runtime's preview server. The
 * environment may move them (E2E_SERVER_PORT, E2E_APP_PORT), so two runs on one machine do not
 * collide.
 */
export const E2E_SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4310);
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4311);

/** The server's origin as the browser reaches it (the identity server and the API). */
export const E2E_SERVER_ORIGIN = `http://127.0.0.1:${E2E_SERVER_PORT}`;
/** The runtime's origin: the app origin the server's CORS and sign-in redirects accept. */
export const E2E_APP_ORIGIN = `http://127.0.0.1:${E2E_APP_PORT}`;
