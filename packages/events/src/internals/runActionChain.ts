import type { ConditionResolver } from '@tessera/conditions';
import type { ActionContext, ActionPorts } from '../actionHandler.js';
import type { ActionRegistry } from '../createActionRegistry.js';
import { EVENT_MESSAGES } from '../eventMessages.js';
import type { LoggerPort } from '@tessera/ports';
import { resolveActionDelayMs } from '../resolveActionDelayMs.js';
import type {
  ActionDefinition,
  ActionRunRecord,
  EventRunResult,
  EventRunStatus,
} from '../types.js';
import { checkActionConditions } from './checkActionConditions.js';

/** What one chain run needs from the runner. */
export interface ChainInput {
  actions: readonly ActionDefinition[];
  controlId: string;
  eventName: string;
  payload: unknown;
  registry: ActionRegistry;
  ports: ActionPorts;
  logger: LoggerPort;
  evaluate(expression: string): unknown;
  resolver(): ConditionResolver;
  /** Waits `ms` on the runner's clock; resolves `false` when the runner was disposed meanwhile. */
  sleep(ms: number): Promise<boolean>;
  /** Appends a record to the run log. */
  record(record: ActionRunRecord): void;
  trigger: ActionContext['trigger'];
}

/** The outcome of a chain, before the runner adds the control and event names. */
export interface ChainOutcome {
  status: Extract<EventRunStatus, 'completed' | 'stopped' | 'failed' | 'cancelled'>;
  records: ActionRunRecord[];
  error?: unknown;
}

/**
 * Runs an event's actions in order (spec 1 §4 Event execution):
 * frozen actions are skipped without a record; an action without a (registered) typeName fails
 * the chain; unmet conditions log `动作:[name]未满足执行条件`, record `noexecute` and skip the
 * action — or stop the chain when the set has `isStopNext`; otherwise the runner waits the
 * action's delay (so delays add up: each later action is deferred by the sum of the delays
 * before it) and runs it. An action that throws fails the chain: later actions usually build on
 * earlier ones (save, then navigate), so running them would act on a state that never happened.
 */
export async function runActionChain(input: ChainInput): Promise<ChainOutcome> {
  const records: ActionRunRecord[] = [];
  const write = (
    action: ActionDefinition,
    isExcute: ActionRunRecord['isExcute'],
    ok: boolean,
  ): void => {
    const record: ActionRunRecord = {
      controlId: input.controlId,
      actionId: String(action.id ?? ''),
      eventName: input.eventName,
      actionName: String(action.name ?? ''),
      isExcute,
      isSuccess: ok ? 'success' : 'fail',
    };
    records.push(record);
    input.record(record);
  };
  const fail = (action: ActionDefinition, message: string, error: unknown): ChainOutcome => {
    input.logger.error(message, error);
    write(action, 'noexecute', false);
    return { status: 'failed', records, error };
  };

  for (const action of input.actions) {
    if (!action || action.isFrozen === true) continue;
    const name = String(action.name ?? '');
    const typeName = typeof action.typeName === 'string' ? action.typeName.trim() : '';
    if (typeName === '') {
      const message = EVENT_MESSAGES.missingTypeName(name);
      return fail(action, message, new Error(message));
    }
    const handler = input.registry.get(typeName);
    if (!handler) {
      const message = EVENT_MESSAGES.unknownTypeName(name, typeName);
      return fail(action, message, new Error(message));
    }

    let condition;
    try {
      condition = checkActionConditions(action.conditions, input.resolver());
    } catch (error) {
      return fail(action, EVENT_MESSAGES.actionFailed(name), error);
    }
    if (!condition.result) {
      input.logger.info(EVENT_MESSAGES.conditionsNotMet(name));
      write(action, 'noexecute', true);
      if (condition.isStopNext) return { status: 'stopped', records };
      continue;
    }

    const delayMs = resolveActionDelayMs(action, input.evaluate);
    if (delayMs > 0 && !(await input.sleep(delayMs))) return { status: 'cancelled', records };

    const context: ActionContext = {
      action,
      controlId: input.controlId,
      eventName: input.eventName,
      payload: input.payload,
      ports: input.ports,
      evaluate: input.evaluate,
      trigger: input.trigger,
    };
    try {
      await handler.run(context);
    } catch (error) {
      input.logger.error(EVENT_MESSAGES.actionFailed(name), error);
      write(action, 'execute', false);
      return { status: 'failed', records, error };
    }
    write(action, 'execute', true);
  }
  return { status: 'completed', records };
}

/** Adds the control and event names to a chain outcome. */
export function toRunResult(
  outcome: ChainOutcome,
  controlId: string,
  eventName: string,
): EventRunResult {
  const result: EventRunResult = {
    status: outcome.status,
    controlId,
    eventName,
    records: outcome.records,
  };
  if (outcome.error !== undefined) result.error = outcome.error;
  return result;
}
