import type * as GraphqlRequest from 'graphql-request';
import type { BatchRequestDocument, GraphQLClient, Variables } from 'graphql-request';
import { CONTENT_PATHS } from '@tessera/protocol';
import type { GraphqlOperation, SearchParams } from '@tessera/protocol';
import { isRequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { call } from '../call.js';
import { ContentGraphQLError } from '../ContentGraphQLError.js';
import type { AppRef } from '../subAppRef.js';

/** One call to `querygraphqls?app=`: the app and cancellation. */
export interface GraphqlCall {
  app: AppRef;
  signal?: AbortSignal;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * Answers already parsed by the request client, handed to graphql-request's JSON parser by a
 * token instead of being written out as text and parsed again: a list of 10,000 rows spent
 * ≈ 350 ms (4× CPU throttling) in that round trip (mobile-runtime README "Benchmark").
 */
interface ParsedAnswers {
  answer(body: unknown): Response;
  serializer: { parse(text: string): unknown; stringify(value: unknown): string };
}

function parsedAnswers(): ParsedAnswers {
  const parsed = new Map<string, unknown>();
  let next = 0;
  return {
    answer(body) {
      const token = `"tessera-parsed-${next++}"`;
      parsed.set(token, body);
      return new Response(token, { status: 200, headers: JSON_HEADERS });
    },
    serializer: {
      parse(text) {
        if (!parsed.has(text)) return JSON.parse(text) as unknown;
        const body = parsed.get(text);
        parsed.delete(text);
        return body;
      },
      stringify: (value) => JSON.stringify(value),
    },
  };
}

/**
 * graphql-request's `fetch`, handing the body it built to the request client, so the shared
 * headers, signing, encryption and the envelope rules hold for GraphQL too. The envelope's
 * `data` becomes the GraphQL `data` (a batch: one result per operation); a failed envelope —
 * the server's answer to a GraphQL error (protocol README "GraphQL") — becomes a GraphQL
 * error carrying its `rspCd`, which graphql-request raises as a `ClientError`. Any other failure
 * (HTTP status, timeout, 401, network) stays the client's `RequestError`.
 */
function envelopeFetch(
  client: RequestClient,
  gql: GraphqlCall,
  { answer }: ParsedAnswers,
): typeof fetch {
  return async (_url, init) => {
    let body = JSON.parse(String(init?.body ?? '{}')) as GraphqlOperation | GraphqlOperation[];
    // spec 1 §7: a batch submit is a list of mutations, each in the one database session.
    if (Array.isArray(body))
      body = body.map((operation) => ({ ...operation, inDatabaseSession: true }));
    try {
      const data = await call(
        client,
        CONTENT_PATHS.queryGraphqls,
        { params: { app: gql.app.appId }, search: workflowSearch(client), body },
        init?.signal ? { signal: init.signal } : {},
      );
      return answer(Array.isArray(data) ? data.map((d) => ({ data: d })) : { data });
    } catch (error) {
      if (!isRequestError(error) || error.kind !== 'envelope') throw error;
      const errors = [{ message: error.message, extensions: { rspCd: error.rspCd } }];
      return answer(Array.isArray(body) ? [{ errors }] : { errors });
    }
  };
}

/**
 * spec 1 §7 / spec 2 §7.2: in workflow mode `querygraphqls?app=` adds `workflowInstanceId` and
 * `workflowProNodeId` — read from the context the call carries (a workflow page's client is
 * `client.withContext({ workflowProId, workflowInstanceId, workflowProNodeId })`); absent ids are
 * left out.
 */
function workflowSearch(client: RequestClient): SearchParams {
  const { workflowInstanceId, workflowProNodeId } = client.context();
  return { workflowInstanceId, workflowProNodeId };
}

/**
 * graphql-request, loaded with the first GraphQL call rather than with the app: it brings
 * graphql's parser (≈ 15 KB of gzip), which a page without content data sources never needs
 * (pc-runtime README "Benchmark": initial JS).
 */
let graphqlRequest: Promise<typeof GraphqlRequest> | undefined;
const loadGraphqlRequest = () => (graphqlRequest ??= import('graphql-request'));

async function graphqlClient(client: RequestClient, gql: GraphqlCall): Promise<GraphQLClient> {
  const { GraphQLClient } = await loadGraphqlRequest();
  const path = CONTENT_PATHS.queryGraphqls.build({ app: gql.app.appId }, workflowSearch(client));
  const answers = parsedAnswers();
  // The URL only satisfies graphql-request: envelopeFetch sends the call through the entry.
  return new GraphQLClient(client.url(path), {
    fetch: envelopeFetch(client, gql, answers),
    jsonSerializer: answers.serializer,
  });
}

/** Re-raises graphql-request's `ClientError` as the typed {@link ContentGraphQLError}. */
async function typed(error: unknown): Promise<never> {
  const { ClientError } = await loadGraphqlRequest();
  if (error instanceof ClientError) throw ContentGraphQLError.from(error);
  throw error;
}

/**
 * Sends one GraphQL document to `querygraphqls?app=` through graphql-request over the request
 * client and answers its `data`.
 *
 * @throws {ContentGraphQLError} for a GraphQL error (already shown by the client).
 * @throws {RequestError} when the call itself fails.
 */
export async function requestContentGraphql<TData>(
  client: RequestClient,
  gql: GraphqlCall,
  document: string,
  variables?: Variables,
): Promise<TData> {
  const graphql = await graphqlClient(client, gql);
  return graphql
    .request<TData>({ document, variables, ...(gql.signal ? { signal: gql.signal } : {}) })
    .catch(typed);
}

/**
 * Sends several documents as one batch (one list body, one database session) and answers each
 * operation's `data`, in order.
 *
 * @throws {ContentGraphQLError} when an operation fails: then nothing was written.
 */
export async function batchContentGraphql<TData extends object>(
  client: RequestClient,
  gql: GraphqlCall,
  documents: BatchRequestDocument[],
): Promise<(TData | null)[]> {
  const graphql = await graphqlClient(client, gql);
  const results = await graphql
    .batchRequests<[{ data: TData }, ...{ data: TData }[]]>(documents)
    .catch(typed);
  return results.map((result) => result.data);
}
