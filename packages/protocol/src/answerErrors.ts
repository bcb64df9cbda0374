import { Value } from 'typebox/value';
import type { AnyRoute } from './route.js';

/**
 * Where an answer (the envelope's `data`) differs from its entry's answer schema: one line per
 * difference, `{path} {message}` (`/items/0/id must be string`); empty when it matches or the
 * entry declares no answer schema. The server's and the clients' tests check real answers with
 * it, so the declared types cannot drift from what the server sends.
 *
 * @example
 * ```ts
 * expect(answerErrors(IDENTITY_PATHS.checkSession, data)).toEqual([]);
 * ```
 */
export function answerErrors(entry: AnyRoute, data: unknown): string[] {
  if (!entry.answer) return [];
  return [...Value.Errors(entry.answer, data)].map(
    (error) => `${error.instancePath || '/'} ${error.message}`,
  );
}
