import {
  getFormInfo,
  getWorkflowConfig,
  listOrganisationUsers,
  listRoles,
  saveWorkflowConfig,
  type AccountRef,
  type AppRef,
} from '@tessera/api';
import type { RequestClient } from '@tessera/request';
import type { FlowDesignCalls } from './flowDesignerModel.js';

/**
 * The flow designer's calls for one app, each a `@tessera/api` function: the workflow's config
 * and its form (administrators only, server-checked), saveconfig, the organisation's users and
 * the app's roles. The runtime and the model's tests use the same port.
 *
 * @example
 * const calls = flowDesignCalls(client, { appId, subAppId }, accountRef(settings));
 * const model = createFlowDesignerModel({ calls, workFlowId });
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
    async roles() {
      const roles = await listRoles(client, { ...account, appId: ref.appId });
      return roles.map((role) => ({ roleId: role.id, roleName: role.name }));
    },
  };
}
