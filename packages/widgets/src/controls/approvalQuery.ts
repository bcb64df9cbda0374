import { APPROVAL_PAGE_PATHS } from '@tessera/protocol';
import type { WireProcessStatus } from '@tessera/protocol';

/** The approval lists (我的申请, 待办, 抄送我的, 已办). */
export type ApprovalListType = 'apply' | 'todo' | 'cc' | 'done';

/** spec 2 §9: after an approval submit the page moves on 1500 ms later (also after 审批成功!). */
export const APPROVAL_REDIRECT_MS = 1500;

/** What every approval page reads from its query (spec 2 §2.12). */
export interface ApprovalPageQuery {
  id: string;
  formId: string;
  taskId: string;
  userId: string;
  nickName: string;
  token: string;
  title: string;
  type: string;
  editable: boolean;
  url: string;
}

/** The query of an approval or form page, missing values as `''` (editable: `1` only). */
export function readApprovalQuery(search: URLSearchParams): ApprovalPageQuery {
  const text = (name: string) => search.get(name)?.trim() ?? '';
  return {
    id: text('id'),
    formId: text('formId'),
    taskId: text('taskId'),
    userId: text('userId'),
    nickName: text('nickName'),
    token: text('token'),
    title: text('title'),
    type: text('type'),
    editable: text('editable') === '1',
    url: text('url'),
  };
}

/** The parameters the framed pages pass on to the pages they open (the caller's identity). */
export type CarriedQuery = Partial<Pick<ApprovalPageQuery, 'token' | 'userId' | 'nickName'>>;

function href(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** /frame/approval-category (the start page; without `id`: the chooser). */
export function approvalStartHref(
  input: { id?: string; formId?: string | null; title?: string } & CarriedQuery = {},
): string {
  return href(APPROVAL_PAGE_PATHS.approvalCategory, {
    id: input.id,
    formId: input.formId ?? undefined,
    title: input.title,
    token: input.token,
    userId: input.userId,
    nickName: input.nickName,
  });
}

/** /frame/approval-detail (`type=todo` for a pending task). */
export function approvalDetailHref(
  input: {
    id: string;
    taskId?: string | null;
    formId?: string | null;
    type?: string;
  } & CarriedQuery,
): string {
  return href(APPROVAL_PAGE_PATHS.approvalDetail, {
    id: input.id,
    taskId: input.taskId ?? undefined,
    formId: input.formId ?? undefined,
    type: input.type,
    token: input.token,
    userId: input.userId,
    nickName: input.nickName,
  });
}

/** /frame/approval-list?type=apply|todo|cc|done (ours). */
export function approvalListHref(
  type: ApprovalListType,
  input: { processStatus?: WireProcessStatus } & CarriedQuery = {},
): string {
  return href(APPROVAL_PAGE_PATHS.approvalList, {
    type,
    processStatus: input.processStatus,
    token: input.token,
    userId: input.userId,
    nickName: input.nickName,
  });
}

/** /frame/form-detail. */
export function formDetailHref(input: { id: string; editable?: boolean } & CarriedQuery): string {
  return href(APPROVAL_PAGE_PATHS.formDetail, {
    id: input.id,
    editable: input.editable ? '1' : '0',
    token: input.token,
    userId: input.userId,
    nickName: input.nickName,
  });
}

/** The list type of a query value (`apply` when unknown). */
export function readListType(value: string | null | undefined): ApprovalListType {
  return value === 'todo' || value === 'cc' || value === 'done' ? value : 'apply';
}
