import type { Db } from '../db/database.js';

/**
 * Marks the once-per-database seed run `name` inside the caller's transaction. Answers true
 * when this call wrote the mark (the seed should run now), false when an earlier run — or a
 * concurrent start, which waits on the key and then writes nothing — already has it.
 */
export async function claimSeedRun(trx: Db, name: string): Promise<boolean> {
  const marked = await trx
    .insertInto('seed_runs')
    .values({ name })
    .onConflict((oc) => oc.doNothing())
    .returning('name')
    .executeTakeFirst();
  return marked !== undefined;
}
