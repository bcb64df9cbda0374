/**
 * The ports the end-to-end run gives the start command: none of its defaults (4000, 5173–5175)
 * and none of the other suites' (4310–4331), so sign-in only works if the start command tells
 * the server where the apps are. START_E2E_PORT moves them (server, then pc, mobile, portal).
 */
const first = Number(process.env.START_E2E_PORT ?? 4340);

export const START_PORTS = {
  server: first,
  pc: first + 1,
  mobile: first + 2,
  portal: first + 3,
} as const;

export const origin = (port: number) => `http://127.0.0.1:${port}`;
