import type { ClientError } from 'graphql-request';
import { RequestError } from '@tessera/request';

/** One GraphQL error of a content call: the server's message and its envelope code. */
export interface ContentGraphQLErrorEntry {
  message: string;
  extensions?: { rspCd?: string };
}

/**
 * A GraphQL error of `querygraphqls` (a syntax error, an unknown field, bad data, an unknown or
 * stale item, a failed batch). The server answers it as a failed envelope (protocol README
 * "GraphQL"), which the request client has already shown; graphql-request raises it as a
 * `ClientError`, and the api re-raises it typed: still a {@link RequestError} of kind
 * `envelope` with the `rspCd` (so callers that branch on codes keep working), plus the GraphQL
 * `errors` and the `query` and `variables` sent.
 *
 * @example
 * ```ts
 * try { await addContent(client, app, input); }
 * catch (error) { if (error instanceof ContentGraphQLError && error.rspCd === '40900') reload(); }
 * ```
 */
export class ContentGraphQLError extends RequestError {
  /** The GraphQL errors of the answer. */
  readonly errors: readonly ContentGraphQLErrorEntry[];
  /** The document(s) sent. */
  readonly query: string | string[];
  /** The variables sent. */
  readonly variables: unknown;

  constructor(
    errors: readonly ContentGraphQLErrorEntry[],
    request: { query: string | string[]; variables?: unknown },
    cause?: unknown,
  ) {
    const first = errors[0];
    super('envelope', first?.message ?? '', {
      rspCd: first?.extensions?.rspCd,
      shown: true,
      cause,
    });
    this.errors = errors;
    this.query = request.query;
    this.variables = request.variables;
  }

  /** The typed form of graphql-request's `ClientError`. */
  static from(error: ClientError): ContentGraphQLError {
    const response = error.response as { errors?: unknown; [index: number]: unknown };
    // A batch answer keeps its results under numeric keys; a single answer has `errors`.
    const errors = (
      Array.isArray(response.errors)
        ? response.errors
        : Object.values(response).flatMap((result) =>
            result &&
            typeof result === 'object' &&
            Array.isArray((result as { errors?: unknown }).errors)
              ? (result as { errors: unknown[] }).errors
              : [],
          )
    ) as ContentGraphQLErrorEntry[];
    return new ContentGraphQLError(errors, error.request, error);
  }
}
