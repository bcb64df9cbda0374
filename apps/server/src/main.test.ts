import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL, uniqueSchemaName } from './__tests__/testDatabases.js';
import { createDatabase, dropSchema } from './db/createDatabase.js';
import { DEMO } from './demo.js';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(serverRoot, 'node_modules', '.bin', 'tsx');

/** Starts the CLI and resolves with the URL it logs once it listens. */
function startCli(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(tsx, ['--conditions=@tessera/source', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Tessera server listening on (http:\/\/[^\s)]+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
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
});
