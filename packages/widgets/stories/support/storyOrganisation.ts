// The demo organisation's answers (apps/server demoOrganisation): departments, users, roles,
// posts, tags and ranks, and the signed-in user's pending approvals, by call path.
import type { StoryAnswers } from './storyServer.js';
import { STORY_IDS } from './storyServer.js';

const ROOT = '00000000-0000-0000-0000-000000000000';
const api = (path: string) => `/api/${STORY_IDS.appId}/${path}`;

function department(id: string, label: string, children: unknown[] = []) {
  return { id, label, level: 1, parentId: ROOT, sort: 0, isHide: false, disable: false, children };
}

const DEPARTMENTS = {
  id: ROOT,
  label: '所有部门',
  level: 0,
  parentId: null,
  sort: 0,
  isHide: false,
  disable: false,
  children: [
    department('dep-rd', '研发中心', [
      department('dep-fe', '前端组'),
      department('dep-be', '后端组'),
    ]),
    department('dep-sales', '销售部'),
    department('dep-hr', '人力资源部'),
  ],
};

function user(id: string, nickName: string, phone: string, dep: [string, string]) {
  return {
    id,
    userName: phone,
    nickName,
    phone,
    email: `${id}@example.com`,
    departments: [{ id: dep[0], label: dep[1] }],
    roles: [{ id: 'role-staff', name: '员工', code: 'staff' }],
  };
}

const USERS = [
  user('u-admin', '管理员', '13800000000', ['dep-rd', '研发中心']),
  user('u-zhang', '张三', '13800000001', ['dep-fe', '前端组']),
  user('u-li', '李四', '13800000002', ['dep-be', '后端组']),
  user('u-wang', '王五', '13800000003', ['dep-sales', '销售部']),
];

const ROLES = {
  id: ROOT,
  name: '所有角色',
  label: '所有角色',
  parentId: null,
  children: [
    { id: 'role-admin', name: '管理员', label: '管理员', code: 'admin', parentId: ROOT },
    { id: 'role-staff', name: '员工', label: '员工', code: 'staff', parentId: ROOT },
    { id: 'role-auditor', name: '审计员', label: '审计员', code: 'auditor', parentId: ROOT },
  ],
};

function items(names: string[]) {
  const list = names.map((name, sort) => ({
    id: `${name}-${sort}`,
    name,
    isEnable: true,
    sort,
    userCount: sort + 1,
  }));
  return { total: list.length, items: list };
}

const TODOS = {
  total: 3,
  items: [
    ['请假申请', '部门经理审批', '张三', '2026-03-02T08:30:00Z'],
    ['报销单', '财务审核', '李四', '2026-03-01T10:15:00Z'],
    ['采购申请', '总经理审批', '王五', '2026-02-27T16:40:00Z'],
  ].map(([workflowName, stepName, applicantName, arrivedAt], index) => ({
    taskId: `task-${index}`,
    workflowInstanceId: `instance-${index}`,
    workflowProNodeId: `node-${index}`,
    workFlowId: `flow-${index}`,
    workflowName,
    stepName,
    applicantId: `applicant-${index}`,
    applicantName,
    arrivedAt,
    startedAt: arrivedAt,
    urged: index === 0,
  })),
};

/** Every organisation call the controls make, answered with the demo organisation. */
export const ORGANISATION_ANSWERS: StoryAnswers = {
  [api('department/tree')]: DEPARTMENTS,
  [api('user/list')]: { total: USERS.length, items: USERS },
  [api('role/tree')]: ROLES,
  [api('post/list')]: items(['产品经理', '前端工程师', '后端工程师', '设计师']),
  [api('tag/list')]: items(['骨干', '新人', '导师']),
  [api('rank/list')]: items(['P5', 'P6', 'P7', 'M1']),
  [api('workflows/getmytodolist')]: TODOS,
};
