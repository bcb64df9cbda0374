/** What `validateFlow` found wrong. */
export type FlowProblemCode =
  | 'invalid-json'
  | 'invalid-root'
  | 'start-not-root'
  | 'missing-end'
  | 'end-not-last'
  | 'invalid-node'
  | 'unknown-type'
  | 'missing-key'
  | 'duplicate-key'
  | 'missing-name'
  | 'invalid-assignee'
  | 'invalid-mode'
  | 'invalid-operations'
  | 'invalid-setting'
  | 'invalid-route'
  | 'invalid-condition';

/** One problem of a flow tree; `key` is the node's key when it has one. */
export interface FlowProblem {
  key: string | null;
  code: FlowProblemCode;
  /** Chinese, ready to show in the designer. */
  message: string;
}

/**
 * Thrown by `compileFlow` (and `normalizeJsonDetail` for text that is not JSON) with every
 * problem found; the message joins the problems' messages.
 *
 * @example
 * try { compileFlow(tree); } catch (e) { if (e instanceof FlowValidationError) show(e.problems); }
 */
export class FlowValidationError extends Error {
  override readonly name = 'FlowValidationError';
  readonly problems: readonly FlowProblem[];

  constructor(problems: readonly FlowProblem[]) {
    super(problems.map((problem) => problem.message).join('；'));
    this.problems = problems;
  }
}
