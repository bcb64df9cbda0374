import { IDENTITY_PATHS } from '@tessera/protocol';
import type { DevEmailOutboxAnswer } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * GET `dev/email-outbox?email=` — development servers only (never in production, where the path
 * answers HTTP 404): the e-mail codes the development sender "sent" to `email`, newest first, so
 * people and end-to-end tests can change an e-mail without a mailbox.
 *
 * @throws {RequestError} when the call fails (请求地址错误 on a production server).
 */
export async function getDevEmailOutbox(
  client: RequestClient,
  account: AccountRef,
  email: string,
): Promise<DevEmailOutboxAnswer['codes']> {
  const answer = await callAccount(client, account, IDENTITY_PATHS.devEmailOutbox, {
    params: { email },
  });
  return answer.codes;
}
