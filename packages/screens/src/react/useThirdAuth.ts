import { useMessages, useNavigation, useSessionManager, useSessionStorage } from '@tessera/react';
import { useAccountCalls, useSmsCountdown, type SmsCountdown } from '@tessera/widgets/react';
import {
  createThirdAuthBindModel,
  createThirdAuthModel,
  thirdAuthRedirectUri,
  type ThirdAuthBindModel,
  type ThirdAuthBindSnapshot,
  type ThirdAuthModel,
  type ThirdAuthSnapshot,
} from '../account/thirdAuthModels.js';
import { useModel } from './useModel.js';

/**
 * /third-auth's model ({@link createThirdAuthModel}): the pending sign-in in the provider's
 * session storage, the provider's page through `location`, the tokens to the session.
 */
export function useThirdAuth(search: URLSearchParams): [ThirdAuthSnapshot, ThirdAuthModel] {
  const { client, account } = useAccountCalls();
  const sessionStorage = useSessionStorage();
  const session = useSessionManager();
  const navigation = useNavigation();
  return useModel(
    () =>
      createThirdAuthModel({
        client,
        account,
        search,
        sessionStorage,
        navigation,
        redirectUri: thirdAuthRedirectUri(globalThis.location.origin),
        leave: (url) => globalThis.location.assign(url),
        signIn: (tokens) => session?.login(tokens),
      }),
    [client, account, search, sessionStorage, navigation, session],
  );
}

/** What {@link useThirdAuthBind} answers. */
export interface ThirdAuthBind {
  snapshot: ThirdAuthBindSnapshot;
  model: ThirdAuthBindModel;
  /** The code button (SysLogin) for the typed phone. */
  countdown: SmsCountdown;
}

/** /third-auth-bind's model ({@link createThirdAuthBindModel}) signing in to the session. */
export function useThirdAuthBind(search: URLSearchParams): ThirdAuthBind {
  const { client, account } = useAccountCalls();
  const session = useSessionManager();
  const navigation = useNavigation();
  const messages = useMessages();
  const [snapshot, model] = useModel(
    () =>
      createThirdAuthBindModel({
        client,
        account,
        search,
        messages,
        navigation,
        signIn: (tokens) => session?.login(tokens),
      }),
    [client, account, search, messages, navigation, session],
  );
  const countdown = useSmsCountdown({ phone: snapshot.values.phone, purpose: 'SysLogin' });
  return { snapshot, model, countdown };
}
