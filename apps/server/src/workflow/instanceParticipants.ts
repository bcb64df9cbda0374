import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database.js';

/**
 * WF-C12 (docs/rules/approval-engine.md) as a condition on `wf_instances` rows: the user takes part in the instance — its
 * applicant or whoever started it for them, anyone who holds or held a task in it, or a CC
 * recipient (administrators are the caller's check). The one SQL form of the rule; the runtime's
 * `requireReadAccess` applies the same rule to a replayed state.
 */
export function takesPartIn(eb: ExpressionBuilder<Database, 'wf_instances'>, userId: string) {
  return eb.or([
    eb('wf_instances.applicant_id', '=', userId),
    eb('wf_instances.started_by_id', '=', userId),
    eb.exists(
      eb
        .selectFrom('wf_tasks')
        .select('wf_tasks.id')
        .whereRef('wf_tasks.instance_id', '=', 'wf_instances.id')
        .where('wf_tasks.assignee_id', '=', userId),
    ),
    eb.exists(
      eb
        .selectFrom('wf_ccs')
        .select('wf_ccs.id')
        .whereRef('wf_ccs.instance_id', '=', 'wf_instances.id')
        .where('wf_ccs.user_id', '=', userId),
    ),
  ]);
}
