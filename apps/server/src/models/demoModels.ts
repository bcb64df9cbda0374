import { sql } from 'kysely';
import { DEMO } from '../demo.js';
import { containsPattern } from '../http/readPaging.js';
import type { ApiModelDefinition, ModelDefinition, OlapModelDefinition } from './modelRegistry.js';

/**
 * API model `article-search` v1: demo articles whose title contains `keyword`, at most `top`
 * (default 10, 1…100), by views descending. Answers `[{ title, views, publishedAt }]`.
 */
const articleSearch: ApiModelDefinition = {
  kind: 'api',
  modelId: 'article-search',
  version: '1',
  name: '文章搜索',
  appIds: [DEMO.appId],
  async run({ db, appId, params }) {
    const keyword = params.keyword === undefined ? '' : String(params.keyword);
    const top = params.top === undefined ? 10 : Number(params.top);
    if (!Number.isInteger(top) || top < 1 || top > 100)
      throw new Error('参数 top 应为 1 到 100 的整数');
    const rows = await db
      .selectFrom('content_items')
      .select([
        sql<string>`data->'title'->>'iv'`.as('title'),
        sql<number>`(data->'views'->>'iv')::numeric`.as('views'),
        sql<string>`data->'publishedAt'->>'iv'`.as('publishedAt'),
      ])
      .where('app_id', '=', appId)
      .where('schema_name', '=', DEMO.articleSchema)
      .where(sql<string>`data->'title'->>'iv'`, 'ilike', containsPattern(keyword))
      .orderBy(sql`(data->'views'->>'iv')::numeric`, 'desc')
      .orderBy('created')
      .limit(top)
      .execute();
    return rows.map((r) => ({
      title: r.title,
      views: Number(r.views),
      publishedAt: r.publishedAt,
    }));
  },
};

/**
 * OLAP model `article-views-by-day` v1: demo articles grouped by publishing day (UTC), with
 * the article count and the total views of each day. It takes no filter expressions and
 * refuses them with a message rather than ignoring them.
 */
const articleViewsByDay: OlapModelDefinition = {
  kind: 'olap',
  modelId: 'article-views-by-day',
  version: '1',
  name: '每日文章阅读量',
  appIds: [DEMO.appId],
  columns: [
    { name: 'day', label: '日期', kind: 'dimension' },
    { name: 'articles', label: '文章数', kind: 'measure' },
    { name: 'views', label: '阅读量', kind: 'measure' },
  ],
  async query({ db, appId, dataFilterExpression, aggDataFilterExpression }) {
    if (dataFilterExpression.trim() || aggDataFilterExpression.trim()) {
      throw new Error('演示模型 article-views-by-day 不支持筛选表达式');
    }
    const day = sql<string>`to_char((data->'publishedAt'->>'iv')::timestamptz at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db
      .selectFrom('content_items')
      .select([
        day.as('day'),
        sql<string>`count(*)`.as('articles'),
        sql<string>`coalesce(sum((data->'views'->>'iv')::numeric), 0)`.as('views'),
      ])
      .where('app_id', '=', appId)
      .where('schema_name', '=', DEMO.articleSchema)
      .groupBy(day)
      .orderBy(day)
      .execute();
    return rows.map((r) => [r.day, Number(r.articles), Number(r.views)]);
  },
};

/** The models registered with the demo seed (README "Demo seed"). */
export const DEMO_MODELS: readonly ModelDefinition[] = [articleSearch, articleViewsByDay];
