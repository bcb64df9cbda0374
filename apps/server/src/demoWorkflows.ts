/**
 * Fixed identifiers of the demo approval workflow (server README "Workflow definitions and
 * forms"), written by `seedWorkflows` with the rest of the demo: the form type 人事, the form
 * 请假申请 and its fields, the category 人事审批 and the workflow 请假申请 (department supervisor,
 * then 或签 of 李四 and 王五, then a CC to 管理员), published as version 1.
 */

const id = (n: number) => `7e55e7a0-0010-4000-8000-${String(n).padStart(12, '0')}`;

/** The ids (and names) of the demo workflow seed. */
export const DEMO_WORKFLOWS = {
  formType: { id: id(1), name: '人事' },
  leaveForm: {
    id: id(2),
    name: '请假申请',
    /** FieldUuid of each field of the leave form. */
    fields: {
      leaveType: 'leaveType',
      startDate: 'startDate',
      endDate: 'endDate',
      days: 'days',
      reason: 'reason',
    },
  },
  category: { id: id(3), name: '人事审批' },
  leaveRequest: {
    id: id(4),
    displayName: '请假申请',
    /** Step keys (stepUuid) of the leave request's jsonDetail. */
    steps: {
      start: 'start',
      supervisor: 'supervisor',
      hr: 'hr',
      cc: 'ccHr',
      end: 'end',
    },
  },
} as const;
