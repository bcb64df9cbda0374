import { describe, expect, it } from 'vitest';
import {
  changeAccountSchema,
  isAccountValue,
  normaliseAccountValue,
  validateAccountValue,
} from './changeAccount.js';
import { firstFormError } from './validateField.js';

describe('validateAccountValue', () => {
  it.each([
    ['phone', '', undefined, '手机号码不能为空'],
    ['phone', '13800138000', undefined, null],
    ['phone', '+8613800138000', undefined, null],
    ['phone', '008613800138000', undefined, null],
    ['phone', '8613800138000', undefined, '手机号码格式不正确'],
    ['phone', '1380013800', undefined, '手机号码格式不正确'],
    ['phone', '+86 13800138000', undefined, '手机号码格式不正确'],
    ['phone', '13800138000', '13800138000', '手机号码不能一致'],
    ['phone', '+8613800138000', '13800138000', '手机号码不能一致'],
    ['phone', '13900139000', '13800138000', null],
    ['email', '', undefined, '邮箱不能为空'],
    ['email', 'user@example.com', undefined, null],
    ['email', 'user@example', undefined, '邮箱格式不正确'],
    ['email', 'user.example.com', undefined, '邮箱格式不正确'],
    ['email', 'User@Example.com', 'user@example.com', '邮箱不能一致'],
    ['email', 'other@example.com', 'user@example.com', null],
  ] as const)('%s %j (current %j) → %j', (account, value, current, expected) => {
    expect(validateAccountValue(account, value, current)).toBe(expected);
  });

  it('normalises account values for comparison', () => {
    expect(normaliseAccountValue('phone', '0086 13800138000'.replace(' ', ''))).toBe('13800138000');
    expect(normaliseAccountValue('email', ' A@B.cn ')).toBe('a@b.cn');
    expect(isAccountValue('phone', 13800138000)).toBe(true);
  });
});

describe('changeAccountSchema', () => {
  it.each([
    ['phone', 'verify', {}, { field: 'oldAccount', message: '请输入当前手机号码' }],
    ['email', 'verify', {}, { field: 'oldAccount', message: '请输入当前邮箱' }],
    [
      'phone',
      'verify',
      { oldAccount: '123' },
      { field: 'oldAccount', message: '手机号码格式不正确' },
    ],
    ['phone', 'verify', { oldAccount: '13800138000' }, { field: 'code', message: '请输入验证码' }],
    ['phone', 'verify', { oldAccount: '13800138000', code: '1234' }, null],
    [
      'phone',
      'change',
      { oldAccount: '13800138000' },
      { field: 'newAccount', message: '请输入新手机号码' },
    ],
    ['email', 'change', {}, { field: 'newAccount', message: '请输入新邮箱' }],
    ['email', 'change', { newAccount: 'x@' }, { field: 'newAccount', message: '邮箱格式不正确' }],
    [
      'phone',
      'change',
      { oldAccount: '13800138000', newAccount: '+8613800138000', code: '1' },
      { field: 'newAccount', message: '手机号码不能一致' },
    ],
    ['phone', 'change', { oldAccount: '13800138000', newAccount: '13900139000', code: '1' }, null],
    [
      'phone',
      'single',
      { newAccount: '13900139000', code: '1' },
      { field: 'oldAccount', message: '请输入当前手机号码' },
    ],
    [
      'phone',
      'single',
      { oldAccount: '13800138000', code: '1' },
      { field: 'newAccount', message: '请输入新手机号码' },
    ],
  ] as const)('%s/%s %j → %j', (account, step, values, expected) => {
    expect(firstFormError(changeAccountSchema({ account, step }), values)).toEqual(expected);
  });

  it('asks only for what the step needs', () => {
    expect(Object.keys(changeAccountSchema({ account: 'phone', step: 'verify' }))).toEqual([
      'oldAccount',
      'code',
    ]);
    expect(Object.keys(changeAccountSchema({ account: 'phone', step: 'change' }))).toEqual([
      'newAccount',
      'code',
    ]);
    expect(Object.keys(changeAccountSchema({ account: 'email', step: 'single' }))).toEqual([
      'oldAccount',
      'newAccount',
      'code',
    ]);
  });
});
