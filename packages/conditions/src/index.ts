export { compileConditions } from './compileConditions.js';
export { evaluateConditions } from './evaluateConditions.js';
export { validateConditions } from './validateConditions.js';
export { createResolver, readCursorField } from './createResolver.js';
export { ConditionError, INVALID_SET_MESSAGE } from './ConditionError.js';
/** Every operator, in the order of spec 1 §5 (protocol's list). */
export { CONDITION_OPERATORS } from '@tessera/protocol';
export {
  LIST_TYPES,
  ORGANISATION_TYPES,
  OPERATOR_FIELD_TYPES,
  UNARY_OPERATORS,
  NEARBY_DEFAULT_DISTANCE_M,
  isConditionOperator,
  isFieldType,
  isOperatorApplicable,
} from './operatorTable.js';
export type { ConditionProblem, ConditionProblemCode } from './ConditionError.js';
export type { ResolverSources } from './createResolver.js';
export type {
  CompileOptions,
  CompiledConditions,
  Concat,
  ConditionOperator,
  ConditionResolver,
  ConditionResult,
  ConditionSet,
  ConditionSetObject,
  ConstExpression,
  Expression,
  FieldExpression,
  RefExpression,
  SingleCondition,
  UserExpression,
  PayloadExpression,
  VariableExpression,
} from './types.js';
