// A tokeniser and recursive-descent parser for the filter grammar of the README, written
// independently of the printer (its word lists too, not protocol's FILTER_* lists the printer
// uses). Tests use it to prove every printed text is well-formed without starting a server; the
// server's own parser checks the printed texts in apps/server/src/filters/clientFilterTexts.test.ts.
import { readFilterString } from '../escapeFilterText.js';

export type Literal =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'datetime'; value: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'null' }
  | { type: 'geography'; longitude: number; latitude: number };

export type Operand =
  | { type: 'path'; path: string }
  | { type: 'length'; path: string }
  | { type: 'distance'; path: string; point: Literal };

export type FilterNode =
  | { type: 'or' | 'and'; items: FilterNode[] }
  | { type: 'not'; item: FilterNode }
  | { type: 'compare'; operand: Operand; op: string; literal: Literal }
  | { type: 'contains'; path: string; pattern: string }
  | { type: 'exists'; path: string }
  | { type: 'set'; fn: string; path: string; list: Literal[] };

type Token = { kind: string; text: string; at: number };

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2})?/;
const GEOGRAPHY =
  /^geography'POINT\((-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?) (-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\)'/;
const STRING = /^'(?:[^']|'')*'/;
const WORD = /^[\p{L}_$@][\p{L}\p{N}_$@-]*/u;
const KEYWORDS = new Set([
  'and',
  'or',
  'not',
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'true',
  'false',
  'null',
]);
const COMPARE = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const SET_FUNCTIONS = new Set([
  'includes',
  'intersection',
  'disjoint',
  'belong',
  'consist',
  'absent',
]);

export class GrammarError extends Error {}

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    let m: RegExpExecArray | null;
    if (rest[0] === ' ') {
      const n = /^ +/.exec(rest)?.[0].length ?? 1;
      // The printer puts exactly one space between tokens, never at either end.
      if (n > 1 || at === 0 || at + n === text.length)
        throw new GrammarError(`stray whitespace at ${at}`);
      at += n;
      continue;
    }
    if ('()[],/'.includes(rest[0] ?? '')) {
      tokens.push({ kind: rest[0] ?? '', text: rest[0] ?? '', at });
      at += 1;
      continue;
    }
    if ((m = GEOGRAPHY.exec(rest))) tokens.push({ kind: 'geography', text: m[0], at });
    else if (rest.startsWith('geo.distance('))
      tokens.push({ kind: 'fn', text: 'geo.distance', at });
    else if ((m = STRING.exec(rest))) tokens.push({ kind: 'string', text: m[0], at });
    else if ((m = DATETIME.exec(rest))) tokens.push({ kind: 'datetime', text: m[0], at });
    else if ((m = NUMBER.exec(rest))) tokens.push({ kind: 'number', text: m[0], at });
    else if ((m = WORD.exec(rest))) {
      const word = m[0];
      const isCall = rest[word.length] === '(';
      const kind = isCall ? 'fn' : KEYWORDS.has(word) ? word : 'name';
      tokens.push({ kind, text: word, at });
    } else
      throw new GrammarError(`unexpected character at ${at}: ${JSON.stringify(rest.slice(0, 10))}`);
    at += tokens[tokens.length - 1]?.text.length ?? 1;
    // A literal or name must not run straight into the next word (e.g. `1and`).
    const next = text[at];
    if (
      next !== undefined &&
      /[\p{L}\p{N}_$@']/u.test(next) &&
      tokens[tokens.length - 1]?.kind !== 'fn'
    ) {
      throw new GrammarError(`tokens run together at ${at}`);
    }
  }
  return tokens;
}

/** Parses filter text; throws GrammarError when it is not well-formed. '' is the empty filter. */
export function parseFilterText(text: string): FilterNode | undefined {
  if (text === '') return undefined;
  const tokens = tokenise(text);
  let i = 0;
  const peek = (): Token | undefined => tokens[i];
  const take = (kind: string): Token => {
    const token = tokens[i];
    if (token?.kind !== kind)
      throw new GrammarError(
        `expected ${kind} at ${token?.at ?? 'end'}, got ${token?.text ?? 'end'}`,
      );
    i += 1;
    return token;
  };

  function path(): string {
    const parts = [take('name').text];
    while (peek()?.kind === '/') {
      take('/');
      parts.push(take('name').text);
    }
    return parts.join('/');
  }

  function literal(): Literal {
    const token = peek();
    switch (token?.kind) {
      case 'string': {
        i += 1;
        if (/[#&]/.test(token.text)) throw new GrammarError(`unescaped # or & at ${token.at}`);
        const value = readFilterString(token.text);
        if (value === undefined) throw new GrammarError(`bad string literal at ${token.at}`);
        return { type: 'string', value };
      }
      case 'number':
        i += 1;
        return { type: 'number', value: Number(token.text) };
      case 'datetime':
        i += 1;
        return { type: 'datetime', value: token.text };
      case 'true':
      case 'false':
        i += 1;
        return { type: 'boolean', value: token.kind === 'true' };
      case 'null':
        i += 1;
        return { type: 'null' };
      case 'geography': {
        i += 1;
        const m = GEOGRAPHY.exec(token.text);
        return { type: 'geography', longitude: Number(m?.[1]), latitude: Number(m?.[2]) };
      }
      default:
        throw new GrammarError(`expected a literal at ${token?.at ?? 'end'}`);
    }
  }

  function comparison(operand: Operand): FilterNode {
    const op = peek();
    if (op === undefined || !COMPARE.has(op.kind))
      throw new GrammarError(`expected a comparison at ${op?.at ?? 'end'}`);
    i += 1;
    return { type: 'compare', operand, op: op.kind, literal: literal() };
  }

  function primary(): FilterNode {
    const token = peek();
    if (token?.kind === '(') {
      take('(');
      const inner = expression();
      take(')');
      return inner;
    }
    if (token?.kind === 'name') return comparison({ type: 'path', path: path() });
    if (token?.kind !== 'fn') throw new GrammarError(`expected a primary at ${token?.at ?? 'end'}`);
    i += 1;
    take('(');
    const fn = token.text;
    if (fn === 'length' || fn === 'geo.distance') {
      const p = path();
      let operand: Operand = { type: 'length', path: p };
      if (fn === 'geo.distance') {
        take(',');
        const point = literal();
        if (point.type !== 'geography')
          throw new GrammarError('geo.distance needs a geography point');
        operand = { type: 'distance', path: p, point };
      }
      take(')');
      return comparison(operand);
    }
    const p = path();
    if (fn === 'exists') {
      take(')');
      return { type: 'exists', path: p };
    }
    take(',');
    if (fn === 'contains') {
      const pattern = literal();
      if (pattern.type !== 'string') throw new GrammarError('contains needs a string');
      take(')');
      return { type: 'contains', path: p, pattern: pattern.value };
    }
    if (!SET_FUNCTIONS.has(fn)) throw new GrammarError(`unknown function ${fn}`);
    take('[');
    const list: Literal[] = [];
    if (peek()?.kind !== ']') {
      list.push(literal());
      while (peek()?.kind === ',') {
        take(',');
        list.push(literal());
      }
    }
    take(']');
    take(')');
    return { type: 'set', fn, path: p, list };
  }

  function unary(): FilterNode {
    if (peek()?.kind === 'not') {
      take('not');
      return { type: 'not', item: unary() };
    }
    return primary();
  }

  // expression := and_chain { "or" and_chain }; and_chain := unary { "and" unary }.
  // The printer never lets and/or meet at one level, so a bare and-chain beside an "or" is refused.
  function expression(): FilterNode {
    const ors: FilterNode[] = [];
    let mixed = false;
    for (;;) {
      const ands = [unary()];
      while (peek()?.kind === 'and') {
        take('and');
        ands.push(unary());
      }
      if (ands.length > 1) mixed = true;
      ors.push(ands.length === 1 ? (ands[0] as FilterNode) : { type: 'and', items: ands });
      if (peek()?.kind !== 'or') break;
      take('or');
    }
    if (ors.length === 1) return ors[0] as FilterNode;
    if (mixed) throw new GrammarError('and/or mixed without parentheses');
    return { type: 'or', items: ors };
  }

  const tree = expression();
  if (i !== tokens.length)
    throw new GrammarError(`unexpected ${tokens[i]?.text} at ${tokens[i]?.at}`);
  return tree;
}
