import type { WorkflowConfigAnswer } from '@tessera/protocol';
import { compileFlow, FlowValidationError, type CompiledWorkflow } from '@tessera/workflow';
import { toJson, type Db } from '../../db/database.js';
import { badRequest, notFound } from '../../http/envelopeError.js';
import type { JsonObject } from '../../http/inputSchemas.js';
import { isGuid } from '../../http/requestParams.js';
import {
  configAnswer,
  storedCompile,
  WORKFLOW_NOT_FOUND,
  WORKFLOW_NOT_PUBLISHED,
} from './definitionWire.js';
import { requireDefinition } from './definitions.js';
import { requireForm } from './forms.js';

/** The tree compiled, or 40000 with the engine's Chinese messages. */
function compileOrRefuse(jsonDetail: unknown): CompiledWorkflow {
  try {
    return compileFlow(jsonDetail);
  } catch (error) {
    if (error instanceof FlowValidationError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * POST saveconfig `{ id, jsonDetail, formId? }`: compiles the tree (an empty one resets to the
 * default graph; an invalid one is 40000 and changes nothing), then, in one transaction with
 * the definition row locked, overwrites the published version while no instance uses it, or
 * publishes version + 1 (running instances keep theirs), and stores the compile on the
 * definition. Answers the config.
 */
export async function saveConfig(
  db: Db,
  appId: string,
  userId: string,
  input: JsonObject,
): Promise<WorkflowConfigAnswer> {
  const compiled = compileOrRefuse(input.jsonDetail);
  const detail = toJson(compiled.jsonDetail);
  const data = toJson(compiled.jsonData);
  const operators = toJson(compiled.flowStepOperatorList);
  const row = await db.transaction().execute(async (trx) => {
    const current = await requireDefinition(trx, appId, input.id, { forUpdate: true });
    let formId: string | null | undefined;
    if (input.formId === null || input.formId === '') formId = null;
    else if (input.formId !== undefined) formId = (await requireForm(trx, appId, input.formId)).id;
    let version = current.published_version;
    const used =
      version !== null &&
      (await trx
        .selectFrom('wf_instances')
        .select('id')
        .where('workflow_id', '=', current.id)
        .where('flow_version', '=', version)
        .limit(1)
        .executeTakeFirst()) !== undefined;
    if (version !== null && !used) {
      await trx
        .updateTable('wf_versions')
        .set({
          json_detail: detail,
          json_data: data,
          flow_step_operator_list: operators,
          published_by: userId,
          published_at: new Date(),
        })
        .where('workflow_id', '=', current.id)
        .where('version', '=', version)
        .execute();
    } else {
      const last = await trx
        .selectFrom('wf_versions')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('workflow_id', '=', current.id)
        .executeTakeFirst();
      version = Number(last?.version ?? 0) + 1;
      await trx
        .insertInto('wf_versions')
        .values({
          workflow_id: current.id,
          version,
          json_detail: detail,
          json_data: data,
          flow_step_operator_list: operators,
          published_by: userId,
        })
        .execute();
    }
    return trx
      .updateTable('wf_definitions')
      .set({
        json_detail: detail,
        json_data: data,
        flow_step_operator_list: operators,
        published_version: version,
        form_id: formId,
        updated: new Date(),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return configAnswer(row, compiled);
}

/** GET the designer's config: the saved draft, or the default graph before the first save. */
export async function readConfig(db: Db, appId: string, id: string): Promise<WorkflowConfigAnswer> {
  const row = await requireDefinition(db, appId, id);
  return configAnswer(row, storedCompile(row));
}

/**
 * The published version of a workflow (workflowbyid, getflowstepoperatorlist,
 * isFlowRequireDepartment): 40400 when missing, deleted or never published; a disabled one is
 * answered with `enabled: false`.
 */
export async function readPublished(
  db: Db,
  appId: string,
  id: string,
): Promise<WorkflowConfigAnswer> {
  if (!isGuid(id)) throw notFound(WORKFLOW_NOT_FOUND);
  const row = await requireDefinition(db, appId, id);
  if (row.published_version === null) throw notFound(WORKFLOW_NOT_PUBLISHED);
  const version = await db
    .selectFrom('wf_versions')
    .selectAll()
    .where('workflow_id', '=', row.id)
    .where('version', '=', row.published_version)
    .executeTakeFirst();
  if (!version) throw notFound(WORKFLOW_NOT_PUBLISHED);
  return configAnswer(row, storedCompile(version));
}
