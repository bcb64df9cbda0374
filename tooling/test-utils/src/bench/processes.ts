// What the apps' benchmarks share: child processes (builds, previews), waiting for a URL, a free
// port, and the median.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer, type AddressInfo } from 'node:net';

/** Runs `pnpm <args>` in `cwd`, in its own process group (stopping it stops what pnpm started). */
export function run(cwd: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn('pnpm', args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
}

export function stop(child: ChildProcess): void {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

export async function finished(child: ChildProcess): Promise<void> {
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`exit ${code}`);
}

export async function reachable(url: string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start`);
}

/** A port nobody listens on now (the previews must not collide with other dev servers). */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
