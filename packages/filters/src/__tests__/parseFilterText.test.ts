import { describe, expect, it } from 'vitest';
import { FilterSyntaxError, type FilterNode } from '../filterAst.js';
import {
  MAX_FILTER_DEPTH,
  MAX_FILTER_TERMS,
  MAX_LITERAL_LENGTH,
  MAX_PATH_SEGMENTS,
  parseFilterText,
} from '../parseFilterText.js';
import { MAX_FILTER_LENGTH } from '../tokenizeFilterText.js';

const path = (at: number, ...segments: string[]) => ({ segments, at });
const str = (value: string) => ({ kind: 'string', value }) as const;
const num = (text: string) => ({ kind: 'number', value: Number(text), text }) as const;
const field = (at: number, ...segments: string[]) =>
  ({ kind: 'field', path: path(at, ...segments) }) as const;

describe('parseFilterText grammar', () => {
  it.each<[string, FilterNode | undefined]>([
    ['', undefined],
    ['   ', undefined],
    ["title eq 'a'", { kind: 'compare', operator: 'eq', left: field(0, 'title'), right: str('a') }],
    [
      'views ge -12.5e+3',
      { kind: 'compare', operator: 'ge', left: field(0, 'views'), right: num('-12.5e+3') },
    ],
    [
      'flag ne true',
      {
        kind: 'compare',
        operator: 'ne',
        left: field(0, 'flag'),
        right: { kind: 'boolean', value: true },
      },
    ],
    [
      'x eq null',
      { kind: 'compare', operator: 'eq', left: field(0, 'x'), right: { kind: 'null' } },
    ],
    [
      "ref_author/name eq '张三'",
      { kind: 'compare', operator: 'eq', left: field(0, 'ref_author', 'name'), right: str('张三') },
    ],
    [
      "data/标题/iv lt 'z'",
      { kind: 'compare', operator: 'lt', left: field(0, 'data', '标题', 'iv'), right: str('z') },
    ],
    [
      'created gt 2026-01-01T08:00:00+08:00',
      {
        kind: 'compare',
        operator: 'gt',
        left: field(0, 'created'),
        right: { kind: 'datetime', value: '2026-01-01T00:00:00.000Z' },
      },
    ],
    [
      'd le 2024-02-29',
      {
        kind: 'compare',
        operator: 'le',
        left: field(0, 'd'),
        right: { kind: 'datetime', value: '2024-02-29T00:00:00.000Z' },
      },
    ],
    [
      'd eq 2024-05-01T10:20:30.1234',
      {
        kind: 'compare',
        operator: 'eq',
        left: field(0, 'd'),
        right: { kind: 'datetime', value: '2024-05-01T10:20:30.123Z' },
      },
    ],
    [
      "s eq 'O''Brien %26 Co %23 1 %25 x %41'",
      {
        kind: 'compare',
        operator: 'eq',
        left: field(0, 's'),
        right: str("O'Brien & Co # 1 % x %41"),
      },
    ],
    [
      "contains(title,'a\\.b')",
      { kind: 'text', fn: 'contains', path: path(9, 'title'), value: 'a\\.b' },
    ],
    ["STARTSWITH( t , 'x' )", { kind: 'text', fn: 'startswith', path: path(12, 't'), value: 'x' }],
    ["endswith(t,'x')", { kind: 'text', fn: 'endswith', path: path(9, 't'), value: 'x' }],
    ['exists(tags)', { kind: 'presence', fn: 'exists', path: path(7, 'tags') }],
    ['empty(tags)', { kind: 'presence', fn: 'empty', path: path(6, 'tags') }],
    [
      "includes(tags,['a',1,true])",
      {
        kind: 'set',
        fn: 'includes',
        path: path(9, 'tags'),
        values: [str('a'), num('1'), { kind: 'boolean', value: true }],
      },
    ],
    ['belong(dept,[])', { kind: 'set', fn: 'belong', path: path(7, 'dept'), values: [] }],
    [
      'length(title) gt 3',
      {
        kind: 'compare',
        operator: 'gt',
        left: { kind: 'length', path: path(7, 'title') },
        right: num('3'),
      },
    ],
    [
      "geo.distance(loc,geography'POINT(116.4 39.9)') le 1000",
      {
        kind: 'compare',
        operator: 'le',
        left: {
          kind: 'distance',
          path: path(13, 'loc'),
          point: { kind: 'geography', longitude: 116.4, latitude: 39.9 },
        },
        right: num('1000'),
      },
    ],
    [
      'not exists(a)',
      { kind: 'not', item: { kind: 'presence', fn: 'exists', path: path(11, 'a') } },
    ],
    [
      "createdBy eq 'sub:guest'",
      { kind: 'compare', operator: 'eq', left: field(0, 'createdBy'), right: str('sub:guest') },
    ],
  ])('parses %j', (text, tree) => {
    expect(parseFilterText(text)).toEqual(tree);
  });

  it('binds and before or, and honours parentheses', () => {
    const kinds = (node: FilterNode | undefined): unknown =>
      node === undefined
        ? null
        : node.kind === 'and' || node.kind === 'or'
          ? { [node.kind]: node.items.map(kinds) }
          : node.kind === 'not'
            ? { not: kinds(node.item) }
            : node.kind === 'compare' && node.left.kind === 'field'
              ? node.left.path.segments[0]
              : node.kind;
    expect(kinds(parseFilterText('a eq 1 or b eq 2 and c eq 3'))).toEqual({
      or: ['a', { and: ['b', 'c'] }],
    });
    expect(kinds(parseFilterText('(a eq 1 or b eq 2) and c eq 3'))).toEqual({
      and: [{ or: ['a', 'b'] }, 'c'],
    });
    expect(kinds(parseFilterText('not (a eq 1 OR b eq 2) AND not not c eq 3'))).toEqual({
      and: [{ not: { or: ['a', 'b'] } }, { not: { not: 'c' } }],
    });
    expect(kinds(parseFilterText('a eq 1 and b eq 2 and c eq 3'))).toEqual({
      and: ['a', 'b', 'c'],
    });
  });

  it.each([
    ['title', '比较运算符'],
    ['title eq', '值'],
    ["title 'a'", '比较运算符'],
    ["title eq 'a", '单引号'],
    ["title eq 'a' title eq 'b'", '多余'],
    ['eq eq 1', '字段名'],
    ['a/ eq 1', '字段名'],
    ['a/and eq 1', '字段名'],
    ['(a eq 1', '“)”'],
    ['a eq 1)', '多余'],
    ['a eq 1 and', '字段名'],
    ['a eq 1 or or b eq 2', '字段名'],
    ['foo(a)', '未知的函数'],
    ['contains(a)', '“,”'],
    ['contains(a,1)', '字符串'],
    ["includes(a,'x')", '“[”'],
    ["includes(a,['x',])", '值'],
    ['length(a) gt', '值'],
    ["geo.distance(a,'x') le 1", 'geography'],
    ['a eq 2024-02-30', '日期'],
    ['a eq 2024-01-01T24:00', '日期'],
    ['a eq 1e999', '数字'],
    ["a eq geography'POINT(200 10)'", '地理坐标'],
    ['a eq 1and b eq 2', '空格'],
    ['a eq 1; drop table content_items', '无法识别'],
    ['a eq "x"', '无法识别'],
    ['a eq 1 -- comment', '无法识别'],
    ['a == 1', '无法识别'],
  ])('refuses %j with a message naming the problem', (text, fragment) => {
    let error: unknown;
    try {
      parseFilterText(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FilterSyntaxError);
    expect((error as Error).message).toContain('筛选条件无效');
    expect((error as Error).message).toContain(fragment);
  });

  it('reports the position of the problem', () => {
    expect(() => parseFilterText("title eq 'a' and views gt")).toThrow('第 26 个字符');
  });

  it('refuses nesting and text beyond its limits instead of overflowing the stack', () => {
    const deep = `${'('.repeat(MAX_FILTER_DEPTH + 1)}a eq 1${')'.repeat(MAX_FILTER_DEPTH + 1)}`;
    expect(() => parseFilterText(deep)).toThrow('嵌套过深');
    expect(() => parseFilterText(`${'not '.repeat(10_000)}a eq 1`)).toThrow('嵌套过深');
    expect(() => parseFilterText(`a eq '${'x'.repeat(MAX_FILTER_LENGTH)}'`)).toThrow('过长');
    const ok = `${'('.repeat(MAX_FILTER_DEPTH)}a eq 1${')'.repeat(MAX_FILTER_DEPTH)}`;
    expect(parseFilterText(ok)).toMatchObject({ kind: 'compare' });
  });

  it('refuses lone surrogates and keeps well-formed pairs', () => {
    expect(() => parseFilterText("title eq 'a\ud800'")).toThrow('第 12 个字符');
    expect(() => parseFilterText("title eq '\udfff'")).toThrow('代理字符');
    expect(parseFilterText("title eq '😀'")).toMatchObject({ right: { value: '😀' } });
  });

  it('refuses a field path of more segments than its limit', () => {
    const path = (n: number) => Array.from({ length: n }, () => 'a').join('/');
    expect(parseFilterText(`exists(${path(MAX_PATH_SEGMENTS)})`)).toMatchObject({
      kind: 'presence',
    });
    expect(() => parseFilterText(`exists(title/${path(99)})`)).toThrow('字段路径过长');
  });

  it('keeps a long or-chain flat (no recursion per term)', () => {
    const text = Array.from({ length: MAX_FILTER_TERMS }, (_, i) => `a eq ${i}`).join(' or ');
    const tree = parseFilterText(text);
    expect(tree?.kind === 'or' && tree.items.length).toBe(MAX_FILTER_TERMS);
  });

  it('refuses more conditions than its limit, and a longer string literal', () => {
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `views eq ${i}`).join(' or ');
    expect(() => parseFilterText(terms(199))).toThrow(`条件过多（最多 50 个条件）`);
    expect(() => parseFilterText(`(${terms(MAX_FILTER_TERMS)}) and exists(a)`)).toThrow('条件过多');
    const long = 'x'.repeat(99_970);
    expect(() => parseFilterText(`contains(title, '${long}')`)).toThrow(
      '值过长（最多 1000 个字符）',
    );
    expect(() =>
      parseFilterText(`includes(title, ['a', '${'x'.repeat(MAX_LITERAL_LENGTH + 1)}'])`),
    ).toThrow('值过长');
    const longest = `contains(title, '${'x'.repeat(MAX_LITERAL_LENGTH)}')`;
    expect(parseFilterText(longest)).toMatchObject({ kind: 'text' });
  });
});
