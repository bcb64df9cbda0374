import { DEMO } from '../../demo.js';
import { articleSource, widgetPageId, type WidgetDemoPage } from './widgetDemoPage.js';

/** The events area's number in {@link widgetPageId}. */
const EVENTS_AREA = 5;

/** The events demo's url (README "Demo seed"). */
export const EVENT_PAGE_URL = '/widgets/events';

/** The articles the events page's lists read; the id is usable in expressions (`ds.evArticles.title`). */
const DS_ID = 'evArticles';

/**
 * An operation no demo user is granted (the admin has every `article.*` operation), so the
 * Available and Visible permission entries below block and hide for everyone.
 */
export const EVENTS_LOCKED_OPERATION = 'article.export';

const articles = articleSource(DS_ID, '文章', 5);

/**
 * Laid out on 20 columns (spec 1 §9 md, what a 1280 px window with a scrollbar shows); on 24
 * columns the last four stay free.
 */
type Box = { x: number; y: number; w: number; h: number };
type Action = Record<string, unknown>;

function button(id: string, label: string, layout: Box, actions: Action[]) {
  return {
    id,
    parentId: null,
    typeName: 'Button',
    layout,
    props: { label, variant: 'contained', color: 'primary', fullWidth: true },
    events: [{ eventName: 'click', label, actions }],
  };
}

function list(id: string, title: string, layout: Box, extra: Record<string, unknown> = {}) {
  return {
    id,
    parentId: null,
    typeName: 'List',
    layout,
    props: { title, titleIsShow: true },
    bindInfo: { dsId: DS_ID, title: 'title', description: 'description' },
    cssData: { pagination: { pageSize: 5 } },
    ...extra,
  };
}

function message(id: string, name: string, params: Record<string, unknown>, extra = {}): Action {
  return { id, name, typeName: 'showMessage', params, ...extra };
}

/** The row click of a list guarded by the locked operation (spec 1 §6 Available mode). */
function lockedRowClick(noPermissionTip: Record<string, unknown>) {
  return [
    {
      eventName: 'rowClick',
      label: '导出文章',
      operationId: EVENTS_LOCKED_OPERATION,
      noPermissionTip,
      actions: [message('a1', '导出', { text: '已导出' })],
    },
  ];
}

const controls = [
  // spec 1 §4: actions run in order; the delay (timeOut, seconds) defers the later action.
  button('ev-chain', '链式动作', { x: 0, y: 0, w: 4, h: 1 }, [
    {
      id: 'a1',
      name: '设置变量',
      typeName: 'setVariable',
      params: { name: 'greetingText', value: '你好，Tessera', range: 'CurPage' },
    },
    message('a2', '显示变量', { textExpression: "'变量 greetingText = ' + greetingText" }),
    message('a3', '延时消息', { text: '两秒后的第二条消息' }, { timeOut: 2 }),
  ]),
  // spec 1 §4: an unmet condition set with isStopNext stops the chain (动作:[检查审批]未满足执行条件).
  button('ev-stop', '需审批的动作', { x: 4, y: 0, w: 4, h: 1 }, [
    message(
      'a1',
      '检查审批',
      { text: '审批已通过，继续执行' },
      {
        conditions: {
          isStopNext: true,
          conditions: [
            {
              leftExp: { source: 'variable', name: 'approved' },
              action: 'eq',
              rightExp: { source: 'const', value: 'yes' },
              fieldType: 'String',
            },
          ],
        },
      },
    ),
    message('a2', '后续提示', { text: '审批后的后续动作' }),
  ]),
  button('ev-approve', '通过审批', { x: 8, y: 0, w: 4, h: 1 }, [
    {
      id: 'a1',
      name: '记下审批',
      typeName: 'setVariable',
      params: { name: 'approved', value: 'yes', range: 'Global' },
    },
    message('a2', '提示', { text: '已通过审批（全局变量 approved = yes）' }),
  ]),
  button('ev-flow', '运行数据流', { x: 12, y: 0, w: 4, h: 1 }, [
    {
      id: 'a1',
      name: '问候',
      typeName: 'runDataFlow',
      params: {
        flowId: DEMO.dataFlows.greeting,
        payloadExpressions: { name: 'user.nickName' },
        resultVariable: 'greeting',
      },
    },
    message('a2', '显示结果', { textExpression: "'数据流结果：' + greeting.greeting" }),
  ]),
  button('ev-model', '调用 API 模型', { x: 16, y: 0, w: 4, h: 1 }, [
    {
      id: 'a1',
      name: '搜索文章',
      typeName: 'callApiModel',
      params: {
        modelId: DEMO.apiModel,
        version: '1',
        params: { keyword: '文章 1', top: 3 },
        resultVariable: 'found',
      },
    },
    message('a2', '显示结果', {
      textExpression: "'阅读最多：' + found[0].title + '（' + found[0].views + ' 次阅读）'",
    }),
  ]),
  button('ev-signout', '退出登录', { x: 4, y: 2, w: 4, h: 1 }, [
    { id: 'a1', name: '退出', typeName: 'signOut' },
  ]),
  button('ev-cursor', '选中第三篇', { x: 0, y: 1, w: 4, h: 1 }, [
    { id: 'a1', name: '移动游标', typeName: 'setCursor', params: { dsId: DS_ID, position: 2 } },
    message('a2', '显示游标', { textExpression: `'当前文章：' + ds.${DS_ID}.title` }),
  ]),
  button('ev-refresh', '刷新文章', { x: 4, y: 1, w: 4, h: 1 }, [
    { id: 'a1', name: '刷新', typeName: 'refreshDataSource', params: { dsId: DS_ID } },
    message('a2', '提示', { text: '文章已刷新' }),
  ]),
  button('ev-full-list', '全部文章', { x: 8, y: 1, w: 4, h: 1 }, [
    { id: 'a1', name: '打开全部', typeName: 'openFullList', params: { controlId: 'ev-rows' } },
  ]),
  button('ev-open', '打开控件页', { x: 12, y: 1, w: 4, h: 1 }, [
    {
      id: 'a1',
      name: '打开页面',
      typeName: 'navigate',
      params: { url: '/widgets/controls', parameters: { from: 'events' } },
    },
  ]),
  button('ev-external', '打开外部链接', { x: 16, y: 1, w: 4, h: 1 }, [
    {
      id: 'a1',
      name: '新窗口',
      typeName: 'navigate',
      params: { url: 'https://github.com/', newWindow: true },
    },
  ]),
  button('ev-back', '返回', { x: 0, y: 2, w: 4, h: 1 }, [
    { id: 'a1', name: '返回上一页', typeName: 'goBack' },
  ]),
  // A visible binding on a page variable (README "Visible bindings"): shown once it is set.
  {
    ...button('ev-reveal', '显示隐藏按钮', { x: 8, y: 2, w: 4, h: 1 }, [
      {
        id: 'a1',
        name: '显示',
        typeName: 'setVariable',
        params: { name: 'showSecret', value: true },
      },
    ]),
    props: { label: '显示隐藏按钮', variant: 'outlined', color: 'secondary', fullWidth: true },
  },
  {
    ...button('ev-secret', '绑定变量的按钮', { x: 12, y: 2, w: 4, h: 1 }, [
      message('a1', '提示', { text: '我由页面变量 showSecret 控制显示' }),
    ]),
    bindInfo: { visible: { source: 'variable', name: 'showSecret' } },
  },
  // Rows: the repeat guard and throttle (a double click runs the chain once).
  list(
    'ev-rows',
    '文章（点击行）',
    { x: 0, y: 3, w: 10, h: 3 },
    {
      events: [
        {
          eventName: 'rowClick',
          label: '打开文章',
          actions: [
            { id: 'a1', name: '选中行', typeName: 'setCursor', params: { dsId: DS_ID } },
            message('a2', '显示行', { textExpression: "'你点击了：' + payload.title" }),
            message('a3', '稍后提示', { text: '行事件执行完毕' }, { timeOut: 1 }),
          ],
        },
      ],
    },
  ),
  // spec 1 §6 Available mode: the row click's operation is blocked with a fixed text…
  list(
    'ev-locked-text',
    '导出（固定提示）',
    { x: 10, y: 3, w: 10, h: 3 },
    {
      events: lockedRowClick({ type: 'text', text: '您没有导出文章的权限' }),
    },
  ),
  // …or with an expression's result.
  list(
    'ev-locked-expression',
    '导出（表达式提示）',
    { x: 0, y: 6, w: 10, h: 3 },
    {
      events: lockedRowClick({
        type: 'expression',
        expression: "user.nickName + '，您没有导出权限：' + payload.title",
      }),
    },
  ),
  // spec 1 §6 Visible mode: hidden for every demo user.
  list('ev-hidden', '仅导出权限可见', { x: 0, y: 9, w: 20, h: 3 }),
  // A Visible entry the admin is granted: shown.
  list('ev-granted', '编辑权限可见', { x: 10, y: 6, w: 10, h: 3 }),
];

/** The permission entries of the events page (spec 1 §3 Control permission set). */
const controlPermissionSetList = [
  ...['ev-locked-text', 'ev-locked-expression'].map((controlId) => ({
    controlId,
    controlMode: 'Available',
    enablePermission: true,
    operationPermissionList: [{ operId: EVENTS_LOCKED_OPERATION }],
  })),
  {
    controlId: 'ev-hidden',
    controlMode: 'Visible',
    enablePermission: true,
    operationPermissionList: [{ operId: EVENTS_LOCKED_OPERATION }],
  },
  {
    controlId: 'ev-granted',
    controlMode: 'Visible',
    enablePermission: true,
    operationPermissionList: [{ operId: 'article.edit' }],
  },
];

/**
 * Demo pages of the widget kit: `/widgets/events` — event chains with a delay, a condition that
 * stops its chain, every action type (variables, cursor, refresh, data flow, API model, full
 * list, open page, open address, back, sign-out), a visible binding, and the permission modes
 * (Available with a fixed and an expression message, Visible hidden and shown).
 */
export const EVENT_PAGES: readonly WidgetDemoPage[] = [
  {
    pageId: widgetPageId(EVENTS_AREA, 1),
    subAppId: DEMO.pcSubAppId,
    name: 'widgets-events',
    url: EVENT_PAGE_URL,
    title: '事件与权限',
    isHomePage: false,
    parameters: [],
    pageData: { controls },
    pageDataSource: [articles],
    controlPermissionSetList,
  },
];
