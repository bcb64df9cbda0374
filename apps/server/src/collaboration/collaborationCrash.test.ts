import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageCommands, readPageJson, COLLABORATION_PATH } from '@tessera/designer';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { POSTGRES_URL, seededPostgresDatabase } from '../__tests__/testDatabases.js';
import { eventually, joinRoom, type TestClient } from '../__tests__/collaborationClients.js';

// README "Collaboration" → "Acknowledged": a crash loses no acknowledged update. A server in a
// process of its own takes an edit; once the designer's provider has the acknowledgement
// (已同步), the process is killed with SIGKILL — no shutdown hook runs, no store — and a new
// process on the same database serves the room with the edit in it. The database starts seeded
// (a copy of the run's seeded PGlite or of the worker's seeded PostgreSQL database): the crash,
// not a first start's migrating and seeding, is what this file tests.

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const started = new Set<ChildProcess>();

interface Started {
  child: ChildProcess;
  url: string;
  token: string;
}

function startProcess(env: Record<string, string>): Promise<Started> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@tessera/source', 'src/__tests__/collaborationProcess.ts'],
    { cwd: serverRoot, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  started.add(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready (\d+) (\S+)/.exec(output);
      if (ready) {
        resolve({
          child,
          url: `ws://127.0.0.1:${ready[1]}${COLLABORATION_PATH}`,
          token: ready[2]!,
        });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

interface CrashDatabase {
  name: string;
  /** The environment of the first start (`first`) and of the starts after the crash. */
  env(first: boolean): Promise<Record<string, string>>;
  cleanUp(): Promise<void>;
}

async function crashDatabases(): Promise<CrashDatabase[]> {
  const root = await mkdtemp(join(tmpdir(), 'coedit2-crash-'));
  const list: CrashDatabase[] = [
    {
      name: 'PGlite',
      env: async (first) => ({
        DATA_DIR: join(root, 'data'),
        ...(first ? { LOAD_DATA_DIR: inject('seededPgliteFile') } : {}),
      }),
      cleanUp: () => rm(root, { recursive: true, force: true }),
    },
  ];
  if (POSTGRES_URL) {
    // A copy of the worker's seeded database, dropped with the run's databases.
    let url: Promise<string> | undefined;
    list.push({
      name: 'PostgreSQL',
      env: async () => ({
        DATABASE_URL: await (url ??= seededPostgresDatabase().then((copy) => copy.url)),
      }),
      cleanUp: async () => undefined,
    });
  }
  return list;
}

const databases = await crashDatabases();

describe.each(databases)('a crash of the collaboration server on $name', (database) => {
  const clients: TestClient[] = [];
  afterEach(async () => {
    for (const client of clients) client.live.destroy();
    for (const child of started) child.kill('SIGKILL');
    started.clear();
    await database.cleanUp();
  });

  it('loses no acknowledged update: killed with SIGKILL right after 已同步, the edit is there', async () => {
    const first = await startProcess(await database.env(true));
    const before = joinRoom(first.url, first.token);
    clients.push(before);
    await before.live.whenSynced();
    const commands = pageCommands(before.doc, { origin: 'me' });
    commands.addControl({ typeName: 'Button', props: { label: '崩溃之前' } });
    commands.setPageSetting('title', '崩溃之前');
    // Acknowledged: the provider has no unsynced change left. Killed at once, well inside the
    // store's debounce (200 ms): only the appended updates can hold the edit.
    await eventually(() => expect(before.live.getSnapshot().status).toBe('synced'), 20_000);
    await killHard(first.child);
    const expected = readPageJson(before.doc);
    before.live.destroy();

    const again = await startProcess(await database.env(false));
    const after = joinRoom(again.url, again.token);
    clients.push(after);
    await after.live.whenSynced();
    expect(readPageJson(after.doc)).toEqual(expected);
    expect(readPageJson(after.doc).pageData).toMatchObject({ title: '崩溃之前' });
  }, 180_000);
});
