import { describe, expect, expectTypeOf, it } from 'vitest';
import { Type } from 'typebox';
import { answerErrors } from './answerErrors.js';
import { IDENTITY_PATHS } from './identityPaths.js';
import { route } from './route.js';
import type { Route, RouteAnswer, RouteBody, RouteParams } from './route.js';

describe('route', () => {
  it('derives the client path from the server pattern, one encoded value per segment', () => {
    const schema = route('/api/:appId/schemas/:name');
    expect(schema.pattern).toBe('/api/:appId/schemas/:name');
    expect(schema.build({ appId: 'a b', name: 'x/y' })).toBe('a%20b/schemas/x%2Fy');
  });

  it('keeps paths outside /api/ absolute', () => {
    expect(route('/apps/v1/:appId/dataflows/run/:flowId').build({ appId: 'a', flowId: 'f' })).toBe(
      '/apps/v1/a/dataflows/run/f',
    );
  });

  it('sends the required query parameters in order, then the extra ones without empty values', () => {
    const graphql = route('/api/querygraphqls', { query: ['app'] });
    expect(graphql.build({ app: 'a&b' })).toBe('querygraphqls?app=a%26b');
    expect(
      graphql.build({ app: 'a' }, { workflowInstanceId: 'w 1', workflowProNodeId: undefined }),
    ).toBe('querygraphqls?app=a&workflowInstanceId=w%201');
    expect(
      route('/api/:appId/content/:s').build({ appId: 'a', s: 'b' }, { $top: 10, x: null }),
    ).toBe('a/content/b?$top=10');
  });

  it('types the parameters from the pattern and the query names', () => {
    type Params = RouteParams<'/api/:appId/:subAppId/pagerouters/:appType', 'host'>;
    expectTypeOf<keyof Params>().toEqualTypeOf<'appId' | 'subAppId' | 'appType' | 'host'>();
    const detail = route('/api/:appId/subapp/detail/', { query: ['subAppId'] });
    // @ts-expect-error subAppId is required
    detail.build({ appId: 'a' });
    expect(detail.build({ appId: 'a', subAppId: 's' })).toBe('a/subapp/detail/?subAppId=s');
  });
});

describe('wire contract', () => {
  const entry = route('/api/:appId/things/:id', {
    method: 'POST',
    body: Type.Object({ name: Type.String() }),
    answer: Type.Object({ id: Type.String(), count: Type.Optional(Type.Number()) }),
  });

  it('carries the method, the body type and the answer type of the entry', () => {
    expect(entry.method).toBe('POST');
    expectTypeOf<RouteBody<typeof entry>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<RouteAnswer<typeof entry>>().toEqualTypeOf<{ id: string; count?: number }>();
    type Bare = Route<'/api/x'>;
    expectTypeOf<RouteBody<Bare>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteAnswer<Bare>>().toEqualTypeOf<unknown>();
  });

  it('names each difference of an answer from the entry’s answer schema', () => {
    expect(answerErrors(entry, { id: 'a', count: 2 })).toEqual([]);
    expect(answerErrors(entry, { id: 1 })).toEqual(['/id must be string']);
    expect(answerErrors(entry, null)).not.toEqual([]);
    expect(answerErrors(route('/api/x'), 'anything')).toEqual([]);
  });

  it('declares the answers of the identity calls', () => {
    expect(answerErrors(IDENTITY_PATHS.checkSession, { active: false })).toEqual([]);
    expect(
      answerErrors(IDENTITY_PATHS.loginExpand, { error: { code: 104, message: 'x' } }),
    ).toEqual([]);
    expect(answerErrors(IDENTITY_PATHS.checkSession, { active: 'yes' })).not.toEqual([]);
  });
});
