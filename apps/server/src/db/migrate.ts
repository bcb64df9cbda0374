import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { underSchemaChangeLock } from './createDatabase.js';
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
import { roleDepartments } from './migrations/0014_role_departments.js';
import { auditConfigTasks } from './migrations/0016_audit_config_tasks.js';
import { imageOriginalSize } from './migrations/0017_image_original_size.js';
import { collaborationDocuments } from './migrations/0018_collaboration_documents.js';
import { roleControlsPasswordHistory } from './migrations/0019_role_controls_password_history.js';
import { notificationDelivery } from './migrations/0020_notification_delivery.js';
import { clusterCaches } from './migrations/0021_cluster_caches.js';
import { collaborationUpdates } from './migrations/0022_collaboration_updates.js';
import { partUploads } from './migrations/0023_part_uploads.js';
import { usersListOrder } from './migrations/0024_users_list_order.js';
import { taskRetries } from './migrations/0025_task_retries.js';

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
  '0014_role_departments': roleDepartments,
  '0016_audit_config_tasks': auditConfigTasks,
  '0017_image_original_size': imageOriginalSize,
  '0018_collaboration_documents': collaborationDocuments,
  '0019_role_controls_password_history': roleControlsPasswordHistory,
  '0020_notification_delivery': notificationDelivery,
  '0021_cluster_caches': clusterCaches,
  '0022_collaboration_updates': collaborationUpdates,
  '0023_part_uploads': partUploads,
  '0024_users_list_order': usersListOrder,
  '0025_task_retries': taskRetries,
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
  // Under the schema-change lock: the migrator reads every schema's tables (createDatabase.ts).
  const { error, results } = await underSchemaChangeLock(db, () => migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
