export { startTestServer } from './startTestServer.js';
export type { StartTestServerOptions, TestServer } from './startTestServer.js';
export { DEMO, demoArticleIds } from '@tessera/server';
