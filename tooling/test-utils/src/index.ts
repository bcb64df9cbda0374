export { startTestServer } from './startTestServer.js';
export { photoPng } from './photoPng.js';
export type { StartTestServerOptions, TestServer, TestServerOptions } from './startTestServer.js';
export { signedHeaders } from './signedHeaders.js';
export { expectAnswer } from './expectAnswer.js';
export { DEMO_REQUEST_CONTEXT } from './demoRequestContext.js';
export { signInTestUser, DEMO_CREDENTIALS } from './signInTestUser.js';
export type { TestCredentials } from './signInTestUser.js';
export type { SignedHeadersInput } from './signedHeaders.js';
export {
  DEMO,
  DEMO_ORGANISATION,
  DEMO_USERS,
  DEMO_WORKFLOWS,
  demoArticleIds,
} from '@tessera/server/demo';
export type { TestFault, TestFaults } from '@tessera/server';
export type { FixtureField, FixtureItem, FixtureSchema, ServerFixtures } from '@tessera/server';
