import type { ModelSummary, OlapColumn, OlapResult } from '@tessera/protocol';
import type { Db } from '../db/database.js';

/** What every model gets when it runs. */
export interface ModelContext {
  appId: string;
  db: Db;
  /** Aborted when the model's time limit passes. */
  signal: AbortSignal;
}

/**
 * An API model (spec 1 §7 "API model: modelId, version, body list of paramKey/paramValue").
 * `run` gets the parameters as an object and answers any JSON; an array of flat objects can
 * also be exported as CSV.
 */
export interface ApiModelDefinition {
  kind: 'api';
  modelId: string;
  /** Default '1'. A call naming another version of the id finds nothing. */
  version?: string;
  name: string;
  /** Apps that may call the model; absent means every app. */
  appIds?: readonly string[];
  /** Time limit of one call. Default {@link DEFAULT_MODEL_TIMEOUT_MS}. */
  timeoutMs?: number;
  run(context: ModelContext & { params: Record<string, unknown> }): unknown;
}

/**
 * An OLAP model (spec 1 §7 "OLAP model: modelId, version, dataFilterExpression,
 * aggDataFilterExpression, returns cells"). The expressions reach the model as text: each
 * model documents what it understands and throws a message for what it does not.
 */
export interface OlapModelDefinition {
  kind: 'olap';
  modelId: string;
  version?: string;
  name: string;
  appIds?: readonly string[];
  timeoutMs?: number;
  columns: readonly OlapColumn[];
  query(
    context: ModelContext & { dataFilterExpression: string; aggDataFilterExpression: string },
  ): Promise<OlapResult['cells']> | OlapResult['cells'];
}

/** Any registered model. */
export type ModelDefinition = ApiModelDefinition | OlapModelDefinition;

/** spec 1 §7: the client waits 10000 ms for an OLAP call; the server gives up at the same time. */
export const DEFAULT_MODEL_TIMEOUT_MS = 10_000;

/** The models of one server. */
export interface ModelRegistry {
  /** The model of the kind with the id and version that the app may call, or undefined. */
  find<K extends ModelDefinition['kind']>(
    kind: K,
    appId: string,
    modelId: string,
    version: string,
  ): Extract<ModelDefinition, { kind: K }> | undefined;
  /** Every model the app may call, API models first, each by id and version. */
  list(appId: string): ModelSummary[];
}

/**
 * Builds the registry of a server's models. Throws at start for a duplicate (kind, id,
 * version), so a misconfigured server never starts.
 */
export function createModelRegistry(models: readonly ModelDefinition[]): ModelRegistry {
  const keys = new Set<string>();
  for (const model of models) {
    const key = `${model.kind}:${model.modelId}:${model.version ?? '1'}`;
    if (keys.has(key)) throw new Error(`Duplicate model ${key}.`);
    keys.add(key);
  }
  return {
    find(kind, appId, modelId, version) {
      const found = models.find(
        (m) =>
          m.kind === kind &&
          m.modelId === modelId &&
          (m.version ?? '1') === version &&
          (!m.appIds || m.appIds.includes(appId.toLowerCase())),
      );
      return found as Extract<ModelDefinition, { kind: typeof kind }> | undefined;
    },
    list(appId) {
      return models
        .filter((m) => !m.appIds || m.appIds.includes(appId.toLowerCase()))
        .map((m): ModelSummary => ({
          modelType: m.kind === 'api' ? 'API' : 'OLAP',
          modelId: m.modelId,
          version: m.version ?? '1',
          name: m.name,
          ...(m.kind === 'olap' ? { columns: [...m.columns] } : {}),
        }))
        .sort(
          (a, b) =>
            a.modelType.localeCompare(b.modelType) ||
            a.modelId.localeCompare(b.modelId) ||
            a.version.localeCompare(b.version, undefined, { numeric: true }),
        );
    },
  };
}
