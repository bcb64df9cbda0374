import { RSP_CD, type SavePageResult } from '@tessera/protocol';
import { sql } from 'kysely';
import Type, { type Static } from 'typebox';
import { toJson, type Db } from '../db/database.js';
import { badRequest, EnvelopeError, notFound } from '../http/envelopeError.js';
import { parseCallerJson } from '../http/inputGuards.js';
import { isGuid } from '../http/requestParams.js';

/**
 * The body of SavePage (spec 1 §7: pageId, version, data (string), dataSource (string)).
 * `data` and `dataSource` are JSON texts or, leniently, the parsed values: {@link
 * readSavePageBody} reads them and names what is wrong.
 */
export const SavePageRequest = Type.Object({
  pageId: Type.String(),
  version: Type.Integer(),
  data: Type.Unknown(),
  dataSource: Type.Optional(Type.Unknown()),
});

/** The checked body of SavePage. */
interface SavePageBody {
  pageId: string;
  version: number;
  pageData: { controls: unknown[] };
  pageDataSource: unknown[];
}

/**
 * JSON text (spec 1 §7: "data (string)") or, leniently, the already parsed value (the body's own
 * nesting limit covers that one). The text is refused when it nests deeper than the body limit
 * before anything parses or stores it: saving walks it recursively.
 */
function parseJson(value: unknown, name: string): unknown {
  if (typeof value !== 'string') {
    if (typeof value === 'object' && value !== null) return value;
    throw badRequest(`缺少参数 ${name}（页面 JSON 文本）`);
  }
  return parseCallerJson(value, `参数 ${name} `);
}

/**
 * Checks a SavePage body: a page id, the version the designer loaded (a positive integer),
 * `data` holding an object with a `controls` array, `dataSource` holding an array of data
 * sources each with a text `dsId`. Anything else is bad input (40000) and nothing is written.
 */
export function readSavePageBody(input: Static<typeof SavePageRequest>): SavePageBody {
  if (input.pageId === '') throw badRequest('缺少参数 pageId');
  const version = input.version;
  if (!Number.isSafeInteger(version) || version < 1) {
    throw badRequest('参数 version 无效：应为页面加载时的版本号（正整数）');
  }
  const pageData = parseJson(input.data, 'data') as { controls?: unknown };
  if (typeof pageData !== 'object' || pageData === null || !Array.isArray(pageData.controls)) {
    throw badRequest('参数 data 无效：应为含 controls 数组的页面 JSON');
  }
  if (pageData.controls.some((c) => typeof c !== 'object' || c === null || Array.isArray(c))) {
    throw badRequest('参数 data 无效：controls 的每一项都应为对象');
  }
  const pageDataSource = parseJson(input.dataSource ?? '[]', 'dataSource');
  if (!Array.isArray(pageDataSource)) throw badRequest('参数 dataSource 无效：应为数据源数组');
  const badSource = pageDataSource.findIndex(
    (s) =>
      typeof s !== 'object' || s === null || typeof (s as { dsId?: unknown }).dsId !== 'string',
  );
  if (badSource >= 0) {
    throw badRequest(`参数 dataSource 无效：第 ${badSource + 1} 个数据源缺少 dsId`);
  }
  return {
    pageId: input.pageId,
    version,
    pageData: pageData as { controls: unknown[] },
    pageDataSource,
  };
}

/**
 * SavePage with optimistic concurrency (spec 1 §4 "Page save", §7 SavePage): one UPDATE that
 * only matches the version the designer loaded and increments it. Of several saves of the same
 * version exactly one matches; the others find a newer version and answer 40900 without
 * writing anything. Answers the new version.
 */
export async function savePage(
  db: Db,
  target: { appId: string; subAppId: string },
  body: SavePageBody,
): Promise<SavePageResult> {
  const page = isGuid(body.pageId)
    ? await db
        .selectFrom('pages')
        .select('version')
        .where('page_id', '=', body.pageId)
        .where('app_id', '=', target.appId)
        .where('sub_app_id', '=', target.subAppId)
        .executeTakeFirst()
    : undefined;
  if (!page) throw notFound(`页面 ${body.pageId} 不存在`);
  const saved = await db
    .updateTable('pages')
    .set({
      page_data: toJson(body.pageData),
      page_data_source: toJson(body.pageDataSource),
      version: sql<number>`version + 1`,
      last_modified: sql<Date>`now()`,
    })
    .where('page_id', '=', body.pageId)
    .where('app_id', '=', target.appId)
    .where('sub_app_id', '=', target.subAppId)
    .where('version', '=', body.version)
    .returning(['page_id', 'version'])
    .executeTakeFirst();
  if (!saved) {
    const current = await db
      .selectFrom('pages')
      .select('version')
      .where('page_id', '=', body.pageId)
      .executeTakeFirst();
    throw new EnvelopeError(
      RSP_CD.versionConflict,
      `页面已被修改：当前版本为 ${current?.version ?? page.version}，提交的版本为 ${body.version}；请重新加载后再保存`,
    );
  }
  return { pageId: saved.page_id, version: saved.version };
}
