import { FILTER_COMPARISONS, FILTER_KEYWORDS, FILTER_SET_FUNCTIONS } from '@tessera/protocol';
import {
  FilterSyntaxError,
  type CompareOperator,
  type FieldPath,
  type FilterLiteral,
  type FilterNode,
  type FilterOperand,
  type SetFunction,
} from './filterAst.js';
import { tokenizeFilterText, type FilterToken } from './tokenizeFilterText.js';

/** Deepest nesting of parentheses and `not` accepted (keeps the parser's stack bounded). */
export const MAX_FILTER_DEPTH = 64;
/** Most values in one list literal of a set function. */
export const MAX_LIST_LENGTH = 10_000;
/**
 * Most `/`-separated segments of one field path. The longest legal path is
 * `ref_{field}/data/{name}/iv/{attr}` (5); each segment becomes a bound parameter, so a path
 * of hundreds of segments only costs the database.
 */
export const MAX_PATH_SEGMENTS = 8;
/**
 * Longest string literal, in characters. A search text is a few words; a literal of 100 000
 * characters made one `contains` scan of 100 000 items run for minutes on PGlite, which cannot
 * stop a statement.
 */
export const MAX_LITERAL_LENGTH = 1000;
/**
 * Most conditions (comparisons and function calls) in one filter. The apps' filters have a few
 * dozen at most; every condition is evaluated for every scanned item (199 `views eq N` took 23 s
 * on PGlite over 100 000 items).
 */
export const MAX_FILTER_TERMS = 50;

const COMPARE: ReadonlySet<string> = new Set(FILTER_COMPARISONS);
const SET_FUNCTIONS: ReadonlySet<string> = new Set(FILTER_SET_FUNCTIONS);
const FUNCTIONS: ReadonlySet<string> = new Set([
  ...SET_FUNCTIONS,
  'contains',
  'startswith',
  'endswith',
  'exists',
  'empty',
  'length',
  'geo.distance',
]);
const KEYWORDS: ReadonlySet<string> = new Set(FILTER_KEYWORDS);

const describe = (token: FilterToken | undefined): string =>
  token === undefined ? '结尾' : JSON.stringify(token.text);

/**
 * Parses filter text (the grammar in this package's README, spec 1 §5 "OData-like syntax") into a
 * {@link FilterNode} tree by recursive descent. `and` binds before `or`; keywords and function
 * names are case-insensitive. Blank text answers `undefined` (no filter).
 *
 * @throws {FilterSyntaxError} with the offending position for anything that is not the grammar.
 * @example
 * parseFilterText("views ge 10 and contains(title,'a\\.b')");
 * // { kind: 'and', items: [{ kind: 'compare', … }, { kind: 'text', fn: 'contains', … }] }
 */
export function parseFilterText(text: string): FilterNode | undefined {
  const tokens = tokenizeFilterText(text);
  if (tokens.length === 0) return undefined;
  let index = 0;
  let depth = 0;
  let terms = 0;

  const peek = (): FilterToken | undefined => tokens[index];
  const word = (token: FilterToken | undefined): string | undefined =>
    token?.kind === 'word' ? token.text.toLowerCase() : undefined;
  const expect = (kind: FilterToken['kind'], what: string): FilterToken => {
    const token = tokens[index];
    if (token?.kind !== kind) {
      throw new FilterSyntaxError(
        `此处应为${what}，实际为${describe(token)}`,
        token?.at ?? text.length,
      );
    }
    index += 1;
    return token;
  };
  const enter = (at: number): void => {
    depth += 1;
    if (depth > MAX_FILTER_DEPTH)
      throw new FilterSyntaxError(`嵌套过深（最多 ${MAX_FILTER_DEPTH} 层）`, at);
  };

  function path(): FieldPath {
    const first = peek();
    const name = word(first);
    if (first === undefined || name === undefined || KEYWORDS.has(name)) {
      throw new FilterSyntaxError(
        `此处应为字段名，实际为${describe(first)}`,
        first?.at ?? text.length,
      );
    }
    index += 1;
    const segments = [first.text];
    while (peek()?.kind === '/') {
      index += 1;
      const next = peek();
      const segment = word(next);
      if (next === undefined || segment === undefined || KEYWORDS.has(segment)) {
        throw new FilterSyntaxError(
          `“/”之后应为字段名，实际为${describe(next)}`,
          next?.at ?? text.length,
        );
      }
      index += 1;
      segments.push(next.text);
      if (segments.length > MAX_PATH_SEGMENTS) {
        throw new FilterSyntaxError(`字段路径过长（最多 ${MAX_PATH_SEGMENTS} 段）`, first.at);
      }
    }
    return { segments, at: first.at };
  }

  function literal(): FilterLiteral {
    const token = peek();
    if (token?.kind === 'literal') {
      index += 1;
      if (token.literal.kind === 'string' && token.literal.value.length > MAX_LITERAL_LENGTH) {
        throw new FilterSyntaxError(`值过长（最多 ${MAX_LITERAL_LENGTH} 个字符）`, token.at);
      }
      return token.literal;
    }
    const name = word(token);
    if (name === 'true' || name === 'false') {
      index += 1;
      return { kind: 'boolean', value: name === 'true' };
    }
    if (name === 'null') {
      index += 1;
      return { kind: 'null' };
    }
    throw new FilterSyntaxError(`此处应为值，实际为${describe(token)}`, token?.at ?? text.length);
  }

  function comparison(left: FilterOperand): FilterNode {
    const token = peek();
    const operator = word(token);
    if (operator === undefined || !COMPARE.has(operator)) {
      throw new FilterSyntaxError(
        `此处应为比较运算符（eq、ne、gt、ge、lt、le），实际为${describe(token)}`,
        token?.at ?? text.length,
      );
    }
    index += 1;
    return { kind: 'compare', operator: operator as CompareOperator, left, right: literal() };
  }

  function list(): FilterLiteral[] {
    const open = expect('[', '“[”');
    const values: FilterLiteral[] = [];
    if (peek()?.kind !== ']') {
      values.push(literal());
      while (peek()?.kind === ',') {
        index += 1;
        values.push(literal());
        if (values.length > MAX_LIST_LENGTH) {
          throw new FilterSyntaxError(`列表过长（最多 ${MAX_LIST_LENGTH} 个值）`, open.at);
        }
      }
    }
    expect(']', '“]”');
    return values;
  }

  function call(name: string, at: number): FilterNode {
    expect('(', '“(”');
    const target = path();
    let node: FilterNode;
    if (name === 'length') {
      expect(')', '“)”');
      return comparison({ kind: 'length', path: target });
    }
    if (name === 'geo.distance') {
      expect(',', '“,”');
      const point = literal();
      if (point.kind !== 'geography') {
        throw new FilterSyntaxError(
          "geo.distance 的第二个参数应为 geography'POINT(经度 纬度)'",
          at,
        );
      }
      expect(')', '“)”');
      return comparison({ kind: 'distance', path: target, point });
    }
    if (name === 'exists' || name === 'empty') {
      node = { kind: 'presence', fn: name, path: target };
    } else if (SET_FUNCTIONS.has(name)) {
      expect(',', '“,”');
      node = { kind: 'set', fn: name as SetFunction, path: target, values: list() };
    } else {
      expect(',', '“,”');
      const value = literal();
      if (value.kind !== 'string')
        throw new FilterSyntaxError(`${name} 的第二个参数应为字符串`, at);
      node = { kind: 'text', fn: name as 'contains', path: target, value: value.value };
    }
    expect(')', '“)”');
    return node;
  }

  function primary(): FilterNode {
    const token = peek();
    if (token?.kind !== '(' && ++terms > MAX_FILTER_TERMS) {
      throw new FilterSyntaxError(`条件过多（最多 ${MAX_FILTER_TERMS} 个条件）`, token?.at ?? 0);
    }
    if (token?.kind === '(') {
      index += 1;
      enter(token.at);
      const inner = expression();
      expect(')', '“)”');
      depth -= 1;
      return inner;
    }
    const name = word(token);
    if (token !== undefined && name !== undefined && tokens[index + 1]?.kind === '(') {
      if (!FUNCTIONS.has(name)) throw new FilterSyntaxError(`未知的函数 ${token.text}`, token.at);
      index += 1;
      return call(name, token.at);
    }
    return comparison({ kind: 'field', path: path() });
  }

  function unary(): FilterNode {
    const token = peek();
    if (word(token) === 'not' && token !== undefined) {
      index += 1;
      enter(token.at);
      const item = unary();
      depth -= 1;
      return { kind: 'not', item };
    }
    return primary();
  }

  function chain(kind: 'and' | 'or', next: () => FilterNode): FilterNode {
    const items = [next()];
    while (word(peek()) === kind) {
      index += 1;
      items.push(next());
    }
    return items.length === 1 ? (items[0] as FilterNode) : { kind, items };
  }

  // expression := and-chain { "or" and-chain }; and-chain := unary { "and" unary }
  function expression(): FilterNode {
    return chain('or', () => chain('and', unary));
  }

  const tree = expression();
  const rest = peek();
  if (rest !== undefined) {
    throw new FilterSyntaxError(`多余的内容 ${describe(rest)}（缺少 and / or？）`, rest.at);
  }
  return tree;
}
