import { useMemo } from 'react';
import { createBrowserClock } from '@tessera/ports';
import { useMessages, useNavigation, useSessionManager } from '@tessera/react';
import { readAccountPageConfig, type AccountPageConfig } from '@tessera/widgets';
import { useAccountCalls, useSmsCountdown, type SmsCountdown } from '@tessera/widgets/react';
import {
  createLoginByPhoneModel,
  type LoginByPhoneModel,
  type LoginByPhoneSnapshot,
  type LoginScreenPort,
} from '../account/loginByPhoneModel.js';
import { useModel } from './useModel.js';

const CLOCK = createBrowserClock();

/** What {@link useLoginByPhone} answers. */
export interface LoginByPhone {
  snapshot: LoginByPhoneSnapshot;
  model: LoginByPhoneModel;
  config: AccountPageConfig;
  /** The code button (SysLogin) for the typed phone. */
  countdown: SmsCountdown;
}

/**
 * /login-byphone's model ({@link createLoginByPhoneModel}) signing in to the provider's session;
 * `screen` is the kit's toast, dialogs and history (keep it the same object between renders).
 */
export function useLoginByPhone(search: URLSearchParams, screen: LoginScreenPort): LoginByPhone {
  const config = useMemo(() => readAccountPageConfig(search), [search]);
  const { client, account } = useAccountCalls();
  const messages = useMessages();
  const navigation = useNavigation();
  const session = useSessionManager();
  const [snapshot, model] = useModel(
    () =>
      createLoginByPhoneModel({
        client,
        account,
        config,
        search,
        messages,
        clock: CLOCK,
        navigation,
        signIn: (tokens) => session?.login(tokens),
        screen,
      }),
    [client, account, config, search, messages, navigation, session, screen],
  );
  const countdown = useSmsCountdown({ phone: snapshot.values.phone, purpose: 'SysLogin' });
  return { snapshot, model, config, countdown };
}
