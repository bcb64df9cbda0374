/** Items written for the benchmark. */
export const ITEM_COUNT = 100_000;

/**
 * The benchmark query: a two-condition filter, a sort and top 20 — as a data source of a list
 * page sends it (spec 1 §7 Data calls).
 */
export const BENCH_QUERY = {
  filter: "category eq 'c3' and price ge 500",
  orderfield: 'price',
  orderasc: false,
  top: 20,
  skip: 0,
} as const;

/** The GraphQL body of the benchmark query (arguments as the client's document sends them). */
export const BENCH_BODY = JSON.stringify({
  query: `query ($queryStr: String) { queryBenchitemContentsWithTotal(top: ${BENCH_QUERY.top}, skip: 0, filter: $queryStr, orderfield: "${BENCH_QUERY.orderfield}", orderasc: false) { total items { id contentId version created createdBy lastModified lastModifiedBy status data } } }`,
  variables: { queryStr: BENCH_QUERY.filter },
});
