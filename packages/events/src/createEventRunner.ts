import type { ConditionResolver } from '@tessera/conditions';
import type { ActionPorts } from './actionHandler.js';
import { builtinActions } from './actions/builtinActions.js';
import { createActionRegistry } from './createActionRegistry.js';
import { createActionRunLog } from './createActionRunLog.js';
import { EVENT_MESSAGES } from './eventMessages.js';
import { createSnapshotStore } from '@tessera/ports';
import { findEvent } from './internals/findEvent.js';
import { runActionChain, toRunResult } from './internals/runActionChain.js';
import type {
  EventRunner,
  EventRunnerOptions,
  EventScope,
  OperationCheck,
  RunEventRequest,
} from './eventRunnerOptions.js';
import type { TimerHandle } from '@tessera/ports';
import { resolveThrottleMs } from './resolveThrottleMs.js';
import type {
  EventDefinition,
  EventRunResult,
  EventRunnerSnapshot,
  EventRunStatus,
  RunningEvent,
} from './types.js';

/** spec 1 §4 / §9: a repeat of a running event within this window is ignored. */
export const REPEAT_GUARD_MS = 10_000;

interface Sleeper {
  handle: TimerHandle;
  wake(completed: boolean): void;
}

/**
 * Creates the event runner. Order of the checks on each run: design mode; the event lookup;
 * operation permission (blocked: info message, fixed text or the tip expression's result); the
 * repeat guard (the same event still running and started < 10 s ago, unless `triggersEvent`);
 * the throttle (2000 ms by default); then the action chain. The event marker (`running` in the
 * snapshot) is set for the chain and cleared after it.
 *
 * @example
 * ```ts
 * const runner = createEventRunner({
 *   clock: createBrowserClock(),
 *   sessionStorage: createBrowserStorage('session'),
 *   messages: toast,
 *   ports: { navigation: router },
 *   findControl: (id) => page.controls.find((control) => control.id === id),
 * });
 * await runner.run({ controlId: 'saveButton', eventName: 'click' });
 * ```
 */
export function createEventRunner(options: EventRunnerOptions): EventRunner {
  const { clock, messages } = options;
  const logger = options.logger ?? console;
  const registry = options.registry ?? createActionRegistry(builtinActions);
  const runLog = createActionRunLog(options.sessionStorage);
  const ports: ActionPorts = { ...options.ports, messages };
  const store = createSnapshotStore<EventRunnerSnapshot>({ running: [], lastResult: null });
  const running = new Map<string, RunningEvent>();
  const lastStart = new Map<string, number>();
  const sleepers = new Set<Sleeper>();
  let disposed = false;

  const keyOf = (controlId: string, eventName: string): string => `${controlId}\u0000${eventName}`;

  function publish(lastResult: EventRunResult | null): void {
    store.set({
      running: [...running.values()],
      lastResult: lastResult ?? store.getSnapshot().lastResult,
    });
  }

  function refuse(status: EventRunStatus, request: RunEventRequest): EventRunResult {
    const result: EventRunResult = {
      status,
      controlId: request.controlId,
      eventName: request.eventName,
      records: [],
    };
    publish(result);
    return result;
  }

  function evaluator(scope: EventScope): (expression: string) => unknown {
    return (expression) => {
      try {
        return options.evaluateExpression?.(expression, scope);
      } catch (error) {
        logger.error(`Expression failed: ${expression}`, error);
        return undefined;
      }
    };
  }

  function resolverFor(scope: EventScope): () => ConditionResolver {
    const missing: ConditionResolver = () => undefined;
    return () => options.conditionResolver?.(scope) ?? missing;
  }

  function sleep(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const sleeper: Sleeper = {
        handle: undefined,
        wake: (completed) => {
          sleepers.delete(sleeper);
          resolve(completed);
        },
      };
      sleeper.handle = clock.setTimeout(() => sleeper.wake(true), ms);
      sleepers.add(sleeper);
    });
  }

  // spec 1 §6: the 'no permission' flag, or the operation check, blocks the event.
  function isBlocked(event: EventDefinition, check: Omit<OperationCheck, 'operationId'>): boolean {
    if (event.noPermission === true) return true;
    const operationId = event.operationId?.trim();
    if (!operationId || !options.canRunOperation) return false;
    try {
      return !options.canRunOperation({ ...check, operationId });
    } catch (error) {
      // A permission check that cannot answer must not let the operation through.
      logger.error(`Permission check failed for operation ${operationId}`, error);
      return true;
    }
  }

  function blockedText(event: EventDefinition, evaluate: (expression: string) => unknown): string {
    const tip = event.noPermissionTip;
    const text =
      tip?.type === 'expression'
        ? evaluate(tip.expression)
        : tip?.type === 'text'
          ? tip.text
          : undefined;
    return text === undefined || text === null || String(text).trim() === ''
      ? EVENT_MESSAGES.noPermission
      : String(text);
  }

  // `run` never rejects: a port that throws (messages, design-mode check) fails the run instead.
  async function run(request: RunEventRequest): Promise<EventRunResult> {
    try {
      return await execute(request);
    } catch (error) {
      logger.error(`Event ${request.controlId}.${request.eventName} failed`, error);
      const { controlId, eventName } = request;
      const result: EventRunResult = { status: 'failed', controlId, eventName, records: [], error };
      publish(result);
      return result;
    }
  }

  async function execute(request: RunEventRequest): Promise<EventRunResult> {
    const { controlId, eventName } = request;
    if (disposed) return refuse('cancelled', request);
    if (options.isDesignMode?.()) return refuse('designMode', request);

    const found = findEvent({
      controlId,
      eventName,
      event: request.event,
      controlTypeName: request.controlTypeName,
      findControl: options.findControl,
      messages,
      logger,
    });
    if ('refused' in found) return refuse(found.refused, request);
    const { event } = found;
    const scope: EventScope = { controlId, eventName, payload: request.payload };
    const evaluate = evaluator(scope);

    if (isBlocked(event, { controlId, controlTypeName: found.controlTypeName })) {
      messages.info(blockedText(event, evaluate));
      return refuse('blocked', request);
    }

    const key = keyOf(controlId, eventName);
    const now = clock.now();
    const marker = running.get(key);
    if (marker && !request.triggersEvent && now - marker.startedAt < REPEAT_GUARD_MS) {
      return refuse('repeated', request);
    }
    const throttleMs = resolveThrottleMs(event);
    const previous = lastStart.get(key);
    if (previous !== undefined && throttleMs > 0 && now - previous < throttleMs)
      return refuse('throttled', request);

    lastStart.set(key, now);
    const mine: RunningEvent = { controlId, eventName, startedAt: now };
    running.set(key, mine);
    publish(null);

    let outcome;
    try {
      outcome = await runActionChain({
        actions: event.actions,
        controlId,
        eventName,
        payload: request.payload,
        registry,
        ports,
        logger,
        evaluate,
        resolver: resolverFor(scope),
        sleep,
        record: (record) => runLog.append(record),
        trigger: (targetId, targetEvent, payload) =>
          run({ controlId: targetId, eventName: targetEvent, payload, triggersEvent: true }),
      });
    } finally {
      // spec 1 §4: the event marker is cleared after the run (unless a newer run of the same
      // event replaced it after the 10 s guard ran out).
      if (running.get(key) === mine) running.delete(key);
    }
    const result = toRunResult(outcome, controlId, eventName);
    publish(result);
    return result;
  }

  return {
    run,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    runLog,
    registry,
    dispose() {
      disposed = true;
      for (const sleeper of [...sleepers]) {
        clock.clearTimeout(sleeper.handle);
        sleeper.wake(false);
      }
      store.clear();
    },
  };
}
