import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, addressFormSchema, isAreaComplete } from './addressForm.js';
import { firstFormError, validateForm } from './validateField.js';

const area = {
  province: { code: '110000', label: '北京市' },
  city: { code: '110100', label: '北京市' },
  state: { code: '110101', label: '东城区' },
};
const valid = { name: '张三', phonenumber: '13800138000', area, detailedaddress: '东长安街 1 号' };

describe('addressFormSchema', () => {
  it.each([
    [{ ...valid, name: '' }, 'name', '请填写收货人姓名'],
    [{ ...valid, name: '  ' }, 'name', '请填写收货人姓名'],
    [{ ...valid, phonenumber: '' }, 'phonenumber', '请输入正确的手机号码'],
    [{ ...valid, phonenumber: '1380013800' }, 'phonenumber', '请输入正确的手机号码'],
    [{ ...valid, area: null }, 'area', '请选择省/市/区'],
    [{ ...valid, area: { province: area.province } }, 'area', '请选择省/市/区'],
    [{ ...valid, area: { ...area, state: { code: '', label: '' } } }, 'area', '请选择省/市/区'],
    [{ ...valid, detailedaddress: '' }, 'detailedaddress', '请填写详细地址'],
  ])('reports %j', (values, field, message) => {
    expect(firstFormError(addressFormSchema, values)).toEqual({ field, message });
  });

  it('accepts a complete address', () => {
    expect(firstFormError(addressFormSchema, valid)).toBeNull();
  });

  it('reports every field of an empty form at once', () => {
    expect(validateForm(addressFormSchema, {})).toEqual({
      name: ADDRESS_MESSAGES.name,
      phonenumber: ADDRESS_MESSAGES.phone,
      area: ADDRESS_MESSAGES.area,
      detailedaddress: ADDRESS_MESSAGES.detailedAddress,
    });
  });

  it('accepts a region part named by label only', () => {
    expect(
      isAreaComplete({ province: { label: 'a' }, city: { label: 'b' }, state: { label: 'c' } }),
    ).toBe(true);
    expect(isAreaComplete('北京')).toBe(false);
  });

  it('counts a level the region has not got (null) as chosen, a missing one not', () => {
    const guangdong = { code: '440000', label: '广东省' };
    const dongguan = { code: '441900', label: '东莞市' };
    expect(isAreaComplete({ province: guangdong, city: dongguan, state: null })).toBe(true);
    expect(
      isAreaComplete({ province: { code: '710000', label: '台湾省' }, city: null, state: null }),
    ).toBe(true);
    expect(isAreaComplete({ province: guangdong, city: dongguan })).toBe(false);
    expect(isAreaComplete({ province: guangdong, city: dongguan, state: {} })).toBe(false);
    expect(isAreaComplete({ province: guangdong, city: null, state: dongguan })).toBe(false);
    expect(isAreaComplete({ province: null, city: null, state: null })).toBe(false);
  });
});
