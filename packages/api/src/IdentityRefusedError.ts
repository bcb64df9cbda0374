import type { IdentityRefusal } from '@tessera/protocol';

/**
 * An identity call the server refused with a text for the user (spec 2 §8): the envelope was
 * `00000` and `data.error` holds `{ code?, message }`. Nothing has been shown: the caller decides
 * how (spec 2 §8 Login errors: 104 a failed flag, 103 an alert with 重置密码, 101/102 a forced
 * reset, other codes the message, fallback 登录失败).
 */
export class IdentityRefusedError extends Error {
  override readonly name = 'IdentityRefusedError';
  /** `LOGIN_ERROR_CODES` for sign-in refusals; undefined for the other calls. */
  readonly code: number | undefined;

  constructor(refusal: IdentityRefusal) {
    super(refusal.message);
    this.code = typeof refusal.code === 'number' ? refusal.code : undefined;
  }
}

/** True for an {@link IdentityRefusedError}. */
export function isIdentityRefusedError(error: unknown): error is IdentityRefusedError {
  return error instanceof IdentityRefusedError;
}
