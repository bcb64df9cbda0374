// The data-source DAG of the benchmark: 200 sources in dependency chains, each with a set
// answer delay. Deterministic (seeded), so every run measures the same graph.
import type { DataSourceConfig } from '@tessera/datasources';

/** A bench source: its design and the delay its answer carries. */
export interface BenchSource {
  config: DataSourceConfig;
  delayMs: number;
}

/** mulberry32: a small seeded generator, so the DAG and delays never change between runs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Options of {@link buildBenchDag}. */
export interface BenchDagOptions {
  count: number;
  /** Sources per band; a source's predecessors come from earlier bands. */
  band: number;
  minDelayMs: number;
  maxDelayMs: number;
  schemaName: string;
  seed?: number;
}

/**
 * Builds the DAG: sources in bands of `band`; every source after the first band filters by the
 * cursor of one source of the band before (its main predecessor) and may list up to two more
 * predecessors of any earlier band. Each source is a list with desTransmit, so its dsId travels
 * with the request as `transmitDsId` and the server can delay it by the set amount.
 */
export function buildBenchDag(options: BenchDagOptions): BenchSource[] {
  const next = random(options.seed ?? 20_260_101);
  const pick = (from: number, to: number) => from + Math.floor(next() * (to - from));
  const sources: BenchSource[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const band = Math.floor(i / options.band);
    const dsId = `ds${String(i).padStart(3, '0')}`;
    const config: DataSourceConfig = {
      dsId,
      schemaName: options.schemaName,
      usages: ['list', 'desTransmit'],
      topN: 5,
    };
    if (band > 0) {
      const main = pick((band - 1) * options.band, band * options.band);
      config.filters = [
        {
          fieldName: 'code',
          operation: 'ne',
          fieldType: 'String',
          fieldValue: { dsId: `ds${String(main).padStart(3, '0')}`, fieldName: 'code' },
        },
      ];
      const extra = new Set<string>();
      for (let k = pick(0, 3); k > 0; k -= 1)
        extra.add(`ds${String(pick(0, band * options.band)).padStart(3, '0')}`);
      config.preDataSourceIds = [...extra];
    }
    const delayMs = Math.round(
      options.minDelayMs + next() * (options.maxDelayMs - options.minDelayMs),
    );
    sources.push({ config, delayMs });
  }
  return sources;
}

/** The longest chain of summed delays through the DAG (the least any scheduler can take). */
export function criticalPathMs(
  sources: readonly BenchSource[],
  predecessors: ReadonlyMap<string, readonly string[]>,
): number {
  const delay = new Map(sources.map((s) => [s.config.dsId, s.delayMs]));
  const finish = new Map<string, number>();
  const visit = (dsId: string): number => {
    const known = finish.get(dsId);
    if (known !== undefined) return known;
    const start = Math.max(0, ...(predecessors.get(dsId) ?? []).map(visit));
    const end = start + (delay.get(dsId) ?? 0);
    finish.set(dsId, end);
    return end;
  };
  return Math.max(...sources.map((s) => visit(s.config.dsId)));
}
