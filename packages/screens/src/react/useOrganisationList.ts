import type { OrganisationItemKind } from '@tessera/api';
import { useSettings } from '@tessera/react';
import { useAccountCalls } from '@tessera/widgets/react';
import {
  createOrganisationListModel,
  type OrganisationListModel,
  type OrganisationListSnapshot,
} from '../account/organisationListModel.js';
import { useModel } from './useModel.js';

/** The tag, post or rank list of the provider's app ({@link createOrganisationListModel}). */
export function useOrganisationList(
  kind: OrganisationItemKind,
): [OrganisationListSnapshot, OrganisationListModel] {
  const { client, account } = useAccountCalls();
  const { appId } = useSettings();
  return useModel(
    () => createOrganisationListModel({ client, account, appId, kind }),
    [client, account, appId, kind],
  );
}
