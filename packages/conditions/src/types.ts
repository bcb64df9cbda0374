/**
 * The data shapes of the condition engine. A condition set is plain serialisable data (spec 1 §3
 * Condition); one evaluator gives it meaning (`compileConditions`).
 */

import type { ConditionOperator as ProtocolConditionOperator, FieldType } from '@tessera/protocol';

/** Every operator of spec 1 §5 "Condition rules" (protocol's list). */
export type ConditionOperator = ProtocolConditionOperator;

/** How a condition joins the one before it, or a group the group before it (spec 1 §3). */
export type Concat = 'AND' | 'OR';

/** A fixed value typed by the designer. */
export interface ConstExpression {
  source: 'const';
  value: unknown;
}

/** A page variable (spec 1 §3 Page variables, range Global or CurPage), looked up by name. */
export interface VariableExpression {
  source: 'variable';
  name: string;
}

/** A field of the item under a data source's cursor (spec 1 §4 Data sources). */
export interface FieldExpression {
  source: 'field';
  dsId: string;
  name: string;
}

/** A property of the signed-in user's info (spec 1 §3 User info), e.g. `roles`, `userId`. */
export interface UserExpression {
  source: 'user';
  name: string;
}

/**
 * A field of what the control fired the event with (a clicked row, a form value), by name or
 * dotted path; content fields are unwrapped from `{ iv }` (events README).
 */
export interface PayloadExpression {
  source: 'payload';
  name: string;
}

/** An expression whose value comes from the injected resolver. */
export type RefExpression =
  VariableExpression | FieldExpression | UserExpression | PayloadExpression;

/** The left or right side of a condition. */
export type Expression = ConstExpression | RefExpression;

/**
 * One condition of a set (spec 1 §3 Condition: left expression, action, right expression, concat,
 * group name, group concat, relation).
 */
export interface SingleCondition {
  /** The value under test. */
  leftExp: Expression;
  /** The operator. */
  action: ConditionOperator;
  /** The value to compare with; ignored by the unary operators `noexist` and `existnotempty`. */
  rightExp?: Expression;
  /**
   * Field type of the left value. It picks the comparison (numeric, date, sorted list, …) and is
   * checked against the operator's applicability. Without it the comparison follows the values'
   * shapes.
   */
  fieldType?: FieldType;
  /** How this condition joins the previous condition of its group; default `AND`. */
  concat?: Concat;
  /** Conditions with the same name form one group; conditions without a name form one group. */
  groupName?: string;
  /** How this condition's group joins the previous group; read from the group's first condition that sets it; default `AND`. */
  groupConcat?: Concat;
  /** Kept for stored data; the spec gives it no behaviour, so the engine does not read it. */
  relation?: string;
}

/** A condition set with its options. */
export interface ConditionSetObject {
  conditions: readonly SingleCondition[];
  /** When the set is not met, the result carries `isStopNext: true` (the event chain stops). */
  isStopNext?: boolean;
}

/** A condition set: a bare list, or a list with options. `null`/`undefined` is the empty set. */
export type ConditionSet = readonly SingleCondition[] | ConditionSetObject;

/** The outcome of evaluating a set. Result objects are shared and frozen: do not mutate them. */
export interface ConditionResult {
  readonly result: boolean;
  readonly isStopNext: boolean;
}

/**
 * Looks up the value of a variable, cursor field or user property. Return `undefined` (or `null`)
 * for a value that does not exist: the condition using it is false (spec 1 §5).
 */
export type ConditionResolver = (ref: RefExpression) => unknown;

/** A compiled condition set: call it as often as needed with the current resolver. */
export type CompiledConditions = (resolver: ConditionResolver) => ConditionResult;

/** Options of `compileConditions` and `evaluateConditions`. */
export interface CompileOptions {
  /**
   * Throw a `ConditionError` listing every problem (unknown operator, operator not applicable to
   * the field type, malformed expression) instead of letting the bad conditions evaluate false.
   * Use it in the designer; the runtime keeps the default `false`.
   */
  strict?: boolean;
}
