export { call } from './call.js';
export type { CallInput, CallRouteOptions } from './call.js';
export { subAppRef } from './subAppRef.js';
export type { AppRef, SubAppRef } from './subAppRef.js';
export { ContentGraphQLError } from './ContentGraphQLError.js';
export type { ContentGraphQLErrorEntry } from './ContentGraphQLError.js';
export { getSettings, SettingsError } from './getSettings.js';
export type { GetSettingsInput } from './getSettings.js';
export { createSettingsCache } from './createSettingsCache.js';
export type { SettingsCache, SettingsCacheOptions } from './createSettingsCache.js';
export { getPageRouters } from './getPageRouters.js';
export { getJsonPageData } from './getJsonPageData.js';
export {
  changeTheme,
  createPage,
  deletePage,
  duplicatePage,
  getDesignerPages,
  getDevFirstPage,
  getOrdinaryPages,
  getPageData,
  getPageParameters,
  getPageVersion,
  getPageVersions,
  publishPage,
  restorePage,
  savePage,
  searchPages,
  setHomePage,
  updatePage,
} from './designerPages.js';
export type {
  PageSearch,
  PageVersionRef,
  PageVersionsQuery,
  RestorePageRequest,
  UpdatePageRequest,
} from './designerPages.js';
export { getUserPages } from './getUserPages.js';
export type { UserPages } from '@tessera/protocol';
export { queryContentsWithTotal } from './queryContentsWithTotal.js';
export type { QueryContentsInput } from './queryContentsWithTotal.js';
export { queryDataSourceContents } from './queryDataSourceContents.js';
export type {
  QueryDataSourceContentsInput,
  DataSourceContents,
} from './queryDataSourceContents.js';
export { getSchema, listSchemas } from './getSchema.js';
export type { SchemaSearch } from './getSchema.js';
export { runDataFlow, runGroupDataFlow } from './runDataFlow.js';
export type { RunDataFlowInput } from './runDataFlow.js';
export { getApiModelData, MODEL_TIMEOUT_MS } from './getApiModelData.js';
export type { GetApiModelDataInput } from './getApiModelData.js';
export { queryOlapResult } from './queryOlapResult.js';
export type { QueryOlapResultInput } from './queryOlapResult.js';
export { addContent } from './addContent.js';
export type { AddContentInput } from './addContent.js';
export { updateContent } from './updateContent.js';
export type { UpdateContentInput } from './updateContent.js';
export { deleteContent } from './deleteContent.js';
export type { DeleteContentInput } from './deleteContent.js';
export { updateFieldContent } from './updateFieldContent.js';
export type { UpdateFieldContentInput } from './updateFieldContent.js';
export { submitContentBatch } from './submitContentBatch.js';
export { contentMutationDocument } from './contentMutationDocument.js';
export type { ContentMutation, MutationDocument } from './contentMutationDocument.js';
export { getDataFlowInfo } from './getDataFlowInfo.js';
export type { GetDataFlowInfoInput } from './getDataFlowInfo.js';
export { updateContentsByFilter, contentsByFilterDocument } from './updateContentsByFilter.js';
export type { UpdateContentsByFilterInput } from './updateContentsByFilter.js';
// The default maps provider's nearby search (CA-A15; server README "Places").
export { searchNearbyPlaces } from './searchNearbyPlaces.js';
export type { SearchNearbyPlacesInput } from './searchNearbyPlaces.js';
// Regions and the address book (spec 2 §2.3–§2.5, §3, §4; server README "Regions",
// "Personal content").
export { getRegions, getRegionTree } from './getRegions.js';
export { regionCascadeOptions, areaFromCodes, areaCodes } from './regionOptions.js';
export type { RegionCascadeOption } from './regionOptions.js';
export {
  listAddresses,
  saveAddress,
  saveAddressDocuments,
  deleteAddress,
  toAddressRecord,
} from './addressBook.js';
export type {
  AddressBookInput,
  ListAddressesInput,
  SaveAddressInput,
  DeleteAddressInput,
} from './addressBook.js';
export {
  createContentChangedClient,
  subscribeContentChanged,
  contentChangedUrl,
  CONTENT_CHANGED_SUBSCRIPTION,
} from './subscribeContentChanged.js';
export type {
  ContentChangedClient,
  ContentChangedClientOptions,
  ContentChangedEvent,
  SubscribeContentChangedInput,
} from './subscribeContentChanged.js';
export { saveAppSetting, readAppSetting, createLocalAuth } from './localSettings.js';
export type { LocalAppSetting, LocalAuth } from './localSettings.js';
export { settingsContext } from './settingsContext.js';
export type { SettingsRequestContext } from './settingsContext.js';
// Identity calls (spec 1 §7 Logout/clearcookies, spec 2 §7.1, §7.3 "Login"): under the settings'
// account base URL (`accountRef(settings)`).
export { accountRef } from './accountRef.js';
export type { AccountRef } from './accountRef.js';
export { IdentityRefusedError, isIdentityRefusedError } from './IdentityRefusedError.js';
export { loginExpand } from './loginExpand.js';
export { registerAccount, appletRegister } from './registerAccount.js';
export { refreshToken } from './refreshToken.js';
export { checkSession } from './checkSession.js';
export { logout, clearCookies } from './logout.js';
export { getPasswordExpiry } from './getPasswordExpiry.js';
export { pingOnline } from './pingOnline.js';
export { changePassword, checkOldPassword } from './changePassword.js';
export { getImageCode } from './getImageCode.js';
export { sendPhoneCode, checkPhoneCode } from './sendPhoneCode.js';
export { getPasswordPolicy } from './getPasswordPolicy.js';
export { getUserInfo } from './getUserInfo.js';
export { getDevSmsOutbox } from './getDevSmsOutbox.js';
export { sendEmailCode, checkEmailCode } from './sendEmailCode.js';
export { getDevEmailOutbox } from './getDevEmailOutbox.js';
export { checkOldMobile, checkOldEmail, changeMobile, changeEmail } from './changeAccount.js';
export {
  getThirdPartyProviders,
  getThirdPartyAuthorizeUrl,
  isBindRequired,
  thirdPartySignIn,
  bindPhone,
} from './thirdPartySignIn.js';
export { listOrganisationItems, setOrganisationItemEnabled } from './organisationItems.js';
export type { OrganisationItem, OrganisationItemKind } from './organisationItems.js';
export { getDepartmentTree, getRoleTree, listOrganisationUsers } from './organisationTrees.js';
export type { DepartmentTreeNode, RoleTreeNode, OrganisationUser } from './organisationTrees.js';
export { fileLink } from './fileLink.js';
// Workflows and forms (spec 2 §2.12, §3, §7.2, §7.4 Forms): protocol's WORKFLOW_PATHS, FORM_PATHS.
export {
  startInstance,
  startInstanceByUser,
  completeTask,
  batchCompleteTask,
  cancelInstance,
  withdrawInstance,
  resubmitInstance,
  triggerOfPage,
  hastenInstance,
  getBackTargets,
  backTask,
  queryAssigneeList,
  transferTask,
  addSign,
  getAddSignConf,
  carbonCopy,
  readCc,
  getTaskDetail,
  isFlowRequireDepartment,
  getExecutionList,
  getFlowInsInfo,
  getMyTodoInfo,
} from './workflowRuntime.js';
export type {
  WorkflowAppRef,
  InstanceCommandInput,
  AddSignInput,
  ResubmitInput,
  TriggerOfPageInput,
} from './workflowRuntime.js';
export {
  getMyApplyList,
  getMyTodoList,
  getMyCcList,
  getMyDoneList,
  WORKFLOW_LIST_PAGE,
} from './workflowLists.js';
export type { WorkflowListInput } from './workflowLists.js';
export {
  getNotifications,
  markNotificationsRead,
  markAllNotificationsRead,
  getNotificationPreferences,
  saveNotificationPreferences,
  subscribeNotificationsChanged,
} from './notifications.js';
export type { SubscribeNotificationsChangedInput } from './notifications.js';
export {
  getWorkflowById,
  getWorkflowCategoriesPro,
  getFlowStepOperatorList,
  getDepartsByUserId,
} from './workflowDefinitions.js';
export type { UserDepartment } from './workflowDefinitions.js';
export {
  addFormTemplate,
  addFormType,
  addWorkflowCategory,
  copyWorkflowDefinition,
  createWorkflowDefinition,
  deleteWorkflowCategory,
  deleteWorkflowDefinition,
  getFormTemplates,
  getFormTypes,
  getWorkflowCategories,
  getWorkflowConfig,
  getWorkflowDefinition,
  getWorkflowInstances,
  listWorkflowDefinitions,
  saveForm,
  saveWorkflowConfig,
  setFormTemplateEnabled,
  setWorkflowEnabled,
  setWorkflowSortNums,
  sortWorkflowCategories,
  updateWorkflowCategory,
  updateWorkflowDefinition,
} from './workflowDesign.js';
export type { WorkflowDefinitionFilters } from './workflowDesign.js';
export { getFormInfo, addFormData, getFormDataInfo, getFormDataList } from './forms.js';
export type { FormDataListInput } from './forms.js';
export {
  postImage,
  postEnclosure,
  createVideo,
  startPartUpload,
  partUploadStatus,
  uploadPart,
  completePartUpload,
} from './mediaUploads.js';
export type { ImageUploadTarget } from './mediaUploads.js';
export {
  addImageCategory,
  deleteEnclosure,
  deleteImage,
  deleteImageCategory,
  deleteVideo,
  enclosureLink,
  getImageUsages,
  listEnclosures,
  listImageCategories,
  listVideos,
  queryImages,
  replaceImage,
  setDefaultImage,
  updateImageCategory,
} from './mediaLibrary.js';
export type { MediaFileQuery } from './mediaLibrary.js';
export { listOperations } from './operations.js';
export { postTempImage, picUrlToPicField } from './designerMedia.js';
export { listDataFlows, listModels } from './designerSources.js';
export type { ListDataFlowsInput } from './designerSources.js';
export {
  activateUser,
  addUser,
  changeUserState,
  createUserPassword,
  getUser,
  listUsers,
  listUsersByIds,
  randomUserPassword,
  batchUsers,
  setUserPassword,
  signOutUser,
  updateUser,
  userListSearch,
  exportUsers,
  getUserImportTemplate,
  importUsers,
} from './userAdmin.js';
export {
  addDepartment,
  addOrganisationItem,
  deleteDepartment,
  deleteOrganisationItem,
  getDepartmentAdminTree,
  sortDepartments,
  updateDepartment,
  updateOrganisationItem,
} from './structureAdmin.js';
export type { OrganisationRef, UserListFilters, UserStateChange } from './userAdmin.js';
export {
  deleteSecurityPolicy,
  exportAuditLog,
  getAuditConfig,
  listAuditActions,
  listSecurityPolicies,
  listTaskLogs,
  listTasks,
  setTaskRunning,
  saveAuditConfig,
  saveSecurityPolicy,
  searchAuditLog,
} from './securityAdmin.js';
export {
  addRole,
  deleteRole,
  getRole,
  getRoleAdminTree,
  getRoleGrants,
  getUserAbilities,
  listRoleDepartments,
  listRolePages,
  listRoles,
  listRolesPaged,
  listRoleUsers,
  setRoleDepartments,
  setRoleEnabled,
  setRoleGrants,
  setRolePages,
  setRoleUsers,
  updateRole,
} from './roleAdmin.js';
