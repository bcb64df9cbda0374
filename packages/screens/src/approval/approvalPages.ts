import type { WireProcessStatus, WorkflowChooserItem } from '@tessera/protocol';
import {
  approvalListHref,
  approvalStartHref,
  readApprovalQuery,
  readListType,
  type ApprovalPageQuery,
  type CarriedQuery,
} from '@tessera/widgets';
import { PROCESS_STATUS_TEXTS, type ApprovalListType } from './approvalTexts.js';

// What the Pc and mobile approval pages read from their query and where they go: one copy for
// both kits.

/** The query values every link of an approval page carries on (token, userId, nickName). */
export function carriedQuery(query: ApprovalPageQuery): CarriedQuery {
  return { token: query.token, userId: query.userId, nickName: query.nickName };
}

/** The chooser's link to one workflow's start page. */
export function workflowStartHref(workflow: WorkflowChooserItem, query: ApprovalPageQuery): string {
  return approvalStartHref({
    id: workflow.id,
    formId: workflow.formId,
    title: query.title || undefined,
    ...carriedQuery(query),
  });
}

/** Where the start page goes after 提交成功: the applicant's list. */
export function submittedHref(query: ApprovalPageQuery): string {
  return approvalListHref('apply', carriedQuery(query));
}

/** A status filter's value from the query or a tab's key ('' for all). */
export function readProcessStatus(value: string | null): WireProcessStatus | '' {
  return value && value in PROCESS_STATUS_TEXTS ? (value as WireProcessStatus) : '';
}

/** The list page's query: the list (`type`) and the status filter (none on the todo list). */
export function readApprovalListPage(search: URLSearchParams) {
  const query = readApprovalQuery(search);
  const type = readListType(search.get('type'));
  const processStatus = type === 'todo' ? '' : readProcessStatus(search.get('processStatus'));
  const carried = carriedQuery(query);
  return {
    query,
    type,
    processStatus,
    carried,
    /** Another tab or filter of the list. */
    tabHref: (next: ApprovalListType, status: WireProcessStatus | '' = '') =>
      approvalListHref(next, { ...carried, processStatus: status || undefined }),
    /** 发起审批: the chooser. */
    startHref: approvalStartHref(carried),
  };
}
