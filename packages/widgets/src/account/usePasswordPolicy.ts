import { getPasswordPolicy } from '@tessera/api';
import { useMessages } from '@tessera/react';
import type { PasswordPolicy } from '@tessera/validation';
import { useLoad } from '../internals/useLoad.js';
import { ACCOUNT_TEXTS } from './accountTexts.js';
import { useAccountCalls } from './useAccountCalls.js';

/** Loads the scope's password policy, warning 未获取到用户域! without a scope (spec 2 §6). */
export function usePasswordPolicy(scope: string | null): PasswordPolicy | null {
  const { client, account } = useAccountCalls();
  const messages = useMessages();
  return useLoad(async () => {
    if (scope !== null) return getPasswordPolicy(client, account, scope);
    messages.warning(ACCOUNT_TEXTS.noUserScope);
    return null;
  }, [client, account, scope, messages]).value;
}
