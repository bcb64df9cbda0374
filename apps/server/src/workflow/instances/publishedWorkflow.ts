import type { CompiledFlow } from '@tessera/workflow';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/envelopeError.js';
import { isGuid } from '../../http/requestParams.js';

/** A workflow's published version, as a start needs it. */
export interface PublishedWorkflow {
  workFlowId: string;
  displayName: string;
  enabled: boolean;
  version: number;
  jsonData: CompiledFlow;
  formId: string | null;
  /** The form's current version: a new instance keeps it (README "Workflow forms"). */
  formVersion: number | null;
}

/** 40400 text: no such workflow in the app, or it was deleted. */
export const WORKFLOW_NOT_FOUND = '审批流程不存在';
/** 40400 text: the workflow was never published (no saveconfig yet). */
export const WORKFLOW_NOT_PUBLISHED = '审批流程尚未发布';

/**
 * The published version new instances start on (wf_definitions.published_version →
 * wf_versions.json_data), with the enabled flag `decide` checks; 40400 for an unknown, deleted
 * or unpublished workflow.
 */
export async function readPublishedWorkflow(
  db: Db,
  appId: string,
  workFlowId: unknown,
): Promise<PublishedWorkflow> {
  if (!isGuid(workFlowId)) throw notFound(WORKFLOW_NOT_FOUND);
  const row = await db
    .selectFrom('wf_definitions')
    .leftJoin('wf_versions', (join) =>
      join
        .onRef('wf_versions.workflow_id', '=', 'wf_definitions.id')
        .onRef('wf_versions.version', '=', 'wf_definitions.published_version'),
    )
    .leftJoin('forms', 'forms.id', 'wf_definitions.form_id')
    .select([
      'forms.version as form_version',
      'wf_definitions.id',
      'wf_definitions.display_name',
      'wf_definitions.enabled',
      'wf_definitions.form_id',
      'wf_definitions.published_version',
      'wf_versions.json_data',
    ])
    .where('wf_definitions.id', '=', workFlowId.toLowerCase())
    .where('wf_definitions.app_id', '=', appId)
    .where('wf_definitions.deleted', '=', false)
    .executeTakeFirst();
  if (!row) throw notFound(WORKFLOW_NOT_FOUND);
  if (row.published_version === null || !row.json_data) throw notFound(WORKFLOW_NOT_PUBLISHED);
  return {
    workFlowId: row.id,
    displayName: row.display_name,
    enabled: row.enabled,
    version: row.published_version,
    jsonData: row.json_data as CompiledFlow,
    formId: row.form_id,
    formVersion: row.form_id ? row.form_version : null,
  };
}
