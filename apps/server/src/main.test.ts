import type { ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { POSTGRES_URL, uniqueSchemaName } from './__tests__/testDatabases.js';
import { killStartedClis, runCli, startCli, type Cli } from './__tests__/startCli.js';
import { createDatabase, dropSchema } from './db/createDatabase.js';
import { withSignatureHeaders } from '@tessera/protocol/signing';
import { IDENTITY_PATHS } from '@tessera/protocol';
import { DEMO } from './demo.js';
import { demoRequestHeaders } from './testing/demoRequestHeaders.js';

interface CliDatabase {
  name: string;
  env(): Promise<Record<string, string>>;
  cleanUp(): Promise<void>;
}

const postgresUrl = POSTGRES_URL;
const cliDatabases: CliDatabase[] = [
  (() => {
    let root = '';
    return {
      name: 'PGlite',
      // One data folder for the file: the first start migrates and seeds it, later starts
      // (the shutdown tests) open it as a restarted server would.
      env: async () => {
        root ||= await mkdtemp(join(tmpdir(), 'tessera-cli-'));
        return { DATA_DIR: join(root, 'data') };
      },
      cleanUp: async () => {
        if (root) await rm(root, { recursive: true, force: true });
      },
    };
  })(),
  ...(postgresUrl
    ? [
        (() => {
          const schema = uniqueSchemaName();
          return {
            name: 'PostgreSQL',
            env: async () => ({ DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema }),
            cleanUp: async () => {
              const db = await createDatabase({ kind: 'postgres', url: postgresUrl });
              await dropSchema(db, schema);
              await db.destroy();
            },
          };
        })(),
      ]
    : []),
];

describe.each(cliDatabases)('the start CLI on $name', (database) => {
  afterEach(killStartedClis);
  afterAll(() => database.cleanUp());

  // One start for what a first start does and how it stops: a CLI costs seconds of CPU to start
  // (a fresh PGlite folder is migrated and seeded), so this file starts as few as it can.
  it('migrates, seeds and serves; on SIGTERM finishes an in-flight request, then exits 0', async () => {
    const cli = await startCli(await database.env());
    const exited = exitOf(cli.child);
    const response = await fetch(`${cli.url}/api/home/configuration?host=${new URL(cli.url).host}`);
    const body = (await response.json()) as { rspCd: string; data: { appId: string } };
    expect(body.rspCd).toBe('00000');
    expect(body.data.appId).toBe(DEMO.appId);

    const { status, text } = await signInAcrossSigterm(cli);
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({
      rspCd: '00000',
      data: { error: { code: 104, message: '手机号或密码错误' } },
    });
    expect(await exited).toBe(0);
    await cli.waitForLog(/shut down cleanly/);
  }, 120_000);

  it('closes the kept-alive connection of a request answered after SIGTERM, and exits 0', async () => {
    // Far below the keep-alive timeout (72 s): a connection left open makes the shutdown exit 1.
    const env = { ...(await database.env()), SHUTDOWN_TIMEOUT_MS: '15000' };
    const cli = await startCli(env);
    const exited = exitOf(cli.child);
    const agent = new Agent({ keepAlive: true });
    try {
      const { status } = await signInAcrossSigterm(cli, agent);
      expect(status).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      agent.destroy();
    }
  }, 120_000);
});

/** The exit code of a started CLI, once it exits. */
function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', (code) => resolve(code));
  });
}

/**
 * A password sign-in (anyone may make it: a lookup and a slow hash) held in flight while the
 * CLI gets SIGTERM, answered afterwards.
 */
async function signInAcrossSigterm(
  { child, url, waitForLog, output }: Cli,
  agent?: Agent,
): Promise<{ status?: number; text: string }> {
  const body = JSON.stringify({ PhoneNumber: '13900009999', Password: 'nope', ActionType: 2 });
  const headers = withSignatureHeaders(
    { ...demoRequestHeaders(), 'content-type': 'application/json' },
    { accessKey: DEMO.accessKey, secretKey: DEMO.secretKey },
    body,
  );
  // `Expect: 100-continue`: the server answers "continue" once it has the request's head, so
  // the request is provably in flight when SIGTERM arrives; its body follows only afterwards.
  const request = httpRequest(`${url}${IDENTITY_PATHS.loginExpand.pattern}`, {
    method: 'POST',
    ...(agent ? { agent } : {}),
    headers: {
      ...headers,
      'content-length': String(Buffer.byteLength(body)),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status?: number; text: string }>((resolve, reject) => {
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode, text }));
    });
    request.once('error', (error) =>
      reject(new Error(`${error.message}; the CLI printed:\n${output()}`)),
    );
  });
  // A connection dropped or a CLI that stopped before the "continue" fails the test at once,
  // naming what happened, instead of waiting for the test's timeout.
  const stopped = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`the CLI exited with ${code} before SIGTERM:\n${output()}`)),
    ),
  );
  await Promise.race([
    new Promise<void>((resolve) => request.once('continue', resolve)),
    answer.then(({ status }) => {
      throw new Error(`answered ${status} before the request's body was sent`);
    }),
    stopped,
  ]);
  child.kill('SIGTERM');
  await waitForLog(/SIGTERM: shutting down/);
  request.end(body);
  return answer;
}

describe('the start CLI with a database it cannot reach', () => {
  it('exits 1 with one clear line instead of a stack', async () => {
    const { code, output } = await runCli({
      DATABASE_URL: 'postgres://tessera:secret@127.0.0.1:1/tessera',
    });
    expect(code).toBe(1);
    expect(output).toMatch(
      /^cannot connect to the database at 127\.0\.0\.1:1\/tessera: connect ECONNREFUSED 127\.0\.0\.1:1$/m,
    );
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('secret');
  }, 60_000);
});
