// Filter text building throughput against odata-query on equivalent filters, in one run.
// Prints ratios only; timings are never asserted (DESIGN.md: speed is measured in benchmarks).
import buildQuery from 'odata-query';
import { Bench } from 'tinybench';
import { buildFilterText, type Filter } from '@tessera/filters';

// A realistic list-page filter: keyword, price range, two categories, own items, recent items.
const FILTERS: Filter[] = [
  { fieldName: 'title', fieldValue: "phone's", operation: 'contains', fieldType: 'String' },
  { fieldName: 'price', fieldValue: 100, operation: 'ge', fieldType: 'Number' },
  { fieldName: 'price', fieldValue: 500, operation: 'le', fieldType: 'Number' },
  {
    fieldName: 'category',
    fieldValue: [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ],
    operation: 'eq',
    fieldType: 'OptionSet',
  },
  { fieldName: 'createdBy', fieldValue: 'u1', operation: 'eq' },
  {
    fieldName: 'created',
    fieldValue: '2024-01-01T00:00:00Z',
    operation: 'gt',
    fieldType: 'DateTime',
  },
];

// The same filter for odata-query, already in its input shape (it skips nothing and maps no
// option entries or user ids, so it is handed the prepared values).
const ODATA = {
  filter: {
    and: [
      { title: { contains: "phone's" } },
      { price: { ge: 100, le: 500 } },
      { or: [{ category: 'a' }, { category: 'b' }] },
      { createdBy: 'sub:u1' },
      { created: { gt: new Date('2024-01-01T00:00:00Z') } },
    ],
  },
};

console.log(`@tessera/filters: ${buildFilterText(FILTERS)}`);
console.log(`odata-query:      ${decodeURIComponent(buildQuery(ODATA))}`);

const ROUNDS = 20;
let sink = 0;
const bench = new Bench({ time: 1500, warmupTime: 300 });
bench
  .add('@tessera/filters buildFilterText', () => {
    for (let i = 0; i < ROUNDS; i += 1) sink += buildFilterText(FILTERS).length;
  })
  .add('odata-query buildQuery', () => {
    for (let i = 0; i < ROUNDS; i += 1) sink += buildQuery(ODATA).length;
  });

await bench.run();

const [ours, peer] = bench.tasks.map((task) => (task.result?.throughput.mean ?? 0) * ROUNDS);
for (const task of bench.tasks) {
  const perSecond = (task.result?.throughput.mean ?? 0) * ROUNDS;
  console.log(`${task.name}: ${Math.round(perSecond).toLocaleString('en-US')} filters/s`);
}
console.log(
  `filters vs odata-query: ${((ours ?? 0) / (peer || 1)).toFixed(2)}× throughput (goal ≥ 2, issue 30)`,
);
if (sink < 0) console.log(sink);
