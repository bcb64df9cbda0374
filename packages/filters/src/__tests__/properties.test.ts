import { CONDITION_OPERATORS } from '@tessera/protocol';
import type { FieldType } from '@tessera/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDataSourceFilter, buildFilterText } from '../buildFilterText.js';
import { escapeRegExp } from '../escapeFilterText.js';
import { FilterError } from '../FilterError.js';
import { SELECT_ALL_MARKER } from '../filterSkipReason.js';
import type { Filter, FilterOperation } from '../types.js';
import type { FilterNode } from '../filterAst.js';
import { parsePrinted } from './printedForm.js';

const OPERATIONS: readonly FilterOperation[] = CONDITION_OPERATORS;
const FIELD_TYPES: FieldType[] = [
  'String',
  'DateTime',
  'Number',
  'Geo',
  'Bool',
  'Boolean',
  'Json',
  'Currency',
  'Reference',
  'OptionSet',
  'Image',
  'User',
  'Department',
  'Role',
  'Tag',
  'Post',
  'PostRank',
];

// Text that exercises every escape: quotes, # & %, regex specials, CJK, control characters.
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^[a'#&%.*()[\]\\ 中 ]{0,12}$/),
  fc.constantFrom('', ' ', SELECT_ALL_MARKER, "O'Brien", '100%', 'a&b#c', 'x\ny'),
);
const option = fc.record({
  label: fc.oneof(nastyText, fc.constant('')),
  value: fc.oneof(nastyText, fc.integer()),
});
const value = fc.oneof(
  nastyText,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date({ noInvalidDate: false }),
  fc.constantFrom(
    '2024-05-01',
    '2024-05-01 08:30:00',
    '2024-02-30',
    '2024-05-01T08:30:00.5+0800',
    '1e3',
  ),
  fc.array(fc.oneof(nastyText, fc.integer(), option), { maxLength: 4 }),
  fc.record({
    longitude: fc.double({ min: -200, max: 200 }),
    latitude: fc.double({ min: -100, max: 100 }),
    distance: fc.oneof(fc.integer(), fc.constant(undefined)),
  }),
  fc.jsonValue(),
);
const fieldName = fc.oneof(
  fc.constantFrom(
    'title',
    'price',
    'created',
    'createdBy',
    'lastModifiedBy',
    'ref_author.name',
    '标题',
    '@selected_x',
    'count_all',
    'a-b',
    '$x',
  ),
);
const filterArb: fc.Arbitrary<Filter> = fc.record(
  {
    fieldName,
    fieldValue: value,
    operation: fc.constantFrom(...OPERATIONS),
    fieldType: fc.constantFrom(...FIELD_TYPES),
    logicOperation: fc.constantFrom('and', 'or', 'AND', 'OR', 'xor'),
    groupName: fc.constantFrom('g1', 'g2', 'g3'),
    groupConcat: fc.constantFrom('and', 'or', ''),
    leftExpAttr: fc.constantFrom('name', 'sub.key'),
    specialSearch: fc.constantFrom(true, false, 0, 1),
    conditionIsNull: fc.constantFrom(0, 1, true, false, '1'),
  },
  { requiredKeys: ['fieldName', 'operation'] },
);
const filtersArb = fc.array(filterArb, { maxLength: 8 });

function stringsOf(node: FilterNode | undefined, out: string[] = []): string[] {
  if (node === undefined) return out;
  switch (node.kind) {
    case 'or':
    case 'and':
      node.items.forEach((item) => stringsOf(item, out));
      break;
    case 'not':
      stringsOf(node.item, out);
      break;
    case 'compare':
      if (node.right.kind === 'string') out.push(node.right.value);
      break;
    case 'text':
      out.push(node.value);
      break;
    case 'set':
      for (const literal of node.values) if (literal.kind === 'string') out.push(literal.value);
      break;
    default:
      break;
  }
  return out;
}

describe('filter text', () => {
  it('is always well-formed per the README grammar (and/or never mixed at one level)', () => {
    fc.assert(
      fc.property(filtersArb, fc.boolean(), (filters, customer) => {
        const text = buildFilterText(filters, { customer });
        expect(() => parsePrinted(text)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('is well-formed for a whole data source too', () => {
    fc.assert(
      fc.property(filtersArb, filtersArb, filtersArb, (filters, customerFilters, fixedFilters) => {
        parsePrinted(buildDataSourceFilter({ filters, customerFilters, fixedFilters }));
      }),
    );
  });

  it('carries any text through a string literal unchanged (eq) or regex-escaped (contains)', () => {
    fc.assert(
      fc.property(
        nastyText.filter((t) => t.trim() !== '' && t !== SELECT_ALL_MARKER),
        (text) => {
          const eq = parsePrinted(
            buildFilterText([
              { fieldName: 'title', fieldValue: text, operation: 'eq', fieldType: 'String' },
            ]),
          );
          expect(stringsOf(eq)).toEqual([text]);
          const contains = parsePrinted(
            buildFilterText([{ fieldName: 'title', fieldValue: text, operation: 'contains' }]),
          );
          expect(stringsOf(contains)).toEqual([escapeRegExp(text)]);
          expect(new RegExp(stringsOf(contains)[0] ?? '').test(text)).toBe(true);
        },
      ),
    );
  });

  it('keeps every value of a list, in order', () => {
    fc.assert(
      fc.property(
        fc.array(
          nastyText.filter((t) => t !== SELECT_ALL_MARKER),
          { minLength: 1, maxLength: 5 },
        ),
        (values) => {
          const filters: Filter[] = [
            { fieldName: 'tags', fieldValue: values, operation: 'includes', fieldType: 'Tag' },
          ];
          expect(stringsOf(parsePrinted(buildFilterText(filters)))).toEqual(values);
        },
      ),
    );
  });

  it('throws nothing but FilterError, whatever the input', () => {
    const anyFilter = fc.oneof(
      filterArb,
      fc.anything(),
      fc.record({
        fieldName: fc.anything(),
        operation: fc.anything(),
        fieldValue: fc.anything(),
        leftExpAttr: fc.anything(),
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.array(anyFilter, { maxLength: 5 }), fc.anything()),
        fc.boolean(),
        (filters, customer) => {
          try {
            buildFilterText(filters as Filter[], { customer });
          } catch (error) {
            if (!(error instanceof FilterError)) throw error;
          }
        },
      ),
    );
  });
});
