import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEnvelope, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';

/** What a designer and content editors can do to the showcase's `serialNo` field. */
type Action =
  | { kind: 'reset' }
  | { kind: 'set'; value: number }
  | { kind: 'add'; count: number }
  | { kind: 'addGiven'; n: number }
  | { kind: 'edit'; pick: number; n: number }
  | { kind: 'delete'; pick: number };

const serial = (n: number) => `SC-${String(n).padStart(4, '0')}`;

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constant({ kind: 'reset' as const }),
  fc.record({ kind: fc.constant('set' as const), value: fc.integer({ min: 0, max: 8 }) }),
  fc.record({ kind: fc.constant('add' as const), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('addGiven' as const), n: fc.integer({ min: 1, max: 8 }) }),
  fc.record({
    kind: fc.constant('edit' as const),
    pick: fc.nat(),
    n: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe.each(TEST_DATABASES)('auto serial numbers on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  const contentBase = `/api/${DEMO.appId}/content/showcase`;
  const counter = (type: 1 | 2, value?: number) =>
    `/api/schemas/autoserialnoinitialvalue?app=${DEMO.appId}&schemaname=showcase&fieldname=serialNo&type=${type}${value === undefined ? '' : `&value=${value}`}`;
  const batch = (entries: unknown[]) =>
    sendEnvelope(app, {
      method: 'POST',
      url: `${contentBase}/batch`,
      payload: { ContentDataList: JSON.stringify(entries) },
    });

  async function itemIds(): Promise<string[]> {
    const rows = await app.tessera.db
      .selectFrom('content_items')
      .select('id')
      .where('schema_name', '=', 'showcase')
      .orderBy('created')
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  async function serials(): Promise<string[]> {
    const rows = await app.tessera.db
      .selectFrom('content_items')
      .select('data')
      .where('app_id', '=', DEMO.appId)
      .where('schema_name', '=', 'showcase')
      .execute();
    return rows.map((r) => String(r.data.serialNo?.iv));
  }

  /** Runs one action; answers its rspCd. */
  async function run(step: Action): Promise<string> {
    switch (step.kind) {
      case 'reset':
        return (await sendEnvelope(app, { method: 'POST', url: counter(1) })).rspCd;
      case 'set':
        return (await sendEnvelope(app, { method: 'POST', url: counter(2, step.value) })).rspCd;
      case 'add':
        return (await batch(Array.from({ length: step.count }, (_, i) => ({ title: `新 ${i}` }))))
          .rspCd;
      case 'addGiven':
        return (await batch([{ title: '指定编号', serialNo: serial(step.n) }])).rspCd;
      case 'edit': {
        const ids = await itemIds();
        if (ids.length === 0) return '00000';
        const id = ids[step.pick % ids.length];
        return (await batch([{ id, data: { title: '改编号', serialNo: serial(step.n) } }])).rspCd;
      }
      case 'delete': {
        const ids = await itemIds();
        if (ids.length === 0) return '00000';
        const url = `${contentBase}/${ids[step.pick % ids.length]}`;
        return (await sendEnvelope(app, { method: 'DELETE', url })).rspCd;
      }
    }
  }

  it('keeps serial numbers unique under any sequence of resets, sets, adds, edits and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const step of steps) {
          const code = await run(step);
          // A chosen number another item holds is a conflict; nothing else may fail.
          const allowed =
            step.kind === 'addGiven' || step.kind === 'edit' ? ['00000', '40900'] : ['00000'];
          expect(allowed).toContain(code);
        }
        const all = await serials();
        expect(new Set(all).size).toBe(all.length);
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it('gives the lowest free number after a reset, skipping numbers items still hold', async () => {
    await sendEnvelope(app, { method: 'POST', url: counter(1) });
    const taken = new Set(await serials());
    const added = await batch([{ title: 'a' }, { title: 'b' }]);
    expect(added.rspCd).toBe('00000');
    const got = (added.data as { data: { serialNo: { iv: string } } }[]).map(
      (i) => i.data.serialNo.iv,
    );
    const expected: string[] = [];
    for (let n = 1; expected.length < 2; n += 1)
      if (!taken.has(serial(n))) expected.push(serial(n));
    expect(got).toEqual(expected);
  });

  it('holds the uniqueness in a database constraint', async () => {
    const [held] = await app.tessera.db
      .selectFrom('content_serial_numbers')
      .selectAll()
      .where('schema_name', '=', 'showcase')
      .execute();
    expect(held).toBeDefined();
    const [other] = (await itemIds()).filter((id) => id !== held!.item_id);
    await expect(
      app.tessera.db
        .insertInto('content_serial_numbers')
        .values({ ...held!, n: held!.n === null ? null : Number(held!.n), item_id: other! })
        .execute(),
    ).rejects.toThrow(/duplicate key|unique/i);
  });
});
