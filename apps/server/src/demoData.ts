/**
 * `@tessera/server/demo`: the demo seed's fixed identifiers and accounts and the headers of a
 * well-behaved demo client, without the server. The browser suites' runners and workers and the
 * start script import these; through the package entry they would load the whole server (Fastify,
 * GraphQL, oidc-provider, PGlite: seconds of CPU per process) for a few constants.
 */
export { DEMO, demoArticleIds, demoShowcaseIds } from './demo.js';
export { DEMO_ORGANISATION, DEMO_PASSWORD, DEMO_USERS } from './demoOrganisation.js';
export type { DemoUser } from './demoOrganisation.js';
export { DEMO_WORKFLOWS } from './demoWorkflows.js';
export { demoRequestHeaders } from './testing/demoRequestHeaders.js';
