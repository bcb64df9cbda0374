export { createServer } from './createServer.js';
export type { ServerOptions, TesseraServerState } from './createServer.js';
export { testFaultsPlugin } from './testing/testFaults.js';
export { dumpSeededPglite } from './testing/seededPglite.js';
export { emptyPgliteFile, seededPgliteFile } from './testing/pgliteDumpCache.js';
export { seededPostgresCopy } from './testing/seededPostgresCopy.js';
export type { SeededPostgresCopy } from './testing/seededPostgresCopy.js';
export type { TestFault, TestFaults } from './testing/testFaults.js';
export type { SecurityOptions, SecurityState } from './security/installSecurity.js';
export type {
  DatabaseOptions,
  PgliteDatabaseOptions,
  PostgresDatabaseOptions,
} from './db/createDatabase.js';
export type { Database, Db } from './db/database.js';
export type { ContentChange, ContentChangeBus } from './content/realtime/contentChangeBus.js';
export { migrateToLatest, MIGRATIONS } from './db/migrate.js';
export { seedDemo } from './seed/seedDemo.js';
export { seedFixtures } from './seed/seedFixtures.js';
export type {
  FixtureField,
  FixtureItem,
  FixtureSchema,
  ServerFixtures,
} from './seed/seedFixtures.js';
export { DEMO, demoArticleIds, demoShowcaseIds } from './demo.js';
export { demoRequestHeaders } from './testing/demoRequestHeaders.js';
export { createLocalStorage } from './media/createLocalStorage.js';
export { checkS3Bucket, createS3Storage, type S3StorageOptions } from './media/createS3Storage.js';
export type { MediaStorage } from './media/mediaStorage.js';
export type { MediaOptions } from './media/mediaOptions.js';
export type { DataFlowContext, DataFlowDefinition } from './dataflows/dataFlowRegistry.js';
export type {
  ApiModelDefinition,
  ModelContext,
  ModelDefinition,
  OlapModelDefinition,
} from './models/modelRegistry.js';
// Cost limits (README "Cost limits").
export { GRAPHQL_LIMITS } from './content/graphql/requestCost.js';
export type { GraphqlRouteOptions } from './content/graphqlRoute.js';
export { MAX_FILTER_PARAMETERS } from './filters/compileFilter.js';
export { STATEMENT_TIMEOUT_MS } from './db/statementTimeout.js';
export { MAX_WS_PAYLOAD } from './content/realtime/registerSubscriptionRoute.js';
// The demo organisation and its accounts (README "Demo seed", "Organisation").
export { DEMO_ORGANISATION, DEMO_PASSWORD, DEMO_USERS } from './demoOrganisation.js';
export { DEMO_WORKFLOWS } from './demoWorkflows.js';
export type { DemoUser } from './demoOrganisation.js';
export { readUserInfo } from './directory/readUserInfo.js';
export type { ReadUserInfoOptions, UserInfo, UserOperation } from './directory/readUserInfo.js';
export { readUserPages } from './authorization/readUserPages.js';
export type { UserPagePermission } from './authorization/readUserPages.js';
// Pluggable delivery and sign-in (README "Email codes", "Third-party sign-in").
export type { EmailMessage, EmailSender } from './identity/emailSender.js';
export type {
  AuthorizeUrlRequest,
  ThirdPartyIdentityProvider,
  ThirdPartyProfile,
} from './identity/thirdPartyProvider.js';
