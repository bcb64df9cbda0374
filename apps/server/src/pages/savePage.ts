import type { SavePageResult } from '@tessera/protocol';
import { Type, type Static } from 'typebox';
import type { RequestContext } from '../context/requestContext.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { parseCallerJson } from '../http/inputGuards.js';
import { isGuid } from '../http/requestParams.js';
import { checkPermissionSets } from '../pageContent/permissionSets.js';
import { saveContent } from './pageVersions.js';

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
  checkPermissionSets(
    (pageData as { controlPermissionSetList?: unknown }).controlPermissionSetList,
  );
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
 * SavePage with optimistic concurrency (spec 1 §4 "Page save", §7 SavePage): the page must be
 * one of the sub-app's (40400), then its content becomes the next version when `version` is
 * still the latest — the pages row and the version row in one transaction, recorded as the
 * caller's (`pageVersions.ts`). Of several saves of the same version exactly one wins; the
 * others answer 40900 without writing anything. Answers the new version.
 */
export async function savePage(
  ctx: Pick<RequestContext, 'db' | 'caller'>,
  target: { appId: string; subAppId: string },
  body: SavePageBody,
): Promise<SavePageResult> {
  const page = isGuid(body.pageId)
    ? await ctx.db
        .selectFrom('pages')
        .select('version')
        .where('page_id', '=', body.pageId)
        .where('app_id', '=', target.appId)
        .where('sub_app_id', '=', target.subAppId)
        .executeTakeFirst()
    : undefined;
  if (!page) throw notFound(`页面 ${body.pageId} 不存在`);
  const content = { pageData: body.pageData, pageDataSource: body.pageDataSource };
  return saveContent(
    ctx,
    { ...target, pageId: body.pageId },
    { baseVersion: body.version, content },
  );
}
