export { createSessionManager } from './createSessionManager.js';
export type { SessionManager, SessionManagerOptions } from './sessionManagerOptions.js';
export { createTokenStore } from './createTokenStore.js';
export type { TokenStore, TokenStoreOptions } from './createTokenStore.js';
export {
  SESSION_TIMERS,
  SESSION_STORAGE_KEYS,
  SESSION_EXPIRED_MESSAGE,
  SESSION_PATHS,
  REFRESH_COOKIE_DAYS,
} from './sessionConstants.js';
export {
  readTokenClaims,
  claimsFromPayload,
  parseJwtPayload,
  isTokenCurrent,
} from './readTokenClaims.js';
export type { TokenClaims } from './readTokenClaims.js';
export {
  normalizeUserInfo,
  userInfoFromClaims,
  isAnonymousUserId,
  ANONYMOUS_USER,
} from './normalizeUserInfo.js';
export { createOidcAdapter } from './oidc/createOidcAdapter.js';
export { createLazyOidcAdapter } from './oidc/createLazyOidcAdapter.js';
export type { OidcAdapter, OidcUser } from './oidc/createOidcAdapter.js';
export {
  createUserManagerSettings,
  createOidcUserManager,
  BASE_SCOPES,
} from './oidc/createUserManagerSettings.js';
export type { OidcSettings } from './oidc/createUserManagerSettings.js';
export {
  ALWAYS_ALLOWED_CONTROL_TYPES,
  isAlwaysAllowedControl,
} from './permissions/controlPermissionSet.js';
export type { ControlMode, ControlPermissionSet } from './permissions/controlPermissionSet.js';
export {
  hasOperation,
  isOperationAllowed,
  hasNoPermission,
} from './permissions/isOperationAllowed.js';
export type { OperationRequest, NoPermissionRequest } from './permissions/isOperationAllowed.js';
export { isControlVisible } from './permissions/isControlVisible.js';
export type { VisibilityRequest } from './permissions/isControlVisible.js';
export { canAccessPage, pageAccessRedirect } from './permissions/canAccessPage.js';
export type { PagePermission } from './permissions/canAccessPage.js';
export { createPermissionChecker } from './permissions/createPermissionChecker.js';
export type {
  PermissionChecker,
  PermissionCheckerOptions,
  PermissionControl,
} from './permissions/createPermissionChecker.js';
export type {
  SessionSnapshot,
  SessionStatus,
  TokenData,
  UserInfo,
  UserInfoInput,
  UserOperation,
} from './types.js';
