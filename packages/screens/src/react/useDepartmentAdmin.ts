import { useMemo } from 'react';
import { useSettings } from '@tessera/react';
import { useAccountCalls } from '@tessera/widgets/react';
import {
  createDepartmentAdminModel,
  type DepartmentAdminModel,
  type DepartmentAdminSnapshot,
} from '../admin/departmentAdminModel.js';
import { useModel } from './useModel.js';

/** The Departments screen's model for the provider's app ({@link createDepartmentAdminModel}). */
export function useDepartmentAdmin(): [DepartmentAdminSnapshot, DepartmentAdminModel] {
  const { client, account } = useAccountCalls();
  const { appId } = useSettings();
  const org = useMemo(() => ({ ...account, appId }), [account, appId]);
  return useModel(() => createDepartmentAdminModel({ client, org }), [client, org]);
}
