import { isRequestError, type RequestError } from '@tessera/request';

/** The RequestError a call rejects with; fails the test when the call succeeds or throws anything else. */
export async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
  if (!isRequestError(error)) throw error;
  return error;
}
