import { ConditionError } from './ConditionError.js';
import { isConditionOperator } from './operatorTable.js';
import { joinByConcat, type Joinable, type Predicate } from './internals/joinByConcat.js';
import {
  isExpression,
  isRecord,
  readConcat,
  readConditionSet,
  readFieldType,
  readGroupName,
} from './internals/readConditionSet.js';
import { resolveOperator } from './internals/resolveOperator.js';
import { validateConditions } from './validateConditions.js';
import type {
  CompileOptions,
  CompiledConditions,
  ConditionResolver,
  ConditionResult,
  ConditionSet,
  RefExpression,
} from './types.js';

const TRUE_RESULT: ConditionResult = Object.freeze({ result: true, isStopNext: false });
const FALSE_RESULT: ConditionResult = Object.freeze({ result: false, isStopNext: false });
const STOP_RESULT: ConditionResult = Object.freeze({ result: false, isStopNext: true });

const never: Predicate<ConditionResolver> = () => false;

type CompiledExpression =
  | { constant: true; value: unknown }
  | { constant: false; read: (resolver: ConditionResolver) => unknown };

function compileExpression(expression: unknown): CompiledExpression {
  if (!isExpression(expression)) return { constant: true, value: undefined };
  if (expression.source === 'const') return { constant: true, value: expression.value };
  // The resolver gets its own frozen copy, so it cannot change the stored condition.
  const ref: RefExpression = Object.freeze(
    expression.source === 'field'
      ? { source: 'field' as const, dsId: expression.dsId, name: expression.name }
      : { source: expression.source, name: expression.name },
  );
  return { constant: false, read: (resolver) => resolver(ref) };
}

function compileCondition(condition: unknown): Predicate<ConditionResolver> {
  if (!isRecord(condition) || !isConditionOperator(condition.action)) return never;
  const fieldType = readFieldType(condition.fieldType);
  if (fieldType === false) return never;
  const operator = resolveOperator(condition.action, fieldType);
  if (operator === undefined) return never;
  const left = compileExpression(condition.leftExp);
  const readLeft = left.constant ? () => left.value : left.read;
  if (operator.unary) return (resolver) => operator.test(readLeft(resolver), undefined);
  const right = compileExpression(condition.rightExp);
  if (right.constant) {
    // A constant right side is read once, here.
    const prepared = operator.prepare(right.value);
    if (prepared === undefined) return never;
    return (resolver) => operator.test(readLeft(resolver), prepared);
  }
  return (resolver) => {
    const prepared = operator.prepare(right.read(resolver));
    return prepared !== undefined && operator.test(readLeft(resolver), prepared);
  };
}

interface Group {
  concat: Joinable<ConditionResolver>['concat'] | undefined;
  members: Joinable<ConditionResolver>[];
}

function groupConditions(conditions: readonly unknown[]): Joinable<ConditionResolver>[] {
  const groups = new Map<string, Group>();
  for (const condition of conditions) {
    const record = isRecord(condition) ? condition : {};
    const name = readGroupName(record.groupName);
    let group = groups.get(name);
    if (group === undefined) {
      group = { concat: undefined, members: [] };
      groups.set(name, group);
    }
    // The group's concat is the first one given by any of its conditions.
    if (
      group.concat === undefined &&
      record.groupConcat !== undefined &&
      record.groupConcat !== null
    ) {
      group.concat = readConcat(record.groupConcat);
    }
    group.members.push({
      concat: readConcat(record.concat) ?? 'AND',
      predicate: compileCondition(condition),
    });
  }
  return [...groups.values()].map((group) => ({
    concat: group.concat ?? 'AND',
    predicate: joinByConcat(group.members),
  }));
}

/**
 * Compiles a condition set once into a function that evaluates it against a resolver (spec 1 §5
 * condition rules). Groups (same `groupName`) are joined by their `groupConcat`, conditions inside
 * a group by their `concat`, AND before OR. The empty set is true; a missing value makes its
 * condition false; a failed set with `isStopNext` returns `isStopNext: true`.
 *
 * Throws `ConditionError` for a set of the wrong shape and, with `strict`, for any problem that
 * `validateConditions` reports; otherwise a malformed condition is simply false.
 *
 * @example
 * const guard = compileConditions([
 *   { leftExp: { source: 'user', name: 'roles' }, action: 'includes',
 *     rightExp: { source: 'const', value: ['admin'] }, fieldType: 'Role' },
 * ]);
 * guard(createResolver({ user: { roles: ['admin'] } })); // { result: true, isStopNext: false }
 */
export function compileConditions(
  set: ConditionSet | null | undefined,
  options: CompileOptions = {},
): CompiledConditions {
  const { conditions, isStopNext } = readConditionSet(set);
  if (options.strict === true) {
    const problems = validateConditions(set);
    if (problems.length > 0) throw new ConditionError(problems);
  }
  if (conditions.length === 0) return () => TRUE_RESULT;
  const test = joinByConcat(groupConditions(conditions));
  const failed = isStopNext ? STOP_RESULT : FALSE_RESULT;
  return (resolver) => (test(resolver) ? TRUE_RESULT : failed);
}
