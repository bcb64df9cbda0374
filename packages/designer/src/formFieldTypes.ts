/**
 * The field types of the form designer's palette (issue 26: text, textarea, number, money, date
 * and date range, select/radio/checkbox with options, image, attachment, department, member,
 * address, rating, description text). Each type is the `type` the form stores and the approval
 * pages send as `FieldType` (spec 2 §3 Approval field data item).
 */
export interface FormFieldType {
  /** The stored `type` (`FieldType`). */
  type: string;
  /** The palette's name, also the label of a new field. */
  label: string;
  /** The palette group. */
  group: '基础字段' | '选择字段' | '组织字段' | '其他';
  /** The field's options when it is added (copied). */
  options: Record<string, unknown>;
  /** The rules a new field starts with (`@tessera/validation` shape, copied). */
  rules: Record<string, unknown>[];
  /** Which property editors apply (the property panel shows only these). */
  properties: readonly FormFieldProperty[];
}

/** A property the property panel edits. */
export type FormFieldProperty =
  | 'placeholder'
  | 'length'
  | 'bounds'
  | 'decimals'
  | 'format'
  | 'choices'
  | 'dateType'
  | 'count'
  | 'content'
  | 'defaultValue';

/** The format rules a text field may carry (spec 2 §5 Form field validation). */
export const FORMAT_KINDS = [
  'digits',
  'email',
  'url',
  'mobile',
  'ip',
  'currency',
  'number',
] as const;

export type FieldFormatKind = (typeof FORMAT_KINDS)[number];

const TEXT_PROPS: readonly FormFieldProperty[] = [
  'placeholder',
  'length',
  'format',
  'defaultValue',
];
const NUMBER_PROPS: readonly FormFieldProperty[] = [
  'placeholder',
  'bounds',
  'decimals',
  'defaultValue',
];
const CHOICE_PROPS: readonly FormFieldProperty[] = ['placeholder', 'choices', 'defaultValue'];
const CHOICES = [
  { label: '选项1', value: '选项1' },
  { label: '选项2', value: '选项2' },
];

/** Every palette type, in palette order. */
export const FORM_FIELD_TYPES: readonly FormFieldType[] = [
  {
    type: 'input',
    label: '单行文本',
    group: '基础字段',
    options: { placeholder: '请输入' },
    rules: [],
    properties: TEXT_PROPS,
  },
  {
    type: 'textarea',
    label: '多行文本',
    group: '基础字段',
    options: { placeholder: '请输入' },
    rules: [],
    properties: TEXT_PROPS,
  },
  {
    type: 'number',
    label: '数字',
    group: '基础字段',
    options: { placeholder: '请输入' },
    rules: [],
    properties: NUMBER_PROPS,
  },
  {
    type: 'money',
    label: '金额',
    group: '基础字段',
    options: { placeholder: '请输入金额', decimals: 2 },
    rules: [{ kind: 'currency' }],
    properties: NUMBER_PROPS,
  },
  {
    type: 'date',
    label: '日期',
    group: '基础字段',
    options: { dateType: 'date' },
    rules: [],
    properties: ['dateType'],
  },
  {
    type: 'daterange',
    label: '日期区间',
    group: '基础字段',
    options: { dateType: 'date' },
    rules: [],
    properties: ['dateType'],
  },
  {
    type: 'select',
    label: '下拉选择',
    group: '选择字段',
    options: { placeholder: '请选择', options: CHOICES },
    rules: [],
    properties: CHOICE_PROPS,
  },
  {
    type: 'radio',
    label: '单选',
    group: '选择字段',
    options: { options: CHOICES },
    rules: [],
    properties: CHOICE_PROPS,
  },
  {
    type: 'checkbox',
    label: '多选',
    group: '选择字段',
    options: { options: CHOICES },
    rules: [],
    properties: CHOICE_PROPS,
  },
  {
    type: 'rating',
    label: '评分',
    group: '选择字段',
    options: { count: 5 },
    rules: [],
    properties: ['count'],
  },
  {
    type: 'department',
    label: '部门',
    group: '组织字段',
    options: { placeholder: '请选择部门' },
    rules: [],
    properties: ['placeholder'],
  },
  {
    type: 'member',
    label: '成员',
    group: '组织字段',
    options: { placeholder: '请选择成员' },
    rules: [],
    properties: ['placeholder'],
  },
  {
    type: 'address',
    label: '地址',
    group: '组织字段',
    options: { placeholder: '请输入地址' },
    rules: [],
    properties: ['placeholder'],
  },
  {
    type: 'image',
    label: '图片',
    group: '其他',
    options: { maxLength: 9 },
    rules: [],
    properties: [],
  },
  { type: 'attachment', label: '附件', group: '其他', options: {}, rules: [], properties: [] },
  {
    type: 'description',
    label: '说明文字',
    group: '其他',
    options: { content: '请在此填写说明' },
    rules: [],
    properties: ['content'],
  },
];

/**
 * The palette entry of a stored type, or `undefined` for a type this designer does not offer
 * (such a field is kept as it is and edited through the common properties only).
 *
 * @example
 * formFieldType('money')?.label; // '金额'
 */
export function formFieldType(type: string): FormFieldType | undefined {
  const own = TYPE_ALIASES[type] ?? type;
  return FORM_FIELD_TYPES.find((entry) => entry.type === own);
}

/** Spec 1 form-item names that older forms (the seeded 请假申请) store, read as palette types. */
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  'input-number': 'number',
  text: 'input',
  'image-uploader': 'image',
  rate: 'rating',
  datetime: 'date',
  month: 'date',
};

/** Whether a field's rules make it required (either rule shape: `{ kind }` or `{ required }`). */
export function isRequiredField(rules: readonly Record<string, unknown>[] | undefined): boolean {
  return (rules ?? []).some(
    (rule) =>
      rule.required === true ||
      rule.kind === 'required' ||
      rule.kind === 'date' ||
      rule.kind === 'image' ||
      rule.kind === 'rating',
  );
}
