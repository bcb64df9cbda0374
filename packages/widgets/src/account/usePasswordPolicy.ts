import { useEffect, useState } from 'react';
import { getPasswordPolicy } from '@tessera/api';
import { useMessages } from '@tessera/react';
import type { PasswordPolicy } from '@tessera/validation';
import { ACCOUNT_TEXTS } from './accountTexts.js';
import { useAccountCalls } from './useAccountCalls.js';

/** Loads the scope's password policy, warning 未获取到用户域! without a scope (spec 2 §6). */
export function usePasswordPolicy(scope: string | null): PasswordPolicy | null {
  const { client, account } = useAccountCalls();
  const messages = useMessages();
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  useEffect(() => {
    if (scope === null) {
      messages.warning(ACCOUNT_TEXTS.noUserScope);
      return;
    }
    let live = true;
    getPasswordPolicy(client, account, scope).then(
      (loaded) => live && setPolicy(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, account, scope, messages]);
  return policy;
}
