import { useEffect } from 'react';
import { useMessages, useSession } from '@tessera/react';
import { useAccountCalls, useSmsCountdown, type SmsCountdown } from '@tessera/widgets/react';
import {
  createChangeAccountModel,
  type ChangeAccountModel,
  type ChangeAccountSnapshot,
} from '../account/changeAccountModel.js';
import { useModel } from './useModel.js';

/** What {@link useChangeAccount} answers. */
export interface ChangeAccount {
  snapshot: ChangeAccountSnapshot;
  model: ChangeAccountModel;
  /** The code button of the current value (step 1, or the single step). */
  currentCountdown: SmsCountdown;
  /** The code button of the new value. */
  newCountdown: SmsCountdown;
}

/** /change-account's model ({@link createChangeAccountModel}) for the signed-in account. */
export function useChangeAccount(search: URLSearchParams): ChangeAccount {
  const { client, account } = useAccountCalls();
  const messages = useMessages();
  const { user } = useSession();
  const [snapshot, model] = useModel(
    () => createChangeAccountModel({ client, account, search, user, messages }),
    // The user is followed by setUser below: a new user object keeps what was typed.
    [client, account, search, messages],
  );
  useEffect(() => model.setUser(user), [model, user]);
  const currentCountdown = useSmsCountdown({
    phone: snapshot.values.oldAccount,
    purpose: 'SysChangeMobile',
    check: model.checkCurrent,
    sendCode: model.sendCurrentCode,
  });
  const newCountdown = useSmsCountdown({
    phone: snapshot.values.newAccount,
    purpose: 'SysChangeMobile',
    check: model.checkNew,
    sendCode: model.sendNewCode,
  });
  return { snapshot, model, currentCountdown, newCountdown };
}
