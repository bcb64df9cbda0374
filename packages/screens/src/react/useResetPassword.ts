import { useEffect, useMemo } from 'react';
import { useMessages, useSession } from '@tessera/react';
import { readAccountPageConfig } from '@tessera/widgets';
import { useAccountCalls, usePasswordPolicy } from '@tessera/widgets/react';
import {
  createResetPasswordModel,
  type ResetPasswordCheckWay,
  type ResetPasswordModel,
  type ResetPasswordSnapshot,
} from '../account/resetPasswordModel.js';
import { useModel } from './useModel.js';

/** /resetPassword's model ({@link createResetPasswordModel}) for the signed-in account. */
export function useResetPassword(search: URLSearchParams): {
  snapshot: ResetPasswordSnapshot;
  model: ResetPasswordModel;
  checkWay: ResetPasswordCheckWay;
  phone: string;
} {
  const config = useMemo(() => readAccountPageConfig(search), [search]);
  const checkWay = search.get('checkWay') === 'messageCheck' ? 'messageCheck' : 'password';
  const { client, account } = useAccountCalls();
  const messages = useMessages();
  const { user } = useSession();
  const phone = user.mobilePhone ?? '';
  const policy = usePasswordPolicy(config.userScope);
  const [snapshot, model] = useModel(
    () => createResetPasswordModel({ client, account, config, checkWay, phone, messages }),
    [client, account, config, checkWay, phone, messages],
  );
  useEffect(() => model.setPolicy(policy), [model, policy]);
  return { snapshot, model, checkWay, phone };
}
