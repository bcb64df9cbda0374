import { expect } from '@playwright/test';
import { API_PREFIX, IDENTITY_PATHS, type SmsPurpose } from '@tessera/protocol';
import { signedHeaders } from '@tessera/test-utils/signed-headers';
import { E2E_SERVER_ORIGIN } from '../server/e2eOrigins.js';

interface OutboxAnswer {
  rspCd: string;
  data: { codes: { purpose: SmsPurpose; code: string; sentAt: string }[] };
}

/**
 * The newest SMS code of `purpose` the development sender "sent" to `phone` (server README
 * "SMS codes"), polled until it is there.
 */
export async function latestSmsCode(phone: string, purpose: SmsPurpose): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const url = `${E2E_SERVER_ORIGIN}${API_PREFIX}${IDENTITY_PATHS.devSmsOutbox.build({ phone })}`;
      const answer = (await (
        await fetch(url, { headers: signedHeaders() })
      ).json()) as OutboxAnswer;
      code = answer.data.codes.find((sent) => sent.purpose === purpose)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** The newest e-mail code of `purpose` the development sender "sent" to `email`. */
export async function latestEmailCode(email: string, purpose: SmsPurpose): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const url = `${E2E_SERVER_ORIGIN}${API_PREFIX}${IDENTITY_PATHS.devEmailOutbox.build({ email })}`;
      const answer = (await (
        await fetch(url, { headers: signedHeaders() })
      ).json()) as OutboxAnswer;
      code = answer.data.codes.find((sent) => sent.purpose === purpose)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}
