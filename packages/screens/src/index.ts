// Public entry `@tessera/screens`: the product's screens that are not designed pages — the
// approval and form pages and the account pages. The root holds their framework-free models and
// framework-free functions (no React); the hooks and views are under `./pc` (MUI) and `./mobile`
// (antd-mobile), the hooks shared by both in `src/react`.

// Account screens' headless core (spec 2 §2.3–§2.11): what a sign-in answer shows.
export { loginRefusalView, passwordExpiryPrompt } from './account/loginOutcome.js';
export type { LoginRefusalView } from './account/loginOutcome.js';

// Approval and form pages' headless core (spec 2 §2.12, §5, §8): texts, field model, timeline,
// query and links, and the models the mobile and Pc pages share (README "Approval pages").
export {
  APPROVAL_TEXTS,
  APPROVAL_LIST_TABS,
  PROCESS_STATUS_TEXTS,
  PROCESS_STATUS_TONES,
  OPERATION_TEXTS,
  processStatusText,
} from './approval/approvalTexts.js';
export type { ApprovalListType } from './approval/approvalTexts.js';
export {
  approvalFieldModels,
  emptyApprovalValues,
  validateApprovalField,
  validateApprovalForm,
  toFieldDataList,
  toFormJsonData,
  valuesFromFieldData,
  modelsFromFieldData,
  fieldValueText,
} from './approval/approvalFields.js';
export type {
  ApprovalFieldModel,
  ApprovalFieldKind,
  ApprovalDateType,
  ApprovalChoice,
} from './approval/approvalFields.js';
export { timelineEntries, recordResult, recordTargets } from './approval/approvalTimeline.js';
export type { TimelineEntry } from './approval/approvalTimeline.js';
export type { ApprovalCalls, ApprovalViewer } from './approval/approvalViewer.js';
export {
  approvalFormCommands,
  blurApprovalField,
  changeApprovalField,
  checkApprovalForm,
} from './approval/approvalFormState.js';
export type { ApprovalFormCommands, ApprovalFormState } from './approval/approvalFormState.js';
export {
  carriedQuery,
  readApprovalListPage,
  readProcessStatus,
  submittedHref,
  workflowStartHref,
} from './approval/approvalPages.js';

// The notification centre's headless core (README "Notification centre").
export { NOTIFICATION_TEXTS, notificationSentence } from './notifications/notificationTexts.js';
export { createNotificationCentreModel } from './notifications/notificationCentreModel.js';
export {
  createNotificationPreferencesModel,
  NOTIFICATION_PREFERENCE_TEXTS,
} from './notifications/notificationPreferencesModel.js';
export type {
  NotificationPreferencesModel,
  NotificationPreferencesSnapshot,
  PreferenceChannel,
  PreferenceRow,
} from './notifications/notificationPreferencesModel.js';
export type {
  NotificationCentreModel,
  NotificationCentreModelInput,
  NotificationCentreSnapshot,
  NotificationRow,
  NotificationsChangedPort,
} from './notifications/notificationCentreModel.js';

// The screens' models (README "The model pattern").
export { createLatest } from './model/latest.js';
export type { Latest } from './model/latest.js';
export { createLoadModel } from './model/loadModel.js';
export type { LoadModel, LoadSnapshot } from './model/loadModel.js';
export { derivedSnapshot } from './model/snapshot.js';
export type { Model } from './model/snapshot.js';
export { createApprovalDetailModel } from './approval/approvalDetailModel.js';
export type {
  ApprovalAction,
  ApprovalDetailCommands,
  ApprovalDetailModel,
  ApprovalDetailModelInput,
  ApprovalDetailSnapshot,
} from './approval/approvalDetailModel.js';
export { createApprovalStartModel } from './approval/approvalStartModel.js';
export type {
  ApprovalStartCommands,
  ApprovalStartModel,
  ApprovalStartModelInput,
  ApprovalStartSnapshot,
} from './approval/approvalStartModel.js';
export { createApprovalListModel, PROCESS_STATUS_FILTERS } from './approval/approvalListModel.js';
export type {
  ApprovalListModel,
  ApprovalListModelInput,
  ApprovalListRow,
  ApprovalListSnapshot,
} from './approval/approvalListModel.js';
export { createApprovalCategoriesModel, categoryGroups } from './approval/approvalCategories.js';
export type { ApprovalCategoryGroup } from './approval/approvalCategories.js';
export { createFormDetailModel } from './approval/formDetailModel.js';
export type {
  FormDetailModel,
  FormDetailModelInput,
  FormDetailSnapshot,
} from './approval/formDetailModel.js';
export { createAssigneeSearchModel } from './approval/assigneeSearchModel.js';
export type {
  AssigneeSearchModel,
  AssigneeSearchSnapshot,
} from './approval/assigneeSearchModel.js';

// The account screens' models (README "The model pattern").
export { createOrganisationListModel } from './account/organisationListModel.js';
export type {
  OrganisationListModel,
  OrganisationListModelInput,
  OrganisationListSnapshot,
} from './account/organisationListModel.js';
export { createPreviewFileModel, fileNameOf } from './account/previewFileModel.js';
export type {
  ObjectUrlPort,
  PreviewedFile,
  PreviewFileModelInput,
  PreviewFileSnapshot,
} from './account/previewFileModel.js';
export { createAddressEditorModel, checkAddressArea } from './account/addressEditorModel.js';
export type {
  AddressEditorModel,
  AddressEditorModelInput,
  AddressEditorSnapshot,
  AddressTextValues,
} from './account/addressEditorModel.js';
export { createAccountForm, missingRequired, shownErrors } from './account/accountForm.js';
export type { AccountForm, AccountFormCommands, AccountFormState } from './account/accountForm.js';
export { createRetrievePasswordModel } from './account/retrievePasswordModel.js';
export type {
  PasswordChanged,
  RetrievePasswordField,
  RetrievePasswordModel,
  RetrievePasswordModelInput,
  RetrievePasswordSnapshot,
} from './account/retrievePasswordModel.js';
export { createResetPasswordModel } from './account/resetPasswordModel.js';
export type {
  PasswordReset,
  ResetPasswordCheckWay,
  ResetPasswordField,
  ResetPasswordModel,
  ResetPasswordModelInput,
  ResetPasswordSnapshot,
} from './account/resetPasswordModel.js';
export {
  createRegisterByPhoneModel,
  registerLoginPath,
  registerPageRedirect,
} from './account/registerByPhoneModel.js';
export type {
  RegisterField,
  Registered,
  RegisterByPhoneModel,
  RegisterByPhoneModelInput,
  RegisterByPhoneSnapshot,
} from './account/registerByPhoneModel.js';
export {
  captchaMode,
  createLoginByPhoneModel,
  LOGIN_THROTTLE_MS,
  loginRegisterPath,
  loginThirdAuthPath,
} from './account/loginByPhoneModel.js';
export type {
  LoginByPhoneModel,
  LoginByPhoneModelInput,
  LoginByPhoneSnapshot,
  LoginCaptchaMode,
  LoginDialog,
  LoginField,
  LoginScreenPort,
} from './account/loginByPhoneModel.js';
export { createChangeAccountModel } from './account/changeAccountModel.js';
export type {
  AccountChanged,
  ChangeAccountField,
  ChangeAccountModel,
  ChangeAccountModelInput,
  ChangeAccountSnapshot,
  ChangeAccountUser,
} from './account/changeAccountModel.js';
export {
  createThirdAuthBindModel,
  createThirdAuthModel,
  THIRD_AUTH_STATE_KEY,
  THIRD_AUTH_TEXTS,
  thirdAuthRedirectUri,
} from './account/thirdAuthModels.js';
export type {
  ThirdAuthBindField,
  ThirdAuthBindModel,
  ThirdAuthBindModelInput,
  ThirdAuthBindSnapshot,
  ThirdAuthModel,
  ThirdAuthModelInput,
  ThirdAuthSnapshot,
} from './account/thirdAuthModels.js';

// The location picker's headless core (AD-L1, AD-L2, EN-B2, CA-A15, CA-A16, CN-B1; README
// "Location picker"): query, history, maps services and the model.
export { LOCATION_TEXTS } from './location/locationTexts.js';
export {
  DEFAULT_SESSION_SIZE,
  readLocationQuery,
  toLocationItem,
} from './location/locationQuery.js';
export type { LocationDataOption, LocationQuery } from './location/locationQuery.js';
export {
  locationHistoryKey,
  readLocationHistory,
  rememberLocation,
  writeLocationHistory,
} from './location/locationHistory.js';
export {
  createServerMapsService,
  GEOLOCATION_OPTIONS,
  NEARBY_SEARCH_DEFAULTS,
} from './location/mapsService.js';
export type {
  GeoPoint,
  GeolocationPort,
  MapsService,
  NearbyLocation,
  NearbySearchInput,
  NearbySearchPage,
} from './location/mapsService.js';
export {
  BAIDU_MAP_CALLBACK,
  BAIDU_MAP_VERSION,
  createBaiduMapsService,
  loadBaiduMap,
} from './location/baiduMapsService.js';
export type { BaiduMapApi, MapScriptHost } from './location/baiduMapsService.js';
export { bd09ToWgs84, gcj02ToWgs84, wgs84ToBd09, wgs84ToGcj02 } from './location/coordinates.js';
export { createLocationPickerModel } from './location/locationPickerModel.js';
export type {
  LocationChoice,
  LocationPickerModel,
  LocationPickerModelInput,
  LocationPickerSnapshot,
  NearbyState,
} from './location/locationPickerModel.js';

// The administration console's People screen (spec 2 §3 User, §7.3 "User admin"; README
// "Administration console").
export {
  createUserAdminModel,
  EMPTY_USER_FILTERS,
  exportFileName,
  userListFiltersOf,
} from './admin/userAdminModel.js';
export { createUserImportModel, TEMPLATE_FILE_NAME } from './admin/userImportModel.js';
export type {
  PickedFile,
  UserImportModel,
  UserImportModelInput,
  UserImportSnapshot,
} from './admin/userImportModel.js';
export type {
  BulkReport,
  RevealedPassword,
  TriState,
  UserAdminChoices,
  UserAdminFilters,
  UserAdminModel,
  UserAdminModelInput,
  UserAdminSnapshot,
  UserSortField,
} from './admin/userAdminModel.js';
export {
  checkUserForm,
  departmentRows,
  roleList,
  userFormOf,
  userInputOf,
} from './admin/userForm.js';
export type { DepartmentRow, UserFormErrors, UserFormValues } from './admin/userForm.js';
export {
  TRI_STATE_FILTERS,
  USER_ADMIN_TEXTS,
  userDisplayName,
  userStatusChips,
} from './admin/userAdminTexts.js';
export type { UserStatusChip } from './admin/userAdminTexts.js';

// The administration console's Roles screen (spec 2 §3 Role, §6, §7.3 "Roles"; README
// "Administration console").
export {
  checkRoleForm,
  createRoleAdminModel,
  roleFormOf,
  roleInputOf,
} from './admin/roleAdminModel.js';
export {
  checkStateOf,
  grantTreeView,
  pagesTarget,
  sameSelection,
  toggleGrant,
  wholeTree,
} from './admin/grantSelection.js';
export type {
  CheckState,
  GrantGroup,
  GrantPageRow,
  GrantSelection,
  GrantTreeView,
} from './admin/grantSelection.js';
export { createUserAbilitiesModel, reasonText } from './admin/userAbilitiesModel.js';
export type {
  UserAbilitiesModel,
  UserAbilitiesModelInput,
  UserAbilitiesSnapshot,
} from './admin/userAbilitiesModel.js';
export type {
  RoleAdminModel,
  RoleAdminModelInput,
  RoleAdminSnapshot,
  RoleFormErrors,
  RoleFormValues,
} from './admin/roleAdminModel.js';
export { ROLE_ADMIN_TEXTS, roleStatusChips } from './admin/roleAdminTexts.js';
export type { RoleStatusChip } from './admin/roleAdminTexts.js';
export {
  checkDepartmentForm,
  createDepartmentAdminModel,
  departmentFormOf,
  MEMBER_PAGE_SIZE,
} from './admin/departmentAdminModel.js';
export type {
  DepartmentAdminModel,
  DepartmentAdminSnapshot,
  DepartmentFormValues,
} from './admin/departmentAdminModel.js';
export { dropEntries, findDepartment, isWithin, parentChoices } from './admin/departmentMoves.js';
export type { DropPlace } from './admin/departmentMoves.js';
export { DEPARTMENT_TEXTS } from './admin/departmentTexts.js';
export {
  checkOrganisationItemForm,
  createOrganisationItemsModel,
  ORGANISATION_ITEM_TEXTS,
  organisationItemFormOf,
  TAG_USERS_PAGE_SIZE,
} from './admin/organisationItemsModel.js';
export type {
  OrganisationItemFormValues,
  OrganisationItemsModel,
  OrganisationItemsSnapshot,
} from './admin/organisationItemsModel.js';
export {
  COMPLEXITIES,
  createSecurityPolicyModel,
  NUMBER_FIELDS,
  POLICY_TYPES,
  policyFormsOf,
  policyOfForm,
} from './admin/securityPolicyModel.js';
export type {
  Complexity,
  PolicyErrors,
  PolicyForms,
  SecurityPolicyModel,
  SecurityPolicySnapshot,
} from './admin/securityPolicyModel.js';
export { SECURITY_POLICY_TEXTS } from './admin/securityPolicyTexts.js';
export {
  AUDIT_LIST_PAGE_SIZE,
  auditSearchOf,
  createAuditLogModel,
  NO_AUDIT_FILTERS,
} from './admin/auditLogModel.js';
export type { AuditFilters, AuditLogModel, AuditLogSnapshot } from './admin/auditLogModel.js';
export { AUDIT_LOG_TEXTS } from './admin/auditLogTexts.js';
export {
  createScheduledTasksModel,
  TASK_LOG_PAGE_SIZE,
  TASK_TEXTS,
} from './admin/scheduledTasksModel.js';
export type { ScheduledTasksModel, ScheduledTasksSnapshot } from './admin/scheduledTasksModel.js';

// The administration console's media library, images (spec 2 §7.5, spec 1 §7; README
// "Media library").
export {
  categoryTree,
  createImageLibraryModel,
  IMAGE_PAGE_SIZE,
  LIBRARY_MAX_IMAGE_BYTES,
} from './admin/imageLibraryModel.js';
export type {
  ImageCategoryNode,
  ImageFile,
  ImageLibraryModel,
  ImageLibrarySnapshot,
} from './admin/imageLibraryModel.js';
export { formatBytes, IMAGE_LIBRARY_TEXTS } from './admin/imageLibraryTexts.js';
export { createMediaFilesModel, FILE_PAGE_SIZE, VIDEO_TYPES } from './admin/mediaFilesModel.js';
export type {
  MediaFileKind,
  MediaFileRow,
  MediaFilesModel,
  MediaFilesSnapshot,
} from './admin/mediaFilesModel.js';
