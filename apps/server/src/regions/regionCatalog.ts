import { createHash } from 'node:crypto';
import { ok, type RegionLevel, type RegionNode, type RegionOption } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';

/** A region code as the tables hold them: six digits (GB/T 2260). */
const REGION_CODE = /^\d{6}$/;

/** The tree answer, serialised once: its envelope text and its entity tag. */
export interface RegionTreeAnswer {
  /** The JSON text of the success envelope whose `data` is the tree. */
  body: string;
  /** A strong entity tag of `body` (quoted), for `If-None-Match`. */
  etag: string;
  /** How many regions the tree holds. */
  count: number;
}

/** The region reads of one server (README "Regions"). */
export interface RegionCatalog {
  /** The children of `parent` by code (no parent: the provinces); 40000 / 40400 refusals. */
  children(parent: string | undefined): Promise<RegionOption[]>;
  /** The whole tree, built from the table on first use and kept (the data changes at start only). */
  tree(): Promise<RegionTreeAnswer>;
}

/** Builds the nested tree from rows ordered by code. */
function buildTree(
  rows: readonly { code: string; name: string; parent_code: string | null; level: number }[],
): RegionNode[] {
  const nodes = new Map<string, RegionNode>();
  const roots: RegionNode[] = [];
  for (const row of rows) {
    nodes.set(row.code, { code: row.code, label: row.name, level: row.level as RegionLevel });
  }
  for (const row of rows) {
    const node = nodes.get(row.code)!;
    const parent = row.parent_code === null ? undefined : nodes.get(row.parent_code);
    if (!parent) {
      if (row.parent_code === null) roots.push(node);
      continue;
    }
    (parent.children ??= []).push(node);
  }
  return roots;
}

/** Creates the region reads over `db`. */
export function createRegionCatalog(db: Db): RegionCatalog {
  let tree: Promise<RegionTreeAnswer> | undefined;

  const buildAnswer = async (): Promise<RegionTreeAnswer> => {
    const rows = await db
      .selectFrom('regions')
      .select(['code', 'name', 'parent_code', 'level'])
      .orderBy('code')
      .execute();
    const body = JSON.stringify(ok(buildTree(rows)));
    const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    return { body, etag: `"regions-${digest}"`, count: rows.length };
  };

  return {
    async children(parent) {
      if (parent !== undefined && parent !== '' && !REGION_CODE.test(parent)) {
        throw badRequest('参数 parent 无效：应为 6 位行政区划代码');
      }
      const top = parent === undefined || parent === '';
      if (!top) {
        const exists = await db
          .selectFrom('regions')
          .select('code')
          .where('code', '=', parent)
          .executeTakeFirst();
        if (!exists) throw notFound(`地区 ${parent} 不存在`);
      }
      const rows = await db
        .selectFrom('regions as r')
        .select([
          'r.code',
          'r.name',
          (eb) =>
            eb
              .not(
                eb.exists(
                  eb
                    .selectFrom('regions as c')
                    .select('c.code')
                    .whereRef('c.parent_code', '=', 'r.code'),
                ),
              )
              .as('leaf'),
        ])
        .where('r.parent_code', top ? 'is' : '=', top ? null : parent)
        .orderBy('r.code')
        .execute();
      return rows.map((row) => ({ code: row.code, label: row.name, leaf: Boolean(row.leaf) }));
    },
    tree() {
      tree ??= buildAnswer();
      // A failure is not kept: the next call builds again.
      tree.catch(() => {
        tree = undefined;
      });
      return tree;
    },
  };
}
