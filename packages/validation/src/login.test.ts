import { describe, expect, it } from 'vitest';
import { filterImageCode, LOGIN_TYPE_BY_CONFIG, loginSchema, registerSchema } from './login.js';
import { firstFormError } from './validateField.js';

const phone = '13800138000';

describe('loginSchema', () => {
  it.each([
    [{ loginType: 'message' }, {}, 'phone', '请输入手机号码'],
    [{ loginType: 'message' }, { phone: '123' }, 'phone', '请输入正确的手机号码'],
    [{ loginType: 'message' }, { phone }, 'code', '请输入验证码'],
    [{ loginType: 'password' }, { phone }, 'password', '请输入密码'],
    [
      { loginType: 'password' },
      { phone, password: '密码abc' },
      'password',
      '密码禁止包含中文及中文字符',
    ],
    [
      { loginType: 'password' },
      { phone, password: 'abc€' },
      'password',
      '密码禁止包含中文及中文字符',
    ],
    [
      { loginType: 'password', checkWay: 'phoneCodePassword' },
      { phone, password: 'a' },
      'code',
      '请输入验证码',
    ],
    [
      { loginType: 'password', imageCodeShown: true },
      { phone, password: 'a' },
      'imgCode',
      '请输入图形验证码',
    ],
  ] as const)('%j %j → %s %s', (options, values, field, message) => {
    expect(firstFormError(loginSchema(options), values)).toEqual({ field, message });
  });

  it.each([
    [{ loginType: 'message' }, { phone, code: '1234' }],
    [{ loginType: 'password' }, { phone, password: 'Abc!é12' }],
    [
      { loginType: 'password', checkWay: 'phoneCodePassword' },
      { phone, password: 'a', code: '1' },
    ],
    [
      { loginType: 'password', imageCodeShown: true },
      { phone, password: 'a', imgCode: 'x7' },
    ],
  ] as const)('accepts %j %j', (options, values) => {
    expect(firstFormError(loginSchema(options), values)).toBeNull();
  });

  it('does not check the password policy at login', () => {
    expect(
      firstFormError(loginSchema({ loginType: 'password' }), { phone, password: 'a' }),
    ).toBeNull();
  });

  it('maps the config login types', () => {
    expect(LOGIN_TYPE_BY_CONFIG).toEqual({
      phoneAndMessage: 'message',
      phoneAndPassword: 'password',
    });
  });
});

describe('registerSchema', () => {
  const policy = {
    passwordMinLength: 6,
    passwordMaxLength: 12,
    passwordComplex: ['RequireNumber'],
  };
  it.each([
    ['phoneCode', {}, 'phone', '请输入手机号码'],
    ['phoneCode', { phone }, 'code', '请输入验证码'],
    ['phonePassword', { phone }, 'password', '请输入密码'],
    ['phonePassword', { phone, password: 'abc1234' }, 'confirmPassword', '请确认密码'],
    [
      'phonePassword',
      { phone, password: 'abc1234', confirmPassword: 'abc1235' },
      'confirmPassword',
      '确认密码不一致',
    ],
    [
      'phonePassword',
      { phone, password: 'abc', confirmPassword: 'abc' },
      'password',
      '密码长度限制为6到12位',
    ],
    [
      'phonePassword',
      { phone, password: 'abcdefg', confirmPassword: 'abcdefg' },
      'password',
      '密码必须包含数字',
    ],
    [
      'phonePassword',
      { phone, password: '中文密码123', confirmPassword: 'x' },
      'password',
      '密码禁止包含中文及中文字符',
    ],
    ['phoneCodePassword', { phone, password: 'abc1234' }, 'code', '请输入验证码'],
    [
      'phoneCodePassword',
      { phone, code: '1', password: 'abc1234' },
      'confirmPassword',
      '请确认密码',
    ],
  ] as const)('%s %j → %s %s', (registerCheckWay, values, field, message) => {
    expect(firstFormError(registerSchema({ registerCheckWay, policy }), values)).toEqual({
      field,
      message,
    });
  });

  it('checks no password in code-only mode', () => {
    const schema = registerSchema({ registerCheckWay: 'phoneCode', policy });
    expect(Object.keys(schema)).toEqual(['phone', 'code']);
    expect(firstFormError(schema, { phone, code: '1234' })).toBeNull();
  });

  it('accepts a complete registration', () => {
    const schema = registerSchema({ registerCheckWay: 'phoneCodePassword', policy });
    expect(
      firstFormError(schema, { phone, code: '1', password: 'abc123', confirmPassword: 'abc123' }),
    ).toBeNull();
  });
});

describe('filterImageCode', () => {
  it.each([
    ['aB3d', 'aB3d'],
    [' a b ', 'ab'],
    ['a-1_２中', 'a1'],
    [undefined, ''],
  ])('filters %j → %j', (input, expected) => {
    expect(filterImageCode(input)).toBe(expected);
  });
});
