/**
 * A cyclic dependency between data sources (spec 1 §4: "A cyclic dependency raises an error
 * listing the chain"). `chain` starts and ends with the same dsId: `['a', 'b', 'c', 'a']`.
 *
 * @example
 * try { computeLevels(sources); } catch (error) {
 *   if (error instanceof DataSourceCycleError) console.error(error.chain.join(' → '));
 * }
 */
export class DataSourceCycleError extends Error {
  override readonly name = 'DataSourceCycleError';
  /** The sources of the cycle in dependency order, the first repeated at the end. */
  readonly chain: readonly string[];

  constructor(chain: readonly string[]) {
    super(`数据源存在循环依赖: ${chain.join(' → ')}`);
    this.chain = Object.freeze([...chain]);
  }
}
