import { IDENTITY_PATHS } from '@tessera/protocol';
import type { DevSmsOutboxAnswer } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * GET `dev/sms-outbox?phone=` — development servers only (never in production, where the path
 * answers HTTP 404): the SMS codes the development sender "sent" to `phone`, newest first, so
 * people and end-to-end tests can sign in with a code without a phone.
 *
 * @throws {RequestError} when the call fails (请求地址错误 on a production server).
 */
export async function getDevSmsOutbox(
  client: RequestClient,
  account: AccountRef,
  phone: string,
): Promise<DevSmsOutboxAnswer['codes']> {
  const answer = await callAccount(client, account, IDENTITY_PATHS.devSmsOutbox, {
    params: { phone },
  });
  return answer.codes;
}
