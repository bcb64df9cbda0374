import {
  createApprovalCategoriesModel,
  type ApprovalCategoryGroup,
} from '../approval/approvalCategories.js';
import type { ApprovalCalls } from './useApprovalCalls.js';
import { useModel } from './useModel.js';

/** The chooser of the start page without `id`: {@link createApprovalCategoriesModel}. */
export function useApprovalCategories(calls: ApprovalCalls): {
  state: 'loading' | 'ready' | 'failed';
  groups: ApprovalCategoryGroup[];
} {
  const { client, app } = calls;
  const [{ state, value }] = useModel(
    () => createApprovalCategoriesModel({ client, app }),
    [client, app],
  );
  return { state, groups: value ?? [] };
}
