import type { MessagesPort, NavigationPort } from '@tessera/ports';
import type { ActionDefinition, EventRunResult } from './types.js';

/** spec 1 §3 Page variables: where a variable lives. */
export type VariableRange = 'Global' | 'CurPage';

/** Page variables, as the `setVariable` action type needs them. */
export interface VariablesPort {
  set(name: string, value: unknown, range?: VariableRange): void;
}

/** Data sources, as the `refreshDataSource` action type needs them (the scheduler implements it). */
export interface DataSourcesPort {
  refresh(dsId: string): void | Promise<void>;
}

/**
 * The ports the app hands the runner for its action types. The built-in types use the named ones;
 * widgets and apps put their own ports under other keys and read them in their action types.
 */
export interface PagePorts {
  navigation?: NavigationPort;
  variables?: VariablesPort;
  dataSources?: DataSourcesPort;
  [port: string]: unknown;
}

/** What action types receive: the {@link PagePorts} plus the runner's messages port. */
export interface ActionPorts extends PagePorts {
  messages: MessagesPort;
}

/** What an action type receives for one action of a running chain. */
export interface ActionContext<TParams = Record<string, unknown>> {
  /** The action being run, as designed. */
  action: ActionDefinition<TParams>;
  /** The control and event of the running chain. */
  controlId: string;
  eventName: string;
  /** What the control passed when it fired the event (a clicked row, a form value, …). */
  payload: unknown;
  ports: ActionPorts;
  /** Evaluates an expression with the runner's evaluator (`undefined` without one). */
  evaluate(expression: string): unknown;
  /**
   * Runs another event as a triggered event: the repeat guard does not apply to it
   * (spec 1 §4 "except triggersEvent"); the throttle still does, so an event cannot loop forever
   * by triggering itself.
   */
  trigger(controlId: string, eventName: string, payload?: unknown): Promise<EventRunResult>;
}

/**
 * One action type: a `typeName` and what running an action of that type does. A thrown error or
 * a rejected promise fails the action and stops the chain.
 *
 * @example
 * ```ts
 * const logout: ActionHandler = {
 *   typeName: 'logout',
 *   run: async ({ ports }) => (ports.session as { logout(): Promise<void> }).logout(),
 * };
 * ```
 */
export interface ActionHandler<TParams = Record<string, unknown>> {
  typeName: string;
  run(context: ActionContext<TParams>): void | Promise<void>;
}

/**
 * Reads a required parameter of an action; throws a clear error naming the action when it is
 * missing or blank, so a half-configured action fails visibly in the run log.
 *
 * @example
 * ```ts
 * const url = String(requireParam(action, 'url')); // throws 'Action "去详情" (navigate) needs params.url'
 * ```
 */
export function requireParam(action: ActionDefinition, name: string): unknown {
  const value = action.params?.[name];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new Error(`Action "${action.name}" (${action.typeName}) needs params.${name}`);
  }
  return value;
}

/**
 * Reads a port an action type needs; throws naming the action type when the app did not wire it.
 *
 * @example
 * ```ts
 * const dialogs = requirePort<DialogPort>(ports, 'dialogs', 'openDialog');
 * ```
 */
export function requirePort<TPort>(ports: ActionPorts, name: string, typeName: string): TPort {
  const port = ports[name];
  if (port === undefined || port === null) {
    throw new Error(`Action type "${typeName}" needs the "${name}" port`);
  }
  return port as TPort;
}
