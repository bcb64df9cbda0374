// Condition evaluation throughput against json-logic-js on the same rule set, in one run.
// Prints ratios only; timings are never asserted (DESIGN.md: speed is measured in benchmarks).
import jsonLogic from 'json-logic-js';
import { Bench } from 'tinybench';
import { compileConditions, createResolver, type SingleCondition } from '@tessera/conditions';

const k = (value: unknown) => ({ source: 'const' as const, value });
const v = (name: string) => ({ source: 'variable' as const, name });

// A realistic set: six conditions in two groups, mixed eq/gt/contains/includes.
// (status = published AND price > 100 AND title contains "phone" AND tags include "sale")
// AND (roles include "admin" OR stock >= 5)
const SET: SingleCondition[] = [
  {
    leftExp: v('status'),
    action: 'eq',
    rightExp: k('published'),
    fieldType: 'String',
    groupName: 'item',
  },
  { leftExp: v('price'), action: 'gt', rightExp: k(100), fieldType: 'Number', groupName: 'item' },
  {
    leftExp: v('title'),
    action: 'contains',
    rightExp: k('phone'),
    fieldType: 'String',
    groupName: 'item',
  },
  {
    leftExp: v('tags'),
    action: 'includes',
    rightExp: k('sale'),
    fieldType: 'Tag',
    groupName: 'item',
  },
  {
    leftExp: v('roles'),
    action: 'includes',
    rightExp: k('admin'),
    fieldType: 'Role',
    groupName: 'who',
    groupConcat: 'AND',
  },
  {
    leftExp: v('stock'),
    action: 'ge',
    rightExp: k(5),
    fieldType: 'Number',
    groupName: 'who',
    concat: 'OR',
  },
];

const RULE: jsonLogic.RulesLogic = {
  and: [
    {
      and: [
        { '==': [{ var: 'status' }, 'published'] },
        { '>': [{ var: 'price' }, 100] },
        { in: ['phone', { var: 'title' }] },
        { in: ['sale', { var: 'tags' }] },
      ],
    },
    { or: [{ in: ['admin', { var: 'roles' }] }, { '>=': [{ var: 'stock' }, 5] }] },
  ],
};

const RECORDS = [
  {
    status: 'published',
    price: 199,
    title: 'smartphone X',
    tags: ['new', 'sale'],
    roles: ['editor'],
    stock: 12,
  },
  {
    status: 'published',
    price: 199,
    title: 'smartphone X',
    tags: ['sale'],
    roles: ['admin'],
    stock: 0,
  },
  {
    status: 'draft',
    price: 199,
    title: 'smartphone X',
    tags: ['sale'],
    roles: ['admin'],
    stock: 12,
  },
  { status: 'published', price: 50, title: 'headphone', tags: ['sale'], roles: [], stock: 1 },
  {
    status: 'published',
    price: 120,
    title: 'phone case',
    tags: ['sale', 'hot'],
    roles: ['viewer'],
    stock: 2,
  },
  { status: 'published', price: 300, title: 'tablet', tags: ['sale'], roles: ['admin'], stock: 9 },
];
const RESOLVERS = RECORDS.map((variables) => createResolver({ variables }));
const guard = compileConditions(SET);

// Both engines must agree before their speed means anything.
RECORDS.forEach((record, i) => {
  const ours = guard(RESOLVERS[i]!).result;
  const theirs = Boolean(jsonLogic.apply(RULE, record));
  if (ours !== theirs) throw new Error(`record ${i}: conditions ${ours}, json-logic-js ${theirs}`);
});

const ROUNDS = 50; // evaluations per sample: RECORDS.length × ROUNDS
let sink = 0;

const bench = new Bench({ time: 1500, warmupTime: 300 });
bench
  .add('@tessera/conditions (compiled once)', () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const resolver of RESOLVERS) if (guard(resolver).result) sink += 1;
    }
  })
  .add('json-logic-js', () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const record of RECORDS) if (jsonLogic.apply(RULE, record)) sink += 1;
    }
  });

await bench.run();

const [ours, peer] = bench.tasks.map(
  (task) => (task.result?.throughput.mean ?? 0) * RECORDS.length * ROUNDS,
);
for (const task of bench.tasks) {
  const perSecond = (task.result?.throughput.mean ?? 0) * RECORDS.length * ROUNDS;
  console.log(`${task.name}: ${Math.round(perSecond).toLocaleString('en-US')} evaluations/s`);
}
console.log(
  `conditions vs json-logic-js: ${((ours ?? 0) / (peer || 1)).toFixed(2)}× throughput (goal ≥ 12, issue 30)`,
);
if (sink < 0) console.log(sink);
