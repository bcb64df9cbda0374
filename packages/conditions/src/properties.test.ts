import type { FieldType } from '@tessera/protocol';
import fc from 'fast-check';
import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { ConditionError } from './ConditionError.js';
import { compileConditions } from './compileConditions.js';
import { evaluateConditions } from './evaluateConditions.js';
import { OPERATOR_FIELD_TYPES } from './operatorTable.js';
import type { Concat, ConditionOperator, ConditionResolver, SingleCondition } from './types.js';

const k = (value: unknown) => ({ source: 'const' as const, value });

function test1(
  action: ConditionOperator,
  fieldType: FieldType | undefined,
  left: unknown,
  right: unknown,
): boolean {
  return evaluateConditions(
    [{ leftExp: k(left), action, rightExp: k(right), fieldType }],
    () => undefined,
  ).result;
}

const isoDate = fc
  .date({
    min: new Date('1970-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

/** Values a field type can hold, well-formed and readable. */
const VALUES: Partial<Record<FieldType, fc.Arbitrary<unknown>>> = {
  String: fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 })),
  Number: fc.oneof(fc.double({ noNaN: true }), fc.integer().map(String)),
  Currency: fc.double({ noNaN: true, noDefaultInfinity: true }),
  DateTime: fc.oneof(
    isoDate,
    isoDate.map((text) => text.slice(0, 10)),
  ),
  Bool: fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0)),
  Json: fc.jsonValue().filter((value) => value !== null),
  Geo: fc.record({
    longitude: fc.integer({ min: -180, max: 180 }),
    latitude: fc.integer({ min: -90, max: 90 }),
  }),
  Reference: fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }),
  OptionSet: fc.array(fc.record({ label: fc.string(), value: fc.constantFrom('x', 'y') }), {
    maxLength: 2,
  }),
  Department: fc.array(fc.constantFrom('d1', 'd2', 'd3'), { maxLength: 3 }),
  User: fc.array(fc.constantFrom('u1', 'u2'), { maxLength: 2 }),
  Role: fc.array(fc.constantFrom('admin', 'editor'), { maxLength: 2 }),
};

const keyList = fc.oneof(
  fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 4 }),
  fc.constantFrom('a', 'b'),
);

describe('condition laws', () => {
  it('ne is the complement of eq wherever both apply', () => {
    for (const [fieldType, values] of Object.entries(VALUES) as [
      FieldType,
      fc.Arbitrary<unknown>,
    ][]) {
      expect(OPERATOR_FIELD_TYPES.eq).toContain(fieldType);
      // Equal pairs are rare from independent draws, so half the pairs compare a value with itself.
      const pair = fc.oneof(
        fc.tuple(values, values),
        values.map((value) => [value, value] as const),
      );
      fc.assert(
        fc.property(
          pair,
          ([left, right]) =>
            test1('ne', fieldType, left, right) === !test1('eq', fieldType, left, right),
        ),
      );
    }
  });

  it('eq and ne are never both true, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(undefined, ...OPERATOR_FIELD_TYPES.eq),
        fc.anything(),
        fc.anything(),
        (ft, left, right) => {
          return !(test1('eq', ft, left, right) && test1('ne', ft, left, right));
        },
      ),
    );
  });

  it('pairs opposite set operators: absent/includes, disjoint/intersection, nointersection/intersection', () => {
    fc.assert(
      fc.property(keyList, keyList, (left, right) => {
        expect(test1('absent', 'Tag', left, right)).toBe(!test1('includes', 'Tag', left, right));
        expect(test1('disjoint', 'Tag', left, right)).toBe(
          !test1('intersection', 'Tag', left, right),
        );
        expect(test1('nointersection', 'Tag', left, right)).toBe(
          !test1('intersection', 'Tag', left, right),
        );
        expect(test1('consist', 'Tag', left, right)).toBe(
          test1('belong', 'Tag', left, right) && test1('includes', 'Tag', left, right),
        );
      }),
    );
  });

  it('noexist is the complement of existnotempty for every value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const set = (action: ConditionOperator) => [
          { leftExp: k(value), action } as SingleCondition,
        ];
        return (
          evaluateConditions(set('noexist'), () => undefined).result !==
          evaluateConditions(set('existnotempty'), () => undefined).result
        );
      }),
    );
  });

  it('orders numbers consistently: gt mirrors lt, ge is gt or eq', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        expect(test1('gt', 'Number', a, b)).toBe(test1('lt', 'Number', b, a));
        expect(test1('ge', 'Number', a, b)).toBe(
          test1('gt', 'Number', a, b) || test1('eq', 'Number', a, b),
        );
        expect(test1('le', 'Number', a, b)).toBe(!test1('gt', 'Number', a, b));
      }),
    );
  });
});

// A set of constant conditions laid out in groups, with its own expected value computed by
// json-logic-js from the same structure (AND before OR inside and between groups).
interface Layout {
  groups: { concat: Concat; members: { value: boolean; concat: Concat }[] }[];
}

const concatArb = fc.constantFrom<Concat>('AND', 'OR');
const layoutArb: fc.Arbitrary<Layout> = fc.record({
  groups: fc.array(
    fc.record({
      concat: concatArb,
      members: fc.array(fc.record({ value: fc.boolean(), concat: concatArb }), {
        minLength: 1,
        maxLength: 4,
      }),
    }),
    { maxLength: 4 },
  ),
});

function toSet(layout: Layout, prefix = 'g'): SingleCondition[] {
  return layout.groups.flatMap((group, g) =>
    group.members.map((member) => ({
      leftExp: { source: 'variable' as const, name: member.value ? 'yes' : 'no' },
      action: 'eq' as const,
      rightExp: k(true),
      fieldType: 'Bool' as const,
      concat: member.concat,
      groupName: `${prefix}${g}`,
      groupConcat: group.concat,
    })),
  );
}

function toJsonLogic(items: { concat: Concat; rule: unknown }[]): unknown {
  const runs: unknown[][] = [];
  items.forEach((item, i) =>
    i === 0 || item.concat === 'OR'
      ? runs.push([item.rule])
      : runs[runs.length - 1]?.push(item.rule),
  );
  return { or: [false, ...runs.map((run) => ({ and: [true, ...run] }))] };
}

function expected(layout: Layout): boolean {
  if (layout.groups.length === 0) return true;
  const rule = toJsonLogic(
    layout.groups.map((group) => ({
      concat: group.concat,
      rule: toJsonLogic(
        group.members.map((member) => ({
          concat: member.concat,
          rule: { var: member.value ? 'yes' : 'no' },
        })),
      ),
    })),
  );
  return Boolean(jsonLogic.apply(rule as jsonLogic.RulesLogic, { yes: true, no: false }));
}

const resolver: ConditionResolver = (ref) =>
  ref.source === 'variable' ? ref.name === 'yes' : undefined;
const run = (set: SingleCondition[]) => compileConditions(set)(resolver).result;

describe('group laws', () => {
  it('matches an independent evaluation of the same structure', () => {
    fc.assert(fc.property(layoutArb, (layout) => run(toSet(layout)) === expected(layout)));
  });

  it('AND and OR of groups are commutative', () => {
    fc.assert(
      fc.property(layoutArb, concatArb, (layout, concat) => {
        // Every group joined by the same concat: the order of the groups must not matter.
        const groups = layout.groups.map((group) => ({ ...group, concat }));
        return run(toSet({ groups })) === run(toSet({ groups: [...groups].reverse() }));
      }),
    );
  });

  it('members of an all-AND or all-OR group commute', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
        concatArb,
        (values, concat) => {
          const layout = (vs: boolean[]) => ({
            groups: [{ concat, members: vs.map((value) => ({ value, concat })) }],
          });
          return run(toSet(layout(values))) === run(toSet(layout([...values].reverse())));
        },
      ),
    );
  });

  it('the empty set is the identity: true alone, no change when appended', () => {
    expect(run([])).toBe(true);
    fc.assert(
      fc.property(layoutArb, (layout) => run([...toSet(layout), ...[]]) === run(toSet(layout))),
    );
    // An always-true AND group and an always-false OR group change nothing either.
    fc.assert(
      fc.property(layoutArb, (layout) => {
        const base = run(toSet(layout));
        const withTrue = {
          groups: [
            ...layout.groups,
            { concat: 'AND' as Concat, members: [{ value: true, concat: 'AND' as Concat }] },
          ],
        };
        const withFalse = {
          groups: [
            ...layout.groups,
            { concat: 'OR' as Concat, members: [{ value: false, concat: 'AND' as Concat }] },
          ],
        };
        return (
          (layout.groups.length === 0 || run(toSet(withTrue)) === base) &&
          (layout.groups.length === 0 || run(toSet(withFalse)) === base)
        );
      }),
    );
  });
});

const operatorArb = fc.constantFrom<ConditionOperator>(
  ...(Object.keys(OPERATOR_FIELD_TYPES) as ConditionOperator[]),
);
const fieldTypeArb = fc.option(fc.constantFrom<FieldType>(...OPERATOR_FIELD_TYPES.noexist), {
  nil: undefined,
});
const conditionArb: fc.Arbitrary<SingleCondition> = fc.record({
  leftExp: fc.oneof(fc.constant({ source: 'variable' as const, name: 'l' }), fc.anything().map(k)),
  action: operatorArb,
  rightExp: fc.oneof(fc.constant({ source: 'variable' as const, name: 'r' }), fc.anything().map(k)),
  fieldType: fieldTypeArb,
  concat: concatArb,
  groupName: fc.constantFrom('a', 'b', undefined),
  groupConcat: fc.option(concatArb, { nil: undefined }),
});

const anythingRich = fc.anything({
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
  withTypedArray: true,
  withDate: true,
  withBigInt: true,
});

describe('compile then evaluate', () => {
  it('gives the same answer as a fresh evaluation, however often it is reused', () => {
    fc.assert(
      fc.property(
        fc.array(conditionArb, { maxLength: 6 }),
        fc.array(fc.tuple(anythingRich, anythingRich), { minLength: 1, maxLength: 5 }),
        (set, inputs) => {
          const compiled = compileConditions(set);
          for (const [l, r] of inputs) {
            const resolve: ConditionResolver = (ref) =>
              ref.source === 'variable' ? (ref.name === 'l' ? l : r) : undefined;
            expect(compiled(resolve)).toEqual(evaluateConditions(set, resolve));
          }
        },
      ),
    );
  });

  it('throws nothing but ConditionError, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(anythingRich, fc.array(fc.oneof(anythingRich, conditionArb))),
        anythingRich,
        fc.boolean(),
        (set, value, strict) => {
          try {
            compileConditions(set as SingleCondition[], { strict })(() => value);
          } catch (error) {
            if (!(error instanceof ConditionError)) throw error;
          }
        },
      ),
    );
  });
});
