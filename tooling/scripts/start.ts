/**
 * `pnpm start`: the reference server on its embedded defaults (PGlite in apps/server/.data,
 * migrated and demo-seeded) plus the three apps' dev servers. Prints each URL and the demo accounts.
 * Ctrl-C stops everything; if one process dies, the others are stopped too.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { DEMO_ORGANISATION, DEMO_USERS } from '@tessera/server';

const host = '127.0.0.1';
const serverPort = Number(process.env.SERVER_PORT ?? 4000);
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

const children: ChildProcess[] = [];
let stopping = false;

function run(filter: string, script: string, env: Record<string, string>): void {
  const child = spawn('pnpm', ['--filter', filter, script], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${filter} exited (${code ?? 'signal'}); stopping the rest.`);
      stop(1);
    }
  });
  children.push(child);
}

function stop(code: number): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
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
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Development: no PUBLIC_URL here, so the settings' base URLs follow the request's Host, which
// the apps' Vite proxies set to this server's address (server README "Base URLs and caching").
run('@tessera/server', 'start', { PORT: String(serverPort), HOST: host, NODE_ENV: 'development' });
await waitFor(`${serverUrl}/readyz`, 120_000);
for (const app of apps)
  run(app.name, 'dev', { PORT: String(app.port), TESSERA_SERVER_URL: serverUrl });
await Promise.all(apps.map((app) => waitFor(`http://${host}:${app.port}/`, 120_000)));

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

console.log(`
Tessera is running (Ctrl-C stops everything)
  server                ${serverUrl}   (PGlite data in apps/server/.data)
${apps.map((app) => `  ${app.label.padEnd(22)}http://${host}:${app.port}/`).join('\n')}
  demo accounts (sign in with phone and password; SMS codes are written to the server log)
${demoAccounts()}
`);
