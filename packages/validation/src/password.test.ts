import { describe, expect, it } from 'vitest';
import {
  checkPasswordPolicy,
  passwordComplexities,
  passwordComplexMessage,
  passwordLengthBounds,
  passwordLengthMessage,
} from './password.js';
import type { PasswordPolicy } from './password.js';

const all = ['RequireNumber', 'RequireUppercase', 'RequireLowercase', 'RequireUniqueChars'];

describe('passwordLengthMessage', () => {
  it.each([
    [{ passwordMinLength: 6, passwordMaxLength: 6 }, '密码长度限制为6位'],
    [{ passwordMinLength: 6, passwordMaxLength: 16 }, '密码长度限制为6到16位'],
    [{ passwordMinLength: 8 }, '密码长度不能少于8位'],
    [{ passwordMaxLength: 20 }, '密码长度限制为1到20位'],
    [{ passwordMinLength: 10, passwordMaxLength: 5 }, '密码长度限制为10位'],
    [{}, null],
    [{ passwordMinLength: 0, passwordMaxLength: 0 }, null],
  ] as [PasswordPolicy, string | null][])('%j → %j', (policy, expected) => {
    expect(passwordLengthMessage(policy)).toBe(expected);
  });
});

describe('passwordComplexMessage', () => {
  it.each([
    [['RequireNumber'], '密码必须包含数字'],
    [['RequireUppercase'], '密码必须包含大写字母'],
    [['RequireLowercase'], '密码必须包含小写字母'],
    [['RequireUniqueChars'], '密码必须包含特殊字符'],
    [all, '密码必须包含数字、大写字母、小写字母、特殊字符'],
    [['RequireUniqueChars', 'RequireNumber', 'RequireNumber'], '密码必须包含数字、特殊字符'],
    [['requirelowercase', 'Unknown'], '密码必须包含小写字母'],
    [[], null],
  ])('%j → %j', (passwordComplex, expected) => {
    expect(passwordComplexMessage({ passwordComplex })).toBe(expected);
  });
});

describe('checkPasswordPolicy', () => {
  const policy: PasswordPolicy = {
    passwordMinLength: 8,
    passwordMaxLength: 16,
    passwordComplex: all,
  };
  it.each([
    ['', null],
    ['Ab1!', '密码长度限制为8到16位'],
    ['Ab1!Ab1!Ab1!Ab1!x', '密码长度限制为8到16位'],
    ['abcdefg1!', '密码必须包含数字、大写字母、小写字母、特殊字符'],
    ['ABCDEFG1!', '密码必须包含数字、大写字母、小写字母、特殊字符'],
    ['Abcdefgh!', '密码必须包含数字、大写字母、小写字母、特殊字符'],
    ['Abcdefg12', '密码必须包含数字、大写字母、小写字母、特殊字符'],
    ['Abcdef1!', null],
    ['Abcdef1 ', null],
    ['Abcdefghijklm1!x', null],
  ])('%j → %j', (password, expected) => {
    expect(checkPasswordPolicy(password, policy)).toBe(expected);
  });

  it.each([' ', '      ', '\t', ' \t\n \u3000 '])(
    'refuses the whitespace-only password %j as no password',
    (password) => {
      expect(checkPasswordPolicy(password, policy)).toBe('请输入密码');
      expect(checkPasswordPolicy(password, {})).toBe('请输入密码');
    },
  );

  it('reads policy bounds defensively', () => {
    expect(passwordLengthBounds({ passwordMinLength: -1, passwordMaxLength: Number.NaN })).toEqual({
      min: 0,
      max: Number.POSITIVE_INFINITY,
    });
    expect(passwordComplexities({ passwordComplex: null })).toEqual([]);
    expect(checkPasswordPolicy('anything', {})).toBeNull();
  });
});
