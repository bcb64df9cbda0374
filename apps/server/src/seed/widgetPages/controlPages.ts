import { DEMO } from '../../demo.js';
import { articleSource, widgetPageId, type WidgetDemoPage } from './widgetDemoPage.js';

/** The controls area's number in {@link widgetPageId}. */
const CONTROLS_AREA = 4;

/** The controls demo's urls (README "Demo seed"). */
export const CONTROL_PAGE_URLS = {
  controls: '/widgets/controls',
  visibleRange: '/widgets/controls/visible-range',
  /** spec 1 §2: a /register page is public (not login-required); the Register control links here. */
  register: '/register',
} as const;

/** The articles the table and the schema_field mode read (spec 1 §3 Data source). */
const CONTROLS_DS_ID = 'ds-controls-articles';

const articles = articleSource(CONTROLS_DS_ID);

type Box = { x: number; y: number; w: number; h: number };

/**
 * The box at md (20 columns, spec 1 §9) of a box drawn for lg (24 columns): the same share of
 * the width, so a row of controls stays a row on a 1280 px screen (whose grid is md).
 */
function mdBox(box: Box): Box {
  const scale = (n: number) => Math.round((n * 20) / 24);
  return { x: scale(box.x), y: box.y, w: scale(box.x + box.w) - scale(box.x), h: box.h };
}

function control(id: string, typeName: string, layout: Box, rest: Record<string, unknown> = {}) {
  return {
    id,
    parentId: null,
    typeName,
    layout,
    layouts: { md: mdBox(layout) },
    props: {},
    ...rest,
  };
}

/** A `click` event running `actions` in order (spec 1 §3 Control events). */
function clickEvent(eventName: string, actions: Record<string, unknown>[]) {
  return [{ eventName, actions }];
}

function message(id: string, text: string, extra: Record<string, unknown> = {}) {
  return { id, name: '提示', typeName: 'showMessage', params: { text }, ...extra };
}

/** The menu of the controls pages (spec 1 §2 Other: nav). */
function nav(id: string) {
  return control(
    id,
    'Nav',
    { x: 0, y: 0, w: 24, h: 1 },
    {
      props: {
        title: '控件演示',
        titleIsShow: true,
        direction: 'horizontal',
        navList: [
          { id: 'home', label: '首页', url: '/home' },
          { id: 'controls', label: '控件总览', url: CONTROL_PAGE_URLS.controls },
          { id: 'visible-range', label: '可见范围', url: CONTROL_PAGE_URLS.visibleRange },
          {
            id: 'more',
            label: '更多',
            children: [
              { id: 'register', label: '注册页', url: CONTROL_PAGE_URLS.register },
              { id: 'approvals', label: '我的待办', url: '/frame/approval-list?type=todo' },
            ],
          },
        ],
      },
    },
  );
}

/**
 * Every always-allowed control (spec 1 §6): buttons whose events show a message, wait and
 * navigate; login, register; a paged table of articles; the user's messages and permissions.
 */
const controlsPageControls = [
  nav('controls-nav'),
  control(
    'btn-message',
    'Button',
    { x: 0, y: 1, w: 4, h: 1 },
    {
      props: { label: '显示消息', variant: 'contained', color: 'primary' },
      events: clickEvent('click', [message('a1', '你点击了按钮')]),
    },
  ),
  control(
    'btn-save',
    'Button',
    { x: 4, y: 1, w: 4, h: 1 },
    {
      props: { label: '保存（1 秒）', variant: 'outlined', color: 'secondary' },
      events: clickEvent('click', [
        message('a1', '正在保存...'),
        message('a2', '保存成功', { timeOut: 1 }),
      ]),
    },
  ),
  control(
    'btn-navigate',
    'Button',
    { x: 8, y: 1, w: 4, h: 1 },
    {
      props: { label: '打开可见范围', variant: 'contained', color: 'success' },
      events: clickEvent('click', [
        message('a1', '即将打开可见范围'),
        {
          id: 'a2',
          name: '打开页面',
          typeName: 'navigate',
          params: { url: CONTROL_PAGE_URLS.visibleRange },
        },
      ]),
    },
  ),
  control('login', 'Login', { x: 12, y: 1, w: 8, h: 1 }),
  control('register', 'Register', { x: 20, y: 1, w: 4, h: 1 }, { props: { label: '注册新账号' } }),
  control(
    'articles-table',
    'Table',
    { x: 0, y: 2, w: 16, h: 4 },
    {
      props: { title: '文章表格', titleIsShow: true },
      bindInfo: {
        dsId: CONTROLS_DS_ID,
        fields: [
          { fieldName: 'title', label: '标题' },
          { fieldName: 'description', label: '摘要' },
          { fieldName: 'created', label: '创建时间', fieldType: 'DateTime' },
        ],
      },
      cssData: { pagination: { pageSize: 10 } },
    },
  ),
  control('messages', 'SystemMessage', { x: 16, y: 2, w: 8, h: 2 }),
  control('permissions', 'PermissionList', { x: 16, y: 4, w: 8, h: 2 }),
];

const rangeChanged = [message('a1', '可见范围已更新')];

/**
 * The visible-range dialog (spec 1 §2, §4): departments + members + roles in multi-select, a
 * department or a rank in single-select, and posts, tags and a data source's values.
 */
const visibleRangeControls = [
  nav('visible-range-nav'),
  control(
    'range-multi',
    'VisibleRange',
    { x: 0, y: 1, w: 12, h: 1 },
    {
      props: {
        label: '可见范围（多选）',
        visibleConfig: [
          { name: '部门', value: 'department', multi: true, isShow: true },
          { name: '成员', value: 'member', multi: true, isShow: true },
          { name: '角色', value: 'role', multi: true, isShow: true },
        ],
      },
      events: clickEvent('change', rangeChanged),
    },
  ),
  control(
    'range-single',
    'VisibleRange',
    { x: 12, y: 1, w: 12, h: 1 },
    {
      props: {
        label: '负责人（单选）',
        title: '选择负责人',
        visibleConfig: [
          { name: '成员', value: 'member', multi: false, isShow: true },
          { name: '职级', value: 'rank', multi: false, isShow: true },
        ],
      },
      events: clickEvent('change', rangeChanged),
    },
  ),
  control(
    'range-more',
    'VisibleRange',
    { x: 0, y: 2, w: 12, h: 1 },
    {
      props: {
        label: '岗位、标签与文章',
        visibleConfig: [
          { name: '岗位', value: 'post', multi: true, isShow: true },
          { name: '标签', value: 'tag', multi: true, isShow: true },
          { name: '职级', value: 'rank', multi: true, isShow: false },
        ],
        customVisibleConfig: [
          {
            title: '文章',
            fieldName: 'contentId',
            fieldLabel: 'title',
            fieldType: 'String',
            dsId: CONTROLS_DS_ID,
            multi: true,
            isShow: true,
          },
        ],
      },
    },
  ),
];

/** Demo pages of the widget kit: button, nav, table, system message, permission list, login, register, visible range. */
export const CONTROL_PAGES: readonly WidgetDemoPage[] = [
  {
    pageId: widgetPageId(CONTROLS_AREA, 1),
    subAppId: DEMO.pcSubAppId,
    name: 'widgets-controls',
    url: CONTROL_PAGE_URLS.controls,
    title: '控件',
    isHomePage: false,
    parameters: [],
    pageData: { controls: controlsPageControls },
    pageDataSource: [articles],
  },
  {
    pageId: widgetPageId(CONTROLS_AREA, 2),
    subAppId: DEMO.pcSubAppId,
    name: 'widgets-controls-visible-range',
    url: CONTROL_PAGE_URLS.visibleRange,
    title: '可见范围',
    isHomePage: false,
    parameters: [],
    pageData: { controls: visibleRangeControls },
    pageDataSource: [articles],
  },
  {
    pageId: widgetPageId(CONTROLS_AREA, 3),
    subAppId: DEMO.pcSubAppId,
    name: 'register',
    url: CONTROL_PAGE_URLS.register,
    title: '注册',
    isHomePage: false,
    parameters: [],
    pageData: {
      // The desktop's registration form (widgets README "Controls": RegisterForm), with 去登录;
      // a visitor also sees the Login control at the right, a sign-in link back to this page.
      controls: [
        nav('register-nav'),
        control('register-form', 'RegisterForm', { x: 6, y: 1, w: 12, h: 4 }),
        control('register-login', 'Login', { x: 18, y: 1, w: 6, h: 1 }),
      ],
    },
    pageDataSource: [],
  },
];
