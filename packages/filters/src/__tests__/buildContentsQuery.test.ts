import { parse, print, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  buildContentsQuery,
  buildExportQuery,
  contentsQueryName,
  EXPORT_TOP,
} from '../buildContentsQuery.js';
import { FilterError } from '../FilterError.js';

function rootField(query: string): { operation: OperationDefinitionNode; field: FieldNode } {
  const document = parse(query); // throws on a malformed document
  const operation = document.definitions[0] as OperationDefinitionNode;
  return { operation, field: operation.selectionSet.selections[0] as FieldNode };
}

function args(field: FieldNode): Record<string, string> {
  return Object.fromEntries(
    (field.arguments ?? []).map((arg) => [arg.name.value, print(arg.value)]),
  );
}

describe('contentsQueryName', () => {
  it.each([
    ['article', false, 'queryArticleContentsWithTotal'],
    ['article', true, 'queryArticleContentsWithTotalNoDetails'],
    ['Product_2', false, 'queryProduct_2ContentsWithTotal'],
  ])('names %s (nodetails %s) %s', (schema, noDetails, expected) => {
    expect(contentsQueryName(schema, noDetails)).toBe(expected);
  });

  it.each(['', 'my-schema', '1st', 'a b', 'x){ evil }'])('refuses the schema name %j', (schema) => {
    expect(() => contentsQueryName(schema)).toThrow(FilterError);
  });
});

describe('buildContentsQuery', () => {
  it('builds a valid document with spec 1 §9 defaults and the three variables', () => {
    const { queryName, body } = buildContentsQuery({
      schemaName: 'article',
      filter: 'price ge 10',
    });
    const { operation, field } = rootField(body.query);
    expect(field.name.value).toBe(queryName);
    expect(queryName).toBe('queryArticleContentsWithTotal');
    expect(
      operation.variableDefinitions?.map((v) => `${v.variable.name.value}: ${print(v.type)}`),
    ).toEqual(['queryStr: String', 'transmitDsId: String', 'noTotal: Boolean']);
    expect(args(field)).toEqual({
      top: '20',
      skip: '0',
      filter: '$queryStr',
      orderfield: '"created"',
      orderasc: 'true',
      transmitDsId: '$transmitDsId',
      noTotal: '$noTotal',
    });
    expect(field.selectionSet?.selections.map((s) => (s as FieldNode).name.value)).toEqual([
      'total',
      'countFields',
      'groupFields',
      'items',
    ]);
    expect(body.variables).toEqual({ queryStr: 'price ge 10', transmitDsId: null, noTotal: false });
  });

  it('follows the data source: paging, order, usages and workflow ids', () => {
    const { queryName, body } = buildContentsQuery({
      schemaName: 'article',
      top: 5,
      skip: 10,
      orderfield: 'price',
      orderasc: false,
      neworderdef: '[{"field":"price","asc":false}]',
      usages: ['list', 'nodetails', 'desTransmit', 'noTotal'],
      dsId: 'ds-1',
    });
    const { field } = rootField(body.query);
    expect(queryName).toBe('queryArticleContentsWithTotalNoDetails');
    expect(args(field)).toMatchObject({
      top: '5',
      skip: '10',
      orderfield: '"price"',
      orderasc: 'false',
      neworderdef: JSON.stringify('[{"field":"price","asc":false}]'),
    });
    expect(body.variables).toEqual({ queryStr: '', transmitDsId: 'ds-1', noTotal: true });
  });

  it('keeps designer text from breaking the document', () => {
    const { body } = buildContentsQuery({ schemaName: 'a', neworderdef: '") { evil } #\n' });
    const { field } = rootField(body.query);
    expect(args(field).neworderdef).toBe(JSON.stringify('") { evil } #\n'));
  });

  it('passes countFields and groupbyFields as variables when given', () => {
    const { body } = buildContentsQuery({
      schemaName: 'product',
      countFields: ['count_all', 'sum_price'],
      groupbyFields: ['active'],
    });
    const { operation, field } = rootField(body.query);
    expect(
      operation.variableDefinitions?.map((v) => `${v.variable.name.value}: ${print(v.type)}`),
    ).toEqual([
      'queryStr: String',
      'transmitDsId: String',
      'noTotal: Boolean',
      'countFields: [String!]',
      'groupbyFields: [String!]',
    ]);
    expect(args(field)).toMatchObject({
      countFields: '$countFields',
      groupbyFields: '$groupbyFields',
    });
    expect(body.variables).toMatchObject({
      countFields: ['count_all', 'sum_price'],
      groupbyFields: ['active'],
    });
  });

  it.each([
    ['omitted', {}],
    ['null', { countFields: null, groupbyFields: null }],
  ])('leaves the server defaults when the aggregate fields are %s', (_case, options) => {
    const { body } = buildContentsQuery({ schemaName: 'product', ...options });
    expect(args(rootField(body.query).field)).not.toHaveProperty('countFields');
    expect(body.variables).not.toHaveProperty('groupbyFields');
  });

  it('can leave out countFields and groupFields', () => {
    const { body } = buildContentsQuery({ schemaName: 'a', aggregates: false });
    expect(rootField(body.query).field.selectionSet?.selections).toHaveLength(2);
  });

  it('selects id, the named system members and only the named data fields when fields are given', () => {
    const { body } = buildContentsQuery({
      schemaName: 'article',
      fields: ['title', 'created', 'description'],
    });
    const items = (rootField(body.query).field.selectionSet?.selections ?? []).find(
      (node): node is FieldNode => node.kind === 'Field' && node.name.value === 'items',
    );
    expect(print(items!)).toBe('items {\n  id\n  created\n  data(fields: $dataFields)\n}');
    expect(body.variables.dataFields).toEqual(['title', 'description']);
  });

  it('selects every member and every data field without fields', () => {
    const { body } = buildContentsQuery({ schemaName: 'article' });
    expect(body.query).toContain(
      'items { id contentId version created createdBy lastModified lastModifiedBy status data }',
    );
    expect(body.variables).not.toHaveProperty('dataFields');
  });

  it.each([
    [{ top: -1 }],
    [{ skip: 1.5 }],
    [{ top: Number.NaN }],
    [{ orderfield: 'a b' }],
    [{ orderfield: 'x"' }],
  ])('refuses %j', (options) => {
    expect(() => buildContentsQuery({ schemaName: 'a', ...options })).toThrow(FilterError);
  });
});

describe('buildExportQuery', () => {
  it('reads everything in one page: top 10000000, skip 0 (spec 1 §7)', () => {
    const { body } = buildExportQuery({
      schemaName: 'article',
      filter: 'a eq 1',
      orderfield: 'title',
      orderasc: false,
    });
    const { field } = rootField(body.query);
    expect(EXPORT_TOP).toBe(10000000);
    expect(args(field)).toEqual({
      top: '10000000',
      skip: '0',
      filter: '$queryStr',
      orderfield: '"title"',
      orderasc: 'false',
    });
    expect(field.selectionSet?.selections.map((s) => (s as FieldNode).name.value)).toEqual([
      'total',
      'groupFields',
      'customFields',
      'items',
    ]);
    expect(body.variables).toEqual({ queryStr: 'a eq 1' });
  });
});
