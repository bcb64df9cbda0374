/**
 * The event and action JSON the runner accepts (spec 1 §3 Control `events`, §4 Event execution).
 * The README shows a full example. Every field but the names and the action list is optional, so
 * stored designs with fewer fields still run.
 */
import type { ConditionSet } from '@tessera/conditions';

/**
 * The throttle settings of an event (spec 1 §4: "Default event throttle 2000 ms; with
 * timeSettingOpen it uses timeNum seconds; 0 if time setting is off").
 */
export interface EventTimeSetting {
  /** On: throttle `timeNum` seconds. Off: no throttle. */
  timeSettingOpen: boolean;
  /** Seconds; read when `timeSettingOpen` is on. */
  timeNum?: number;
}

/**
 * What a blocked operation shows (spec 1 §6: "an info message, fixed text or the result of an
 * expression").
 */
export type NoPermissionTip =
  { type: 'text'; text: string } | { type: 'expression'; expression: string };

/** One action of an event's chain. */
export interface ActionDefinition<TParams = Record<string, unknown>> {
  /** Recorded as `actionId` in the run log. */
  id: string;
  /** Shown in logs: `动作:[name]未满足执行条件`; recorded as `actionName`. */
  name: string;
  /** The registered action type that runs it (spec 1 §4: "An action needs a typeName"). */
  typeName: string;
  /** A frozen action is skipped (spec 1 §4) and leaves no run record. */
  isFrozen?: boolean;
  /**
   * When to run (spec 1 §3 Condition). Empty or missing: always. A set object with
   * `isStopNext: true` stops the rest of the chain when it is not met.
   */
  conditions?: ConditionSet | null;
  /** Delay before this action, in seconds (spec 1 §4). */
  timeOut?: number;
  /** An expression giving the delay in seconds; wins over `timeOut` when set. */
  delayExpression?: string;
  /** Type-specific settings, read by the action type (see `src/actions/`). */
  params?: TParams;
}

/** One event of a control, e.g. `click` (spec 1 §3 Control `events`). */
export interface EventDefinition {
  /** The name the control fires it by (`click`, `rowClick`, …); recorded as `eventName`. */
  eventName: string;
  /** Display name, for designers. */
  label?: string;
  /** The chain, run in order. */
  actions: ActionDefinition[];
  /** The operation this event performs, checked before anything else (spec 1 §6). */
  operationId?: string;
  /**
   * The 'no permission' flag the page sets on a control's events when the user lacks the
   * operation (spec 1 §6); a flagged event is blocked.
   */
  noPermission?: boolean;
  /** The message of a blocked event; default {@link EVENT_MESSAGES.noPermission}. */
  noPermissionTip?: NoPermissionTip;
  /** Throttle settings; missing means the default 2000 ms. */
  timeSetting?: EventTimeSetting;
}

/** A control as the runner sees it when it looks an event up by name. */
export interface EventControl {
  id: string;
  typeName?: string;
  /** Display name, used in the not-found message when present. */
  name?: string;
  events?: readonly EventDefinition[];
}

/**
 * One entry of the run log in session storage (spec 1 §3 Action-run record). The field names and
 * the `isExcute` spelling are the spec's.
 */
export interface ActionRunRecord {
  controlId: string;
  actionId: string;
  eventName: string;
  actionName: string;
  /** `execute` when the action ran; `noexecute` when conditions or a definition error stopped it. */
  isExcute: 'execute' | 'noexecute';
  /** `fail` when the action threw or could not run; `success` otherwise. */
  isSuccess: 'success' | 'fail';
}

/** How a call of `run` ended. */
export type EventRunStatus =
  /** Every action was considered. */
  | 'completed'
  /** A condition set with `isStopNext` was not met; later actions did not run. */
  | 'stopped'
  /** An action failed (threw, or had no or an unknown typeName); later actions did not run. */
  | 'failed'
  /** Design mode: events do not run (spec 1 §4). */
  | 'designMode'
  /** The same event is still running and started less than 10 s ago (spec 1 §4). */
  | 'repeated'
  /** Within the event's throttle window. */
  | 'throttled'
  /** The operation permission check failed (spec 1 §6); the tip was shown. */
  | 'blocked'
  /** The control or the event does not exist; the not-found message was shown. */
  | 'notFound'
  /** The control's events could not be read: `获取事件失败` was shown. */
  | 'eventMissing'
  /** The runner was disposed while the chain waited for a delay. */
  | 'cancelled';

/** The answer of `run`. */
export interface EventRunResult {
  status: EventRunStatus;
  controlId: string;
  eventName: string;
  /** Records written by this run, in order. */
  records: readonly ActionRunRecord[];
  /** The error of a `failed` run. */
  error?: unknown;
}

/** A run in progress: the event marker of spec 1 §4. */
export interface RunningEvent {
  controlId: string;
  eventName: string;
  /** When the run started (clock time). */
  startedAt: number;
}

/** The runner's observable state (CONVENTIONS §4); a new object after each change. */
export interface EventRunnerSnapshot {
  /** Events whose chains are running now. */
  running: readonly RunningEvent[];
  /** The result of the last finished or refused run. */
  lastResult: EventRunResult | null;
}
