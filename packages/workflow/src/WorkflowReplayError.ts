/**
 * Thrown by `replay` (and `applyEvent`) for a log that cannot have come from `decide`: an empty
 * log, a log that does not begin with APPLY, or an entry that does not fit the state before it.
 */
export class WorkflowReplayError extends Error {
  override readonly name = 'WorkflowReplayError';
  /** The `seq` of the offending entry, when there is one. */
  readonly seq: number | null;

  constructor(message: string, seq: number | null = null) {
    super(message);
    this.seq = seq;
  }
}
