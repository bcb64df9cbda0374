import {
  evaluateConditions,
  type ConditionResolver,
  type RefExpression,
} from '@tessera/conditions';
import type {
  ApprovalFieldDataItem,
  CompiledBranch,
  CompiledFlow,
  CompiledRouteStep,
  CompiledStep,
  UserRef,
} from './flowTypes.js';

/** What route conditions are evaluated over: the submitted form and its applicant. */
export interface FlowContext {
  applicant: UserRef;
  departmentId?: string | null;
  fieldDataList: readonly ApprovalFieldDataItem[];
}

/** The step with that uuid, or `undefined`. */
export function findStep(flow: CompiledFlow, stepUuid: string): CompiledStep | undefined {
  return flow.steps.find((step) => step.stepUuid === stepUuid);
}

function fieldValue(fields: readonly ApprovalFieldDataItem[], name: string): unknown {
  const field =
    fields.find((item) => item.FieldName === name) ??
    fields.find((item) => item.FieldUuid === name) ??
    fields.find((item) => item.FieldAlias === name);
  return field?.FieldValue;
}

/**
 * The resolver route conditions see: a `field` expression (any `dsId`: a flow has one form) or a
 * `variable` expression names a form field by FieldName, else FieldUuid, else FieldAlias and reads
 * its FieldValue; a `user` expression reads the applicant's `userId`, `userName` or
 * `departmentId`. Anything else is missing, which makes its condition false (spec 1 §5).
 *
 * @example
 * evaluateConditions(branch.condition, createFormResolver(context));
 */
export function createFormResolver(context: FlowContext): ConditionResolver {
  return (ref: RefExpression) => {
    switch (ref.source) {
      case 'field':
      case 'variable':
        return fieldValue(context.fieldDataList, ref.name);
      case 'user':
        if (ref.name === 'userId') return context.applicant.userId;
        if (ref.name === 'userName') return context.applicant.userName;
        if (ref.name === 'departmentId') return context.departmentId ?? undefined;
        return undefined;
      default:
        return undefined;
    }
  };
}

/**
 * The branch a route takes: the first non-default branch, in order, whose condition holds; else
 * the default branch.
 */
export function chooseBranch(route: CompiledRouteStep, context: FlowContext): CompiledBranch {
  const resolver = createFormResolver(context);
  const chosen = route.branches.find(
    (branch) => !branch.isDefault && evaluateConditions(branch.condition, resolver).result,
  );
  // compileFlow guarantees exactly one default branch.
  return chosen ?? (route.branches.find((branch) => branch.isDefault) as CompiledBranch);
}

/**
 * The steps an instance goes through from `fromStepUuid` (default START) to END, routes resolved
 * against the form: what `resolveAssignees` resolves and what a start page can preview. Route
 * steps are left out; START (when it is the origin) and END are included.
 */
export function planPath(
  flow: CompiledFlow,
  context: FlowContext,
  fromStepUuid: string = flow.startStepUuid,
): CompiledStep[] {
  const path: CompiledStep[] = [];
  let step = findStep(flow, fromStepUuid);
  // A compiled tree has no cycles; the bound guards against a hand-made jsonData that has one.
  for (let guard = 0; step && guard <= flow.steps.length; guard += 1) {
    if (step.type === 'route') {
      step = findStep(flow, chooseBranch(step, context).next);
      continue;
    }
    path.push(step);
    if (step.type === 'end') break;
    step = findStep(flow, step.next);
  }
  return path;
}
