import type { ConditionProblem } from './ConditionError.js';
import { isConditionOperator, isOperatorApplicable, UNARY_OPERATORS } from './operatorTable.js';
import {
  isExpression,
  isRecord,
  readConcat,
  readConditionSet,
  readFieldType,
} from './internals/readConditionSet.js';
import type { ConditionSet } from './types.js';

function problemsOf(condition: unknown, index: number): ConditionProblem[] {
  if (!isRecord(condition)) {
    return [{ index, code: 'invalid-condition', message: 'is not an object' }];
  }
  const problems: ConditionProblem[] = [];
  const { action } = condition;
  const fieldType = readFieldType(condition.fieldType);
  const add = (code: ConditionProblem['code'], message: string): void => {
    problems.push({ index, code, message });
  };
  if (!isConditionOperator(action))
    add('unknown-operator', `has unknown operator ${JSON.stringify(action)}`);
  if (fieldType === false) {
    add('unknown-field-type', `has unknown field type ${JSON.stringify(condition.fieldType)}`);
  }
  if (
    isConditionOperator(action) &&
    fieldType !== false &&
    !isOperatorApplicable(action, fieldType)
  ) {
    // spec 1 §5: operator/field-type applicability.
    add('not-applicable', `operator ${action} does not apply to field type ${fieldType}`);
  }
  if (!isExpression(condition.leftExp))
    add('invalid-expression', 'has a malformed left expression');
  const unary = isConditionOperator(action) && UNARY_OPERATORS.includes(action);
  if (!unary) {
    if (condition.rightExp === undefined) add('missing-right', 'has no right expression');
    else if (!isExpression(condition.rightExp))
      add('invalid-expression', 'has a malformed right expression');
  }
  if (readConcat(condition.concat) === undefined)
    add('invalid-concat', 'has a concat other than AND/OR');
  if (readConcat(condition.groupConcat) === undefined)
    add('invalid-concat', 'has a group concat other than AND/OR');
  return problems;
}

/**
 * Every problem of a condition set, for the designer to show. An empty list means the set is
 * well-formed. At run time a condition with a problem evaluates false (unless compiled strictly).
 * Throws `ConditionError` only when the set is neither a list nor `{ conditions: [...] }`.
 *
 * @example
 * validateConditions([{ leftExp: v('age'), action: 'contains', rightExp: c(1), fieldType: 'Number' }]);
 * // [{ index: 0, code: 'not-applicable', message: 'operator contains does not apply to field type Number' }]
 */
export function validateConditions(set: ConditionSet | null | undefined): ConditionProblem[] {
  const { conditions } = readConditionSet(set);
  return conditions.flatMap((condition, index) => problemsOf(condition, index));
}
