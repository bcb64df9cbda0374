import { describe, expect, it } from 'vitest';
import type { ApprovalStepRecordAnswer, FormFieldDefinition } from '@tessera/protocol';
import {
  approvalFieldModels,
  fieldValueText,
  toFieldDataList,
  validateApprovalField,
  validateApprovalForm,
  valuesFromFieldData,
} from './approvalFields.js';
import { approvalDetailHref, readApprovalQuery } from '@tessera/widgets';
import { timelineEntries } from './approvalTimeline.js';
import { categoryGroups } from './approvalCategories.js';

const LEAVE: FormFieldDefinition[] = [
  {
    uuid: 'f-type',
    name: 'leaveType',
    type: 'select',
    label: '请假类型',
    rules: [{ kind: 'required' }],
    options: { options: ['年假', { label: '事假', value: 'personal' }] },
  },
  {
    uuid: 'f-start',
    name: 'startDate',
    type: 'date',
    label: '开始日期',
    rules: [{ required: true }],
  },
  {
    uuid: 'f-days',
    name: 'days',
    type: 'number',
    label: '请假天数',
    rules: [{ kind: 'required' }],
    options: { min: 0.5, max: 30 },
  },
  {
    uuid: 'f-reason',
    name: 'reason',
    alias: '事由',
    type: 'textarea',
    label: '请假事由',
    rules: [{ kind: 'required' }],
    options: { minLength: 5, maxLength: 200 },
  },
  { uuid: 'f-mail', name: 'mail', type: 'input', label: '邮箱', rules: [{ type: 'email' }] },
  { uuid: 'f-score', name: 'score', type: 'rating', label: '评分', rules: [{ kind: 'required' }] },
];

describe('approval field model (spec 2 §5 Form field validation)', () => {
  const models = approvalFieldModels(LEAVE);

  it('maps each field type to a kind with its trigger', () => {
    expect(models.map((m) => [m.kind, m.trigger])).toEqual([
      ['select', 'change'],
      ['date', 'change'],
      ['number', 'blur'],
      ['textarea', 'blur'],
      ['input', 'blur'],
      ['rating', 'change'],
    ]);
    expect(models[0]!.choices).toEqual([
      { label: '年假', value: '年假' },
      { label: '事假', value: 'personal' },
    ]);
  });

  it('answers every message of an empty form verbatim', () => {
    expect(validateApprovalForm(models, {})).toEqual({
      leaveType: '请假类型不能为空',
      startDate: '请选择日期',
      days: '请假天数不能为空',
      reason: '请假事由不能为空',
      score: '请填写评分',
    });
  });

  it('checks lengths, formats and bounds', () => {
    const [, , days, reason, mail] = models;
    expect(validateApprovalField(reason!, '家中')).toBe('请假事由长度必须在 5 到 200 字符之间');
    expect(validateApprovalField(mail!, 'x@')).toBe('邮箱不是有效的电子邮件地址');
    expect(validateApprovalField(days!, 'abc')).toBe('请假天数不是有效数值');
    expect(validateApprovalField(days!, 31)).toBe('必须在 0.5 到 30 之间');
    expect(validateApprovalField(days!, 2)).toBeNull();
    // A blur does not run the date's change rule; a change does.
    expect(validateApprovalField(models[1]!, null, 'blur')).toBeNull();
    expect(validateApprovalField(models[1]!, null, 'change')).toBe('请选择日期');
  });

  it('refuses a date range whose end is before its start', () => {
    const range = approvalFieldModels([
      {
        uuid: 's',
        name: 'startDate',
        type: 'date',
        label: '开始日期',
        rules: [{ required: true }],
      },
      {
        uuid: 'e',
        name: 'endDate',
        type: 'date',
        label: '结束日期',
        rules: [
          { required: true },
          { kind: 'notBefore', field: 'startDate', fieldLabel: '开始日期' },
        ],
      },
    ]);
    expect(validateApprovalForm(range, { startDate: '2026-12-02', endDate: '2026-12-01' })).toEqual(
      { endDate: '结束日期不能早于开始日期' },
    );
    expect(validateApprovalForm(range, { startDate: '2026-12-02', endDate: '2026-12-02' })).toEqual(
      {},
    );
  });

  it('builds fieldDataList and reads it back', () => {
    const values = {
      leaveType: 'personal',
      startDate: '2026-11-25',
      days: 2,
      reason: '家中有事需要处理',
      mail: '',
      score: 4,
    };
    const list = toFieldDataList(models, values);
    expect(list[3]).toEqual({
      FieldType: 'textarea',
      FieldName: 'reason',
      FieldValue: '家中有事需要处理',
      FieldAlias: '事由',
      FieldUuid: 'f-reason',
    });
    expect(valuesFromFieldData(models, list)).toEqual(values);
    expect(fieldValueText(models[0]!, 'personal')).toBe('事假');
    expect(fieldValueText(models[5]!, 4)).toBe('★★★★☆');
  });
});

describe('timeline, query and categories', () => {
  const record = (over: Partial<ApprovalStepRecordAnswer>): ApprovalStepRecordAnswer => ({
    approvalType: 'PASS',
    isPass: true,
    appUserId: 'u',
    appUserName: '李四',
    createdTime: '2026-11-24T08:00:00Z',
    approvalComments: '',
    stepName: '部门主管审批',
    spentMs: null,
    targets: [],
    ...over,
  });

  it('shows result, comment and time spent without zero units', () => {
    const entries = timelineEntries([
      record({ approvalType: 'APPLY', isPass: null, appUserName: '张三', stepName: '申请人' }),
      record({
        isPass: false,
        approvalType: 'NOT_PASS',
        approvalComments: '理由不足',
        spentMs: 93_603_000,
      }),
      record({ approvalType: 'BACK', isPass: null, spentMs: 60_000 }),
    ]);
    expect(entries.map((e) => [e.result, e.comment, e.spent])).toEqual([
      ['发起申请', '', ''],
      ['驳回', '理由不足', '1天2小时3秒'],
      ['退回', '', '1分钟'],
    ]);
  });

  it('names whom a transfer went to', () => {
    const [entry] = timelineEntries([
      record({
        approvalType: 'TRANSFER',
        isPass: null,
        targets: [{ userId: 'w', userName: '王五' }],
      }),
    ]);
    expect([entry!.result, entry!.targets]).toEqual(['转办', '转办给 王五']);
  });

  it('reads the query and builds the detail link', () => {
    const query = readApprovalQuery(new URLSearchParams('id=i1&type=todo&editable=1&token=t'));
    expect(query).toMatchObject({ id: 'i1', type: 'todo', editable: true, token: 't', taskId: '' });
    expect(approvalDetailHref({ id: 'i1', taskId: 't1', type: 'todo' })).toBe(
      '/frame/approval-detail?id=i1&taskId=t1&type=todo',
    );
  });

  it('lists the categories holding workflows, nested names joined', () => {
    const wf = (id: string) => ({
      id,
      displayName: id,
      memo: '',
      formId: null,
      requireDepartment: false,
    });
    expect(
      categoryGroups([
        {
          categoryId: 'a',
          categoryName: '人事',
          parentId: '0',
          sort: 0,
          workflows: [wf('w1')],
          children: [
            {
              categoryId: 'b',
              categoryName: '假期',
              parentId: 'a',
              sort: 0,
              workflows: [wf('w3')],
              children: [],
            },
          ],
        },
        {
          categoryId: 'c',
          categoryName: '空',
          parentId: '0',
          sort: 1,
          workflows: [],
          children: [],
        },
      ]).map((g) => [g.name, g.workflows.map((w) => w.id)]),
    ).toEqual([
      ['人事', ['w1']],
      ['人事 / 假期', ['w3']],
    ]);
  });
});
