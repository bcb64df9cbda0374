import { RequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { contentMutationDocument } from '../contentMutationDocument.js';
import type { ContentMutation } from '../contentMutationDocument.js';
import type { AppRef } from '../subAppRef.js';
import { requestContentGraphql } from './contentGraphql.js';

/**
 * Sends one content mutation through graphql-request and answers the mutation field's value.
 *
 * @throws {ContentGraphQLError} for a GraphQL error (bad data, unknown or stale item).
 * @throws {RequestError} when the call fails, or, kind `envelope`, when the answer lacks the field.
 */
export async function mutateContent<TAnswer>(
  client: RequestClient,
  app: AppRef,
  mutation: ContentMutation,
): Promise<TAnswer> {
  const { query, variables, field } = contentMutationDocument(mutation);
  const data = await requestContentGraphql<Record<string, TAnswer> | null>(
    client,
    { app },
    query,
    variables,
  );
  if (!data || !Object.hasOwn(data, field))
    throw new RequestError('envelope', `The answer has no ${field}`);
  return data[field] as TAnswer;
}
