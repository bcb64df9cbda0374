import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { appsPagesContent } from './migrations/0001_apps_pages_content.js';
import { security } from './migrations/0002_security.js';
import { content } from './migrations/0003_content.js';
import { designerMedia } from './migrations/0004_designer_media.js';
import { serialNumbersSeedRuns } from './migrations/0005_serial_numbers_seed_runs.js';
import { identityOrganisation } from './migrations/0006_identity_organisation.js';
import { verificationCodesAccountLinks } from './migrations/0007_verification_codes_account_links.js';
import { regionsPersonalSchemas } from './migrations/0008_regions_personal_schemas.js';
import { workflowsForms } from './migrations/0009_workflows_forms.js';
import { signInFailures } from './migrations/0010_sign_in_failures.js';
import { pageVersions } from './migrations/0011_page_versions.js';
import { places } from './migrations/0012_places.js';
import { formVersions } from './migrations/0013_form_versions.js';

/**
 * Every migration, by the name recorded in `kysely_migration`. Names sort in the order they run
 * (Kysely's Migrator sorts them), so a new migration is a new file `000N_name.ts` added here
 * under the same name.
 *
 * Two keys keep the names they shipped with although their files and exports now say what they
 * hold: Kysely refuses a database whose executed migrations are not all in this map, and a
 * database's recorded names are not rewritten (an older server of a rolling deploy would then
 * refuse it). The keys are frozen history; README "Migrations".
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_foundation': appsPagesContent,
  '0002_security': security,
  '0003_content': content,
  '0004_platform': designerMedia,
  '0005_serial_numbers_seed_runs': serialNumbersSeedRuns,
  '0006_identity_organisation': identityOrganisation,
  '0007_verification_codes_account_links': verificationCodesAccountLinks,
  '0008_regions_personal_schemas': regionsPersonalSchemas,
  '0009_workflows_forms': workflowsForms,
  '0010_sign_in_failures': signInFailures,
  '0011_page_versions': pageVersions,
  '0012_places': places,
  '0013_form_versions': formVersions,
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
