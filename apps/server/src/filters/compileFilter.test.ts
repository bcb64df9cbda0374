import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { insertProductFixture, productId } from '../content/__tests__/productFixture.js';
import { loadAppSchemas, requireSchema } from '../content/contentSchema.js';
import { prepareContentQuery } from '../content/queryContents.js';
import { DEMO } from '../demo.js';
import { EnvelopeError } from '../http/envelopeError.js';

// Item numbers of the product fixture (see productFixture.ts) each filter selects.
const CASES: [string, number[]][] = [
  ["name eq 'Alpha'", [1]],
  ["name ne 'Alpha'", [2, 3, 4, 5, 6, 8]],
  ['price gt 10', [2, 3, 8]],
  ['price ge 10 and price lt 30', [1, 2]],
  ['price le 0', [6]],
  ["price eq '20.5'", [2]],
  ['price eq null', [5, 7]],
  ['price ne null', [1, 2, 3, 4, 6, 8]],
  ['published gt 2026-01-15', [2, 3]],
  ["published ge '2026-02-01'", [2, 3]],
  ['published eq 2026-03-01T08:00:00+08:00', [3]],
  ['active eq true', [1, 3, 4]],
  ['active ne true', [2]],
  ['active lt true', [2]],
  ["loc eq geography'POINT(116.41 39.91)'", [2]],
  ["loc ne geography'POINT(116.41 39.91)'", [1, 3]],
  ["loc gt geography'POINT(116.41 39.91)'", []],
  ["contains(name,'bravo')", [2]],
  ["contains(name,'BRAVO')", [2]],
  ["contains(name,'a\\.b\\*c')", [8]],
  ["contains(name,'100%25')", [4]],
  ["contains(name,'_')", []],
  ["contains(name,'^(alpha|echo)$')", [1, 6]],
  ["contains(name,'b.*v')", [2]],
  ["contains(name,'\\d{3}')", [4]],
  ["contains(status,'^pub')", [1, 2, 3]],
  ["contains(name,'O''Brien %26 Co %231')", [3]],
  ["startswith(name,'Be')", [2]],
  ["endswith(name,'o')", [2, 6]],
  ['exists(name)', [1, 2, 3, 4, 6, 8]],
  ['empty(name)', [5, 7]],
  ['not exists(price)', [5, 7]],
  ['exists(tags)', [1, 2, 3, 5, 6]],
  ["tags eq 'a'", [1, 5, 6]],
  ["includes(tags,['a','b'])", [1, 5]],
  ["intersection(tags,['c','x'])", [3, 5]],
  ["not intersection(tags,['a'])", [2, 3, 4]],
  ["disjoint(tags,['a'])", [2, 3, 4]],
  ["belong(tags,['a','b'])", [1, 2, 4, 6]],
  ["consist(tags,['b','a'])", [1]],
  ["absent(tags,['a'])", [2, 3, 4]],
  ['length(name) gt 5', [2, 3, 4]],
  ['length(tags) eq 3', [5]],
  ["geo.distance(loc,geography'POINT(116.4 39.9)') le 2000", [1, 2]],
  ["createdBy eq 'sub:u1'", [1]],
  ["createdBy eq 'sub:guest'", [2, 3, 4, 5, 6, 7, 8]],
  ["status eq 'Published'", [1, 2, 3]],
  ["intersection(status,['Draft'])", [4, 5, 6, 7, 8]],
  ["ref_maker/country eq 'US'", [2]],
  ["contains(ref_maker/title,'ac')", [1]],
  ['notes/x eq 1', [1]],
  ["owner eq 'u1'", [1]],
  ["contains(dataText,'bravo')", [2]],
  ['version eq 1 and created gt 2000-01-01', [1, 2, 3, 4, 5, 6, 7, 8]],
  [`id eq '${productId(3)}'`, [3]],
  ["id eq 'not-a-guid'", []],
  ["id ne 'not-a-guid' and n le 2", [1, 2]],
  ['(n eq 1 or n eq 2) and not (n eq 2)', [1]],
  ['n eq 1 or n eq 2 and active eq false', [1, 2]],
  ["data/name/iv eq 'Echo'", [6]],
  ['', [1, 2, 3, 4, 5, 6, 7, 8]],
];

const REFUSED: [string, string][] = [
  ['nope eq 1', '未知的筛选字段'],
  ["created gt 'abc'", '日期时间'],
  ["version eq 'x'", '数字'],
  ['status gt 5', '文本'],
  ["dataText eq 'x'", 'dataText'],
  ["ref_maker eq 'x'", '引用字段'],
  ["ref_nope/title eq 'x'", '未知的筛选字段'],
  ['length(name) gt 2026-01-01', '数字'],
  ['title eq', '值'],
  ["contains(name,'a(')", '正则'],
  ["contains(name,'(?=a)')", '正则'],
  ["contains(name,'a{500}')", '重复次数'],
  ["contains(name,'(a{2}){3}')", '{n,m}'],
  ["contains(name,'[[:alpha:]]')", '正则'],
  ["contains(name,'\\q')", '转义'],
  ["contains(name,'*a')", '正则'],
];

describe.each(TEST_DATABASES)('filters compiled to SQL on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
    await insertProductFixture(app.tessera.db);
  });
  afterAll(() => app?.close());

  async function select(filter: string): Promise<number[]> {
    const schemas = await loadAppSchemas(app.tessera.db, DEMO.appId);
    const query = prepareContentQuery(app.tessera.db, {
      schema: requireSchema(schemas, 'product'),
      schemas,
      filter,
      top: 100,
      skip: 0,
      orderfield: 'created',
      orderasc: true,
    });
    const [items, total] = await Promise.all([query.items(), query.total()]);
    expect(total).toBe(items.length);
    return items.map((item) => (item.data as { n: { iv: number } }).n.iv);
  }

  it.each(CASES)('%s', async (filter, expected) => {
    expect(await select(filter)).toEqual(expected);
  });

  it.each(REFUSED)('refuses %s with a clear 40000 message', async (filter, fragment) => {
    const error = await select(filter).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EnvelopeError);
    expect((error as EnvelopeError).rspCd).toBe('40000');
    expect((error as EnvelopeError).message).toContain(fragment);
  });
});
