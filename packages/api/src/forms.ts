import { FORM_PATHS } from '@tessera/protocol';
import type { FormAnswer, FormDataAnswer, FormSubmission } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef } from './subAppRef.js';

/**
 * GET `{appId}/forminfo/{id}[?version=n]`: one form with its fields (spec 2 §7.4 Forms), as it is
 * now or at `version` (an instance's `formVersion`: the fields it was started with).
 */
export function getFormInfo(
  client: RequestClient,
  ref: AppRef,
  formId: string,
  options: { version?: number | null } = {},
): Promise<FormAnswer> {
  const { version } = options;
  return call(client, FORM_PATHS.formInfo, {
    params: { appId: ref.appId, id: formId },
    ...(version ? { search: { version: String(version) } } : {}),
  });
}

/**
 * POST `{appId}/addformdata` (spec 2 §3 Form submission): stores a submission; with `id` it
 * updates that one. Answers the stored id.
 */
export async function addFormData(
  client: RequestClient,
  ref: AppRef,
  submission: FormSubmission,
): Promise<{ id: string }> {
  const answer = await call(client, FORM_PATHS.addFormData, {
    params: { appId: ref.appId },
    body: submission,
  });
  return typeof answer === 'string' ? { id: answer } : answer;
}

/** GET `{appId}/formdatainfo/{id}`: one stored submission. */
export function getFormDataInfo(
  client: RequestClient,
  ref: AppRef,
  id: string,
): Promise<FormDataAnswer> {
  return call(client, FORM_PATHS.formDataInfo, { params: { appId: ref.appId, id } });
}

/** Input of {@link getFormDataList}. */
export interface FormDataListInput {
  createdby?: string;
  /** A form id; the all-zero id means every form. */
  formId?: string;
  pageNo?: number;
  pageSize?: number;
}

/** GET `{appId}/formdatalist?createdby&formId&type=customer&pageNo&pageSize` (page size 100). */
export function getFormDataList(
  client: RequestClient,
  ref: AppRef,
  input: FormDataListInput = {},
): Promise<{ total: number; items: FormDataAnswer[] }> {
  return call(client, FORM_PATHS.formDataList, {
    params: { appId: ref.appId },
    search: {
      createdby: input.createdby,
      formId: input.formId,
      type: 'customer',
      pageNo: input.pageNo ?? 1,
      pageSize: input.pageSize ?? 100,
    },
  });
}
