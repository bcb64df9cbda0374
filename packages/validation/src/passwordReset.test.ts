import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, resetPasswordSchema } from './passwordReset.js';
import { firstFormError } from './validateField.js';

const phone = '13800138000';

describe('forgotPasswordSchema', () => {
  it.each([
    [{}, 'phone', '请输入手机号码'],
    [{ phone: '1' }, 'phone', '请输入正确的手机号码'],
    [{ phone }, 'code', '验证码不能为空'],
    [{ phone, code: '1' }, 'password', '密码不能为空'],
    [{ phone, code: '1', password: '中文' }, 'password', '密码禁止包含中文及中文字符'],
    [{ phone, code: '1', password: 'a1' }, 'confirmPassword', '确认密码不能为空'],
    [
      { phone, code: '1', password: 'a1', confirmPassword: 'a2' },
      'confirmPassword',
      '两次密码不一致，请重新输入',
    ],
  ])('%j → %s %s', (values, field, message) => {
    expect(firstFormError(forgotPasswordSchema(), values)).toEqual({ field, message });
  });

  it('checks the policy when given and accepts a matching pair', () => {
    const schema = forgotPasswordSchema({ passwordMinLength: 8, passwordMaxLength: 8 });
    expect(
      firstFormError(schema, { phone, code: '1', password: 'a1', confirmPassword: 'a1' }),
    ).toEqual({
      field: 'password',
      message: '密码长度限制为8位',
    });
    expect(
      firstFormError(schema, {
        phone,
        code: '1',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      }),
    ).toBeNull();
  });
});

describe('resetPasswordSchema', () => {
  it.each([
    [{ step: 1, checkWay: 'messageCheck' }, {}, 'code', '验证码不能为空'],
    [{ step: 1, checkWay: 'password' }, {}, 'oldPassword', '密码不能为空'],
    [{ step: 1 }, {}, 'oldPassword', '密码不能为空'],
    [{ step: 2 }, {}, 'password', '密码不能为空'],
    [{ step: 2 }, { password: 'a' }, 'confirmPassword', '确认密码不能为空'],
    [{ step: 2 }, { password: 'a', confirmPassword: 'b' }, 'confirmPassword', '密码不一致'],
    [
      { step: 2, policy: { passwordComplex: ['RequireUppercase', 'RequireNumber'] } },
      { password: 'abc', confirmPassword: 'abc' },
      'password',
      '密码必须包含数字、大写字母',
    ],
  ] as const)('%j %j → %s %s', (options, values, field, message) => {
    expect(firstFormError(resetPasswordSchema(options), values)).toEqual({ field, message });
  });

  it('accepts completed steps', () => {
    expect(
      firstFormError(resetPasswordSchema({ step: 1, checkWay: 'messageCheck' }), { code: '1' }),
    ).toBeNull();
    expect(
      firstFormError(resetPasswordSchema({ step: 2 }), { password: 'x', confirmPassword: 'x' }),
    ).toBeNull();
  });
});
