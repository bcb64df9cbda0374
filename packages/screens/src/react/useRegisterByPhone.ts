import { useEffect, useMemo } from 'react';
import { useMessages } from '@tessera/react';
import { readAccountPageConfig, type AccountPageConfig } from '@tessera/widgets';
import { useAccountCalls, usePasswordPolicy } from '@tessera/widgets/react';
import {
  createRegisterByPhoneModel,
  type RegisterByPhoneModel,
  type RegisterByPhoneSnapshot,
} from '../account/registerByPhoneModel.js';
import { useModel } from './useModel.js';

/** /register-byphone's model ({@link createRegisterByPhoneModel}) with the scope's policy. */
export function useRegisterByPhone(search: URLSearchParams): {
  snapshot: RegisterByPhoneSnapshot;
  model: RegisterByPhoneModel;
  config: AccountPageConfig;
} {
  const config = useMemo(() => readAccountPageConfig(search), [search]);
  const { client, account } = useAccountCalls();
  const messages = useMessages();
  const policy = usePasswordPolicy(config.userScope);
  const [snapshot, model] = useModel(
    () => createRegisterByPhoneModel({ client, account, config, search, messages }),
    [client, account, config, search, messages],
  );
  useEffect(() => model.setPolicy(policy), [model, policy]);
  return { snapshot, model, config };
}
