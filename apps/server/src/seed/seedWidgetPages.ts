import type { Db } from '../db/database.js';
import { DEMO } from '../demo.js';
import { insertPages } from './insertPages.js';
import { WIDGET_DEMO_PAGES, type WidgetDemoPage } from './widgetPages/index.js';
import { seedFormContent } from './widgetPages/formPages.js';
import { seedListDemoData } from './widgetPages/listPages.js';
import { claimSeedRun } from './claimSeedRun.js';

/** The `seed_runs` row of the widget demo pages. */
export const WIDGET_PAGES_SEED_RUN = 'widget-pages';

// Fixed timestamps, as the rest of the demo seed: every run writes the very same rows.
const EPOCH = Date.UTC(2026, 0, 3, 8, 0, 0);

/**
 * The pages of the widget demo (README "Demo seed"), once per database: their own `seed_runs`
 * row, so a database seeded before them gets them at its next start and a page an operator
 * deleted stays deleted. Needs the demo app: nothing happens without it. One transaction;
 * every row has a fixed key and `on conflict do nothing`. Answers whether it seeded now.
 */
export async function seedWidgetPagesOnce(
  db: Db,
  pages: readonly WidgetDemoPage[] = WIDGET_DEMO_PAGES,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const app = await trx
      .selectFrom('apps')
      .select('app_id')
      .where('app_id', '=', DEMO.appId)
      .executeTakeFirst();
    if (!app) return false;
    if (!(await claimSeedRun(trx, WIDGET_PAGES_SEED_RUN))) return false;
    // The content some demo pages show (fixed ids, on conflict do nothing).
    await seedFormContent(trx);
    await seedListDemoData(trx);
    await insertPages(trx, pages, new Date(EPOCH));
    return true;
  });
}
