/**
 * spec 2 §2.1 Route table: the account portal's screens and their login-required flags, as the
 * spec writes them. The portal's own sign-in screens (`loginByPhone`, `registerByPhone`,
 * `retrievePassword`) carry the flag in the spec, but they are where a signed-out visitor is
 * sent, so the portal opens them without a session (apps/account-portal README "Routes").
 */
export const ACCOUNT_PORTAL_ROUTES = {
  redirecting: { path: '/redirecting', loginRequired: false },
  resetPassword: { path: '/resetPassword', loginRequired: false },
  createdNewAddress: { path: '/created-newaddress', loginRequired: true },
  selectedAddress: { path: '/selected-address', loginRequired: true },
  editorAddress: { path: '/editor-address', loginRequired: true },
  retrievePassword: { path: '/retrievePassword', loginRequired: true },
  userTags: { path: '/user-tags', loginRequired: true },
  userJobs: { path: '/user-jobs', loginRequired: true },
  userRanks: { path: '/user-ranks', loginRequired: true },
  changeAccount: { path: '/change-account', loginRequired: true },
  loginByPhone: { path: '/login-byphone', loginRequired: true },
  registerByPhone: { path: '/register-byphone', loginRequired: true },
  previewFile: { path: '/preview-file/:fileId', loginRequired: true },
  location: { path: '/location', loginRequired: true },
  thirdAuth: { path: '/third-auth', loginRequired: true },
  thirdAuthBind: { path: '/third-auth-bind', loginRequired: true },
} as const;

export type AccountPortalRoute = keyof typeof ACCOUNT_PORTAL_ROUTES;

/** The path of an account-portal screen (`previewFile` takes its `fileId`). */
export function accountPortalPath(route: AccountPortalRoute, fileId?: string): string {
  const { path } = ACCOUNT_PORTAL_ROUTES[route];
  return fileId === undefined ? path : path.replace(':fileId', encodeURIComponent(fileId));
}
