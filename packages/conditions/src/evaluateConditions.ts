import { compileConditions } from './compileConditions.js';
import type { CompileOptions, ConditionResolver, ConditionResult, ConditionSet } from './types.js';

/**
 * Compiles and evaluates a condition set in one call. For a set evaluated more than once, keep
 * the function `compileConditions` returns instead: compiling is the expensive part.
 *
 * @example
 * evaluateConditions([], resolver); // { result: true, isStopNext: false } (spec 1 §5: empty set is true)
 */
export function evaluateConditions(
  set: ConditionSet | null | undefined,
  resolver: ConditionResolver,
  options?: CompileOptions,
): ConditionResult {
  return compileConditions(set, options)(resolver);
}
