import { PATHS } from '@tessera/protocol';
import { RequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { contentMutationDocument } from '../contentMutationDocument.js';
import type { ContentMutation } from '../contentMutationDocument.js';

/**
 * POSTs one content mutation to `querygraphqls?app=` and answers the mutation field's value.
 *
 * @throws {RequestError} when the call fails, or, kind `envelope`, when the answer lacks the field.
 */
export async function sendMutation<TAnswer>(
  client: RequestClient,
  appId: string,
  mutation: ContentMutation,
): Promise<TAnswer> {
  const { query, variables, field } = contentMutationDocument(mutation);
  const data = await client.post<Record<string, TAnswer> | null>(PATHS.queryGraphqls.build(appId), {
    query,
    variables,
  });
  if (!data || !Object.hasOwn(data, field))
    throw new RequestError('envelope', `The answer has no ${field}`);
  return data[field] as TAnswer;
}
