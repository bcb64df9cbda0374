/** What `validateConditions` found wrong with one condition. */
export type ConditionProblemCode =
  | 'invalid-condition'
  | 'unknown-operator'
  | 'unknown-field-type'
  | 'not-applicable'
  | 'invalid-expression'
  | 'missing-right'
  | 'invalid-concat';

/** One problem of a condition set; `index` is the condition's position in the set. */
export interface ConditionProblem {
  index: number;
  code: ConditionProblemCode;
  message: string;
}

/** Message of the error raised for a set that is neither a list nor `{ conditions: [...] }`. */
export const INVALID_SET_MESSAGE =
  'Invalid condition set: expected a list of conditions or { conditions: [...] }';

/**
 * The one error the condition engine throws: for a malformed set (always) and, with
 * `{ strict: true }`, for any problem `validateConditions` reports.
 *
 * @example
 * try { compileConditions(set, { strict: true }); }
 * catch (e) { if (e instanceof ConditionError) showProblems(e.problems); }
 */
export class ConditionError extends Error {
  override readonly name = 'ConditionError';
  /** The problems found; empty when the set itself has the wrong shape. */
  readonly problems: readonly ConditionProblem[];

  constructor(problems: readonly ConditionProblem[], message?: string) {
    super(
      message ??
        `Invalid condition set: ${problems.map((problem) => `#${problem.index} ${problem.message}`).join('; ')}`,
    );
    this.problems = problems;
  }
}
