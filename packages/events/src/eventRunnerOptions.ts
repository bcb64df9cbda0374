import type { ConditionResolver } from '@tessera/conditions';
import type { PagePorts } from './actionHandler.js';
import type { ActionRegistry } from './createActionRegistry.js';
import type { ActionRunLog } from './createActionRunLog.js';
import type { Clock, LoggerPort, MessagesPort, StoragePort } from '@tessera/ports';
import type {
  EventControl,
  EventDefinition,
  EventRunResult,
  EventRunnerSnapshot,
} from './types.js';

/** Where an event runs: handed to the expression evaluator and the condition resolver. */
export interface EventScope {
  controlId: string;
  eventName: string;
  payload: unknown;
}

/** The operation check of spec 1 §6, as the runner asks it. */
export interface OperationCheck {
  controlId: string;
  controlTypeName: string | undefined;
  operationId: string;
}

/** Options of `createEventRunner`. */
export interface EventRunnerOptions {
  clock: Clock;
  /** Session storage: receives the action-run log (key `actionRunRecords`). */
  sessionStorage: StoragePort;
  messages: MessagesPort;
  /** Action types; default a registry of `builtinActions`. */
  registry?: ActionRegistry;
  /** Ports handed to action types (`navigation`, `variables`, `dataSources`, your own). */
  ports?: PagePorts;
  /** True while the page is in the designer: events do not run (spec 1 §4). */
  isDesignMode?: () => boolean;
  /** Looks a control up by id, for runs that name an event instead of passing it. */
  findControl?: (controlId: string) => EventControl | null | undefined;
  /** Whether the user may perform an operation (spec 1 §6); missing means yes. */
  canRunOperation?: (check: OperationCheck) => boolean;
  /** Evaluates delay, tip and parameter expressions; without it they give `undefined`. */
  evaluateExpression?: (expression: string, scope: EventScope) => unknown;
  /** The resolver conditions read values through; without it every value is missing. */
  conditionResolver?: (scope: EventScope) => ConditionResolver;
  /** Default `console`. */
  logger?: LoggerPort;
}

/** One call of {@link EventRunner.run}. */
export interface RunEventRequest {
  controlId: string;
  eventName: string;
  /** The event itself, when the control holds it; otherwise it is found through `findControl`. */
  event?: EventDefinition;
  /** The control's typeName, for the permission check. */
  controlTypeName?: string;
  /** Handed to actions and expressions (a clicked row, a form value, …). */
  payload?: unknown;
  /** A run started by another event's action: exempt from the repeat guard (spec 1 §4). */
  triggersEvent?: boolean;
}

/** Runs control events (spec 1 §4 Event execution); subscribable (CONVENTIONS §4). */
export interface EventRunner {
  /** Runs an event; never rejects: the result says how it ended. */
  run(request: RunEventRequest): Promise<EventRunResult>;
  getSnapshot(): EventRunnerSnapshot;
  subscribe(listener: () => void): () => void;
  /** The action-run log in session storage. */
  readonly runLog: ActionRunLog;
  readonly registry: ActionRegistry;
  /** Cancels waiting chains (they end `cancelled`), drops listeners; later runs are cancelled. */
  dispose(): void;
}
