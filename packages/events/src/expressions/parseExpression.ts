// A small expression language for delays, tips and action parameters (events README
// "Expressions"). Parsed by hand into a tree and read by `evaluateExpression`: no `eval`, no
// `new Function`, no access to anything but the values handed in.

/** A parsed expression. */
export type ExpressionNode =
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'path'; steps: readonly string[] }
  | { kind: 'unary'; operator: '-' | '!'; operand: ExpressionNode }
  | { kind: 'binary'; operator: BinaryOperator; left: ExpressionNode; right: ExpressionNode }
  | { kind: 'conditional'; test: ExpressionNode; then: ExpressionNode; otherwise: ExpressionNode };

/** The binary operators, loosest first in {@link PRECEDENCE}. */
export type BinaryOperator =
  '||' | '&&' | '==' | '!=' | '>' | '>=' | '<' | '<=' | '+' | '-' | '*' | '/' | '%';

const PRECEDENCE: readonly (readonly BinaryOperator[])[] = [
  ['||'],
  ['&&'],
  ['==', '!='],
  ['>', '>=', '<', '<='],
  ['+', '-'],
  ['*', '/', '%'],
];

type Token =
  | { type: 'number'; value: number }
  | { type: 'string'; value: string }
  | { type: 'name'; value: string }
  | { type: 'op'; value: string };

const OPERATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '>=',
  '<=',
  '&&',
  '||',
  '>',
  '<',
  '+',
  '-',
  '*',
  '/',
  '%',
  '!',
  '(',
  ')',
  '.',
  '[',
  ']',
  '?',
  ':',
];

/** Thrown for text the language does not accept; the runner logs it and uses `undefined`. */
export class ExpressionSyntaxError extends Error {
  constructor(expression: string, detail: string) {
    super(`Invalid expression "${expression}": ${detail}`);
    this.name = 'ExpressionSyntaxError';
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (/\s/.test(char)) {
      at += 1;
    } else if (/[0-9]/.test(char)) {
      const match = /^[0-9]+(\.[0-9]+)?/.exec(text.slice(at))!;
      tokens.push({ type: 'number', value: Number(match[0]) });
      at += match[0].length;
    } else if (char === "'" || char === '"') {
      let value = '';
      at += 1;
      while (at < text.length && text[at] !== char) {
        if (text[at] === '\\' && at + 1 < text.length) at += 1;
        value += text[at];
        at += 1;
      }
      if (at >= text.length) throw new ExpressionSyntaxError(text, 'unterminated string');
      at += 1;
      tokens.push({ type: 'string', value });
    } else if (/[\p{L}_$]/u.test(char)) {
      const match = /^[\p{L}\p{N}_$]+/u.exec(text.slice(at))!;
      tokens.push({ type: 'name', value: match[0] });
      at += match[0].length;
    } else {
      const operator = OPERATORS.find((candidate) => text.startsWith(candidate, at));
      if (!operator) throw new ExpressionSyntaxError(text, `unexpected "${char}"`);
      // `===` and `!==` read as `==` and `!=`: the language has one equality.
      tokens.push({ type: 'op', value: operator.length === 3 ? operator.slice(0, 2) : operator });
      at += operator.length;
    }
  }
  return tokens;
}

/**
 * Parses an expression: numbers, 'strings', true/false/null, names with `.name` and `[index]`
 * steps, unary `-` and `!`, the binary operators of {@link BinaryOperator}, `a ? b : c` and
 * parentheses. Function calls and assignment do not exist.
 *
 * @throws {ExpressionSyntaxError} for anything else.
 */
export function parseExpression(text: string): ExpressionNode {
  const tokens = tokenize(text);
  let index = 0;
  const peek = (): Token | undefined => tokens[index];
  const isOp = (value: string) => {
    const token = peek();
    return token?.type === 'op' && token.value === value;
  };
  const expect = (value: string) => {
    if (!isOp(value)) throw new ExpressionSyntaxError(text, `expected "${value}"`);
    index += 1;
  };

  function conditional(): ExpressionNode {
    const test = binary(0);
    if (!isOp('?')) return test;
    index += 1;
    const then = conditional();
    expect(':');
    return { kind: 'conditional', test, then, otherwise: conditional() };
  }

  function binary(level: number): ExpressionNode {
    if (level === PRECEDENCE.length) return unary();
    let left = binary(level + 1);
    for (;;) {
      const token = peek();
      const operator = PRECEDENCE[level]!.find(
        (candidate) => token?.type === 'op' && token.value === candidate,
      );
      if (!operator) return left;
      index += 1;
      left = { kind: 'binary', operator, left, right: binary(level + 1) };
    }
  }

  function unary(): ExpressionNode {
    if (isOp('-') || isOp('!')) {
      const operator = peek()!.value as '-' | '!';
      index += 1;
      return { kind: 'unary', operator, operand: unary() };
    }
    return primary();
  }

  function primary(): ExpressionNode {
    const token = peek();
    if (!token) throw new ExpressionSyntaxError(text, 'unexpected end');
    index += 1;
    if (token.type === 'number' || token.type === 'string')
      return { kind: 'literal', value: token.value };
    if (token.type === 'name') {
      if (token.value === 'true' || token.value === 'false')
        return { kind: 'literal', value: token.value === 'true' };
      if (token.value === 'null') return { kind: 'literal', value: null };
      return path(token.value);
    }
    if (token.value === '(') {
      const inner = conditional();
      expect(')');
      return inner;
    }
    throw new ExpressionSyntaxError(text, `unexpected "${token.value}"`);
  }

  function path(first: string): ExpressionNode {
    const steps = [first];
    for (;;) {
      if (isOp('.')) {
        index += 1;
        const name = peek();
        if (name?.type !== 'name')
          throw new ExpressionSyntaxError(text, 'expected a name after "."');
        index += 1;
        steps.push(name.value);
      } else if (isOp('[')) {
        index += 1;
        const key = peek();
        if (key?.type !== 'number' && key?.type !== 'string')
          throw new ExpressionSyntaxError(text, 'expected a number or string in "[]"');
        index += 1;
        expect(']');
        steps.push(String(key.value));
      } else {
        return { kind: 'path', steps };
      }
    }
  }

  const tree = conditional();
  if (index < tokens.length) throw new ExpressionSyntaxError(text, 'unexpected text at the end');
  return tree;
}
