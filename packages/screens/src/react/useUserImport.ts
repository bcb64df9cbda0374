import { useMemo } from 'react';
import { useSettings } from '@tessera/react';
import type { UserImportReport } from '@tessera/protocol';
import { useAccountCalls } from '@tessera/widgets/react';
import {
  createUserImportModel,
  type UserImportModel,
  type UserImportSnapshot,
} from '../admin/userImportModel.js';
import { useModel } from './useModel.js';

/** The 导入 dialog's model for the provider's app ({@link createUserImportModel}). */
export function useUserImport(
  onImported: (report: UserImportReport) => void,
): [UserImportSnapshot, UserImportModel] {
  const { client, account } = useAccountCalls();
  const { appId } = useSettings();
  const org = useMemo(() => ({ ...account, appId }), [account, appId]);
  // The callback of the first render is kept: the dialog lives as long as one screen.
  return useModel(() => createUserImportModel({ client, org, onImported }), [client, org]);
}
