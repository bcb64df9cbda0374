import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const cacheDir = join(repositoryRoot, 'node_modules/.cache/tessera');
/**
 * `shared_buffers` of the tests' PGlite databases: PGlite zeroes every buffer at start, and the
 * tests' databases are small (createDatabase.ts `sharedBuffers`).
 */
export const TEST_PGLITE_SHARED_BUFFERS = '16MB';
/** A lock older than this belongs to a process that died while seeding. */
const STALE_LOCK_MS = 5 * 60_000;
/** Dumps of other source states are removed once they are this old (each is about 40 MB). */
const OLD_DUMP_MS = 60 * 60_000;

/**
 * The workspace packages whose sources decide what a migrated and seeded database holds: the
 * server and every workspace package it depends on, directly or through another.
 */
function seedSourceRoots(): string[] {
  const roots = new Set<string>();
  const visit = (root: string) => {
    if (roots.has(root)) return;
    roots.add(root);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const [name, version] of Object.entries(manifest.dependencies ?? {})) {
      if (version.startsWith('workspace:')) visit(join(root, 'node_modules', name));
    }
  };
  visit(serverRoot);
  return [...roots];
}

/** A hash of the lockfile: the versions of every dependency, PGlite's among them. */
function lockfileKey(): string {
  return createHash('sha256')
    .update(readFileSync(join(repositoryRoot, 'pnpm-lock.yaml')))
    .digest('hex')
    .slice(0, 16);
}

/**
 * A hash of every source file (tests excepted) of the seed's packages, the lockfile and the
 * password-hash cost: it names the seeded PGlite dump and the seeded PostgreSQL template
 * (`seededPostgresCopy`), so an edit to a migration or the seed makes new ones.
 */
export function seedSourceKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(repositoryRoot, 'pnpm-lock.yaml')));
  // The seeded users' password hashes are made at this cost (the test runs' cheap one).
  hash.update(`PASSWORD_HASH_N=${process.env.PASSWORD_HASH_N ?? ''}\0`);
  for (const root of seedSourceRoots()) {
    hash.update(readFileSync(join(root, 'package.json')));
    const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => !/(^|\/)__tests__\/|\.test\.tsx?$/.test(file))
      .sort();
    for (const file of files) {
      const path = join(root, 'src', file);
      if (!statSync(path).isFile()) continue;
      hash.update(`${root}\0${file}\0`).update(readFileSync(path));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the dump `name` of the current sources is kept (under node_modules/.cache/tessera). */
function dumpFile(name: 'seeded' | 'empty'): string {
  // An empty cluster depends on PGlite's version only (the lockfile); a seeded one on the sources.
  const key = name === 'seeded' ? seedSourceKey() : lockfileKey();
  return join(cacheDir, `${name}-pglite-${key}.tar`);
}

/**
 * Where the migrated and demo-seeded PGlite database (`dumpSeededPglite`) of the current sources
 * is kept: a file under node_modules/.cache/tessera named by a hash of every source file that
 * decides its contents, so an edit to a migration or the seed makes a new one.
 */
export function seededPgliteCacheFile(): string {
  return dumpFile('seeded');
}

/**
 * The file of the migrated and demo-seeded PGlite database of the current sources, written by
 * `produce` when it is not there yet. Test processes of one run (the server's suite and every
 * client package's) share it: the first to need it migrates and seeds (several CPU-seconds)
 * while the others wait for it, instead of each seeding a PGlite of its own.
 */
export function seededPgliteFile(produce: () => Promise<Blob>): Promise<string> {
  return cachedDump(dumpFile('seeded'), produce);
}

/**
 * The file of an empty PGlite cluster (what a new PGlite holds before the server migrates it),
 * made once per PGlite version: a test of an unseeded database loads it (well under a second)
 * instead of running PGlite's initdb (several CPU-seconds).
 */
export function emptyPgliteFile(): Promise<string> {
  return cachedDump(dumpFile('empty'), async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite();
    try {
      return await pglite.dumpDataDir('none');
    } finally {
      await pglite.close();
    }
  });
}

async function cachedDump(file: string, produce: () => Promise<Blob>): Promise<string> {
  const lock = `${file}.lock`;
  await mkdir(cacheDir, { recursive: true });
  for (;;) {
    if (existsSync(file)) {
      // In use: not one of the old dumps another run may remove.
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return file;
    }
    try {
      await mkdir(lock);
    } catch {
      const age = await stat(lock).then(
        (lockStat) => Date.now() - lockStat.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      if (existsSync(file)) return file;
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await (await produce()).arrayBuffer()));
      await rename(partial, file);
      await removeOldDumps(file);
      return file;
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** Removes the dumps of the same kind that no run has used for an hour (earlier source states). */
async function removeOldDumps(current: string): Promise<void> {
  const kind = current.slice(cacheDir.length + 1).replace(/-[0-9a-f]+\.tar$/, '-');
  for (const name of await readdir(cacheDir)) {
    const path = join(cacheDir, name);
    if (path === current || !name.startsWith(kind) || !name.endsWith('.tar')) continue;
    const old = await stat(path).then(
      (fileStat) => Date.now() - fileStat.mtimeMs > OLD_DUMP_MS,
      () => false,
    );
    if (old) await rm(path, { recursive: true, force: true });
  }
}
