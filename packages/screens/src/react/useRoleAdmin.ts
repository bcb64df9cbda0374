import { useMemo } from 'react';
import { subAppRef } from '@tessera/api';
import { useSettings } from '@tessera/react';
import { useAccountCalls } from '@tessera/widgets/react';
import {
  createRoleAdminModel,
  type RoleAdminModel,
  type RoleAdminSnapshot,
} from '../admin/roleAdminModel.js';
import { useModel } from './useModel.js';

/**
 * The Roles screen's model for the provider's app ({@link createRoleAdminModel}); pages are
 * granted on the provider's sub-app (the one the console runs in).
 */
export function useRoleAdmin(): [RoleAdminSnapshot, RoleAdminModel] {
  const { client, account } = useAccountCalls();
  const settings = useSettings();
  const { appId } = settings;
  const org = useMemo(() => ({ ...account, appId }), [account, appId]);
  const subApp = useMemo(() => subAppRef(settings), [settings]);
  return useModel(() => createRoleAdminModel({ client, org, subApp }), [client, org, subApp]);
}
