import {
  getFormInfo,
  getWorkflowConfig,
  listOrganisationUsers,
  saveWorkflowConfig,
  type AccountRef,
  type AppRef,
} from '@tessera/api';
import type { FlowDesignCalls } from '@tessera/designer-ui';

type RequestClient = Parameters<typeof getFormInfo>[0];

/**
 * The flow designer's calls for one app, each a `@tessera/api` function: the workflow's config
 * and its form (administrators only, server-checked), saveconfig, and the organisation's users.
 */
export function flowDesignCalls(
  client: RequestClient,
  ref: AppRef,
  account: AccountRef,
): FlowDesignCalls {
  return {
    async config(id) {
      const config = await getWorkflowConfig(client, ref, id);
      return {
        displayName: config.displayName,
        formId: config.formId,
        version: config.version,
        jsonDetail: config.jsonDetail,
      };
    },
    formFields: async (formId) => (await getFormInfo(client, ref, formId)).fields,
    async saveConfig(body) {
      const answer = await saveWorkflowConfig(client, ref, body);
      return { version: answer.version };
    },
    async searchUsers(keyWord) {
      const page = await listOrganisationUsers(client, account, ref.appId, { keyWord });
      return page.items.map((user) => ({
        userId: user.id,
        userName: user.nickName || user.userName,
      }));
    },
  };
}
