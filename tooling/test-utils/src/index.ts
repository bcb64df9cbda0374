export { startTestServer } from './startTestServer.js';
export type { StartTestServerOptions, TestServer } from './startTestServer.js';
export { signedHeaders } from './signedHeaders.js';
export { DEMO_REQUEST_CONTEXT } from './demoRequestContext.js';
export type { SignedHeadersInput } from './signedHeaders.js';
export { DEMO, demoArticleIds } from '@tessera/server';
export type { TestFault, TestFaults } from '@tessera/server';
export type { FixtureField, FixtureItem, FixtureSchema, ServerFixtures } from '@tessera/server';
