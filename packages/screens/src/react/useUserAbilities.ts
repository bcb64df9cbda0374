import { useMemo } from 'react';
import { useSettings } from '@tessera/react';
import { useAccountCalls } from '@tessera/widgets/react';
import {
  createUserAbilitiesModel,
  type UserAbilitiesModel,
  type UserAbilitiesSnapshot,
} from '../admin/userAbilitiesModel.js';
import { useModel } from './useModel.js';

/** What a user can do in the provider's app ({@link createUserAbilitiesModel}). */
export function useUserAbilities(userId: string): [UserAbilitiesSnapshot, UserAbilitiesModel] {
  const { client, account } = useAccountCalls();
  const { appId } = useSettings();
  const org = useMemo(() => ({ ...account, appId }), [account, appId]);
  return useModel(() => createUserAbilitiesModel({ client, org, userId }), [client, org, userId]);
}
