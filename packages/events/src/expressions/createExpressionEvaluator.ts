import { readCursorField } from '@tessera/conditions';
import type { EventScope } from '../eventRunnerOptions.js';
import { parseExpression } from './parseExpression.js';
import type { ExpressionNode } from './parseExpression.js';

/**
 * Where expression names are read (events README "Expression and condition names"): the page
 * variables, the items under the data sources' cursors and the signed-in user. The payload comes
 * with each run.
 */
export interface ExpressionSources {
  variables(name: string): unknown;
  cursor(dsId: string): unknown;
  user(): unknown;
}

/** The root names with a meaning of their own; any other first name is a page variable. */
export const EXPRESSION_ROOTS = Object.freeze({
  /** `user.nickName`, `user.roles`: the signed-in user (spec 1 §3 User info). */
  user: 'user',
  /** `payload.title`: what the control fired with (a clicked row: its fields are unwrapped). */
  payload: 'payload',
  /** `ds.articles.title`: a field of the item under data source `articles`' cursor. */
  ds: 'ds',
  /** `vars.count`: a page variable, for names that clash with the roots above. */
  vars: 'vars',
});

function own(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.prototype.hasOwnProperty.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function walk(value: unknown, steps: readonly string[]): unknown {
  return steps.reduce<unknown>((current, step) => own(current, step), value);
}

function readPath(
  steps: readonly string[],
  sources: ExpressionSources,
  scope: EventScope,
): unknown {
  const [root, ...rest] = steps as [string, ...string[]];
  switch (root) {
    case EXPRESSION_ROOTS.user:
      return walk(sources.user(), rest);
    case EXPRESSION_ROOTS.payload:
      return rest.length === 0 ? scope.payload : readCursorField(scope.payload, rest.join('.'));
    case EXPRESSION_ROOTS.ds: {
      const [dsId, ...field] = rest;
      if (dsId === undefined) return undefined;
      const item = sources.cursor(dsId);
      return field.length === 0 ? item : readCursorField(item, field.join('.'));
    }
    case EXPRESSION_ROOTS.vars: {
      const [name, ...more] = rest;
      return name === undefined ? undefined : walk(sources.variables(name), more);
    }
    default:
      return walk(sources.variables(root), rest);
  }
}

function looseEquals(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (left === null || left === undefined || right === null || right === undefined) return false;
  return String(left) === String(right);
}

function evaluateNode(node: ExpressionNode, read: (steps: readonly string[]) => unknown): unknown {
  const value = (inner: ExpressionNode) => evaluateNode(inner, read);
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'path':
      return read(node.steps);
    case 'unary':
      return node.operator === '!' ? !value(node.operand) : -Number(value(node.operand));
    case 'conditional':
      return value(node.test) ? value(node.then) : value(node.otherwise);
    case 'binary': {
      if (node.operator === '&&') return value(node.left) && value(node.right);
      if (node.operator === '||') return value(node.left) || value(node.right);
      const left = value(node.left);
      const right = value(node.right);
      switch (node.operator) {
        case '+':
          return typeof left === 'string' || typeof right === 'string'
            ? `${left ?? ''}${right ?? ''}`
            : Number(left) + Number(right);
        case '-':
          return Number(left) - Number(right);
        case '*':
          return Number(left) * Number(right);
        case '/':
          return Number(left) / Number(right);
        case '%':
          return Number(left) % Number(right);
        case '==':
          return looseEquals(left, right);
        case '!=':
          return !looseEquals(left, right);
        case '>':
          return Number(left) > Number(right);
        case '>=':
          return Number(left) >= Number(right);
        case '<':
          return Number(left) < Number(right);
        case '<=':
          return Number(left) <= Number(right);
      }
    }
  }
}

/**
 * The runner's `evaluateExpression`: parses (once per text) and evaluates an expression over the
 * page's values. Names: `user.x`, `payload.x`, `ds.<dsId>.<field>`, `vars.x`, and any other name
 * is a page variable (`backDelay`, `greeting.greeting`). A missing value is `undefined`.
 *
 * @throws {ExpressionSyntaxError} for text outside the language (the runner logs it).
 * @example
 * ```ts
 * const evaluate = createExpressionEvaluator({ variables, cursor, user: () => session.user });
 * evaluate("'无权保存: ' + user.nickName", scope); // '无权保存: 张三'
 * ```
 */
export function createExpressionEvaluator(
  sources: ExpressionSources,
): (expression: string, scope: EventScope) => unknown {
  const parsed = new Map<string, ExpressionNode>();
  return (expression, scope) => {
    let tree = parsed.get(expression);
    if (!tree) {
      tree = parseExpression(expression);
      parsed.set(expression, tree);
    }
    return evaluateNode(tree, (steps) => readPath(steps, sources, scope));
  };
}
