import type { DbContext } from '../context/requestContext.js';

/** The host row every unknown host falls back to (protocol README "Settings per host"). */
const DEFAULT_SETTINGS_HOST = '*';

/** The settings row of the host, else the default row (spec 1 §7 configuration). */
export async function findSettingsRow(ctx: DbContext, host: string) {
  const { db } = ctx;
  const rows = await db
    .selectFrom('site_settings')
    .selectAll()
    .where('host', 'in', [host, DEFAULT_SETTINGS_HOST])
    .execute();
  // An exact host row wins over the default row.
  return rows.find((r) => r.host === host) ?? rows.find((r) => r.host === DEFAULT_SETTINGS_HOST);
}
