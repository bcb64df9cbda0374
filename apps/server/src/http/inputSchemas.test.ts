import { describe, expect, it } from 'vitest';
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { inputErrorText, ListBody, ObjectBody } from './inputSchemas.js';

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

describe('the text of a value that fails a union or a refinement', () => {
  const errorsOf = (schema: TSchema, value: unknown) =>
    inputErrorText([...Compile(schema).Errors(value)], 'body');

  it('names every type a union allows', () => {
    expect(errorsOf(Type.Union([ObjectBody, ListBody]), 5)).toBe('请求体应为 JSON 对象 或 列表');
    const Versioned = Type.Object({
      version: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()])),
    });
    expect(errorsOf(Versioned, { version: true })).toBe(
      '请求体字段 version 应为文本 或 数字 或 null',
    );
  });

  it('answers the text of a refinement as it is', () => {
    const Refined = Type.Refine(
      Type.Unknown(),
      (value) => Array.isArray(value),
      () => '应为列表',
    );
    expect(errorsOf(Refined, {})).toBe('应为列表');
  });
});
