import type { Actor, Refusal, RefusalCode } from '../commandTypes.js';
import type { UserRef } from '../flowTypes.js';
import type { InstanceState, WorkflowEvent } from '../stateTypes.js';

/** What a command planner answers: the log entries to append, or why not. */
export type Planned = { refusal: Refusal } | { events: WorkflowEvent[] };

export function refuse(code: RefusalCode, message: string): { refusal: Refusal } {
  return { refusal: { code, message } };
}

export function isRefused<T extends object>(
  value: T | { refusal: Refusal },
): value is { refusal: Refusal } {
  return 'refusal' in value;
}

/** The actor as the log keeps them. */
export function userOf(actor: Actor): UserRef {
  // A missing name would vanish in the log's JSON and break replay equality.
  return {
    userId: actor.userId,
    userName: typeof actor.userName === 'string' ? actor.userName : '',
  };
}

/** The fields every entry has: its place in the log, time, actor and (trimmed) comment. */
export function entryBase(
  state: InstanceState | null,
  actor: Actor,
  now: number,
  comment: unknown,
): { seq: number; at: number; actor: UserRef; approvalComments: string } {
  return {
    seq: (state?.log.length ?? 0) + 1,
    at: now,
    actor: userOf(actor),
    approvalComments: typeof comment === 'string' ? comment.trim() : '',
  };
}
