import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { foundation } from './migrations/0001_foundation.js';
import { security } from './migrations/0002_security.js';
import { content } from './migrations/0003_content.js';
import { platform } from './migrations/0004_platform.js';

/**
 * Every migration, by name. Names sort in the order they run (Kysely's Migrator sorts them),
 * so a new migration is a new file `000N_name.ts` added here.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_foundation': foundation,
  '0002_security': security,
  '0003_content': content,
  '0004_platform': platform,
};

const provider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};

/**
 * Brings the database to the latest migration (DESIGN.md: migrations run at start). Kysely's
 * Migrator takes a lock, so several instances starting together migrate once.
 * Throws the failing migration's error; nothing of that migration stays applied.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema of the database; pinning them to
  // the current schema keeps servers on separate schemas of one database (tests) apart.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
