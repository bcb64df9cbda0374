import { ok, WORKFLOW_PATHS as P } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { SortedBody, type SortedInput } from '../../http/inputSchemas.js';
import {
  addCategory,
  deleteCategory,
  readCategoryTree,
  sortCategories,
  updateCategory,
} from './categories.js';
import { designerCall, workflowMemberCall } from './definitionAccess.js';

type IdParams = { appId: string; id: string };

/** `{ categoryId?, categoryName, parentId?, sort? }`: `sort` declared, the rest read by its rules. */
const CATEGORY_BODY = { schema: { body: SortedBody() } } as const;

/**
 * Workflow categories (spec 2 §3 Workflow category): the designer's tree calls
 * (administrators), and getworkflowcategoryspro for any signed-in member, with each category's
 * startable workflows. The bodies are read member by member (分类名称不能为空, …).
 */
export function registerCategoryRoutes(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  app.get(P.categories.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await readCategoryTree(db, appId));
  });
  routes.post(P.categories.pattern, CATEGORY_BODY, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await addCategory(db, appId, request.body));
  });
  routes.put<{ Params: IdParams; Body: SortedInput }>(
    P.category.pattern,
    CATEGORY_BODY,
    async (request) => {
      const { appId } = await designerCall(db, request);
      await updateCategory(db, appId, request.params.id, request.body);
      return ok(true);
    },
  );
  app.delete<{ Params: IdParams }>(P.category.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    await deleteCategory(db, appId, request.params.id);
    return ok(true);
  });
  // `[{ categoryId, sort }]`.
  routes.post(
    P.categorySort.pattern,
    { schema: { body: Type.Array(SortedBody()) } },
    async (request) => {
      const { appId } = await designerCall(db, request);
      await sortCategories(db, appId, request.body);
      return ok(true);
    },
  );
  app.post(P.categoriesPro.pattern, async (request) => {
    const { appId } = await workflowMemberCall(db, request);
    return ok(await readCategoryTree(db, appId, { workflows: true }));
  });
}
