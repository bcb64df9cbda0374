import {
  APPLICANT_OPERATIONS,
  APPROVER_OPERATIONS,
  DEFAULT_APPROVAL_MODE,
  DEFAULT_EMPTY_APPROVER,
} from './constants.js';
import { normalizeJsonDetail } from './defaultFlow.js';
import { FlowValidationError } from './FlowValidationError.js';
import type {
  CompiledFlow,
  CompiledStep,
  CompiledWorkflow,
  FlowNode,
  FlowStepOperator,
  StartNode,
} from './flowTypes.js';
import { validateFlow } from './validateFlow.js';

// Listed operations in canonical (button) order, without repeats.
function canonical<T extends string>(listed: readonly T[] | undefined, all: readonly T[]): T[] {
  if (listed === undefined) return [...all];
  return all.filter((op) => listed.includes(op));
}

/** Pushes the steps of a chain in tree order; `join` is where the chain continues after its end. */
function compileChain(
  first: FlowNode | null | undefined,
  join: string | null,
  out: CompiledStep[],
): void {
  let node = first;
  while (node) {
    const next = node.type === 'end' ? null : (node.next?.key ?? join);
    switch (node.type) {
      case 'approver':
        out.push({
          stepUuid: node.key,
          type: 'approver',
          name: node.name,
          next: next as string,
          assignee: structuredClone(node.assignee),
          mode: node.mode ?? DEFAULT_APPROVAL_MODE,
          operations: canonical(node.operations, APPROVER_OPERATIONS),
          emptyApprover: node.emptyApprover ?? DEFAULT_EMPTY_APPROVER,
          fieldPermissions: { ...node.fieldPermissions },
        });
        break;
      case 'cc':
        out.push({
          stepUuid: node.key,
          type: 'cc',
          name: node.name,
          next: next as string,
          recipients: structuredClone(node.recipients),
        });
        break;
      case 'route': {
        const branches = node.branches.map((branch) => ({
          key: branch.key,
          name: branch.name,
          condition: branch.isDefault === true ? null : structuredClone(branch.condition ?? null),
          isDefault: branch.isDefault === true,
          next: branch.next?.key ?? (next as string),
        }));
        out.push({ stepUuid: node.key, type: 'route', name: node.name, branches });
        for (const branch of node.branches) compileChain(branch.next, next, out);
        break;
      }
      case 'end':
        out.push({ stepUuid: node.key, type: 'end', name: node.name, next: null });
        return;
      default:
        // validateFlow has ruled out every other type.
        return;
    }
    node = node.next;
  }
}

/**
 * Compiles a jsonDetail tree for a workflow save: jsonData (the executable step list, every
 * default filled in, every successor named by stepUuid) and flowStepOperatorList (the operations
 * of the START and approver steps). An empty jsonDetail compiles the default graph
 * (START 申请人 → END), which is also returned as `jsonDetail`.
 *
 * @throws FlowValidationError with every problem of `validateFlow`.
 * @example
 * const { jsonData, flowStepOperatorList } = compileFlow(tree);
 */
export function compileFlow(jsonDetail: unknown): CompiledWorkflow {
  const tree = normalizeJsonDetail(jsonDetail);
  const problems = validateFlow(tree);
  if (problems.length > 0) throw new FlowValidationError(problems);
  const start = tree as StartNode;
  const steps: CompiledStep[] = [
    {
      stepUuid: start.key,
      type: 'start',
      name: start.name,
      next: (start.next as FlowNode).key,
      operations: canonical(start.operations, APPLICANT_OPERATIONS),
      requireDepartment: start.requireDepartment === true,
    },
  ];
  compileChain(start.next, null, steps);
  const jsonData: CompiledFlow = { schemaVersion: 1, startStepUuid: start.key, steps };
  return { jsonDetail: tree, jsonData, flowStepOperatorList: flowStepOperators(jsonData) };
}

/** flowStepOperatorList of a compiled flow (getflowstepoperatorlist): START and approver steps. */
export function flowStepOperators(flow: CompiledFlow): FlowStepOperator[] {
  const list: FlowStepOperator[] = [];
  for (const step of flow.steps) {
    if (step.type === 'start' || step.type === 'approver') {
      list.push({
        stepUuid: step.stepUuid,
        stepName: step.name,
        stepType: step.type,
        operations: [...step.operations],
      });
    }
  }
  return list;
}
