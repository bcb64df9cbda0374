import { describe, expect, it } from 'vitest';
import type { FieldRule } from './fieldRule.js';
import { FORM_FIELD_MESSAGES, validateApprovalComment } from './formField.js';
import { validateField } from './validateField.js';

const label = '字段';

describe('form-field rules (spec 2 §5)', () => {
  it.each<[string, FieldRule, unknown, string | null]>([
    ['required empty', { kind: 'required' }, '', '字段不能为空'],
    ['required list', { kind: 'required' }, [], '字段不能为空'],
    ['required zero', { kind: 'required' }, 0, null],
    ['required text', { kind: 'required' }, 'x', null],
    ['rating empty', { kind: 'rating' }, null, '请填写评分'],
    ['rating zero', { kind: 'rating' }, 0, '请填写评分'],
    ['rating set', { kind: 'rating' }, 4, null],
    ['date empty', { kind: 'date' }, '', '请选择日期'],
    ['date set', { kind: 'date' }, '2024-01-01', null],
    ['image empty', { kind: 'image' }, [], '请选择上传的图片'],
    ['image set', { kind: 'image' }, [{ id: 'x' }], null],
    ['min only short', { kind: 'length', min: 3 }, 'ab', '字段长度必须大于3字符'],
    ['min only exact', { kind: 'length', min: 3 }, 'abc', null],
    ['max only long', { kind: 'length', max: 3 }, 'abcd', '字段长度必须小于3字符'],
    ['max only exact', { kind: 'length', max: 3 }, 'abc', null],
    ['both short', { kind: 'length', min: 2, max: 4 }, 'a', '字段长度必须在 2 到 4 字符之间'],
    ['both long', { kind: 'length', min: 2, max: 4 }, 'abcde', '字段长度必须在 2 到 4 字符之间'],
    ['both inside', { kind: 'length', min: 2, max: 4 }, 'abc', null],
    ['chars not units', { kind: 'length', max: 2 }, '😀😀', null],
    ['bytes', { kind: 'length', max: 4, unit: 'byte' }, '中文', '字段长度必须小于4字符'],
    ['length skips empty', { kind: 'length', min: 2 }, '', null],
    ['digits ok', { kind: 'digits' }, '0123', null],
    ['digits bad', { kind: 'digits' }, '12a', '字段不是有效的数字'],
    ['digits sign', { kind: 'digits' }, '-1', '字段不是有效的数字'],
    ['email ok', { kind: 'email' }, 'a.b+c@mail.example.cn', null],
    ['email bad', { kind: 'email' }, 'a@b', '字段不是有效的电子邮件地址'],
    ['url ok', { kind: 'url' }, 'https://example.com/a?b=1#c', null],
    ['url no scheme', { kind: 'url' }, 'www.example.com', null],
    ['url localhost', { kind: 'url' }, 'http://localhost:8080/x', null],
    ['url bad', { kind: 'url' }, 'not a url', '字段不是有效的网址'],
    ['mobile plain', { kind: 'mobile' }, '12345678901', null],
    ['mobile 0', { kind: 'mobile' }, '013800138000', null],
    ['mobile 86', { kind: 'mobile' }, '8613800138000', null],
    ['mobile +86', { kind: 'mobile' }, '+8613800138000', null],
    ['mobile 0086', { kind: 'mobile' }, '008613800138000', '字段不是有效的手机号码'],
    ['mobile short', { kind: 'mobile' }, '1380013800', '字段不是有效的手机号码'],
    ['mobile not 1', { kind: 'mobile' }, '23800138000', '字段不是有效的手机号码'],
    ['ip ok', { kind: 'ip' }, '192.168.0.255', null],
    ['ip big', { kind: 'ip' }, '256.1.1.1', '不是有效的ip地址'],
    ['ip short', { kind: 'ip' }, '1.1.1', '不是有效的ip地址'],
    ['ip leading zero', { kind: 'ip' }, '01.1.1.1', '不是有效的ip地址'],
    ['currency ok', { kind: 'currency' }, '12.5', null],
    ['currency negative', { kind: 'currency' }, '-0.99', null],
    ['currency number', { kind: 'currency' }, 100, null],
    ['currency 3 decimals', { kind: 'currency' }, '1.234', '字段不是有效货币'],
    ['currency text', { kind: 'currency' }, 'abc', '字段不是有效货币'],
    ['number ok', { kind: 'number' }, '-12.5', null],
    ['number value', { kind: 'number' }, 1e21, null],
    ['number bad', { kind: 'number' }, '1.2.3', '字段不是有效数值'],
    ['number infinite', { kind: 'number' }, Number.POSITIVE_INFINITY, '字段不是有效数值'],
    ['regex ok', { kind: 'regex', pattern: '^[A-Z]+$', message: '只能大写' }, 'ABC', null],
    ['regex bad', { kind: 'regex', pattern: '^[A-Z]+$', message: '只能大写' }, 'abc', '只能大写'],
    ['regex object', { kind: 'regex', pattern: /^a/g, message: 'm' }, 'ba', 'm'],
    ['regex flags', { kind: 'regex', pattern: '^a', flags: 'i', message: 'm' }, 'A', null],
    ['regex invalid pattern skipped', { kind: 'regex', pattern: '(', message: 'm' }, 'x', null],
    ['bounds min only below', { kind: 'bounds', min: 5, max: 0 }, 3, '必须大于5'],
    ['bounds min only at', { kind: 'bounds', min: 5, max: 0 }, 5, null],
    ['bounds range below', { kind: 'bounds', min: 0, max: 10 }, -1, '必须在 0 到 10 之间'],
    ['bounds range above', { kind: 'bounds', min: 1, max: 10 }, '11', '必须在 1 到 10 之间'],
    ['bounds range inside', { kind: 'bounds', min: 1, max: 10 }, 10, null],
    ['bounds no bounds', { kind: 'bounds', min: 0, max: 0 }, -100, null],
    ['bounds not numeric', { kind: 'bounds', min: 1, max: 10 }, 'abc', null],
  ])('%s', (_name, rule, value, expected) => {
    expect(validateField([rule], value, { label })).toBe(expected);
  });

  it.each(['digits', 'email', 'url', 'mobile', 'ip', 'currency', 'number'] as const)(
    '%s passes an empty optional value',
    (kind) => {
      expect(validateField([{ kind }], '', { label })).toBeNull();
      expect(validateField([{ kind }], null, { label })).toBeNull();
    },
  );

  it('formats the message texts verbatim', () => {
    expect(FORM_FIELD_MESSAGES.lengthBetween('名称', 1, 5)).toBe('名称长度必须在 1 到 5 字符之间');
    expect(FORM_FIELD_MESSAGES.between(0, 9)).toBe('必须在 0 到 9 之间');
    expect(FORM_FIELD_MESSAGES.minValue(3)).toBe('必须大于3');
  });
});

describe('validateApprovalComment', () => {
  it.each([
    [false, '', '请填写驳回意见！'],
    [false, '  ', '请填写驳回意见！'],
    [false, '不同意', null],
    [true, '', null],
  ])('isPass %j comment %j → %j', (isPass, comment, expected) => {
    expect(validateApprovalComment(isPass, comment)).toBe(expected);
  });
});
