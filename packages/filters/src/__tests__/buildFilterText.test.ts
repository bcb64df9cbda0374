import { describe, expect, it } from 'vitest';
import { buildDataSourceFilter, buildFilterText, combineFilterTexts } from '../buildFilterText.js';
import { FilterError } from '../FilterError.js';
import { SELECT_ALL_MARKER } from '../filterSkipReason.js';
import type { Filter } from '../types.js';
import { parsePrinted } from './printedForm.js';

const text = (filters: Filter[]): string => {
  const out = buildFilterText(filters);
  parsePrinted(out); // every expected text is also well-formed
  return out;
};

type Row = [string, Filter, string];

// One row per operation and literal form (README "Filter text" table).
const ROWS: Row[] = [
  [
    'eq text',
    { fieldName: 'title', fieldValue: 'a', operation: 'eq', fieldType: 'String' },
    "title eq 'a'",
  ],
  [
    'ne text',
    { fieldName: 'title', fieldValue: 'a', operation: 'ne', fieldType: 'String' },
    "title ne 'a'",
  ],
  [
    'eq number text as number',
    { fieldName: 'price', fieldValue: '12.50', operation: 'eq', fieldType: 'Number' },
    'price eq 12.5',
  ],
  [
    'ge number (range lower bound)',
    { fieldName: 'price', fieldValue: 10, operation: 'ge', fieldType: 'Number' },
    'price ge 10',
  ],
  [
    'le currency (range upper bound)',
    { fieldName: 'amount', fieldValue: -0.5, operation: 'le', fieldType: 'Currency' },
    'amount le -0.5',
  ],
  [
    'gt date',
    { fieldName: 'created', fieldValue: '2024-05-01', operation: 'gt', fieldType: 'DateTime' },
    'created gt 2024-05-01T00:00:00',
  ],
  [
    'lt date-time with zone',
    {
      fieldName: 'created',
      fieldValue: '2024-05-01 08:30:00+0800',
      operation: 'lt',
      fieldType: 'DateTime',
    },
    'created lt 2024-05-01T08:30:00+08:00',
  ],
  [
    'eq bool',
    { fieldName: 'done', fieldValue: 'true', operation: 'eq', fieldType: 'Bool' },
    'done eq true',
  ],
  [
    'eq json',
    { fieldName: 'meta', fieldValue: { a: 1 }, operation: 'eq', fieldType: 'Json' },
    'meta eq \'{"a":1}\'',
  ],
  [
    'eq geo',
    { fieldName: 'loc', fieldValue: [116.4, 39.9], operation: 'eq', fieldType: 'Geo' },
    "loc eq geography'POINT(116.4 39.9)'",
  ],
  [
    'eq option set (one)',
    {
      fieldName: 'cat',
      fieldValue: [{ label: 'A', value: 'a' }],
      operation: 'eq',
      fieldType: 'OptionSet',
    },
    "cat eq 'a'",
  ],
  [
    'eq option set (several): any',
    { fieldName: 'cat', fieldValue: ['a', 'b'], operation: 'eq', fieldType: 'OptionSet' },
    "cat eq 'a' or cat eq 'b'",
  ],
  [
    'ne reference (several): none',
    {
      fieldName: 'ref',
      fieldValue: [{ id: 'r1' }, { id: 'r2' }],
      operation: 'ne',
      fieldType: 'Reference',
    },
    "ref ne 'r1' and ref ne 'r2'",
  ],
  [
    'eq null when conditionIsNull is 0',
    { fieldName: 'title', fieldValue: null, operation: 'eq', fieldType: 'String' },
    'title eq null',
  ],
  ['ne null', { fieldName: 'title', operation: 'ne', conditionIsNull: 0 }, 'title ne null'],
  [
    'eq empty String list: field empty',
    { fieldName: 'tags', fieldValue: [], operation: 'eq', fieldType: 'String' },
    'not exists(tags)',
  ],
  [
    'consist empty String list',
    { fieldName: 'tags', fieldValue: [], operation: 'consist', fieldType: 'String' },
    'consist(tags,[])',
  ],
  [
    'contains: regex-escaped',
    { fieldName: 'title', fieldValue: 'a.b*(c)', operation: 'contains', fieldType: 'String' },
    "contains(title,'a\\.b\\*\\(c\\)')",
  ],
  [
    'contains several: any',
    { fieldName: 'title', fieldValue: ['x', 'y'], operation: 'contains', fieldType: 'String' },
    "contains(title,'x') or contains(title,'y')",
  ],
  [
    '# → %23, & → %26, % → %25, quote doubled',
    { fieldName: 'title', fieldValue: "R&D #1 100% O'K", operation: 'eq', fieldType: 'String' },
    "title eq 'R%26D %231 100%25 O''K'",
  ],
  [
    'includes',
    { fieldName: 'tags', fieldValue: ['a', 'b'], operation: 'includes', fieldType: 'Tag' },
    "includes(tags,['a','b'])",
  ],
  [
    'intersection',
    {
      fieldName: 'roles',
      fieldValue: [{ value: 'r1' }],
      operation: 'intersection',
      fieldType: 'Role',
    },
    "intersection(roles,['r1'])",
  ],
  [
    'disjoint',
    { fieldName: 'roles', fieldValue: 'r1', operation: 'disjoint', fieldType: 'Role' },
    "disjoint(roles,['r1'])",
  ],
  [
    'nointersection',
    { fieldName: 'roles', fieldValue: ['r1'], operation: 'nointersection', fieldType: 'Role' },
    "not intersection(roles,['r1'])",
  ],
  [
    'belong',
    { fieldName: 'dept', fieldValue: ['d1', 'd2'], operation: 'belong', fieldType: 'Department' },
    "belong(dept,['d1','d2'])",
  ],
  [
    'consist',
    { fieldName: 'dept', fieldValue: ['d1'], operation: 'consist', fieldType: 'Department' },
    "consist(dept,['d1'])",
  ],
  [
    'absent',
    { fieldName: 'tags', fieldValue: ['x'], operation: 'absent', fieldType: 'Tag' },
    "absent(tags,['x'])",
  ],
  [
    'belong numbers',
    { fieldName: 'n', fieldValue: [1, '2'], operation: 'belong', fieldType: 'Number' },
    'belong(n,[1,2])',
  ],
  ['existnotempty → exists', { fieldName: 'cover', operation: 'existnotempty' }, 'exists(cover)'],
  ['noexist → not exists', { fieldName: 'cover', operation: 'noexist' }, 'not exists(cover)'],
  [
    'nearby → geo.distance',
    {
      fieldName: 'loc',
      fieldValue: { longitude: 116.4, latitude: 39.9, distance: 500 },
      operation: 'nearby',
      fieldType: 'Geo',
    },
    "geo.distance(loc,geography'POINT(116.4 39.9)') le 500",
  ],
  [
    'nearby default 1000 m',
    { fieldName: 'loc', fieldValue: '116.4,39.9', operation: 'nearby', fieldType: 'Geo' },
    "geo.distance(loc,geography'POINT(116.4 39.9)') le 1000",
  ],
  [
    'length',
    { fieldName: 'title', fieldValue: '3', operation: 'gt', leftExpAttr: 'length' },
    'length(title) gt 3',
  ],
  [
    'sub-property',
    { fieldName: 'ref_author', fieldValue: 'Li', operation: 'eq', leftExpAttr: 'name' },
    "ref_author/name eq 'Li'",
  ],
  [
    'dotted reference field',
    { fieldName: 'ref_author.name', fieldValue: 'Li', operation: 'eq' },
    "ref_author/name eq 'Li'",
  ],
  [
    'createdBy → sub:{userId}',
    { fieldName: 'createdBy', fieldValue: 'u1', operation: 'eq' },
    "createdBy eq 'sub:u1'",
  ],
  [
    'createdBy empty → sub:guest',
    { fieldName: 'createdBy', fieldValue: '', operation: 'eq' },
    "createdBy eq 'sub:guest'",
  ],
  [
    'lastModifiedBy anonymous → sub:guest',
    {
      fieldName: 'lastModifiedBy',
      fieldValue: '00000000-0000-0000-0000-000000000000',
      operation: 'eq',
    },
    "lastModifiedBy eq 'sub:guest'",
  ],
  [
    'createdBy users list',
    {
      fieldName: 'createdBy',
      fieldValue: [{ value: 'u1' }, { value: 'u2' }],
      operation: 'eq',
      fieldType: 'User',
    },
    "createdBy eq 'sub:u1' or createdBy eq 'sub:u2'",
  ],
  [
    'specialSearch → contains(dataText)',
    { fieldName: 'title', fieldValue: '手机 (new)', operation: 'eq', specialSearch: true },
    "contains(dataText,'手机 \\(new\\)')",
  ],
  ['untyped number', { fieldName: 'n', fieldValue: 3, operation: 'eq' }, 'n eq 3'],
  ['untyped boolean', { fieldName: 'b', fieldValue: false, operation: 'eq' }, 'b eq false'],
  [
    'Chinese field name',
    { fieldName: '标题', fieldValue: '中文', operation: 'eq', fieldType: 'String' },
    "标题 eq '中文'",
  ],
];

describe('buildFilterText', () => {
  it.each(ROWS)('prints %s', (_, filter, expected) => {
    expect(text([filter])).toBe(expected);
  });

  type SkipRow = [string, Filter];
  // spec 1 §5 skip rules, plus values the field type cannot read.
  const SKIPPED: SkipRow[] = [
    ['empty list', { fieldName: 'cat', fieldValue: [], operation: 'eq', fieldType: 'OptionSet' }],
    [
      'empty string',
      { fieldName: 'title', fieldValue: '', operation: 'contains', fieldType: 'String' },
    ],
    [
      'blank string',
      { fieldName: 'title', fieldValue: '   ', operation: 'eq', fieldType: 'String' },
    ],
    ['select-all marker', { fieldName: 'cat', fieldValue: SELECT_ALL_MARKER, operation: 'eq' }],
    [
      'select-all entry in a list',
      {
        fieldName: 'cat',
        fieldValue: [{ label: '全部', value: SELECT_ALL_MARKER }],
        operation: 'eq',
      },
    ],
    [
      'placeholder first entry',
      {
        fieldName: 'cat',
        fieldValue: [
          { label: '', value: '' },
          { label: 'A', value: 'a' },
        ],
        operation: 'eq',
      },
    ],
    [
      'conditionIsNull with null',
      { fieldName: 'title', fieldValue: null, operation: 'eq', conditionIsNull: 1 },
    ],
    [
      'conditionIsNull with undefined',
      { fieldName: 'title', operation: 'eq', conditionIsNull: true },
    ],
    [
      'empty String list with includes',
      { fieldName: 'tags', fieldValue: [], operation: 'includes', fieldType: 'String' },
    ],
    [
      'empty String list with ne',
      { fieldName: 'tags', fieldValue: [], operation: 'ne', fieldType: 'String' },
    ],
    [
      'text in a Number field',
      { fieldName: 'price', fieldValue: 'abc', operation: 'ge', fieldType: 'Number' },
    ],
    [
      'an impossible date',
      { fieldName: 'created', fieldValue: '2024-02-30', operation: 'gt', fieldType: 'DateTime' },
    ],
    [
      'null with an order operation',
      { fieldName: 'price', fieldValue: null, operation: 'gt', fieldType: 'Number' },
    ],
    [
      'a list with an order operation',
      { fieldName: 'price', fieldValue: [1, 2], operation: 'ge', fieldType: 'Number' },
    ],
    [
      'nearby without a point',
      { fieldName: 'loc', fieldValue: 'here', operation: 'nearby', fieldType: 'Geo' },
    ],
    [
      'nearby with negative distance',
      { fieldName: 'loc', fieldValue: { lng: 1, lat: 2, distance: -5 }, operation: 'nearby' },
    ],
  ];

  it.each(SKIPPED)('skips %s', (_, filter) => {
    expect(buildFilterText([filter])).toBe('');
    expect(buildFilterText([filter, { fieldName: 'x', fieldValue: 1, operation: 'eq' }])).toBe(
      'x eq 1',
    );
  });

  it('drops customer filters with undefined, null or empty values, whatever the operation', () => {
    const customer: Filter[] = [
      { fieldName: 'a', fieldValue: undefined, operation: 'eq' },
      { fieldName: 'b', fieldValue: null, operation: 'ne' },
      { fieldName: 'c', fieldValue: '', operation: 'contains' },
      { fieldName: 'd', fieldValue: [], operation: 'consist', fieldType: 'String' },
      { fieldName: 'createdBy', fieldValue: '', operation: 'eq' },
      { fieldName: 'e', fieldValue: null, operation: 'existnotempty' },
      { fieldName: 'f', fieldValue: 'kept', operation: 'eq' },
    ];
    expect(buildFilterText(customer, { customer: true })).toBe("f eq 'kept'");
    expect(buildFilterText(customer)).toBe(
      "a eq null and b ne null and consist(d,[]) and createdBy eq 'sub:guest' and exists(e) and f eq 'kept'",
    );
  });

  it('joins by logicOperation inside a group, and before or', () => {
    const f = (name: string, logic?: string): Filter => ({
      fieldName: name,
      fieldValue: 1,
      operation: 'eq',
      logicOperation: logic,
    });
    expect(text([f('a'), f('b', 'and'), f('c', 'or')])).toBe('(a eq 1 and b eq 1) or c eq 1');
    expect(text([f('a'), f('b', 'OR'), f('c', 'and')])).toBe('a eq 1 or (b eq 1 and c eq 1)');
    expect(text([f('a', 'or'), f('b')])).toBe('a eq 1 and b eq 1');
  });

  it('joins groups by groupConcat and keeps a group together', () => {
    const f = (name: string, group: string, extra: Partial<Filter> = {}): Filter => ({
      fieldName: name,
      fieldValue: 1,
      operation: 'eq',
      groupName: group,
      ...extra,
    });
    const filters = [
      f('a', 'g1'),
      f('x', 'g2', { groupConcat: 'or' }),
      f('b', 'g1', { logicOperation: 'or' }),
      f('y', 'g2'),
    ];
    expect(text(filters)).toBe('a eq 1 or b eq 1 or (x eq 1 and y eq 1)');
    filters[1] = f('x', 'g2', { groupConcat: 'and' });
    expect(text(filters)).toBe('(a eq 1 or b eq 1) and x eq 1 and y eq 1');
  });

  it('parenthesises a several-value term inside an and-chain', () => {
    const filters: Filter[] = [
      { fieldName: 'cat', fieldValue: ['a', 'b'], operation: 'eq', fieldType: 'OptionSet' },
      { fieldName: 'n', fieldValue: 2, operation: 'gt', fieldType: 'Number' },
    ];
    expect(text(filters)).toBe("(cat eq 'a' or cat eq 'b') and n gt 2");
  });

  it('reads bound values through resolveValue', () => {
    const filters: Filter[] = [
      { fieldName: 'title', fieldValue: '{{keyword}}', operation: 'contains', fieldType: 'String' },
    ];
    expect(buildFilterText(filters, { resolveValue: () => 'phone' })).toBe(
      "contains(title,'phone')",
    );
    expect(buildFilterText(filters, { resolveValue: () => undefined })).toBe('');
  });

  it('returns an empty text for no filters', () => {
    expect(buildFilterText([])).toBe('');
    expect(buildFilterText(null)).toBe('');
    expect(buildFilterText(undefined)).toBe('');
  });

  type ErrorRow = [string, unknown, string];
  const ERRORS: ErrorRow[] = [
    ['a list that is not a list', { fieldName: 'a' }, 'invalid-filter'],
    ['a filter that is not an object', ['a'], 'invalid-filter'],
    [
      'an unknown operation',
      [{ fieldName: 'a', fieldValue: 1, operation: 'like' }],
      'unknown-operation',
    ],
    [
      'a field name with a space',
      [{ fieldName: 'a b', fieldValue: 1, operation: 'eq' }],
      'invalid-field-name',
    ],
    [
      'a field name with a quote',
      [{ fieldName: "a'", fieldValue: 1, operation: 'eq' }],
      'invalid-field-name',
    ],
    [
      'a keyword as field name',
      [{ fieldName: 'and', fieldValue: 1, operation: 'eq' }],
      'invalid-field-name',
    ],
    ['a missing field name', [{ fieldValue: 1, operation: 'eq' }], 'invalid-field-name'],
    [
      'length with a set operation',
      [{ fieldName: 'a', fieldValue: [1], operation: 'includes', leftExpAttr: 'length' }],
      'invalid-length-operation',
    ],
    [
      'a malformed filter whose value skips it',
      [{ fieldName: 'a b', fieldValue: '', operation: 'eq' }],
      'invalid-field-name',
    ],
  ];

  it.each(ERRORS)('throws FilterError for %s', (_, filters, code) => {
    expect(() => buildFilterText(filters as Filter[])).toThrow(FilterError);
    try {
      buildFilterText(filters as Filter[]);
    } catch (error) {
      expect((error as FilterError).code).toBe(code);
    }
  });
});

describe('buildDataSourceFilter', () => {
  it('joins fixed, designed and customer filters with and, customer rule on customer filters only', () => {
    const out = buildDataSourceFilter({
      fixedFilters: [{ fieldName: 'status', fieldValue: 'Published', operation: 'eq' }],
      filters: [
        { fieldName: 'a', fieldValue: 1, operation: 'eq' },
        { fieldName: 'b', fieldValue: 2, operation: 'eq', logicOperation: 'or' },
      ],
      customerFilters: [
        { fieldName: 'title', fieldValue: 'x', operation: 'contains' },
        { fieldName: 'price', fieldValue: null, operation: 'ge' },
      ],
    });
    expect(out).toBe("status eq 'Published' and (a eq 1 or b eq 2) and contains(title,'x')");
    parsePrinted(out);
  });

  it('is empty when every list is empty or missing', () => {
    expect(buildDataSourceFilter({})).toBe('');
    expect(buildDataSourceFilter({ filters: [], customerFilters: null })).toBe('');
  });
});

describe('combineFilterTexts', () => {
  it('parenthesises each part when there are several', () => {
    expect(combineFilterTexts("a eq 'x'", '', 'b eq 1 or c eq 2')).toBe(
      "(a eq 'x') and (b eq 1 or c eq 2)",
    );
    expect(combineFilterTexts('', 'a eq 1')).toBe('a eq 1');
    expect(combineFilterTexts()).toBe('');
    parsePrinted(combineFilterTexts("a eq 'x'", 'b eq 1 or c eq 2'));
  });
});
