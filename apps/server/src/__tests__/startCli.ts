import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
// Node itself runs the CLI with tsx as its loader: signals reach the server process directly.
// (The `tsx` command runs it in a child and relays signals; on a loaded machine the relay could
// give up waiting for the child and end with 143 instead of the server's own exit code.)
const nodeArgs = ['--import', 'tsx', '--conditions=@tessera/source', 'src/main.ts'];

/** A started CLI: the process, its URL, and a wait for a line of its log. */
export interface Cli {
  child: ChildProcess;
  url: string;
  waitForLog(pattern: RegExp): Promise<void>;
  /** Everything it printed so far. */
  output(): string;
}

/** The CLIs started and not yet seen to exit (see {@link killStartedClis}). */
const running = new Set<ChildProcess>();

/**
 * Kills every started CLI still running: a test that timed out while its CLI was starting must
 * not leave it holding the data folder the next start opens.
 */
export function killStartedClis(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Starts the CLI and resolves once it logs the URL it listens on. */
export function startCli(env: Record<string, string>): Promise<Cli> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, nodeArgs, {
    cwd: serverRoot,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const waiters = new Set<() => void>();
  const waitForLog = (pattern: RegExp) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!pattern.test(output)) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const check of [...waiters]) check();
      const match = /Tessera server listening on (http:\/\/[^\s)]+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], waitForLog, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`CLI exited with ${code}:\n${output}`)));
  });
}

/** Sends SIGTERM and answers the exit code. */
export function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** Runs the CLI until it exits; answers its exit code and everything it printed. */
export function runCli(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: serverRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
