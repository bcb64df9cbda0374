import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL, uniqueSchemaName } from './__tests__/testDatabases.js';
import { createDatabase, dropSchema } from './db/createDatabase.js';
import { withSignatureHeaders } from '@tessera/protocol/signing';
import { IDENTITY_PATHS } from '@tessera/protocol';
import { DEMO } from './demo.js';
import { demoRequestHeaders } from './testing/demoRequestHeaders.js';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(serverRoot, 'node_modules', '.bin', 'tsx');

/** A started CLI: the process, its URL, and a wait for a line of its log. */
interface Cli {
  child: ChildProcess;
  url: string;
  waitForLog(pattern: RegExp): Promise<void>;
}

/** Starts the CLI and resolves once it logs the URL it listens on. */
function startCli(env: Record<string, string>): Promise<Cli> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(tsx, ['--conditions=@tessera/source', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
      if (match?.[1]) resolve({ child, url: match[1], waitForLog });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`CLI exited with ${code}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

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
      env: async () => {
        root = await mkdtemp(join(tmpdir(), 'tessera-cli-'));
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
  afterAll(() => database.cleanUp());

  it('migrates, seeds, serves and stops on SIGTERM', async () => {
    const { child, url } = await startCli(await database.env());
    try {
      const response = await fetch(`${url}/api/home/configuration?host=${new URL(url).host}`);
      const body = (await response.json()) as { rspCd: string; data: { appId: string } };
      expect(body.rspCd).toBe('00000');
      expect(body.data.appId).toBe(DEMO.appId);
    } finally {
      expect(await stop(child)).toBe(0);
    }
  }, 60_000);

  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const { child, url, waitForLog } = await startCli(await database.env());
    const exited = new Promise<number | null>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', (code) => resolve(code));
    });
    // A call anyone may make (the password sign-in of an unknown phone: lookup and a slow hash).
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
      request.once('error', reject);
    });
    await new Promise<void>((resolve) => request.once('continue', resolve));
    child.kill('SIGTERM');
    await waitForLog(/SIGTERM: shutting down/);
    request.end(body);
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({
      rspCd: '00000',
      data: { error: { code: 104, message: '手机号或密码错误' } },
    });
    expect(await exited).toBe(0);
    await waitForLog(/shut down cleanly/);
  }, 60_000);
});
