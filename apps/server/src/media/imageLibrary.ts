import type { DbContext } from '../context/requestContext.js';
import type { ImageUsage, PagedList, UploadedImage } from '@tessera/protocol';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { Type, type Static } from 'typebox';
import { badRequest, notFound } from '../http/envelopeError.js';
import { OptionalOrNull } from '../http/inputSchemas.js';
import { readPaging } from '../http/readPaging.js';
import { isGuid, requireText } from '../http/requestParams.js';
import { getCategory } from './imageCategories.js';
import { findImage, requireCategory, toUploadedImage, type ImageRow } from './imageStore.js';

/*
 * The image library's queries (spec 2 §7.5): one page of a category's images, the image behind a
 * URL of this server, a category's default image.
 */

/** Default page size of the image library (spec 1 §9: lists of 100). */
export const IMAGE_PAGE_SIZE = 100;

/** A page number or size: an integer, or its text (read by `readPaging`, which names it). */
const PagingNumber = Type.Optional(Type.Union([Type.Integer(), Type.String()]));

/** The query object of imagemedia/category (spec 2 §7.5). */
export const ImageQueryBody = Type.Object({
  /** A category id; left out, null or '' for the images of every category. */
  categoryId: OptionalOrNull(Type.String()),
  /** Part of the file name, any case; blank for every image. */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  currentIndex: PagingNumber,
  pageSize: PagingNumber,
});

/** One page of the library's images, of one category or all (spec 2 §7.5 imagemedia). */
export async function queryImages(
  ctx: DbContext,
  appId: string,
  input: Static<typeof ImageQueryBody>,
): Promise<PagedList<UploadedImage>> {
  const { db } = ctx;
  const paging = readPaging(
    { currentIndex: input.currentIndex, pageSize: input.pageSize },
    { index: 'currentIndex', size: 'pageSize' },
    IMAGE_PAGE_SIZE,
  );
  const categoryId = await requireCategory(db, appId, input.categoryId);
  // Screenshots (tempimagemedia) are not part of the library.
  let base = db.selectFrom('media_images').where('app_id', '=', appId).where('is_temp', '=', false);
  if (categoryId) base = base.where('category_id', '=', categoryId);
  const keyword = input.keyword?.trim();
  if (keyword) {
    // A LIKE pattern of the words as typed: %, _ and \ match themselves.
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where('original_name', 'ilike', pattern);
  }
  const [{ total } = { total: 0 }] = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute();
  const rows = await base
    .selectAll()
    .orderBy('created', 'desc')
    .orderBy('image_id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(total), items: rows.map(toUploadedImage) };
}

/**
 * The image behind an image URL of this server (spec 1 §7 picurltopicfield): absolute or a
 * path, it must be a `/media/image/...` address of an image of the app.
 */
export async function imageOfUrl(
  ctx: DbContext,
  appId: string,
  imgUrl: string,
): Promise<UploadedImage> {
  const { db } = ctx;
  let path: string;
  try {
    path = new URL(imgUrl, 'http://localhost').pathname;
  } catch {
    throw badRequest('imgUrl 不是有效的地址');
  }
  const match = /^\/media\/image\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match) throw badRequest('imgUrl 不是本服务器的图片地址（/media/image/...）');
  // Name spaces, fields and file names are plain path segments: nothing to decode.
  const [, nameSpace = '', field = '', file = ''] = match;
  const row = await findImage(db, { nameSpace, field, file });
  if (!row || row.app_id !== appId) throw notFound(`图片 ${imgUrl} 不存在`);
  return toUploadedImage(row);
}

/**
 * The body of imagemedia/default: the category and its image to show first. Required by the
 * rule, not here, so a caller without the designer right is refused for that first.
 */
export const DefaultImageBody = Type.Object({
  categoryId: Type.Optional(Type.String()),
  imageId: Type.Optional(Type.String()),
});

/** Marks a category's default image (spec 2 §7.5 POST imagemedia/default). */
export async function setDefaultImage(
  ctx: DbContext,
  appId: string,
  input: Static<typeof DefaultImageBody>,
) {
  const { db } = ctx;
  const category = await getCategory(db, appId, requireText(input.categoryId, 'categoryId'));
  const imageId = requireText(input.imageId, 'imageId');
  const image = isGuid(imageId)
    ? await db
        .selectFrom('media_images')
        .select(['image_id', 'category_id'])
        .where('app_id', '=', appId)
        .where('image_id', '=', imageId)
        .executeTakeFirst()
    : undefined;
  if (!image || image.category_id !== category.id) {
    throw badRequest(`图片 ${imageId} 不在分类 ${category.name} 中`);
  }
  await db
    .updateTable('image_categories')
    .set({ default_image_id: image.image_id, last_modified: new Date() })
    .where('category_id', '=', category.id)
    .execute();
  return getCategory(db, appId, category.id);
}

/**
 * The pages of the app whose saved JSON names the image (README "Media": used-by): the design
 * copy (`pages.page_data`, `page_data_source`) and the published version (`page_versions` row of
 * `published_version`) are searched as text for the image id, which every reference holds
 * (its URL `/media/image/{nameSpace}/{field}/{id}.{ext}`, or the id of an Image field value).
 */
export async function imageUsages(db: Db, image: ImageRow): Promise<ImageUsage[]> {
  const pattern = `%${image.image_id}%`;
  const rows = await db
    .selectFrom('pages as p')
    .leftJoin('page_versions as v', (join) =>
      join.onRef('v.page_id', '=', 'p.page_id').onRef('v.version', '=', 'p.published_version'),
    )
    .select([
      'p.page_id',
      'p.title',
      'p.sub_app_id',
      sql<boolean>`(p.page_data::text like ${pattern} or p.page_data_source::text like ${pattern})`.as(
        'in_design',
      ),
      sql<boolean>`coalesce(v.page_data::text like ${pattern} or v.page_data_source::text like ${pattern}, false)`.as(
        'in_published',
      ),
    ])
    .where('p.app_id', '=', image.app_id)
    .where((eb) =>
      eb.or([
        sql<boolean>`p.page_data::text like ${pattern}`,
        sql<boolean>`p.page_data_source::text like ${pattern}`,
        sql<boolean>`v.page_data::text like ${pattern}`,
        sql<boolean>`v.page_data_source::text like ${pattern}`,
      ]),
    )
    .orderBy('p.title')
    .execute();
  return rows.map((row) => ({
    pageId: row.page_id,
    title: row.title,
    subAppId: row.sub_app_id,
    where: [
      ...(row.in_design ? (['design'] as const) : []),
      ...(row.in_published ? (['published'] as const) : []),
    ],
  }));
}
