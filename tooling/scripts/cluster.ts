/**
 * Several server instances on one PostgreSQL behind HAProxy (server README "Running several
 * instances"): the balancer's generated configuration and the processes. Used by
 * `pnpm start:cluster` (start.ts --cluster) and the scale test (scale-test.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How often HAProxy asks each instance's `/readyz`, after how many failures it is out and how
 * many successes it is in again, and how long an answer may take: tolerant enough that a busy
 * machine (a slow readiness query) does not take every instance out at once.
 */
export const HEALTH_CHECK = { intervalMs: 1000, fall: 3, rise: 2, timeoutMs: 3000 } as const;

/**
 * How long an instance keeps serving after SIGTERM with `/readyz` answering 503: `fall` failed
 * checks take it out of the balancer, plus one interval of margin (server main.ts).
 */
export const DRAIN_MS = HEALTH_CHECK.intervalMs * (HEALTH_CHECK.fall + 1);

/** One server instance behind the balancer. */
export interface InstanceAddress {
  name: string;
  port: number;
}

/** What {@link haproxyConfig} writes. */
export interface BalancerOptions {
  host: string;
  /** The balancer's port: what the apps and clients use. */
  port: number;
  instances: readonly InstanceAddress[];
  /** HAProxy's statistics page, when wanted. */
  statsPort?: number;
}

/**
 * The HAProxy configuration: round robin over the instances, health checks on `/readyz` (an
 * instance that is shutting down answers 503 first and is drained), websocket upgrades
 * (graphql-ws subscriptions, `/api/collaboration`) held as tunnels, the client's address in
 * `X-Forwarded-For` (the server believes one hop: TRUST_PROXY=1), and a request whose
 * connection to an instance failed sent to another (nothing of it reached the server).
 */
export function haproxyConfig(options: BalancerOptions): string {
  const check = `inter ${HEALTH_CHECK.intervalMs} fall ${HEALTH_CHECK.fall} rise ${HEALTH_CHECK.rise}`;
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 65s
  timeout server 65s
  # graphql-ws subscriptions and co-editing rooms stay open for hours.
  timeout tunnel 2h
  timeout client-fin 5s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 10s
  # A connection refused or reset before any answer (an instance that just stopped listening or
  # was killed) is retried on another instance.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend tessera
  bind ${options.host}:${options.port}
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  timeout check ${HEALTH_CHECK.timeoutMs}ms
  default-server check ${check}
${options.instances.map((i) => `  server ${i.name} ${options.host}:${i.port}`).join('\n')}
${
  options.statsPort === undefined
    ? ''
    : `
listen stats
  bind ${options.host}:${options.statsPort}
  stats enable
  stats uri /
  stats refresh 2s
`
}`;
}

/** The HAProxy binary: HAPROXY_PATH, else `haproxy` on the PATH (Debian's package). */
export function haproxyPath(): string {
  const path = process.env.HAPROXY_PATH ?? 'haproxy';
  const probe = spawnSync(path, ['-v'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    throw new Error(
      `HAProxy was not found (${path}). Install it (Debian: apt-get install haproxy) or set HAPROXY_PATH.`,
    );
  }
  return path;
}

/**
 * Writes the configuration into a new temporary folder, checks it (`haproxy -c`) and starts
 * HAProxy in the foreground (`-db`), its log on this process's output.
 */
export function startBalancer(
  options: BalancerOptions & { prefix?: string; quiet?: boolean },
): ChildProcess {
  const haproxy = haproxyPath();
  const dir = mkdtempSync(join(tmpdir(), options.prefix ?? 'tessera-cluster-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(options));
  const checked = spawnSync(haproxy, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`haproxy.cfg refused:\n${checked.stderr}`);
  return spawn(haproxy, ['-db', '-f', file], {
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
}

const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));

/**
 * Starts one server instance as its own Node process (no pnpm in between, so a signal sent to
 * it reaches the server's graceful shutdown), from source like `pnpm start` does.
 */
export function startInstance(options: {
  port: number;
  env: Record<string, string>;
  /** Where its output goes: this process's (default), nowhere, or an open file. */
  output?: 'inherit' | 'ignore' | number;
}): ChildProcess {
  return spawn(
    process.execPath,
    ['--conditions=@tessera/source', '--import', 'tsx', join(serverDir, 'src/main.ts')],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        ...options.env,
        PORT: String(options.port),
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', options.output ?? 'inherit', options.output ?? 'inherit'],
    },
  );
}

/** Waits until `url` answers 2xx, polling every 200 ms. */
export async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
