import { useMemo } from 'react';
import { useSettings } from '@tessera/react';
import { useAccountCalls } from '@tessera/widgets/react';
import {
  createUserAdminModel,
  type UserAdminModel,
  type UserAdminSnapshot,
} from '../admin/userAdminModel.js';
import { useModel } from './useModel.js';

/** The People screen's model for the provider's app ({@link createUserAdminModel}). */
export function useUserAdmin(): [UserAdminSnapshot, UserAdminModel] {
  const { client, account } = useAccountCalls();
  const { appId } = useSettings();
  const org = useMemo(() => ({ ...account, appId }), [account, appId]);
  return useModel(() => createUserAdminModel({ client, org }), [client, org]);
}
