import { Value } from 'typebox/value';
import type { AnyRoute, RouteAnswer } from './route.js';

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

/**
 * Checks a real answer (the envelope's `data`) against its entry's answer schema and returns it
 * typed; throws naming every difference ({@link answerErrors}). The tests of the server and of
 * the clients check answers with it (README "Wire contract").
 *
 * @example
 * ```ts
 * const session = expectAnswer(IDENTITY_PATHS.checkSession, await checkSession(client, account, token));
 * ```
 */
export function expectAnswer<TRoute extends AnyRoute>(
  entry: TRoute,
  data: unknown,
): RouteAnswer<TRoute> {
  const errors = answerErrors(entry, data);
  if (errors.length > 0) {
    throw new Error(
      `The answer of ${entry.pattern} does not match its schema:\n  ${errors.join('\n  ')}`,
    );
  }
  return data as RouteAnswer<TRoute>;
}
