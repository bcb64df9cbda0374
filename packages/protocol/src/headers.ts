/**
 * Header names of the shared request rules (spec 1 §7). Lower-case on the wire; HTTP header
 * names are case-insensitive, and Node/Fastify expose them lower-cased.
 */
export const HEADERS = {
  authorization: 'authorization',
  pvid: 'pvid',
  ak: 'ak',
  nonce: 'nonce',
  timestamp: 'timestamp',
  token: 'token',
  appId: 'appid',
  subAppId: 'subappid',
  pageId: 'pageid',
  sign: 'sign',
  mode: 'mode',
  source: 'source',
  requestId: 'requestid',
  workflowProId: 'workflowproid',
  currentPublishVersion: 'current-publish-version',
  currentEnv: 'current-env',
  newVersion: 'newversion',
  hashToken: 'hashtoken',
  operationId: 'operationid',
  xsrfToken: 'x-xsrf-token',
  bodyKey: 'body-key',
  contentKey: 'contentkey',
  graphqKey: 'graphqkey',
  loginConcurrentSession: 'loginconcurrentsession',
  /** spec 1 §7 "A permission signature also covers the body" (protocol README "Signing"). */
  permissionSign: 'permissionsign',
  /** spec 1 §6: the optional show-hidden-field code from session storage. */
  showHiddenField: 'showhiddenfield',
} as const;

export type HeaderName = (typeof HEADERS)[keyof typeof HEADERS];

/** Cookie carrying the XSRF token that is echoed in {@link HEADERS.xsrfToken}. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** spec 1 §3 Settings: local keys. */
export const STORAGE_KEYS = {
  accessToken: 'AUTH-LOCAL',
  authExternal: 'AUTH-EXTERNAL',
  authApiLocal: 'AUTH-API-LOCAL',
  appSetting: 'CDS_APP_SETTING',
} as const;

/** Session-storage keys the request client reads (spec 1 §6). */
export const SESSION_KEYS = {
  /** The show-hidden-field code, sent as {@link HEADERS.showHiddenField} when present. */
  showHiddenFieldCode: 'SHOW-HIDDEN-FIELD-CODE',
  /**
   * The workflow instance a workflow page (`/flow/page/{pageId}/{workflowId}`) shows: added to
   * `querygraphqls` as `workflowInstanceId` (spec 2 §7.4). Written from the page's query on entry.
   */
  workflowInstanceId: 'workflowInstanceId',
  /** The instance's node run a workflow page shows: added to `querygraphqls` as `workflowProNodeId`. */
  workflowProNodeId: 'workflowProNodeId',
  /** The workflow the two ids above were stored for (another workflow's page does not use them). */
  workflowProId: 'workflowProId',
} as const;
