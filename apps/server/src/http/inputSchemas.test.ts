import { describe, expect, it } from 'vitest';
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import { inputErrorText } from './inputSchemas.js';

const Body = Type.Object({
  phone: Type.String(),
  purpose: Type.Optional(Type.Enum(['SysLogin', 'SysRegister'])),
  items: Type.Optional(Type.Array(Type.Object({ taskId: Type.String() }))),
  flag: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])),
});

function textOf(value: unknown, dataVar = 'body'): string {
  return inputErrorText([...Compile(Body).Errors(value)], dataVar);
}

describe('the text of a value that fails its schema', () => {
  it('names the body shape, a missing member and a member of the wrong type', () => {
    expect(textOf([1])).toBe('请求体应为 JSON 对象');
    expect(textOf({})).toBe('缺少 phone');
    expect(textOf({ phone: 1 })).toBe('请求体字段 phone 应为文本');
    expect(textOf({ phone: '1', items: [{}] })).toBe('缺少 items[0].taskId');
  });

  it('lists the allowed values of an enum or a union of constants', () => {
    expect(textOf({ phone: '1', purpose: 'x' })).toBe(
      '请求体字段 purpose 无效：应为 SysLogin / SysRegister 之一',
    );
    expect(textOf({ phone: '1', flag: 'c' })).toBe('请求体字段 flag 无效：应为 a / b 之一');
  });

  it('names a query parameter as the hand-written readers did', () => {
    expect(textOf({}, 'querystring')).toBe('缺少参数 phone（查询参数）');
    expect(textOf({ phone: ['a', 'b'] }, 'querystring')).toBe('参数 phone 应为文本');
  });
});
