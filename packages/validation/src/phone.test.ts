import { describe, expect, it } from 'vitest';
import { isPhoneNumber, PHONE_MESSAGES, PHONE_RULES, validatePhone } from './phone.js';
import { validateField } from './validateField.js';

describe('validatePhone', () => {
  it.each([
    ['', '请输入手机号码'],
    ['   ', '请输入手机号码'],
    [null, '请输入手机号码'],
    [undefined, '请输入手机号码'],
    ['13800138000', null],
    ['19912345678', null],
    ['13000000000', null],
    [13800138000, null],
    ['12800138000', '请输入正确的手机号码'],
    ['10800138000', '请输入正确的手机号码'],
    ['23800138000', '请输入正确的手机号码'],
    ['1380013800', '请输入正确的手机号码'],
    ['138001380001', '请输入正确的手机号码'],
    ['+8613800138000', '请输入正确的手机号码'],
    ['1380013800a', '请输入正确的手机号码'],
    [' 13800138000', '请输入正确的手机号码'],
    [{}, '请输入正确的手机号码'],
  ])('gives %j → %j', (value, expected) => {
    expect(validatePhone(value)).toBe(expected);
  });

  it('agrees with the PHONE_RULES evaluated by validateField', () => {
    for (const value of ['', '13800138000', '12800138000', 'abc']) {
      expect(validateField(PHONE_RULES, value)).toBe(validatePhone(value));
    }
  });

  it('exposes the verbatim messages', () => {
    expect(PHONE_MESSAGES).toEqual({ empty: '请输入手机号码', invalid: '请输入正确的手机号码' });
  });

  it('recognises phone numbers', () => {
    expect(isPhoneNumber('15012345678')).toBe(true);
    expect(isPhoneNumber('11012345678')).toBe(false);
    expect(isPhoneNumber(Number.NaN)).toBe(false);
  });
});
