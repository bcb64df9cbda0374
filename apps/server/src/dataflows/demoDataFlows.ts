import { sql } from 'kysely';
import { DEMO } from '../demo.js';
import type { DataFlowDefinition } from './dataFlowRegistry.js';

/** Reads an optional number from a payload object, or throws a message the caller sees. */
function optionalNumber(payload: unknown, name: string): number | undefined {
  const value = (payload as Record<string, unknown> | null | undefined)?.[name];
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new Error(`参数 ${name} 应为数字`);
  return n;
}

/**
 * `article-stats` (文章统计): how many demo articles have at least `minViews` views, their
 * total and average views. Reads the content table with bound parameters only.
 */
const articleStats: DataFlowDefinition = {
  flowId: 'article-stats',
  name: '文章统计',
  category: '演示',
  description: '统计阅读量不少于 minViews 的文章数量、总阅读量和平均阅读量',
  appIds: [DEMO.appId],
  groups: ['demo'],
  parameters: [{ name: 'minViews', label: '最少阅读量', type: 'Number', isRequired: false }],
  timeoutMs: 5_000,
  async run({ db, appId, payload }) {
    const minViews = optionalNumber(payload, 'minViews') ?? 0;
    const views = sql<number>`(data->'views'->>'iv')::numeric`;
    const row = await db
      .selectFrom('content_items')
      .select([sql<string>`count(*)`.as('count'), sql<string | null>`sum(${views})`.as('total')])
      .where('app_id', '=', appId)
      .where('schema_name', '=', DEMO.articleSchema)
      .where(views, '>=', minViews)
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    const totalViews = Number(row.total ?? 0);
    return {
      minViews,
      count,
      totalViews,
      averageViews: count === 0 ? 0 : Math.round((totalViews / count) * 100) / 100,
    };
  },
};

/** `greeting` (问候): answers a greeting for `name`; a demo of a required parameter. */
const greeting: DataFlowDefinition = {
  flowId: 'greeting',
  name: '问候',
  category: '演示',
  description: '按 name 生成一句问候',
  appIds: [DEMO.appId],
  parameters: [{ name: 'name', label: '姓名', type: 'String', isRequired: true }],
  run({ payload }) {
    const name = String((payload as Record<string, unknown>).name).slice(0, 100);
    return { greeting: `你好，${name}！` };
  },
};

/**
 * The data flows registered by the demo seed (README "Demo seed"); the server registers them
 * whenever it seeds the demo app.
 */
export const DEMO_DATA_FLOWS: readonly DataFlowDefinition[] = [articleStats, greeting];
