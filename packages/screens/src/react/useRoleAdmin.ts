import { useMemo } from 'react';
import { useSettings } from '@tessera/react';
import { useAccountCalls } from '@tessera/widgets/react';
import {
  createRoleAdminModel,
  type RoleAdminModel,
  type RoleAdminSnapshot,
} from '../admin/roleAdminModel.js';
import { useModel } from './useModel.js';

/** The Roles screen's model for the provider's app ({@link createRoleAdminModel}). */
export function useRoleAdmin(): [RoleAdminSnapshot, RoleAdminModel] {
  const { client, account } = useAccountCalls();
  const { appId } = useSettings();
  const org = useMemo(() => ({ ...account, appId }), [account, appId]);
  return useModel(() => createRoleAdminModel({ client, org }), [client, org]);
}
