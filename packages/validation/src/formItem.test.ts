import { describe, expect, it } from 'vitest';
import { formItemRules, numberStep, triggerFor } from './formItem.js';
import { validateField } from './validateField.js';

describe('triggerFor', () => {
  it.each([
    ['input', 'blur'],
    ['textarea', 'blur'],
    ['input-number', 'blur'],
    ['select', 'change'],
    ['date', 'change'],
    ['image-uploader', 'change'],
    ['video', 'change'],
    ['rating', 'change'],
    ['something-new', 'blur'],
    ['toString', 'blur'],
  ])('%s validates on %s', (type, trigger) => {
    expect(triggerFor(type)).toBe(trigger);
  });
});

describe('numberStep', () => {
  it.each([
    [1, 0, 1],
    [1, 2, 0.01],
    [5, 1, 0.5],
    [2, 3, 0.002],
    [undefined, 2, 0.01],
    [0, 1, 0.1],
    [-3, 0, 1],
    [1, -2, 1],
    [1, 2.9, 0.01],
    [1, Number.NaN, 1],
  ])('step %j decimals %j → %j', (step, decimals, expected) => {
    expect(numberStep(step, decimals)).toBe(expected);
  });
});

describe('formItemRules', () => {
  it('turns design rules into rules with the item trigger', () => {
    const rules = formItemRules({
      type: 'input',
      label: '名称',
      rules: [{ required: true }, { pattern: '^a', message: '须以a开头' }, { type: 'email' }],
      options: { minLength: 2, maxLength: 5 },
    });
    expect(rules).toEqual([
      { kind: 'required', trigger: 'blur' },
      { kind: 'regex', pattern: '^a', message: '须以a开头', trigger: 'blur' },
      { kind: 'email', trigger: 'blur' },
      { kind: 'length', min: 2, max: 5, trigger: 'blur' },
    ]);
    expect(validateField(rules, 'abcdefg', { label: '名称' })).toBe('名称不是有效的电子邮件地址');
  });

  it.each([
    ['date', '', '请选择日期'],
    ['image-uploader', [], '请选择上传的图片'],
    ['rating', 0, '请填写评分'],
    ['select', '', '类型不能为空'],
  ])('gives %s its presence text', (type, value, message) => {
    const rules = formItemRules({ type, label: '类型', rules: [{ required: true }] });
    expect(validateField(rules, value, { label: '类型', trigger: 'change' })).toBe(message);
  });

  it('adds number format and bounds to number inputs', () => {
    const rules = formItemRules({
      type: 'input-number',
      label: '数量',
      options: { min: 1, max: 10 },
    });
    expect(validateField(rules, 'x', { label: '数量' })).toBe('数量不是有效数值');
    expect(validateField(rules, 11, { label: '数量' })).toBe('必须在 1 到 10 之间');
    expect(validateField(rules, 3, { label: '数量' })).toBeNull();
  });

  it('adds byte length rules and keeps design messages and triggers', () => {
    const rules = formItemRules({
      type: 'textarea',
      label: '备注',
      rules: [{ required: true, message: '必填', trigger: 'change' }, { pattern: '^x' }],
      options: { maxBytes: 3 },
    });
    expect(rules[0]).toEqual({ kind: 'required', message: '必填', trigger: 'change' });
    expect(validateField(rules, 'y', { label: '备注' })).toBe('备注格式不正确');
    expect(validateField(rules, 'x中', { label: '备注' })).toBe('备注长度必须小于3字符');
  });

  it('ignores malformed design data', () => {
    expect(formItemRules({ type: 'input', rules: [null as never, { type: 'string' }] })).toEqual(
      [],
    );
  });
});
