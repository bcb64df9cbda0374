import fc from 'fast-check';
import { FilterSyntaxError } from '@tessera/filters';
import { createQueryId, PostgresQueryCompiler } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphql, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import type { SchemaField } from '../db/database.js';
import { DEMO } from '../demo.js';
import { compileFilterText, MAX_FILTER_PARAMETERS } from './compileFilter.js';
import type { FilterTarget } from './resolveFilterField.js';

const field = (fieldId: number, name: string, fieldType: string): SchemaField => ({
  fieldId,
  name,
  label: name,
  fieldType,
});

const FIELDS = [
  field(1, 'title', 'String'),
  field(2, 'views', 'Number'),
  field(3, 'tags', 'OptionSet'),
  field(4, 'published', 'DateTime'),
];
const TARGET: FilterTarget = { schemaName: 'article', fields: FIELDS, schemas: new Map() };

/** Texts with the characters that broke the server before: lone surrogates, NUL, quotes. */
const nasty = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('\u0000', '\ud800', '\udfff', 'a\ud83d', "'", "''", '\\', '/', '%', '_'),
  fc.string({ unit: 'binary', maxLength: 6 }),
);
const name = fc.oneof(
  fc.constantFrom('title', 'views', 'tags', 'published', 'version', 'id', 'dataText', 'a'),
  fc.stringMatching(/^[a-z_][a-z0-9_]{0,6}$/),
);
const knownField = fc.constantFrom('title', 'views', 'tags', 'published', 'version', 'status');
/** Paths from one segment to far beyond the limit (the deep-path attack has 100). */
const path = fc.oneof(
  { weight: 3, arbitrary: knownField },
  {
    weight: 1,
    arbitrary: fc
      .tuple(name, fc.array(name, { maxLength: 120 }))
      .map(([head, rest]) => [head, ...rest].join('/')),
  },
);
const quoted = nasty.map((text) => `'${text.replaceAll("'", "''")}'`);
const value = fc.oneof(quoted, fc.integer().map(String), fc.constantFrom('null', 'true', '1.5e3'));
const term = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(path, fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'), value)
      .map(([p, op, v]) => `${p} ${op} ${v}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('contains', 'startswith', 'endswith'), path, quoted)
      .map(([fn, p, v]) => `${fn}(${p},${v})`),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('exists', 'empty'), path).map(([fn, p]) => `${fn}(${p})`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('includes', 'belong'), path, fc.array(value, { maxLength: 5 }))
      .map(([fn, p, vs]) => `${fn}(${p},[${vs.join(',')}])`),
  },
  { weight: 1, arbitrary: nasty },
);
/** Long `or`/`and` chains (up to 400 terms), optionally nested and negated. */
const filterText = fc
  .tuple(
    fc.oneof(
      fc.array(term, { minLength: 1, maxLength: 4 }),
      fc.array(term, { minLength: 1, maxLength: 400 }),
    ),
    fc.constantFrom(' or ', ' and ', ' OR '),
    fc.nat(80),
    fc.boolean(),
  )
  .map(([terms, joiner, depth, negate]) => {
    const chain = terms.join(joiner);
    const nested = `${'('.repeat(depth)}${chain}${')'.repeat(depth)}`;
    return negate ? `not ${nested}` : nested;
  });

/** Known troublemakers, always tried first: lone surrogates, NUL, the deep-path attack. */
const EXAMPLES: [string][] = [
  ["title eq '\ud800'"],
  ["contains(title,'a\udfffb') or title eq '\u0000'"],
  [Array.from({ length: 170 }, () => `exists(title/${'a/'.repeat(98)}a)`).join(' or ')],
];

const compiler = new PostgresQueryCompiler();

describe('filter parser and compiler under random input', () => {
  it('either compile within the parameter budget or refuse with FilterSyntaxError', () => {
    fc.assert(
      fc.property(filterText, (text) => {
        try {
          const condition = compileFilterText(text, TARGET);
          if (condition) {
            const compiled = compiler.compileQuery(condition.toOperationNode(), createQueryId());
            expect(compiled.parameters.length).toBeLessThanOrEqual(MAX_FILTER_PARAMETERS);
          }
        } catch (error) {
          if (!(error instanceof FilterSyntaxError)) throw error;
        }
      }),
      { numRuns: 400, examples: EXAMPLES },
    );
  });
});

describe.each(TEST_DATABASES)('random filters through GraphQL on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  it('never answer 50000, and the server keeps answering', async () => {
    await fc.assert(
      fc.asyncProperty(filterText, async (text) => {
        const body = await postGraphql(app, DEMO.appId, {
          query:
            'query ($f: String) { queryArticleContentsWithTotal(top: 5, filter: $f) { total } }',
          variables: { f: text },
        });
        expect(['00000', '40000'], `${body.rspCd} ${body.rspInf}`).toContain(body.rspCd);
      }),
      { numRuns: 40, examples: EXAMPLES },
    );
    const light = await postGraphql(app, DEMO.appId, {
      query: '{ queryArticleContentsWithTotal(top: 1) { total } }',
    });
    expect(light.rspCd).toBe('00000');
  }, 120_000);
});
