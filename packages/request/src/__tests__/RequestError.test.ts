import { describe, expect, it } from 'vitest';
import { isRequestError, RequestError } from '../index.js';

describe('RequestError', () => {
  it('carries kind, status, rspCd and cause', () => {
    const cause = new Error('root');
    const error = new RequestError('envelope', '页面不存在', {
      rspCd: '40400',
      status: 200,
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'RequestError',
      kind: 'envelope',
      rspCd: '40400',
      status: 200,
    });
    expect(error.cause).toBe(cause);
    expect(isRequestError(error)).toBe(true);
  });

  it('leaves absent details undefined and recognises only request errors', () => {
    const error = new RequestError('timeout', '请求超时');
    expect(error.status).toBeUndefined();
    expect(error.rspCd).toBeUndefined();
    expect(isRequestError(new Error('x'))).toBe(false);
    expect(isRequestError('RequestError')).toBe(false);
  });
});
