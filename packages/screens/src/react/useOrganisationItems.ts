import { useMemo } from 'react';
import { useSettings } from '@tessera/react';
import { useAccountCalls } from '@tessera/widgets/react';
import {
  createOrganisationItemsModel,
  type OrganisationItemsModel,
  type OrganisationItemsSnapshot,
} from '../admin/organisationItemsModel.js';
import { useModel } from './useModel.js';

/** The posts, ranks and tags screen's model for the provider's app ({@link createOrganisationItemsModel}). */
export function useOrganisationItems(): [OrganisationItemsSnapshot, OrganisationItemsModel] {
  const { client, account } = useAccountCalls();
  const { appId } = useSettings();
  const org = useMemo(() => ({ ...account, appId }), [account, appId]);
  return useModel(() => createOrganisationItemsModel({ client, org }), [client, org]);
}
