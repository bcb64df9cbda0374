import type { Selectable } from 'kysely';
import type { WorkflowConfigAnswer, WorkflowDefinitionAnswer } from '@tessera/protocol';
import {
  compileFlow,
  type CompiledFlow,
  type CompiledWorkflow,
  type FlowStepOperator,
} from '@tessera/workflow';
import type { WfDefinitionsTable } from '../../db/workflowTables.js';

/** A wf_definitions row as selected. */
export type DefinitionRow = Selectable<WfDefinitionsTable>;

/** 40400 text: no such workflow in the app, or it was deleted. */
export const WORKFLOW_NOT_FOUND = '审批流程不存在';
/** 40400 text: the workflow was never published (no saveconfig yet). */
export const WORKFLOW_NOT_PUBLISHED = '审批流程尚未发布';

/** spec 2 §3 Workflow: whoCanAccess is stored but always answered empty. */
export function definitionAnswer(row: DefinitionRow): WorkflowDefinitionAnswer {
  return {
    id: row.id,
    displayName: row.display_name,
    category: row.category_id,
    memo: row.memo,
    whoCanAccess: '',
    enabled: row.enabled,
    sortNum: row.sort_num,
    formId: row.form_id,
    version: row.published_version,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}

/** Whether the START step of a compiled flow asks the applicant for a department. */
export function requiresDepartment(jsonData: unknown): boolean {
  const steps = (jsonData as CompiledFlow | null)?.steps ?? [];
  const start = steps.find((step) => step.type === 'start');
  return start?.type === 'start' && start.requireDepartment === true;
}

/** A stored compile (definition draft or version row); the default graph when none was saved. */
export function storedCompile(config: {
  json_detail: unknown;
  json_data: unknown;
  flow_step_operator_list: unknown[];
}): CompiledWorkflow {
  if (config.json_detail === null || config.json_data === null) return compileFlow(null);
  return {
    jsonDetail: config.json_detail as CompiledWorkflow['jsonDetail'],
    jsonData: config.json_data as CompiledFlow,
    flowStepOperatorList: config.flow_step_operator_list as FlowStepOperator[],
  };
}

/** The definition with a compile (the designer's draft or the published version). */
export function configAnswer(row: DefinitionRow, compiled: CompiledWorkflow): WorkflowConfigAnswer {
  return {
    ...definitionAnswer(row),
    jsonDetail: compiled.jsonDetail,
    jsonData: compiled.jsonData,
    flowStepOperatorList: compiled.flowStepOperatorList,
    requireDepartment: requiresDepartment(compiled.jsonData),
  };
}
