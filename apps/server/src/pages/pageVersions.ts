import {
  RSP_CD,
  type DataSourceDefinition,
  type PageJsonData,
  type PageVersion,
  type PageVersionSummary,
  type PublishPageResult,
  type SavePageResult,
} from '@tessera/protocol';
import { sql } from 'kysely';
import type { DbContext, RequestContext } from '../context/requestContext.js';
import { toJson, type Db } from '../db/database.js';
import { displayNameSql } from '../directory/users.js';
import { EnvelopeError, notFound } from '../http/envelopeError.js';

/*
 * The saved versions of a page (README "Page versions and environments"): every save writes the
 * `pages` row (the latest content, what Design and Preview show) and a `page_versions` row in one
 * transaction; `pages.published_version` names the version the Runtime serves.
 */

/** A page of a sub-app the designer addresses (sub-app and page checked by the route). */
export interface PageTarget {
  appId: string;
  subAppId: string;
  pageId: string;
}

/** The content one version holds. */
export interface PageContent {
  pageData: { controls: unknown[] };
  pageDataSource: unknown[];
}

/** Who saves: the caller's user id (null only for seeds). */
type SaveContext = Pick<RequestContext, 'db' | 'caller'>;

/** The 40900 of a save based on a version that is no longer the latest (nothing is written). */
function staleVersion(current: number, based: number): EnvelopeError {
  return new EnvelopeError(
    RSP_CD.versionConflict,
    `页面已被修改：当前版本为 ${current}，提交的版本为 ${based}；请重新加载后再保存`,
  );
}

/**
 * Inside a transaction: writes `content` as the page's next version — one UPDATE of the pages
 * row that only matches `baseVersion` and increments it, then the `page_versions` row of the new
 * version. Of several saves of the same version exactly one matches (the row lock makes the
 * others wait and find a newer version); they throw 40900 and the caller's transaction writes
 * nothing. A failing version insert rolls the page back with it.
 */
export async function writeNextVersion(
  trx: Db,
  page: PageTarget,
  save: { baseVersion: number; content: PageContent; savedBy: string | null },
): Promise<SavePageResult> {
  const saved = await trx
    .updateTable('pages')
    .set({
      page_data: toJson(save.content.pageData),
      page_data_source: toJson(save.content.pageDataSource),
      version: sql<number>`version + 1`,
      last_modified: sql<Date>`now()`,
    })
    .where('page_id', '=', page.pageId)
    .where('app_id', '=', page.appId)
    .where('sub_app_id', '=', page.subAppId)
    .where('version', '=', save.baseVersion)
    .returning(['page_id', 'version'])
    .executeTakeFirst();
  if (!saved) {
    const current = await trx
      .selectFrom('pages')
      .select('version')
      .where('page_id', '=', page.pageId)
      .executeTakeFirst();
    if (!current) throw notFound(`页面 ${page.pageId} 不存在`);
    throw staleVersion(current.version, save.baseVersion);
  }
  await trx
    .insertInto('page_versions')
    .values({
      page_id: saved.page_id,
      version: saved.version,
      page_data: toJson(save.content.pageData),
      page_data_source: toJson(save.content.pageDataSource),
      saved_by: save.savedBy,
    })
    .execute();
  return { pageId: saved.page_id, version: saved.version };
}

/**
 * SavePage (spec 1 §4 "Page save", §7): `content` becomes the next version of the page when the
 * designer loaded the latest (`baseVersion`), in one transaction with its version row, recorded
 * as the caller's. 40900 when stale, 40400 for a page that is gone; nothing written either way.
 */
export function saveContent(
  ctx: SaveContext,
  page: PageTarget,
  save: { baseVersion: number; content: PageContent },
): Promise<SavePageResult> {
  const savedBy = ctx.caller?.userId ?? null;
  return ctx.db.transaction().execute((trx) => writeNextVersion(trx, page, { ...save, savedBy }));
}

/** The version row, or 40400 naming the page and the version. */
async function requireVersion(db: Db, page: PageTarget, version: number) {
  const row = await db
    .selectFrom('page_versions')
    .select(['page_id', 'version', 'page_data', 'page_data_source'])
    .where('page_id', '=', page.pageId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw notFound(`页面 ${page.pageId} 没有版本 ${version}`);
  return row;
}

/**
 * Restore: the content of `version` saved as the page's next version, under SavePage's rule
 * (`baseVersion` must be the latest: 40900 otherwise). 40400 for a version the page never had.
 */
export function restoreVersion(
  ctx: SaveContext,
  page: PageTarget,
  input: { version: number; baseVersion: number },
): Promise<SavePageResult> {
  const savedBy = ctx.caller?.userId ?? null;
  return ctx.db.transaction().execute(async (trx) => {
    const old = await requireVersion(trx, page, input.version);
    const content = { pageData: old.page_data, pageDataSource: old.page_data_source };
    return writeNextVersion(trx, page, { baseVersion: input.baseVersion, content, savedBy });
  });
}

/**
 * The page's versions, newest first, at most `top`: who saved each (display name; null for
 * seeded and migrated versions), when, and whether the Runtime serves it.
 */
export async function listVersions(
  ctx: DbContext,
  page: PageTarget & { publishedVersion: number | null },
  top: number,
): Promise<PageVersionSummary[]> {
  const rows = await ctx.db
    .selectFrom('page_versions')
    .leftJoin('users', 'users.id', 'page_versions.saved_by')
    .select([
      'page_versions.version',
      'page_versions.saved_at',
      // Left join: no user (a seeded version, a user removed since) reads null.
      displayNameSql.$castTo<string | null>().as('saved_by_name'),
    ])
    .where('page_versions.page_id', '=', page.pageId)
    .orderBy('page_versions.version', 'desc')
    .limit(top)
    .execute();
  return rows.map((row) => ({
    version: row.version,
    savedBy: row.saved_by_name,
    savedAt: row.saved_at.toISOString(),
    published: row.version === page.publishedVersion,
  }));
}

/** One version's content (preview, restore), or 40400. */
export async function readVersion(
  ctx: DbContext,
  page: PageTarget,
  version: number,
): Promise<PageVersion> {
  const row = await requireVersion(ctx.db, page, version);
  return {
    pageId: row.page_id,
    version: row.version,
    pageData: row.page_data as PageJsonData['pageData'],
    pageDataSource: row.page_data_source as DataSourceDefinition[],
  };
}

/**
 * Publish: the Runtime serves `version` from now on (route table and page JSON read it on every
 * call, nothing caches it). One conditional UPDATE: the version must be one the page saved
 * (40400 otherwise, nothing changed).
 */
export async function publishVersion(
  ctx: DbContext,
  page: PageTarget,
  version: number,
): Promise<PublishPageResult> {
  const published = await ctx.db
    .updateTable('pages')
    .set({ published_version: version })
    .where('page_id', '=', page.pageId)
    .where('sub_app_id', '=', page.subAppId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('page_versions')
          .select('page_versions.version')
          .where('page_versions.page_id', '=', page.pageId)
          .where('page_versions.version', '=', version),
      ),
    )
    .returning(['page_id', 'published_version'])
    .executeTakeFirst();
  if (!published) throw notFound(`页面 ${page.pageId} 没有版本 ${version}`);
  return { pageId: published.page_id, publishedVersion: version };
}
