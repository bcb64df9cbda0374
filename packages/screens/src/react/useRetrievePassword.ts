import { useEffect, useMemo } from 'react';
import { useMessages } from '@tessera/react';
import { readAccountPageConfig } from '@tessera/widgets';
import { useAccountCalls, usePasswordPolicy } from '@tessera/widgets/react';
import {
  createRetrievePasswordModel,
  type RetrievePasswordModel,
  type RetrievePasswordSnapshot,
} from '../account/retrievePasswordModel.js';
import { useModel } from './useModel.js';

/** /retrievePassword's model ({@link createRetrievePasswordModel}) with the scope's policy. */
export function useRetrievePassword(
  search: URLSearchParams,
): [RetrievePasswordSnapshot, RetrievePasswordModel] {
  const config = useMemo(() => readAccountPageConfig(search), [search]);
  const { client, account } = useAccountCalls();
  const messages = useMessages();
  const policy = usePasswordPolicy(config.userScope);
  const [snapshot, model] = useModel(
    () => createRetrievePasswordModel({ client, account, config, search, messages }),
    [client, account, config, search, messages],
  );
  useEffect(() => model.setPolicy(policy), [model, policy]);
  return [snapshot, model];
}
