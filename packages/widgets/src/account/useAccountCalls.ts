import { useMemo } from 'react';
import { accountRef, type AccountRef } from '@tessera/api';
import { useRequestClient, useSettings } from '@tessera/react';
import type { RequestClient } from '@tessera/request';

/** What every account call takes: the provider's request client and the account service's base. */
export interface AccountCalls {
  client: RequestClient;
  account: AccountRef;
}

/** The request client and account reference of the nearest provider (settings loaded). */
export function useAccountCalls(): AccountCalls {
  const client = useRequestClient();
  const settings = useSettings();
  return useMemo(() => ({ client, account: accountRef(settings) }), [client, settings]);
}
