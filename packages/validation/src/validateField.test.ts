import { describe, expect, it } from 'vitest';
import type { FieldRule } from './fieldRule.js';
import { isEmptyValue } from './fieldRule.js';
import { firstFormError, validateField, validateForm } from './validateField.js';

describe('validateField', () => {
  it('returns the first failing rule in order', () => {
    const rules: FieldRule[] = [
      { kind: 'required' },
      { kind: 'length', min: 5 },
      { kind: 'email' },
    ];
    expect(validateField(rules, '', { label: '邮箱' })).toBe('邮箱不能为空');
    expect(validateField(rules, 'ab', { label: '邮箱' })).toBe('邮箱长度必须大于5字符');
    expect(validateField(rules, 'abcdef', { label: '邮箱' })).toBe('邮箱不是有效的电子邮件地址');
    expect(validateField(rules, 'ab@cd.ef', { label: '邮箱' })).toBeNull();
  });

  it('lets a rule message replace the default text', () => {
    expect(validateField([{ kind: 'required', message: '请填写' }], '')).toBe('请填写');
    expect(validateField([{ kind: 'email', message: '' }], 'x', { label: 'E' })).toBe(
      'E不是有效的电子邮件地址',
    );
  });

  it('runs only the rules of the given trigger', () => {
    const rules: FieldRule[] = [
      { kind: 'required', trigger: 'change' },
      { kind: 'length', min: 3, trigger: 'blur' },
    ];
    expect(validateField(rules, '', { label: 'x', trigger: 'blur' })).toBeNull();
    expect(validateField(rules, '', { label: 'x', trigger: 'change' })).toBe('x不能为空');
    expect(validateField(rules, 'a', { label: 'x', trigger: 'blur' })).toBe('x长度必须大于3字符');
    expect(validateField(rules, '', { label: 'x' })).toBe('x不能为空');
  });

  it('compares with other fields', () => {
    const confirm: FieldRule[] = [{ kind: 'sameAs', field: 'password', message: '不一致' }];
    expect(validateField(confirm, 'a', { values: { password: 'b' } })).toBe('不一致');
    expect(validateField(confirm, 'a', { values: { password: 'a' } })).toBeNull();
    const different: FieldRule[] = [{ kind: 'differentFrom', field: 'old' }];
    expect(validateField(different, 'a', { label: '名称', values: { old: 'a' } })).toBe(
      '名称不能一致',
    );
    expect(validateField(different, 'a', { label: '名称', values: { old: 'b' } })).toBeNull();
    expect(validateField(different, 'a', { label: '名称' })).toBeNull();
  });

  it('refuses the end of a date range before its start', () => {
    const end: FieldRule[] = [{ kind: 'notBefore', field: 'startDate', fieldLabel: '开始日期' }];
    const check = (value: unknown, startDate: unknown) =>
      validateField(end, value, { label: '结束日期', values: { startDate } });
    expect(check('2026-03-01', '2026-03-02')).toBe('结束日期不能早于开始日期');
    expect(check('2026-03-02 08:00', '2026-03-02 09:30')).toBe('结束日期不能早于开始日期');
    expect(check('2026-03-02', '2026-03-02')).toBeNull();
    expect(check('2026-03-03', '2026-03-02')).toBeNull();
    expect(check('', '2026-03-02')).toBeNull();
    expect(check('2026-03-01', null)).toBeNull();
    // Without the other field's label the message names the field.
    expect(
      validateField([{ kind: 'notBefore', field: 'from' }], '2026-03-01', {
        label: '到',
        values: { from: '2026-03-02' },
      }),
    ).toBe('到不能早于from');
  });

  it('skips malformed rules instead of throwing', () => {
    const rules = [null, 42, { kind: 'nope' }, { kind: 'required' }] as unknown as FieldRule[];
    expect(validateField(rules, '', { label: 'x' })).toBe('x不能为空');
    expect(validateField(undefined as unknown as FieldRule[], '')).toBeNull();
  });

  it('checks latin1 only', () => {
    expect(validateField([{ kind: 'latin1' }], 'café')).toBeNull();
    expect(validateField([{ kind: 'latin1' }], '密')).toBe('密码禁止包含中文及中文字符');
  });
});

describe('validateForm / firstFormError', () => {
  const schema = {
    a: { label: 'A', rules: [{ kind: 'required' }] as FieldRule[] },
    b: { label: 'B', rules: [{ kind: 'digits' }] as FieldRule[] },
  };
  it('collects every failing field', () => {
    expect(validateForm(schema, { b: 'x' })).toEqual({ a: 'A不能为空', b: 'B不是有效的数字' });
    expect(validateForm(schema, { a: '1', b: '2' })).toEqual({});
  });
  it('finds the first failing field in schema order', () => {
    expect(firstFormError(schema, { b: 'x' })).toEqual({ field: 'a', message: 'A不能为空' });
    expect(firstFormError(schema, { a: 'y', b: 'x' })).toEqual({
      field: 'b',
      message: 'B不是有效的数字',
    });
    expect(firstFormError(schema, { a: 'y' })).toBeNull();
  });
});

describe('isEmptyValue', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    [' \t', true],
    [[], true],
    [Number.NaN, true],
    [0, false],
    [false, false],
    [{}, false],
    ['0', false],
  ])('%j → %j', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });
});
