import { describe, expect, it } from 'vitest';
import { createExpressionEvaluator } from './createExpressionEvaluator.js';
import { ExpressionSyntaxError } from './parseExpression.js';

const evaluate = createExpressionEvaluator({
  variables: (name) =>
    ({ count: 2, backDelay: '1.5', user: 'variable', greeting: { greeting: '你好' } })[name],
  cursor: (dsId) =>
    dsId === 'articles' ? { id: 'a1', data: { title: { iv: '文章 1' } } } : undefined,
  user: () => ({ nickName: '张三', roles: ['admin'] }),
});
const scope = (payload?: unknown) => ({ controlId: 'c', eventName: 'click', payload });

describe('createExpressionEvaluator', () => {
  it.each<[string, unknown]>([
    ["'无权保存: ' + user.nickName", '无权保存: 张三'],
    ['backDelay', '1.5'],
    ['count * 2 + 1', 5],
    ['(count + 1) * 2', 6],
    ['-count', -2],
    ['greeting.greeting', '你好'],
    ['vars.user', 'variable'],
    ['user.roles[0]', 'admin'],
    ['ds.articles.title', '文章 1'],
    ['payload.title', '文章 9'],
    ['count > 1 ? "多" : "少"', '多'],
    ['count == "2" && !missing', true],
    ['missing', undefined],
    ['missing.deeper', undefined],
    ['true || false', true],
    ['null', null],
  ])('%s → %j', (expression, expected) => {
    expect(evaluate(expression, scope({ id: 'p', data: { title: { iv: '文章 9' } } }))).toEqual(
      expected,
    );
  });

  it.each(['count +', 'alert(1)', 'a = 1', '"open', 'constructor.constructor("x")()'])(
    'refuses %s',
    (expression) => {
      expect(() => evaluate(expression, scope())).toThrow(ExpressionSyntaxError);
    },
  );

  it('reads own properties only', () => {
    expect(evaluate('user.constructor', scope())).toBeUndefined();
    expect(evaluate('count.toString', scope())).toBeUndefined();
  });
});
