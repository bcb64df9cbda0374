export { RSP_CD, ok, fail, isEnvelope } from './envelope.js';
export type { Envelope, RspCd } from './envelope.js';
export { HEADERS, XSRF_COOKIE, STORAGE_KEYS, SESSION_KEYS } from './headers.js';
export type { HeaderName } from './headers.js';
export {
  CLIENT_VERSION,
  EMPTY_GUID,
  SUB_APP_TYPES,
  ENV_TYPES,
  SETTINGS_CACHE_MS,
  PAGING,
  DEFAULT_THEME,
  THEME_NAMES,
  PAGE_TYPES,
  MASTER_PAGE_TYPE,
  LAYOUT_REGION_PARENT_IDS,
  isLayoutRegionId,
  DEFAULT_LIST_TITLE,
  SYSTEM_PATHS,
  LOGIN_PATH,
  DENY_PATH,
} from './constants.js';
export type { SubAppType, EnvType, ThemeName, PageType } from './constants.js';
export { ACCOUNT_PORTAL_ROUTES, accountPortalPath } from './accountPortalRoutes.js';
export type { AccountPortalRoute } from './accountPortalRoutes.js';
// The encrypted calls' list only (no cipher code): the client decides per call without loading it.
export { ENCRYPTED_PATHS, isEncryptedPath } from './crypto/encryptedPaths.js';
export { API_PREFIX, route } from './route.js';
export { answerErrors, expectAnswer } from './answerErrors.js';
export type {
  AnyRoute,
  HttpMethod,
  MaybeSchema,
  RouteAnswer,
  RouteBody,
  RouteParamsOf,
  PathParamNames,
  QueryValue,
  Route,
  RouteOptions,
  RouteParams,
  SearchParams,
} from './route.js';
export type {
  Settings,
  PageDefinition,
  PageParameter,
  Control,
  GridLayoutBox,
  GridBreakpoint,
  ControlAnimation,
  DataSourceDefinition,
  DataSourceUsage,
  PageJsonData,
  PageVariableDefinition,
  ContentItem,
  ContentsWithTotal,
  TokenData,
} from './types.js';
export {
  FIELD_TYPES,
  QUERY_FIELD_TYPES,
  ITEM_SYSTEM_FIELDS,
  SYSTEM_FIELDS,
  SCHEMA_TYPES,
  AUTO_SERIAL_NO_EDITOR,
} from './schemaTypes.js';
export type {
  FieldType,
  QueryFieldType,
  SystemField,
  SchemaType,
  FieldOption,
  SchemaFieldProperties,
  SchemaFieldDto,
  SchemaSummary,
  SchemaDetails,
  RelatedSchema,
  SchemaReference,
  AutoSerialNoValue,
  PagedList,
} from './schemaTypes.js';
export type {
  PageSummary,
  PageDetails,
  ControlPermissionSet,
  SavePageInput,
  SavePageResult,
  PageVersionSummary,
  PageVersion,
  PublishPageInput,
  PublishPageResult,
  RestorePageInput,
  CreatePageInput,
  UpdatePageInput,
  ChangeThemeInput,
  DeletePageResult,
  GlobalNav,
  SubAppVarsJson,
  SubAppPageConfigJson,
  SubAppDetail,
} from './pageTypes.js';
export {
  ControlPermissionSetSchema,
  CreatePageInputSchema,
  DeletePageResultSchema,
  PageDetailsSchema,
  PageParameterSchema,
  PageSummaryListSchema,
  PageSummarySchema,
  PageVersionSchema,
  PageVersionSummarySchema,
  PublishPageInputSchema,
  PublishPageResultSchema,
  RestorePageInputSchema,
  SavePageResultSchema,
  UpdatePageInputSchema,
} from './pageTypes.js';
export {
  IMAGE_EXTENSIONS,
  UploadedImageSchema,
  UploadedEnclosureSchema,
  PartUploadSchema,
  PART_UPLOAD_ACTIONS,
  PART_UPLOAD_HEADERS,
  VideoRecordSchema,
  VideoInputSchema,
} from './mediaTypes.js';
export type {
  ImageCategory,
  ImageCategoryInput,
  UploadedImage,
  ImageQuery,
  ImageUsage,
  UploadedEnclosure,
  PartUpload,
  PartUploadAction,
  VideoRecord,
  VideoInput,
} from './mediaTypes.js';
export type {
  FlowParameter,
  DataFlowInfo,
  DataFlowRunInput,
  DataFlowRunResult,
  DataFlowInfoInput,
  ApiModelInput,
  OlapQueryInput,
  OlapColumn,
  OlapResult,
  ModelSummary,
  JsonValue,
} from './flowTypes.js';
export {
  DataFlowRunInputSchema,
  DataFlowRunResultSchema,
  DataFlowInfoInputSchema,
  ApiModelInputSchema,
  JsonValueSchema,
  OlapQueryInputSchema,
  OlapColumnSchema,
  OlapResultSchema,
  ModelSummarySchema,
} from './flowTypes.js';
export { SUB_APP_PATHS } from './subAppPaths.js';
export { PAGE_PATHS } from './pagePaths.js';
export { DESIGNER_PAGE_PATHS } from './designerPagePaths.js';
export { SCHEMA_PATHS } from './schemaPaths.js';
export { CONTENT_PATHS } from './contentPaths.js';
export { MEDIA_PATHS } from './mediaPaths.js';
export { DATA_FLOW_PATHS } from './dataFlowPaths.js';
export { MODEL_PATHS } from './modelPaths.js';
export { CONDITION_OPERATORS } from './conditionOperators.js';
export { geoValueParts } from './geoValue.js';
export type { ConditionOperator } from './conditionOperators.js';
export { FILTER_COMPARISONS, FILTER_SET_FUNCTIONS, FILTER_KEYWORDS } from './filterGrammar.js';
export type { FilterComparison, FilterSetFunction } from './filterGrammar.js';
export type {
  ContentsQueryAnswer,
  ContentChanged,
  ContentsWithFields,
  ContentBatchEntry,
  ContentBatchAnswer,
  GraphqlOperation,
  GraphqlAnswer,
} from './contentTypes.js';
export { GraphqlOperationSchema, GraphqlBodySchema, GraphqlAnswerSchema } from './contentTypes.js';
export {
  REGION_PATHS,
  REGION_LEVELS,
  RegionOptionSchema,
  RegionNodeSchema,
} from './regionPaths.js';
export type { RegionOption, RegionNode, RegionLevel } from './regionPaths.js';
export {
  PLACE_PATHS,
  LOCATION_SEARCH_RADIUS,
  LOCATION_PAGE_SIZE,
  LOCATION_GEOLOCATION_TIMEOUT_MS,
  LocationAddressSchema,
  LocationItemSchema,
  NearbyPlaceSchema,
  NearbyPlacesAnswerSchema,
} from './placePaths.js';
export type {
  LocationAddress,
  LocationItem,
  NearbyPlace,
  NearbyPlacesAnswer,
} from './placePaths.js';
export { ADDRESS_SCHEMA } from './addressBook.js';
export type {
  RegionRef,
  AddressArea,
  AddressInput,
  AddressRecord,
  AddressSchemaField,
} from './addressBook.js';
export {
  encodeBase64,
  decodeBase64,
  encodeBase64Url,
  decodeBase64Url,
  encodeBase64Bytes,
  decodeBase64Bytes,
  encodeBase64UrlBytes,
  decodeBase64UrlBytes,
  Base64Error,
  BASE64_ERROR_MESSAGE,
  BASE64URL_ERROR_MESSAGE,
} from './base64.js';
export {
  OIDC,
  IDENTITY_PATHS,
  SMS_PURPOSES,
  LOGIN_ACTION_TYPES,
  LOGIN_ERROR_CODES,
  EMAIL_PURPOSES,
  ACCOUNT_CHANGE_PATHS,
  THIRD_PARTY_PATHS,
  DEV_THIRD_PARTY_PROVIDER,
} from './identityPaths.js';
export type { SmsPurpose, EmailPurpose } from './identityPaths.js';
export {
  LoginTokensSchema,
  LoginAnswerSchema,
  DoneAnswerSchema,
  IdentityRefusalSchema,
  LoginExpandInputSchema,
  RegisterInputSchema,
  CheckSessionAnswerSchema,
  LogoutAnswerSchema,
  PasswordExpiryAnswerSchema,
  ImageCodeAnswerSchema,
  SendPhoneCodeInputSchema,
  CheckPhoneCodeInputSchema,
  PhoneCodeAnswerSchema,
  ChangePasswordInputSchema,
  PasswordPolicyAnswerSchema,
  UserInfoAnswerSchema,
  DevSmsOutboxAnswerSchema,
  SendEmailCodeInputSchema,
  CheckEmailCodeInputSchema,
  EmailCodeAnswerSchema,
  DevEmailOutboxAnswerSchema,
  CheckOldMobileInputSchema,
  CheckOldEmailInputSchema,
  CheckOldAccountAnswerSchema,
  ChangeMobileInputSchema,
  ChangeEmailInputSchema,
  ChangeAccountAnswerSchema,
  ThirdPartyProviderInfoSchema,
  ThirdPartyProvidersAnswerSchema,
  ThirdPartyAuthorizeUrlAnswerSchema,
  ThirdPartySignInInputSchema,
  ThirdPartySignInAnswerSchema,
  ThirdPartyBindRequiredSchema,
  BindPhoneInputSchema,
} from './identityTypes.js';
export type {
  LoginTokens,
  IdentityRefusal,
  OrRefusal,
  LoginExpandInput,
  RegisterInput,
  CheckSessionAnswer,
  LogoutAnswer,
  PasswordExpiryAnswer,
  ImageCodeAnswer,
  SendPhoneCodeInput,
  CheckPhoneCodeInput,
  PhoneCodeAnswer,
  ChangePasswordInput,
  PasswordPolicyAnswer,
  UserInfoAnswer,
  DevSmsOutboxAnswer,
  SendEmailCodeInput,
  CheckEmailCodeInput,
  EmailCodeAnswer,
  DevEmailOutboxAnswer,
  CheckOldMobileInput,
  CheckOldEmailInput,
  CheckOldAccountAnswer,
  ChangeMobileInput,
  ChangeEmailInput,
  ChangeAccountAnswer,
  ThirdPartyProviderInfo,
  ThirdPartyProvidersAnswer,
  ThirdPartyAuthorizeUrlAnswer,
  ThirdPartySignInInput,
  ThirdPartyBindRequired,
  BindPhoneInput,
} from './identityTypes.js';
export { ORGANISATION_PATHS } from './organisationPaths.js';
export {
  pagedListSchema,
  DepartmentSchema,
  DepartmentNodeSchema,
  RoleSchema,
  RoleTreeSchema,
  NamedItemSchema,
  UserSummarySchema,
  UserPagesSchema,
} from './organisationTypes.js';
export type {
  Department,
  DepartmentNode,
  Role,
  RoleTree,
  NamedItem,
  UserSummary,
  UserPages,
  OperationSummary,
} from './organisationTypes.js';
export {
  PROCESS_STATUSES,
  StartInstanceAnswerSchema,
  InstanceCommandAnswerSchema,
  BatchCompleteItemAnswerSchema,
  BackTargetAnswerSchema,
  AssigneeCandidateSchema,
  AddSignConfAnswerSchema,
  FlowStepOperatorSchema,
} from './workflowTypes.js';
export { WORKFLOW_PATHS, FORM_PATHS, APPROVAL_PAGE_PATHS, WORKFLOW_PAGE } from './workflowPaths.js';
export { WORKFLOW_DESIGN_PATHS } from './workflowDesignPaths.js';
export {
  NOTIFICATION_PATHS,
  NOTIFICATION_KINDS,
  WORKFLOW_NOTIFICATION_KINDS,
  ACCOUNT_NOTIFICATION_KINDS,
  NOTIFICATION_CHANNELS,
  NotificationPreferenceSchema,
  NotificationChannelStateSchema,
  NotificationPreferencesAnswerSchema,
  SaveNotificationPreferencesSchema,
  NOTIFICATIONS_CHANGED_SUBSCRIPTION,
  NotificationItemSchema,
  NotificationListAnswerSchema,
  NotificationUnreadAnswerSchema,
  MarkNotificationsReadSchema,
} from './notificationPaths.js';
export type {
  NotificationItem,
  NotificationsChangedEvent,
  NotificationListAnswer,
  NotificationUnreadAnswer,
  MarkNotificationsRead,
  NotificationKind,
  NotificationChannel,
  NotificationPreference,
  NotificationChannelState,
  NotificationPreferencesAnswer,
  SaveNotificationPreferences,
} from './notificationPaths.js';
export { USER_ADMIN_PATHS } from './userAdminPaths.js';
export type {
  OnePassword,
  UserAdminInput,
  UserBatchAction,
  UserBatchInput,
  UserBatchResult,
  UserImportReport,
  UserImportRow,
  UserPasswordInput,
} from './userAdminPaths.js';
export { DEPARTMENT_ADMIN_PATHS, ORGANISATION_ITEM_ADMIN_PATHS } from './structureAdminPaths.js';
export type {
  DepartmentAdminInput,
  DepartmentSortEntry,
  OrganisationItemInput,
} from './structureAdminPaths.js';
export { SECURITY_ADMIN_PATHS } from './securityAdminPaths.js';
export type {
  AuditAction,
  AuditConfigEntry,
  AuditEntry,
  AuditSearchInput,
  SecurityPolicyInput,
  SecurityPolicyRecord,
  SecurityPolicyType,
  ScheduledTask,
  TaskRun,
} from './securityAdminPaths.js';
export { ROLE_ADMIN_PATHS } from './roleAdminPaths.js';
export type {
  AbilityReason,
  GrantOperation,
  GrantPage,
  GrantControl,
  ControlRef,
  HeldRole,
  RoleAdminInput,
  RoleDepartment,
  RoleGrantsInput,
  RoleGrantTree,
  RolePageGrant,
  RoleUser,
  UserAbilities,
} from './roleAdminPaths.js';
export type {
  FormInput,
  WorkflowCopyInput,
  WorkflowDefinitionInput,
} from './workflowDesignPaths.js';
export type {
  ApprovalFieldData,
  WireProcessStatus,
  WireStepOperation,
  StartInstanceInput,
  StartInstanceAnswer,
  InstanceCommandAnswer,
  CompleteTaskInput,
  BatchCompleteItemAnswer,
  ApprovalStepRecordAnswer,
  BackTargetAnswer,
  AssigneeCandidate,
  AddSignConfAnswer,
  InstanceListItem,
  TodoListItem,
  WorkflowPage,
  InstanceListAnswer,
  TodoListAnswer,
  TaskDetailAnswer,
  WorkflowDefinitionAnswer,
  WorkflowConfigAnswer,
  FlowStepOperatorAnswer,
  WorkflowCategoryAnswer,
  FormFieldDefinition,
  FormAnswer,
  FormSubmission,
  FormDataAnswer,
  WorkflowChooserItem,
  FormTypeAnswer,
  FormTypeWithFormsAnswer,
  FormTemplateAnswer,
} from './workflowTypes.js';
export {
  NOTIFICATION_KIND_TEXTS,
  PROCESS_STATUS_TEXTS,
  processStatusText,
  notificationSentence,
  type NotificationFacts,
} from './notificationWords.js';
