import { hasUsage } from './dataSourceDefaults.js';
import type { DataSourceConfig } from './types.js';

/**
 * Subscribes to content-change notifications of one schema (spec 1 §7 Subscription
 * contentChanged); answers the unsubscribe function. The default wiring is
 * `subscribeContentChanged` of `@tessera/api` over graphql-ws; tests drive it by hand.
 */
export type ContentChangedSubscribe = (
  schemaName: string,
  listener: (event: unknown) => void,
) => () => void;

/** Options of {@link createAutoRefresh}. */
export interface AutoRefreshOptions {
  dataSources: readonly DataSourceConfig[];
  subscribe: ContentChangedSubscribe;
  /** Reloads one source; the scheduler's `refresh`. */
  refresh: (dsId: string) => Promise<void>;
}

/** Whether a source refreshes on content changes (spec 1 §4: a list source with autoRefresh). */
export function isAutoRefreshed(config: DataSourceConfig): boolean {
  return (
    config.autoRefresh === true &&
    hasUsage(config, 'list') &&
    Boolean(config.schemaName) &&
    !config.dataFlowName &&
    !config.modelId
  );
}

/**
 * Refreshes list sources with autoRefresh after a contentChanged notification of their schema
 * (spec 1 §4). One subscription per schema serves every source of that schema. Notifications
 * that arrive while a source is refreshing are folded into one more refresh after it, so a burst
 * of changes costs at most two loads and the last answer is never older than the last change.
 * Answers the function that unsubscribes everything.
 *
 * @example
 * const stop = createAutoRefresh({ dataSources, subscribe, refresh: scheduler.refresh });
 */
export function createAutoRefresh(options: AutoRefreshOptions): () => void {
  const bySchema = new Map<string, string[]>();
  for (const config of options.dataSources) {
    if (!isAutoRefreshed(config)) continue;
    const list = bySchema.get(config.schemaName!) ?? [];
    list.push(config.dsId);
    bySchema.set(config.schemaName!, list);
  }
  const running = new Set<string>();
  const again = new Set<string>();
  let stopped = false;

  function refresh(dsId: string): void {
    if (stopped) return;
    if (running.has(dsId)) {
      again.add(dsId);
      return;
    }
    running.add(dsId);
    void options
      .refresh(dsId)
      .catch(() => undefined) // the scheduler records the failure on the source
      .finally(() => {
        running.delete(dsId);
        if (again.delete(dsId)) refresh(dsId);
      });
  }

  const unsubscribes = [...bySchema].map(([schemaName, dsIds]) =>
    options.subscribe(schemaName, () => {
      for (const dsId of dsIds) refresh(dsId);
    }),
  );
  return () => {
    stopped = true;
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
