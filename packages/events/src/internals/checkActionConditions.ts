import { compileConditions } from '@tessera/conditions';
import type {
  CompiledConditions,
  ConditionResolver,
  ConditionResult,
  ConditionSet,
} from '@tessera/conditions';

const ALWAYS: ConditionResult = Object.freeze({ result: true, isStopNext: false });

// Stored designs are stable objects: each set is compiled once (CONVENTIONS §7 "compiled once").
const compiled = new WeakMap<object, CompiledConditions>();

function isEmpty(set: ConditionSet | null | undefined): boolean {
  if (set === null || set === undefined) return true;
  const list = Array.isArray(set) ? set : (set as { conditions?: unknown }).conditions;
  return Array.isArray(list) && list.length === 0;
}

/**
 * Evaluates an action's conditions (spec 1 §4: "Empty condition list always runs"; a failed set
 * with `isStopNext` stops the chain). Throws the engine's `ConditionError` for a set of the wrong
 * shape, which the runner reports as a failed action.
 */
export function checkActionConditions(
  set: ConditionSet | null | undefined,
  resolver: ConditionResolver,
): ConditionResult {
  if (isEmpty(set)) return ALWAYS;
  const key = set as object;
  let evaluate = compiled.get(key);
  if (!evaluate) {
    evaluate = compileConditions(set);
    compiled.set(key, evaluate);
  }
  return evaluate(resolver);
}
