import type { FormSchema } from './fieldRule.js';
import { isEmptyValue } from './fieldRule.js';

/** The address-form messages of spec 2 §5, verbatim. */
export const ADDRESS_MESSAGES = {
  name: '请填写收货人姓名',
  phone: '请输入正确的手机号码',
  area: '请选择省/市/区',
  detailedAddress: '请填写详细地址',
} as const;

/** A picked region part (`{ code, label }`) counts when its code or its label is non-blank. */
function hasRegionPart(part: unknown): boolean {
  if (typeof part !== 'object' || part === null) return false;
  const { code, label } = part as { code?: unknown; label?: unknown };
  return !isEmptyValue(code) || !isEmptyValue(label);
}

/**
 * Whether an address area has a province, a city and a district (spec 2 §3 Address record:
 * `area {province{code,label}, city{code,label}, state{code,label}}`). A level the region has
 * not got (东莞市 has no districts, 台湾省 no cities) is `null` and counts as chosen; a level
 * left out or blank does not.
 *
 * @example
 * isAreaComplete({ province: { code: '110000', label: '北京市' } }); // false
 * isAreaComplete({ province: { code: '440000', label: '广东省' }, city: { code: '441900', label: '东莞市' }, state: null }); // true
 */
export function isAreaComplete(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const area = value as Record<string, unknown>;
  const chosen = (part: unknown) => part === null || hasRegionPart(part);
  if (!hasRegionPart(area.province) || !chosen(area.city) || !chosen(area.state)) return false;
  // A district needs its city.
  return !(area.city === null && area.state !== null);
}

/**
 * The create/edit address form (spec 2 §2.4, §5), keyed by the address record's field names.
 * An empty phone also reads 请输入正确的手机号码: spec 2 §5 gives the address form only that text.
 *
 * @example
 * firstFormError(addressFormSchema, { name: '张三', phonenumber: '13800138000' });
 * // { field: 'area', message: '请选择省/市/区' }
 */
export const addressFormSchema: FormSchema = {
  name: { label: '收货人', rules: [{ kind: 'required', message: ADDRESS_MESSAGES.name }] },
  phonenumber: {
    label: '手机号码',
    rules: [{ kind: 'required', message: ADDRESS_MESSAGES.phone }, { kind: 'phone' }],
  },
  area: { label: '所在地区', rules: [{ kind: 'area' }] },
  detailedaddress: {
    label: '详细地址',
    rules: [{ kind: 'required', message: ADDRESS_MESSAGES.detailedAddress }],
  },
};
