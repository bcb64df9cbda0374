import { WORKFLOW_MESSAGES, type InstanceState } from '@tessera/workflow';
import type { Db } from '../../db/database.js';
import { loadState } from './instanceStore.js';
import { refusalError } from './refusals.js';

/** An instance of the app with what its pages show besides the state. */
export interface ReadInstance {
  state: InstanceState;
  workflowName: string;
  /** The form the instance was started with (else its workflow's form) and that version. */
  formId: string | null;
  formVersion: number | null;
}

/** Reads an instance of `appId` (its state replayed from the log), or 40400. */
export async function readInstance(
  db: Db,
  appId: string,
  instanceId: string,
): Promise<ReadInstance> {
  const row = await db
    .selectFrom('wf_instances as i')
    .leftJoin('wf_definitions as d', 'd.id', 'i.workflow_id')
    .select([
      'i.app_id',
      'i.workflow_name',
      'i.form_id as instance_form_id',
      'i.form_version',
      'd.form_id',
    ])
    .where('i.id', '=', instanceId)
    .executeTakeFirst();
  const state = row && row.app_id === appId ? await loadState(db, instanceId) : undefined;
  if (!row || !state) {
    throw refusalError({ code: 'not-found', message: WORKFLOW_MESSAGES.instanceNotFound });
  }
  return {
    state,
    workflowName: row.workflow_name,
    formId: row.instance_form_id ?? row.form_id,
    formVersion: row.instance_form_id ? row.form_version : null,
  };
}
