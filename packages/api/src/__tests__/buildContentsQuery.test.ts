import { describe, expect, it } from 'vitest';
import { buildContentsQuery, contentsQueryName } from '../index.js';

const ITEMS =
  '{ total items { id contentId version created createdBy lastModified lastModifiedBy status data } }';

describe('contentsQueryName', () => {
  it.each([
    { schemaName: 'article', queryName: 'queryArticleContentsWithTotal' },
    { schemaName: 'Article', queryName: 'queryArticleContentsWithTotal' },
    { schemaName: 'blogPost', queryName: 'queryBlogPostContentsWithTotal' },
    { schemaName: 'a', queryName: 'queryAContentsWithTotal' },
    { schemaName: '_x1', queryName: 'query_x1ContentsWithTotal' },
  ])('names $schemaName as $queryName', ({ schemaName, queryName }) => {
    expect(contentsQueryName(schemaName)).toBe(queryName);
  });

  it.each(['', 'my-schema', '1st', 'a b', 'x){ __schema'])(
    'rejects %j before anything is sent',
    (schemaName) => {
      expect(() => contentsQueryName(schemaName)).toThrow(TypeError);
    },
  );
});

describe('buildContentsQuery', () => {
  it.each([
    {
      case: 'no arguments',
      input: {},
      query: `query { queryArticleContentsWithTotal ${ITEMS} }`,
      variables: {},
    },
    {
      case: 'top and skip',
      input: { top: 5, skip: 10 },
      query: `query($top: Int, $skip: Int) { queryArticleContentsWithTotal(top: $top, skip: $skip) ${ITEMS} }`,
      variables: { top: 5, skip: 10 },
    },
    {
      case: 'order only, false kept',
      input: { orderfield: 'created', orderasc: false },
      query:
        'query($orderfield: String, $orderasc: Boolean) { ' +
        `queryArticleContentsWithTotal(orderfield: $orderfield, orderasc: $orderasc) ${ITEMS} }`,
      variables: { orderfield: 'created', orderasc: false },
    },
    {
      case: 'zero values kept',
      input: { top: 0, skip: 0 },
      query: `query($top: Int, $skip: Int) { queryArticleContentsWithTotal(top: $top, skip: $skip) ${ITEMS} }`,
      variables: { top: 0, skip: 0 },
    },
  ])('builds $case', ({ input, query, variables }) => {
    const built = buildContentsQuery({ appId: 'app', schemaName: 'article', ...input });
    expect(built).toEqual({ query, variables, queryName: 'queryArticleContentsWithTotal' });
  });
});
