import { answerErrors } from '@tessera/protocol';
import type { AnyRoute, RouteAnswer } from '@tessera/protocol';

/**
 * Checks a real answer (the envelope's `data`) against its path-table entry's answer schema
 * (protocol README "Wire contract") and returns it typed; throws naming every difference.
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
