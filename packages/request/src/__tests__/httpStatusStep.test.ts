import { describe, expect, it } from 'vitest';
import { requestErrorForStatus } from '../index.js';

describe('requestErrorForStatus', () => {
  // spec 1 §7: only 200 and 201 are success; spec 1 §8 gives the texts.
  it.each([
    { status: 200, kind: undefined, message: undefined },
    { status: 201, kind: undefined, message: undefined },
    { status: 204, kind: 'http', message: '服务器繁忙' },
    { status: 302, kind: 'http', message: '服务器繁忙' },
    { status: 400, kind: 'http', message: '服务器繁忙' },
    { status: 401, kind: 'unauthorized', message: '会话已失效, 请重新登录' },
    { status: 403, kind: 'deny', message: 'HTTP 403' },
    { status: 404, kind: 'http', message: '请求地址错误' },
    { status: 405, kind: 'http', message: '请求方式错误' },
    { status: 500, kind: 'http', message: '服务器繁忙' },
    { status: 502, kind: 'http', message: '服务器内部错误' },
    { status: 503, kind: 'http', message: '服务器繁忙' },
  ])('maps HTTP $status to $kind "$message"', ({ status, kind, message }) => {
    const error = requestErrorForStatus(status);
    expect(error?.kind).toBe(kind);
    expect(error?.message).toBe(message);
    if (error) expect(error.status).toBe(status);
  });
});
