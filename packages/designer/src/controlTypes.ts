// The control types the designer offers, one declaration each (README "Control types"): the
// palette entry, the default box and props of a new control, and the fields of its property
// panel with their defaults and checks. Adding a widget type to the designer is adding one
// declaration here. Defaults are what the runtime's widgets use when a value is absent.
import { ANIMATION_DEFAULTS } from '@tessera/layout';
import { checkList, type ListEditor } from './listValues.js';
import type { ControlJson } from './pageDocument.js';

export type PropertyEditor =
  | { kind: 'text'; multiline?: boolean; placeholder?: string }
  | { kind: 'number'; min?: number; max?: number; step?: number }
  | { kind: 'switch' }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  | { kind: 'color' }
  /** An image's address: the panel shows it, uploads (postimage), replaces and clears it. */
  | { kind: 'image' }
  /** A list of items, each with the declared fields (listValues.ts). */
  | ListEditor;

export type PropertyGroup = 'props' | 'style' | 'data';

export interface PropertyField {
  /** Where the value lives in the control JSON, e.g. `['props', 'title']`. */
  path: readonly [string, string, ...string[]];
  /** The panel's label. */
  label: string;
  group: PropertyGroup;
  editor: PropertyEditor;
  /** What the runtime uses when the value is absent. */
  default?: unknown;
  /** The error of a bad value, or null. */
  check?: (value: unknown) => string | null;
}

/** The palette's groups, in order. */
export const PALETTE_GROUPS = ['列表', '表单', '基础', '系统'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

export interface ControlTypeDeclaration {
  typeName: string;
  /** The palette's name of the type. */
  label: string;
  group: PaletteGroup;
  /** An icon key the designer's views map to an icon. */
  icon: string;
  /** Words the palette's search also finds it by. */
  keywords: readonly string[];
  /** The box of a new control, in runtime-grid units (lg: 24 columns, rows of 150 px). */
  size: { w: number; h: number };
  /** The props a new control starts with. */
  props: Readonly<Record<string, unknown>>;
  fields: readonly PropertyField[];
  /** Whether the control is bound to a data source (`bindInfo.dsId`). */
  bindable: boolean;
  /** The fields of the bound source the control shows: `bindInfo[key] = { fieldName }`. */
  bindFields?: readonly { key: string; label: string }[];
  /** A container draws a grid of the controls whose `parentId` is its id. */
  container?: { accepts?: (typeName: string) => boolean; refuseMessage?: string };
}

/** spec 1 §2: "A message asks the designer to click the container location first before adding a control." */
export const CHOOSE_CONTAINER_FIRST = '请先点击容器位置，再添加控件';

const positiveInteger = (name: string) => (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isInteger(value) && value > 0)
    ? null
    : `${name}应为正整数`;

const title = (fallback = ''): PropertyField => ({
  path: ['props', 'title'],
  label: '标题',
  group: 'props',
  editor: { kind: 'text' },
  default: fallback,
});
const titleIsShow = (initial: boolean): PropertyField => ({
  path: ['props', 'titleIsShow'],
  label: '显示标题栏',
  group: 'props',
  editor: { kind: 'switch' },
  default: initial,
});
const pageSize = (initial: number): PropertyField => ({
  path: ['cssData', 'pagination', 'pageSize'],
  label: '每页条数',
  group: 'data',
  editor: { kind: 'number', min: 1, max: 200, step: 1 },
  default: initial,
  check: positiveInteger('每页条数'),
});

/** The style fields every control has: its main area's background, corners and shadow. */
const STYLE_FIELDS: readonly PropertyField[] = [
  {
    path: ['cssData', 'main', 'background'],
    label: '背景色',
    group: 'style',
    editor: { kind: 'color' },
  },
  {
    path: ['cssData', 'main', 'color'],
    label: '文字颜色',
    group: 'style',
    editor: { kind: 'color' },
  },
  {
    path: ['cssData', 'main', 'borderRadius'],
    label: '圆角（px）',
    group: 'style',
    editor: { kind: 'number', min: 0, max: 48 },
    default: 0,
  },
  {
    path: ['cssData', 'main', 'shadowColor'],
    label: '阴影颜色',
    group: 'style',
    editor: { kind: 'color' },
  },
];

/**
 * The entrance animations the runtime's grid plays (`ANIMATION_NAMES` and `ANIMATION_DIRECTIONS`
 * of `@tessera/widgets`' grid; designer-ui's test checks they match).
 */
export const ANIMATION_NAME_OPTIONS = [
  { value: 'fadeIn', label: '淡入' },
  { value: 'slideIn', label: '滑入' },
  { value: 'zoomIn', label: '放大' },
  { value: 'bounceIn', label: '弹入' },
] as const;
export const ANIMATION_DIRECTION_OPTIONS = [
  { value: 'Left', label: '从左' },
  { value: 'Right', label: '从右' },
  { value: 'Up', label: '从上' },
  { value: 'Down', label: '从下' },
] as const;

const nonNegative = (name: string) => (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0)
    ? null
    : `${name}不能小于 0`;

/**
 * EN-C6: a control's entrance animation (name, direction, time, delay, cycle), with the spec's
 * defaults (direction Left, 500 ms, delay 10 ms, 1 cycle). No name: no animation.
 */
const ANIMATION_FIELDS: readonly PropertyField[] = [
  {
    path: ['animation', 'name'],
    label: '入场动画',
    group: 'style',
    editor: { kind: 'select', options: [{ value: '', label: '无' }, ...ANIMATION_NAME_OPTIONS] },
  },
  {
    path: ['animation', 'direction'],
    label: '动画方向',
    group: 'style',
    editor: { kind: 'select', options: ANIMATION_DIRECTION_OPTIONS },
    default: ANIMATION_DEFAULTS.direction,
  },
  {
    path: ['animation', 'time'],
    label: '动画时长（毫秒）',
    group: 'style',
    editor: { kind: 'number', min: 0, step: 100 },
    default: ANIMATION_DEFAULTS.durationMs,
    check: nonNegative('动画时长'),
  },
  {
    path: ['animation', 'delay'],
    label: '动画延迟（毫秒）',
    group: 'style',
    editor: { kind: 'number', min: 0, step: 10 },
    default: ANIMATION_DEFAULTS.delayMs,
    check: nonNegative('动画延迟'),
  },
  {
    path: ['animation', 'cycle'],
    label: '播放次数',
    group: 'style',
    editor: { kind: 'number', min: 1, step: 1 },
    default: ANIMATION_DEFAULTS.cycle,
    check: positiveInteger('播放次数'),
  },
];

const BUTTON_VARIANTS = [
  { value: 'contained', label: '实心' },
  { value: 'outlined', label: '描边' },
  { value: 'text', label: '文字' },
];
const BUTTON_COLORS = [
  { value: 'primary', label: '主色' },
  { value: 'secondary', label: '辅色' },
  { value: 'success', label: '成功' },
  { value: 'warning', label: '警告' },
  { value: 'error', label: '危险' },
];

/** EN-C3: a list's operations (label and icon address), up to three (the list draws three). */
const OPERATE_LIST: PropertyField = {
  path: ['props', 'operateList'],
  label: '操作',
  group: 'props',
  editor: {
    kind: 'list',
    itemName: '操作',
    titleKey: 'label',
    max: 3,
    fields: [
      { key: 'label', label: '文字', editor: { kind: 'text' }, required: true },
      { key: 'fullUrl', label: '图标', editor: { kind: 'image' } },
    ],
  },
  default: [],
};

/** A nav's menu entries: a label, a page address, and (one level down) the entries of a group. */
const NAV_ITEM_FIELDS = [
  { key: 'label', label: '菜单名称', editor: { kind: 'text' }, required: true },
  { key: 'url', label: '链接地址', editor: { kind: 'text', placeholder: '/page/…' } },
] as const;

const NAV_LIST: PropertyField = {
  path: ['props', 'navList'],
  label: '菜单',
  group: 'props',
  editor: {
    kind: 'list',
    itemName: '菜单',
    titleKey: 'label',
    withId: true,
    fields: [
      ...NAV_ITEM_FIELDS,
      {
        key: 'children',
        label: '子菜单',
        editor: {
          kind: 'list',
          itemName: '子菜单',
          titleKey: 'label',
          withId: true,
          fields: NAV_ITEM_FIELDS,
        },
      },
    ],
  },
  default: [],
};

/** Form item types (spec 1 §2 Form-item renderer). */
const FORM_ITEM_TYPES = [
  { value: 'input', label: '单行文本' },
  { value: 'textarea', label: '多行文本' },
  { value: 'select', label: '下拉选择' },
  { value: 'input-number', label: '数字' },
  { value: 'date', label: '日期' },
  { value: 'image-uploader', label: '图片上传' },
  { value: 'video', label: '视频' },
];

/** Every type a form container takes: the form and its parts, not another container. */
const FORM_CONTAINER_REFUSES = new Set(['FormContainer']);

const DECLARED: readonly ControlTypeDeclaration[] = [
  {
    typeName: 'List',
    label: '列表',
    group: '列表',
    icon: 'list',
    keywords: ['list', '文章', '列表'],
    size: { w: 12, h: 3 },
    // spec 1 §2 List widget: default list title "文章列表".
    props: { title: '文章列表', titleIsShow: true },
    fields: [
      title('文章列表'),
      titleIsShow(true),
      {
        path: ['props', 'showPic'],
        label: '显示封面',
        group: 'props',
        editor: { kind: 'switch' },
        default: false,
      },
      {
        path: ['props', 'picPosition'],
        label: '封面位置',
        group: 'props',
        editor: {
          kind: 'select',
          options: [
            { value: 'left', label: '左' },
            { value: 'right', label: '右' },
          ],
        },
        default: 'left',
      },
      {
        path: ['props', 'operationStatus'],
        label: '操作显示',
        group: 'props',
        editor: {
          kind: 'select',
          options: [
            { value: 'iconNumber', label: '图标 + 数字' },
            { value: 'labelNumber', label: '数字 + 文字' },
          ],
        },
        default: 'iconNumber',
      },
      {
        path: ['props', 'dataForm', 'diyTips'],
        label: '无数据提示',
        group: 'props',
        editor: { kind: 'text', placeholder: '暂无数据' },
      },
      OPERATE_LIST,
      pageSize(10),
      ...STYLE_FIELDS,
    ],
    bindable: true,
    bindFields: [
      { key: 'title', label: '标题字段' },
      { key: 'description', label: '描述字段' },
      { key: 'cover', label: '封面字段' },
      { key: 'bottom', label: '底部文字字段' },
    ],
  },
  {
    typeName: 'CardList',
    label: '卡片列表',
    group: '列表',
    icon: 'cards',
    keywords: ['card', 'cards', '卡片'],
    size: { w: 12, h: 3 },
    props: { title: '卡片列表', titleIsShow: true },
    fields: [
      title(),
      titleIsShow(false),
      {
        path: ['props', 'showRank'],
        label: '显示排名',
        group: 'props',
        editor: { kind: 'switch' },
        default: false,
      },
      {
        path: ['props', 'titleOneLine'],
        label: '标题单行',
        group: 'props',
        editor: { kind: 'switch' },
        default: true,
      },
      {
        path: ['props', 'selectionMode'],
        label: '选择模式',
        group: 'props',
        editor: {
          kind: 'select',
          options: [
            { value: 'close', label: '关闭' },
            { value: 'radio', label: '单选' },
            { value: 'check', label: '多选' },
          ],
        },
        default: 'close',
      },
      {
        path: ['props', 'noDataTip'],
        label: '无数据提示',
        group: 'props',
        editor: { kind: 'text', placeholder: '暂无数据' },
      },
      {
        path: ['props', 'noDataImage'],
        label: '无数据图片',
        group: 'props',
        editor: { kind: 'image' },
      },
      // EN-C9: the card's description lines and buttons.
      {
        path: ['props', 'cardItem', 'descList'],
        label: '描述行',
        group: 'props',
        editor: {
          kind: 'list',
          itemName: '描述行',
          titleKey: 'label',
          fields: [
            { key: 'label', label: '前缀文字', editor: { kind: 'text' } },
            { key: 'fieldName', label: '字段', editor: { kind: 'boundField' } },
            { key: 'text', label: '固定文字', editor: { kind: 'text' } },
          ],
        },
        default: [],
      },
      {
        path: ['props', 'cardItem', 'buttonList'],
        label: '按钮',
        group: 'props',
        editor: {
          kind: 'list',
          itemName: '按钮',
          titleKey: 'text',
          withId: true,
          fields: [
            { key: 'text', label: '按钮文字', editor: { kind: 'text' }, required: true },
            { key: 'visible', label: '显示', editor: { kind: 'switch' }, default: true },
            { key: 'eventName', label: '事件名', editor: { kind: 'text' } },
          ],
        },
        default: [],
      },
      {
        path: ['props', 'paginationMode'],
        label: '分页方式',
        group: 'data',
        editor: {
          kind: 'select',
          options: [
            { value: 'specifyNum', label: '指定条数' },
            { value: 'all', label: '全部' },
          ],
        },
        default: 'specifyNum',
      },
      {
        path: ['props', 'pageSize'],
        label: '每页条数',
        group: 'data',
        editor: { kind: 'number', min: 1, max: 200 },
        default: 10,
        check: positiveInteger('每页条数'),
      },
      ...STYLE_FIELDS,
    ],
    bindable: true,
    // The card's bind-info entries (spec 1 §3 Card list item: value2 title, value1 thumbnail, value0 tag).
    bindFields: [
      { key: 'value2', label: '标题字段' },
      { key: 'value1', label: '缩略图字段' },
      { key: 'value0', label: '标签字段' },
    ],
  },
  {
    typeName: 'Table',
    label: '表格',
    group: '列表',
    icon: 'table',
    keywords: ['table', 'grid', '表格'],
    size: { w: 24, h: 3 },
    props: { title: '表格', titleIsShow: true },
    fields: [
      title(),
      titleIsShow(true),
      {
        path: ['bindInfo', 'fields'],
        label: '列',
        group: 'data',
        editor: {
          kind: 'list',
          itemName: '列',
          titleKey: 'label',
          fields: [
            { key: 'fieldName', label: '字段', editor: { kind: 'boundField' }, required: true },
            { key: 'label', label: '列标题', editor: { kind: 'text' } },
          ],
        },
        default: [],
      },
      pageSize(10),
      ...STYLE_FIELDS,
    ],
    bindable: true,
  },
  {
    typeName: 'FormContainer',
    label: '表单容器',
    group: '表单',
    icon: 'form-container',
    keywords: ['container', 'form', '容器'],
    size: { w: 12, h: 3 },
    props: {},
    fields: [...STYLE_FIELDS],
    bindable: true,
    container: {
      accepts: (typeName) => !FORM_CONTAINER_REFUSES.has(typeName),
      refuseMessage: '表单容器内不能再放表单容器',
    },
  },
  {
    typeName: 'Form',
    label: '表单',
    group: '表单',
    icon: 'form',
    keywords: ['form', '表单', 'input'],
    size: { w: 12, h: 3 },
    props: {},
    fields: [
      title(),
      {
        path: ['props', 'submitText'],
        label: '提交按钮文字',
        group: 'props',
        editor: { kind: 'text' },
        default: '提交',
      },
      // EN-M2: the form's items, each bound to a field of the form's source.
      {
        path: ['props', 'items'],
        label: '表单项',
        group: 'data',
        editor: {
          kind: 'list',
          itemName: '表单项',
          titleKey: 'label',
          fields: [
            { key: 'field', label: '字段', editor: { kind: 'boundField' }, required: true },
            { key: 'label', label: '标签', editor: { kind: 'text' } },
            {
              key: 'type',
              label: '类型',
              editor: { kind: 'select', options: FORM_ITEM_TYPES },
              default: 'input',
            },
          ],
        },
        default: [],
      },
      ...STYLE_FIELDS,
    ],
    bindable: true,
  },
  {
    typeName: 'Button',
    label: '按钮',
    group: '基础',
    icon: 'button',
    keywords: ['button', '按钮'],
    size: { w: 3, h: 1 },
    props: { label: '按钮', variant: 'contained', color: 'primary' },
    fields: [
      {
        path: ['props', 'label'],
        label: '文字',
        group: 'props',
        editor: { kind: 'text' },
        default: '按钮',
      },
      {
        path: ['props', 'variant'],
        label: '样式',
        group: 'props',
        editor: { kind: 'select', options: BUTTON_VARIANTS },
        default: 'contained',
      },
      {
        path: ['props', 'color'],
        label: '颜色',
        group: 'props',
        editor: { kind: 'select', options: BUTTON_COLORS },
        default: 'primary',
      },
      {
        path: ['props', 'size'],
        label: '大小',
        group: 'props',
        editor: {
          kind: 'select',
          options: [
            { value: 'small', label: '小' },
            { value: 'medium', label: '中' },
            { value: 'large', label: '大' },
          ],
        },
        default: 'medium',
      },
      {
        path: ['props', 'fullWidth'],
        label: '占满宽度',
        group: 'props',
        editor: { kind: 'switch' },
        default: false,
      },
    ],
    bindable: false,
  },
  {
    typeName: 'Nav',
    label: '导航',
    group: '基础',
    icon: 'nav',
    keywords: ['nav', 'menu', '导航', '菜单'],
    size: { w: 24, h: 1 },
    props: {},
    fields: [
      title(),
      titleIsShow(false),
      {
        path: ['props', 'direction'],
        label: '方向',
        group: 'props',
        editor: {
          kind: 'select',
          options: [
            { value: 'horizontal', label: '横向' },
            { value: 'vertical', label: '纵向' },
          ],
        },
        default: 'horizontal',
      },
      NAV_LIST,
      ...STYLE_FIELDS,
    ],
    bindable: false,
  },
  {
    typeName: 'VisibleRange',
    label: '可见范围',
    group: '基础',
    icon: 'visibility',
    keywords: ['range', 'visible', '可见范围', '选人'],
    size: { w: 8, h: 1 },
    props: { title: '可见范围' },
    fields: [
      // spec 1 §2 Visible-range dialog: title "可见范围" (default).
      title('可见范围'),
      { path: ['props', 'label'], label: '按钮文字', group: 'props', editor: { kind: 'text' } },
    ],
    bindable: false,
  },
  {
    typeName: 'SystemMessage',
    label: '系统消息',
    group: '系统',
    icon: 'message',
    keywords: ['message', 'notice', '消息'],
    size: { w: 8, h: 2 },
    props: {},
    fields: [
      title(),
      {
        path: ['props', 'limit'],
        label: '条数',
        group: 'props',
        editor: { kind: 'number', min: 1, max: 50 },
        check: positiveInteger('条数'),
      },
      ...STYLE_FIELDS,
    ],
    bindable: false,
  },
  {
    typeName: 'PermissionList',
    label: '权限列表',
    group: '系统',
    icon: 'lock',
    keywords: ['permission', '权限'],
    size: { w: 8, h: 2 },
    props: {},
    fields: [title(), ...STYLE_FIELDS],
    bindable: false,
  },
  {
    typeName: 'Login',
    label: '登录',
    group: '系统',
    icon: 'login',
    keywords: ['login', 'sign in', '登录'],
    size: { w: 8, h: 1 },
    props: {},
    fields: [],
    bindable: false,
  },
  {
    typeName: 'Register',
    label: '注册入口',
    group: '系统',
    icon: 'person-add',
    keywords: ['register', 'sign up', '注册'],
    size: { w: 4, h: 1 },
    props: {},
    fields: [
      { path: ['props', 'label'], label: '文字', group: 'props', editor: { kind: 'text' } },
      {
        path: ['props', 'url'],
        label: '注册页地址',
        group: 'props',
        editor: { kind: 'text', placeholder: '/register' },
      },
    ],
    bindable: false,
  },
  {
    typeName: 'RegisterForm',
    label: '注册表单',
    group: '系统',
    icon: 'register',
    keywords: ['register', 'form', '注册'],
    size: { w: 8, h: 3 },
    props: {},
    fields: [
      {
        path: ['props', 'registerCheckWay'],
        label: '验证方式',
        group: 'props',
        editor: {
          kind: 'select',
          options: [
            { value: 'phone', label: '手机验证码' },
            { value: 'none', label: '无需验证' },
          ],
        },
      },
    ],
    bindable: false,
  },
];

/** Every declared type, each with the animation fields every control has (EN-C6). */
export const CONTROL_TYPES: readonly ControlTypeDeclaration[] = DECLARED.map((declaration) => ({
  ...declaration,
  fields: [...declaration.fields, ...ANIMATION_FIELDS],
}));

const BY_TYPE = new Map(CONTROL_TYPES.map((declaration) => [declaration.typeName, declaration]));

/** The declaration of a control type, or undefined for a type the designer does not offer. */
export function controlType(typeName: string): ControlTypeDeclaration | undefined {
  return BY_TYPE.get(typeName);
}

function valueAt(control: ControlJson, path: readonly string[]): unknown {
  let value: unknown = control;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The value a field shows: the control's value at its path, else the field's default. */
export function fieldValue(control: ControlJson, field: PropertyField): unknown {
  return valueAt(control, field.path) ?? field.default;
}

/** The error of a field's value, or null: its own check, a list's item checks. */
export function checkField(field: PropertyField, value: unknown): string | null {
  const own = field.check?.(value) ?? null;
  if (own) return own;
  if (field.editor.kind === 'list') {
    const message = checkList(field.editor, value);
    return message ? `${field.label}：${message}` : null;
  }
  return null;
}

/** What is wrong with a control against its declaration: an unknown type, a field's check. */
export function checkControl(control: ControlJson): { path: readonly string[]; message: string }[] {
  const declaration = controlType(control.typeName);
  if (!declaration) return [{ path: ['typeName'], message: `未知的组件类型 ${control.typeName}` }];
  return declaration.fields.flatMap((field) => {
    const message = checkField(field, valueAt(control, field.path));
    return message ? [{ path: field.path, message }] : [];
  });
}
