import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createServer } from '../createServer.js';
import { seedSourceKey } from './pgliteDumpCache.js';

/** The seeded template of a source state: this prefix and its 16-digit key. */
const TEMPLATE_PREFIX = 'tessera_seeded_';
const TEMPLATE_NAME = /^tessera_seeded_[0-9a-f]{16}$/;
/** Templates of other source states are dropped once no run has used them for this long. */
const UNUSED_MS = 60 * 60_000;

/** A database of its own for one test server, copied from the seeded template. */
export interface SeededPostgresCopy {
  /** The copy's URL (the given server's, another database name). */
  url: string;
  /** Drops the copy (its server closed first; any connection left is ended). */
  drop(): Promise<void>;
}

const templates = new Map<string, Promise<string>>();

/**
 * A new database on the PostgreSQL server of `serverUrl`, migrated and demo-seeded: a copy
 * (`CREATE DATABASE … TEMPLATE`, a file copy inside PostgreSQL) of one template per source state
 * (`tessera_seeded_<seedSourceKey>`), which the first process to need it migrates and seeds. It
 * is for PostgreSQL what the seeded dump is for PGlite (`seededPgliteFile`): the client packages'
 * test servers (`@tessera/test-utils`' `startTestServer`) no longer migrate and seed a schema
 * each. Templates of other source states go once no run has used them for an hour (each use
 * writes the time into the template's comment).
 */
export async function seededPostgresCopy(serverUrl: string): Promise<SeededPostgresCopy> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = seededTemplate(serverUrl);
    templates.set(serverUrl, template);
    template.catch(() => templates.delete(serverUrl));
  }
  const source = await template;
  const name = `tessera_copy_${randomBytes(6).toString('hex')}`;
  await query(serverUrl, `create database "${name}" template "${source}"`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      try {
        await query(serverUrl, `drop database if exists "${name}" with (force)`);
      } catch (error) {
        // FORCE may not end an autovacuum worker that visits the new database (a role without
        // pg_signal_backend gets 42501 for it). A plain drop ends such a worker itself and waits
        // for it; our own connections are closed by now.
        if ((error as { code?: string }).code !== '42501') throw error;
        await query(serverUrl, `drop database if exists "${name}"`);
      }
    },
  };
}

async function seededTemplate(serverUrl: string): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${seedSourceKey()}`;
  const found = await query(serverUrl, 'select 1 from pg_database where datname = $1', [template]);
  if (found.rowCount === 0) await buildTemplate(serverUrl, template);
  await query(serverUrl, `comment on database "${template}" is '${Date.now()}'`);
  await dropUnusedTemplates(serverUrl, template);
  return template;
}

/** Migrates and seeds a database under a name of its own, then renames it to `template`. */
async function buildTemplate(serverUrl: string, template: string): Promise<void> {
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await query(serverUrl, `create database "${building}"`);
  try {
    const app = await createServer({
      database: { kind: 'postgres', url: databaseUrl(serverUrl, building) },
      logger: false,
    });
    await app.close();
    await query(serverUrl, `alter database "${building}" rename to "${template}"`);
  } catch (error) {
    await query(serverUrl, `drop database if exists "${building}" with (force)`);
    // Another process built it meanwhile (duplicate_database): that one is used.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
}

async function dropUnusedTemplates(serverUrl: string, current: string): Promise<void> {
  const { rows } = await query<{ datname: string; used: string | null }>(
    serverUrl,
    `select datname, shobj_description(oid, 'pg_database') as used from pg_database
      where datname like 'tessera\\_seeded\\_%'`,
  );
  for (const { datname, used } of rows) {
    if (datname === current || !TEMPLATE_NAME.test(datname)) continue;
    if (Date.now() - Number(used ?? 0) < UNUSED_MS) continue;
    // One being copied right now refuses the drop: it stays for a later run.
    await query(serverUrl, `drop database if exists "${datname}"`).catch(() => undefined);
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

async function query<TRow extends pg.QueryResultRow = pg.QueryResultRow>(
  serverUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<pg.QueryResult<TRow>> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query<TRow>(text, values);
  } finally {
    await client.end();
  }
}
