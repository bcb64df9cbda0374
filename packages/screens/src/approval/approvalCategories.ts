import { getWorkflowCategoriesPro, type WorkflowAppRef } from '@tessera/api';
import type { WorkflowCategoryAnswer, WorkflowChooserItem } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { createLoadModel, type LoadModel } from '../model/loadModel.js';

/** One group of the start page's chooser: a category (path of names) and its workflows. */
export interface ApprovalCategoryGroup {
  categoryId: string;
  /** The category's name, under its parents' (`人事 / 假期`). */
  name: string;
  workflows: WorkflowChooserItem[];
}

/** The categories that hold workflows (the server answers the enabled, published ones), depth first, each with its workflows in order. */
export function categoryGroups(
  tree: readonly WorkflowCategoryAnswer[],
  parents: string[] = [],
): ApprovalCategoryGroup[] {
  return tree.flatMap((category) => {
    const path = [...parents, category.categoryName];
    const workflows = category.workflows ?? [];
    const own: ApprovalCategoryGroup[] = workflows.length
      ? [{ categoryId: category.categoryId, name: path.join(' / '), workflows }]
      : [];
    return [...own, ...categoryGroups(category.children ?? [], path)];
  });
}

/** The chooser of the start page without `id`: getworkflowcategoryspro as groups. */
export function createApprovalCategoriesModel(input: {
  client: RequestClient;
  app: WorkflowAppRef;
}): LoadModel<ApprovalCategoryGroup[]> {
  return createLoadModel(() =>
    getWorkflowCategoriesPro(input.client, input.app).then(categoryGroups),
  );
}
