import type { ContentItem } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { mutateContent } from './internals/mutateContent.js';
import type { AppRef } from './subAppRef.js';

/** Input of {@link updateFieldContent}. */
export interface UpdateFieldContentInput {
  schemaName: string;
  fieldName: string;
  /** A whole number added to the field (negative to decrement). */
  step: number;
  id: string;
  operationId?: string;
}

/**
 * `updateFieldContent(schemaName, fieldName, step, id, operationId)` (spec 1 §7): an atomic
 * increment of a number field on the server (two simultaneous steps both count); answers the
 * saved item.
 *
 * @throws {TypeError} for a bad schema name or a step that is not a whole number (nothing is sent).
 * @throws {RequestError} when the call fails.
 */
export function updateFieldContent(
  client: RequestClient,
  app: AppRef,
  input: UpdateFieldContentInput,
): Promise<ContentItem> {
  return mutateContent<ContentItem>(client, app, { type: 'updateField', ...input });
}
