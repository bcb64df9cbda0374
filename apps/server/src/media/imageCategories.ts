import type { ImageCategory } from '@tessera/protocol';
import { sql } from 'kysely';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { OptionalOrNull } from '../http/inputSchemas.js';
import { isGuid } from '../http/requestParams.js';

/** Longest category name accepted. */
const MAX_NAME = 50;

/** A category name already used in the app is refused with this message. */
function duplicateName(name: string) {
  return badRequest(`图片分类 ${name} 已存在`);
}

/** True for a unique-constraint violation of PostgreSQL (two writers raced for one name). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** Every category of the app with its image count, by sort then name. */
export async function listCategories(db: Db, appId: string): Promise<ImageCategory[]> {
  const rows = await db
    .selectFrom('image_categories as c')
    .leftJoin('media_images as i', (join) =>
      join.onRef('i.category_id', '=', 'c.category_id').on('i.is_temp', '=', false),
    )
    .select([
      'c.category_id',
      'c.name',
      'c.parent_id',
      'c.sort',
      'c.default_image_id',
      'c.created',
      sql<number>`count(i.image_id)`.as('image_count'),
    ])
    .where('c.app_id', '=', appId)
    .groupBy('c.category_id')
    .orderBy('c.sort')
    .orderBy('c.name')
    .execute();
  return rows.map((r) => ({
    id: r.category_id,
    name: r.name,
    parentId: r.parent_id,
    sort: r.sort,
    defaultImageId: r.default_image_id,
    imageCount: Number(r.image_count),
    created: r.created.toISOString(),
  }));
}

/** One category of the app, or 40400. */
export async function getCategory(db: Db, appId: string, id: string): Promise<ImageCategory> {
  const found = isGuid(id)
    ? (await listCategories(db, appId)).find((c) => c.id === id.toLowerCase())
    : undefined;
  if (!found) throw notFound(`图片分类 ${id} 不存在`);
  return found;
}

/** The body of a create or update (spec 2 §7.5 "category object"). */
export const ImageCategoryBody = Type.Object({
  name: Type.String(),
  /** Left out or null: a top-level category. */
  parentId: OptionalOrNull(Type.String()),
  /** Default 0. */
  sort: OptionalOrNull(Type.Integer()),
});
export type ImageCategoryBody = Static<typeof ImageCategoryBody>;

/** The checked input of a create or update: a name, a parent of the app, an integer sort. */
async function readInput(
  db: Db,
  appId: string,
  input: ImageCategoryBody,
  selfId: string | null,
): Promise<{ name: string; parent_id: string | null; sort: number }> {
  const name = input.name.trim();
  if (!name || name.length > MAX_NAME) {
    throw badRequest(`分类名称不能为空，且至多 ${MAX_NAME} 个字符`);
  }
  const sort = input.sort ?? 0;
  if (!Number.isSafeInteger(sort)) throw badRequest('sort 应为整数');
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    const categories = await listCategories(db, appId);
    const byId = new Map(categories.map((c) => [c.id, c]));
    if (!isGuid(parentId) || !byId.has(parentId.toLowerCase())) {
      throw notFound(`上级分类 ${parentId} 不存在`);
    }
    // A category may not sit below itself: walk up from the new parent.
    for (let at = byId.get(parentId.toLowerCase()); at; at = byId.get(at.parentId ?? '')) {
      if (at.id === selfId) throw badRequest('上级分类不能是它自己或它的下级');
    }
  }
  return { name, parent_id: parentId?.toLowerCase() ?? null, sort };
}

/** Creates a category (spec 2 §7.5 POST imagecategory). Names are unique per app. */
export async function createCategory(
  db: Db,
  appId: string,
  body: ImageCategoryBody,
): Promise<ImageCategory> {
  const input = await readInput(db, appId, body, null);
  try {
    const row = await db
      .insertInto('image_categories')
      .values({ ...input, app_id: appId, created: new Date(), last_modified: new Date() })
      .returning('category_id')
      .executeTakeFirstOrThrow();
    return await getCategory(db, appId, row.category_id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(input.name);
    throw error;
  }
}

/** Renames, moves or re-sorts a category (spec 2 §7.5 PUT imagecategory/{id}). */
export async function updateCategory(
  db: Db,
  appId: string,
  id: string,
  body: ImageCategoryBody,
): Promise<ImageCategory> {
  const current = await getCategory(db, appId, id);
  const input = await readInput(db, appId, body, current.id);
  try {
    await db
      .updateTable('image_categories')
      .set({ ...input, last_modified: new Date() })
      .where('app_id', '=', appId)
      .where('category_id', '=', current.id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(input.name);
    throw error;
  }
  return getCategory(db, appId, current.id);
}

/**
 * Deletes a category (spec 2 §7.5 POST imagecategory/del/{id}). Only an empty one: a category
 * that still holds images or sub-categories is refused (40000 naming what it holds) and stays
 * as it was, so no image loses its place by a slip (README "Media").
 */
export async function deleteCategory(db: Db, appId: string, id: string): Promise<ImageCategory> {
  const current = await getCategory(db, appId, id);
  const children = (await listCategories(db, appId)).filter((c) => c.parentId === current.id);
  if (current.imageCount > 0 || children.length > 0) {
    const held = [
      ...(current.imageCount > 0 ? [`${current.imageCount} 张图片`] : []),
      ...(children.length > 0 ? [`${children.length} 个子分类`] : []),
    ].join('、');
    throw badRequest(`分类 ${current.name} 下还有 ${held}，请先移走或删除后再删除分类`);
  }
  // Still empty at the moment of the delete: an upload racing in keeps the category.
  const deleted = await db
    .deleteFrom('image_categories as c')
    .where('c.app_id', '=', appId)
    .where('c.category_id', '=', current.id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('media_images as i')
            .select('i.image_id')
            .whereRef('i.category_id', '=', 'c.category_id')
            .where('i.is_temp', '=', false),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('image_categories as k')
            .select('k.category_id')
            .whereRef('k.parent_id', '=', 'c.category_id'),
        ),
      ),
    )
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return deleteCategory(db, appId, id);
  return current;
}
