/**
 * `pnpm start`: the reference server on its embedded defaults (PGlite in apps/server/.data, or
 * DATA_DIR; migrated and demo-seeded) plus the three apps as users get them: production builds
 * (`vite build`) served by `vite preview`, which proxies /api and /apps to the server like the
 * dev servers do. `pnpm dev` (`start.ts --dev`): the same with the apps' dev servers (hot reload)
 * and the server restarting on change.
 *
 * The server is told the apps' origins (APP_ORIGINS) and the account portal's URL, so sign-in
 * redirects and CORS follow SERVER_PORT, PC_PORT, MOBILE_PORT and PORTAL_PORT.
 * Prints each URL and the demo accounts. Ctrl-C stops everything; if one process dies, the
 * others are stopped too.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { resolve as resolvePath } from 'node:path';
import { DEMO_ORGANISATION, DEMO_USERS } from '@tessera/server/demo';
import { startBalancer, startInstance } from './cluster.js';

const dev = process.argv.includes('--dev');
// `pnpm start:cluster`: CLUSTER_SIZE instances on DATABASE_URL behind HAProxy at CLUSTER_PORT.
const cluster = process.argv.includes('--cluster');
const host = '127.0.0.1';
const serverPort = Number((cluster ? process.env.CLUSTER_PORT : process.env.SERVER_PORT) ?? 4000);
const serverUrl = `http://${host}:${serverPort}`;
const apps = [
  {
    name: '@tessera/pc-runtime',
    label: 'pc-runtime (desktop)',
    port: Number(process.env.PC_PORT ?? 5173),
  },
  {
    name: '@tessera/mobile-runtime',
    label: 'mobile-runtime',
    port: Number(process.env.MOBILE_PORT ?? 5174),
  },
  {
    name: '@tessera/account-portal',
    label: 'account-portal',
    port: Number(process.env.PORTAL_PORT ?? 5175),
  },
];
const appUrl = (port: number) => `http://${host}:${port}`;
// Both spellings of loopback: a browser may open either.
const appOrigins = apps.flatMap((app) => [appUrl(app.port), `http://localhost:${app.port}`]);
const portalUrl = appUrl(apps[2]!.port);
// A DATA_DIR given relative to where `pnpm start` was typed (pnpm runs this in tooling/scripts).
const dataDir = process.env.DATA_DIR
  ? resolvePath(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR)
  : undefined;

const children: ChildProcess[] = [];
let stopping = false;

/**
 * Each child in a process group of its own, stopped as a group: pnpm and `tsx watch` do not
 * always pass a signal on, and their grandchildren (the server, Vite) must not outlive this.
 * No stdin: a background group reading the terminal would be stopped.
 */
function spawnPnpm(args: string[], env: Record<string, string>): ChildProcess {
  return spawn('pnpm', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    detached: true,
  });
}

/** A process that runs until Ctrl-C: when it exits on its own, everything stops. */
function run(filter: string, args: string[], env: Record<string, string>): void {
  const child = spawnPnpm(['--filter', filter, ...args], env);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${filter} exited (${code ?? 'signal'}); stopping the rest.`);
      stop(1);
    }
  });
  children.push(child);
}

/** A production build of one app into its dist/ (errors only: the chunk notes are for developers). */
function build(filter: string): Promise<void> {
  const child = spawnPnpm(['--filter', filter, 'exec', 'vite', 'build', '--logLevel', 'error'], {});
  children.push(child);
  return new Promise((done, reject) =>
    child.on('exit', (code) =>
      code === 0 ? done() : reject(new Error(`${filter}: vite build failed (${code})`)),
    ),
  );
}

function stop(code: number): void {
  stopping = true;
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // not a group of its own (a cluster instance, HAProxy), or already gone
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (stopping) return;
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Development mode: no PUBLIC_URL here, so the settings' base URLs follow the request's Host,
// which the apps' Vite proxies set to this server's address (server README "Base URLs and
// caching"); the SMS codes go to the log and the development outbox.
const serverEnv = {
  HOST: host,
  NODE_ENV: 'development',
  APP_ORIGINS: process.env.APP_ORIGINS ?? appOrigins.join(','),
  ACCOUNT_PORTAL_URL: process.env.ACCOUNT_PORTAL_URL ?? portalUrl,
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
};
const instancePorts: number[] = [];
if (cluster) startCluster();
else run('@tessera/server', [dev ? 'dev' : 'start'], { ...serverEnv, PORT: String(serverPort) });

/**
 * The instances (CLUSTER_SIZE, default 3, on CLUSTER_INSTANCE_PORT and the ports after it,
 * default CLUSTER_PORT + 1 …) and HAProxy in front of them at CLUSTER_PORT; its statistics page
 * at CLUSTER_STATS_PORT when set. One issuer for all: the balancer's `/oidc`.
 */
function startCluster(): void {
  if (!process.env.DATABASE_URL) {
    console.error(
      'pnpm start:cluster needs DATABASE_URL (PostgreSQL): embedded PGlite cannot be shared by several instances.',
    );
    process.exit(1);
  }
  const size = Number(process.env.CLUSTER_SIZE ?? 3);
  const first = Number(process.env.CLUSTER_INSTANCE_PORT ?? serverPort + 1);
  if (!Number.isInteger(size) || size < 1)
    throw new Error('CLUSTER_SIZE must be a whole number ≥ 1');
  for (let i = 0; i < size; i += 1) instancePorts.push(first + i);
  const exited = (what: string) => (code: number | null) => {
    if (stopping) return;
    console.error(`${what} exited (${code ?? 'signal'}); stopping the rest.`);
    stop(1);
  };
  for (const port of instancePorts) {
    const child = startInstance({
      port,
      env: { ...serverEnv, ISSUER: process.env.ISSUER ?? `${serverUrl}/oidc` },
    });
    child.on('exit', exited(`server instance on port ${port}`));
    children.push(child);
  }
  const statsPort = process.env.CLUSTER_STATS_PORT;
  const balancer = startBalancer({
    host,
    port: serverPort,
    instances: instancePorts.map((port, i) => ({ name: `instance${i + 1}`, port })),
    ...(statsPort ? { statsPort: Number(statsPort) } : {}),
  });
  balancer.on('exit', exited('HAProxy'));
  children.push(balancer);
}

try {
  if (!dev) console.log('Building the apps (vite build) while the server starts…');
  // One build after another: they are CPU-bound, and the server is starting meanwhile.
  const builds = dev
    ? Promise.resolve()
    : apps.reduce((done, app) => done.then(() => build(app.name)), Promise.resolve());
  await Promise.all([
    waitFor(`${serverUrl}/readyz`, 300_000),
    ...instancePorts.map((port) => waitFor(`http://${host}:${port}/readyz`, 300_000)),
    builds,
  ]);
  for (const app of apps) {
    const env = { PORT: String(app.port), TESSERA_SERVER_URL: serverUrl };
    run(app.name, ['exec', 'vite', ...(dev ? [] : ['preview'])], env);
  }
  await Promise.all(apps.map((app) => waitFor(`${appUrl(app.port)}/`, 300_000)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}

/** The demo accounts as one table: phone / password / role (server README "Demo seed"). */
function demoAccounts(): string {
  const roleName = (code: string) =>
    Object.values(DEMO_ORGANISATION.roles).find((role) => role.code === code)?.name ?? code;
  const rows = DEMO_USERS.map((user) => [
    user.phone,
    user.password,
    user.roles.map(roleName).join('、'),
    `${user.nickName}（${user.department}）`,
  ]);
  const header = ['phone', 'password', 'role', 'user'];
  // CJK characters take two columns: pad by display width so the columns line up.
  const width = (text: string) =>
    [...text].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e7f ? 2 : 1), 0);
  const widths = header.map((title, i) =>
    Math.max(width(title), ...rows.map((row) => width(row[i]!))),
  );
  const pad = (text: string, i: number) => text + ' '.repeat(widths[i]! - width(text));
  return [header, ...rows].map((row) => `    ${row.map(pad).join('  ').trimEnd()}`).join('\n');
}

const database = process.env.DATABASE_URL
  ? 'PostgreSQL at DATABASE_URL'
  : `PGlite data in ${dataDir ?? 'apps/server/.data'}`;
if (!stopping)
  console.log(`
Tessera is running (${dev ? 'dev servers with hot reload' : 'production builds'}; Ctrl-C stops everything)
  server                ${serverUrl}   (${database}${
    cluster
      ? `; HAProxy over ${instancePorts.length} instances on ports ${instancePorts.join(', ')}`
      : ''
  })
${apps.map((app) => `  ${app.label.padEnd(22)}${appUrl(app.port)}/`).join('\n')}
  demo accounts (sign in with phone and password; SMS codes are written to the server log and
  answered by: curl '${serverUrl}/api/dev/sms-outbox?phone=13800000000')
${demoAccounts()}
`);
