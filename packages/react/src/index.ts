// Public entry of @tessera/react: one provider and thin hooks over the core stores and runners.

export { createAppServices } from './createAppServices.js';
export type {
  AppServices,
  AppServicesOptions,
  NotificationsChangedSubscribe,
  StartSessionOptions,
} from './createAppServices.js';
export { TesseraProvider } from './TesseraProvider.js';
export type { TesseraProviderProps } from './TesseraProvider.js';
export type { TesseraContextValue } from './TesseraContext.js';

export { useSettings } from './useSettings.js';
export {
  useRequestClient,
  useMessages,
  useNavigation,
  useSessionManager,
  useSessionStorage,
  useEventRunner,
  useDataSourceScheduler,
  useNotificationsChanged,
} from './useServices.js';
export { useDataSource, useCursor, useDataSourceResults } from './useDataSource.js';
export { usePageVariables } from './usePageVariables.js';
export { useEvent } from './useEvent.js';
export type { EventBinding } from './useEvent.js';
export { useCondition } from './useCondition.js';
export { useVisibleBinding, isTruthyBinding } from './useVisibleBinding.js';
export type { VisibleBinding } from './useVisibleBinding.js';
export { usePermission } from './usePermission.js';
export type { ControlPermission } from './usePermission.js';
export { useSession } from './useSession.js';
export { useSignInRequired } from './useSignInRequired.js';
export { createPageAccess, canOpenUrl } from './createPageAccess.js';
export type { PageAccess, PageAccessOptions, PageAccessSnapshot } from './createPageAccess.js';
export { usePageAccess } from './usePageAccess.js';
export { useLoginRedirect } from './useLoginRedirect.js';
export type { LoginRedirectOptions } from './useLoginRedirect.js';
export { useSignOut } from './useSignOut.js';
export type { SignOutOptions } from './useSignOut.js';
export { SilentRenewCallback } from './SilentRenewCallback.js';
export { SIGN_IN_TEXTS, LOGIN_REDIRECT_DELAY_MS } from './signInTexts.js';

export { useBootstrap, errorText } from './useBootstrap.js';
export type { BootstrapState, BootstrapOptions } from './useBootstrap.js';
export { usePageData, pageProviderProps } from './usePageData.js';
export { usePageRuntimeOf } from './usePageRuntimeOf.js';
export type { PageData, PageDataState, PageDataOptions } from './usePageData.js';
export type { BootstrapData } from './internals/serviceCalls.js';
export { userPagesLoader } from './internals/serviceCalls.js';

export { createPageVariables, GLOBAL_VARIABLES_KEY } from './createPageVariables.js';
export type { PageVariables, PageVariablesOptions } from './createPageVariables.js';
export { createPageRuntime, pagePermissionSets } from './createPageRuntime.js';
export type { PageRuntime, PageRuntimeOptions, PageRuntimeServices } from './createPageRuntime.js';
export { workflowPageContext } from './workflowPageContext.js';
export type { WorkflowPageContext } from './workflowPageContext.js';
export { useWorkflowClient } from './useWorkflowClient.js';
