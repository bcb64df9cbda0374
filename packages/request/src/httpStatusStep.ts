import { REQUEST_ERROR_TEXTS, RequestError } from './RequestError.js';
import type { RequestStep } from './types.js';

/**
 * The error for an HTTP status that is not a success (spec 1 §7: only 200 and 201 are success;
 * spec 1 §8 gives the texts). Returns `undefined` for 200 and 201.
 *
 * | status | kind | message |
 * |---|---|---|
 * | 401 | unauthorized | 会话已失效, 请重新登录 |
 * | 403 | deny | (no text: the app goes to /deny) |
 * | 404 | http | 请求地址错误 |
 * | 405 | http | 请求方式错误 |
 * | 502 | http | 服务器内部错误 |
 * | any other | http | 服务器繁忙 |
 */
export function requestErrorForStatus(status: number): RequestError | undefined {
  if (status === 200 || status === 201) return undefined;
  switch (status) {
    case 401:
      return new RequestError('unauthorized', REQUEST_ERROR_TEXTS.unauthorized, { status });
    case 403:
      // spec 1 §8: "go to deny" — navigation belongs to the app, so the message is for logs only.
      return new RequestError('deny', 'HTTP 403', { status });
    case 404:
      return new RequestError('http', REQUEST_ERROR_TEXTS.notFound, { status });
    case 405:
      return new RequestError('http', REQUEST_ERROR_TEXTS.methodNotAllowed, { status });
    case 502:
      return new RequestError('http', REQUEST_ERROR_TEXTS.badGateway, { status });
    default:
      return new RequestError('http', REQUEST_ERROR_TEXTS.busy, { status });
  }
}

/**
 * The HTTP status step (spec 1 §7: "Only HTTP 200 and 201 are success"). Runs after every
 * other `afterResponse` step, so a later 401 refresh-and-retry step sees the 401 before this
 * step turns it into an error. Any other status — including 204 and 3xx that fetch did not
 * follow — rejects with the {@link requestErrorForStatus} error of spec 1 §8.
 */
export const httpStatusStep: RequestStep = {
  name: 'httpStatus',
  afterResponse: (response) => {
    const error = requestErrorForStatus(response.status);
    if (error) throw error;
  },
};
