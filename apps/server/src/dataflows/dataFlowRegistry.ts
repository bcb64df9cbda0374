import type { DataFlowInfo, FlowParameter } from '@tessera/protocol';
import type { Db } from '../db/database.js';

/** What a data flow gets when it runs. */
export interface DataFlowContext {
  /** The app the call addressed. */
  appId: string;
  /** The body's `payload` (for getinfo: the name/value parameters as an object). */
  payload: unknown;
  /** The body's `operationId`, or '' (spec 1 §7 "with body payload and operationId"). */
  operationId: string;
  /** The group of a grouprun call, or null for run. */
  group: string | null;
  /** The server's query layer, for flows that read or write data. */
  db: Db;
  /** Aborted when the flow's time limit passes; long flows should watch it. */
  signal: AbortSignal;
}

/**
 * A data flow registered in the server (spec 1 §7 "Data calls", spec 2 §7.4 "Data flows").
 * What `run` answers becomes `result`; what it throws becomes `isSuccess: false` with the
 * error's message.
 *
 * @example
 * ```ts
 * const flow: DataFlowDefinition = {
 *   flowId: 'greet', name: '问候', parameters: [{ name: 'name', isRequired: true }],
 *   run: ({ payload }) => ({ greeting: `你好，${(payload as { name: string }).name}` }),
 * };
 * await createServer({ dataFlows: [flow] });
 * ```
 */
export interface DataFlowDefinition {
  /** The id in the run URLs: letters, digits, `_` and `-`. */
  flowId: string;
  /** The display name, and the `dataFlowName` a data source uses with getinfo. */
  name: string;
  category?: string;
  description?: string;
  /** Apps that may list and run the flow; absent means every app. */
  appIds?: readonly string[];
  /** Groups the flow may run in through grouprun. */
  groups?: readonly string[];
  /** Declared parameters; required ones must be present in an object payload. */
  parameters?: readonly (Partial<FlowParameter> & { name: string })[];
  /** Time limit of one run. Default {@link DEFAULT_FLOW_TIMEOUT_MS}. */
  timeoutMs?: number;
  /**
   * The flow changes data: running it needs {@link operationId}, or without one the designer
   * operation (README "Authorization"). A flow that only reads runs for any signed-in caller.
   */
  writes?: boolean;
  /** The operation a caller must hold to run the flow (whatever the request names). */
  operationId?: string;
  run(context: DataFlowContext): unknown;
}

/** Time limit of a flow that names none: the client's own request timeout (spec 1 §7). */
export const DEFAULT_FLOW_TIMEOUT_MS = 10_000;

const FLOW_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The data flows of one server, looked up per app. */
export interface DataFlowRegistry {
  /** The flows an app may see, in registration order. */
  list(appId: string): DataFlowDefinition[];
  /** The flow with the id that the app may run, or undefined. */
  get(appId: string, flowId: string): DataFlowDefinition | undefined;
  /** The flow with the name that the app may run, or undefined. */
  getByName(appId: string, name: string): DataFlowDefinition | undefined;
}

/** The wire form of a definition (one row of the flow list). */
export function toDataFlowInfo(flow: DataFlowDefinition): DataFlowInfo {
  return {
    flowId: flow.flowId,
    name: flow.name,
    category: flow.category ?? '',
    description: flow.description ?? '',
    groups: [...(flow.groups ?? [])],
    parameters: (flow.parameters ?? []).map((p) => ({
      name: p.name,
      label: p.label ?? p.name,
      type: p.type ?? 'String',
      isRequired: p.isRequired ?? false,
    })),
    timeoutMs: flow.timeoutMs ?? DEFAULT_FLOW_TIMEOUT_MS,
  };
}

/**
 * Builds the registry of a server's flows. Throws at start for a bad id, a duplicate id or
 * name, or a non-positive time limit, so a misconfigured server never starts.
 */
export function createDataFlowRegistry(flows: readonly DataFlowDefinition[]): DataFlowRegistry {
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const flow of flows) {
    if (!FLOW_ID.test(flow.flowId)) throw new Error(`Invalid data flow id "${flow.flowId}".`);
    if (ids.has(flow.flowId)) throw new Error(`Duplicate data flow id "${flow.flowId}".`);
    if (names.has(flow.name)) throw new Error(`Duplicate data flow name "${flow.name}".`);
    if (flow.timeoutMs !== undefined && !(flow.timeoutMs > 0)) {
      throw new Error(`Data flow "${flow.flowId}" needs a positive timeoutMs.`);
    }
    ids.add(flow.flowId);
    names.add(flow.name);
  }
  const visible = (appId: string) =>
    flows.filter((f) => !f.appIds || f.appIds.includes(appId.toLowerCase()));
  return {
    list: visible,
    get: (appId, flowId) => visible(appId).find((f) => f.flowId === flowId),
    getByName: (appId, name) => visible(appId).find((f) => f.name === name),
  };
}
