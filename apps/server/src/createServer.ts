import { passwordHashParameters } from './directory/passwordHash.js';
import cors from '@fastify/cors';
import { sql } from 'kysely';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { HEADERS } from '@tessera/protocol';
import { createDatabase, dropSchema, type DatabaseOptions } from './db/createDatabase.js';
import { migrateToLatest } from './db/migrate.js';
import { withoutStatementTimeout } from './db/statementTimeout.js';
import { createSchemaCache, type SchemaCache } from './content/graphql/schemaCache.js';
import type { GraphqlRouteOptions } from './content/graphqlRoute.js';
import { contentPlugin } from './content/contentPlugin.js';
import { dataFlowsPlugin } from './dataflows/dataFlowsPlugin.js';
import type { DomainOptions, DomainPlugin } from './domainOptions.js';
import { mediaPlugin } from './media/mediaPlugin.js';
import { modelsPlugin } from './models/modelsPlugin.js';
import { pagesPlugin } from './pages/pagesPlugin.js';
import {
  collaborationPlugin,
  type CollaborationOptions,
} from './collaboration/collaborationPlugin.js';
import { identityPlugin } from './identity/identityPlugin.js';
import { organisationPlugin } from './organisation/organisationPlugin.js';
import { tasksPlugin } from './tasks/tasksPlugin.js';
import { regionsPlugin } from './regions/regionsPlugin.js';
import { placesPlugin } from './places/placesPlugin.js';
import { workflowPlugin } from './workflow/workflowPlugin.js';
import { schemasPlugin } from './schemas/schemasPlugin.js';
import { answerFrameworkError, installErrorHandler } from './http/errorHandler.js';
import { registerFavicon } from './http/favicon.js';
import { installInputGuards } from './http/inputGuards.js';
import { resolveAccountPortalUrl, resolveAppOrigins } from './http/appOrigins.js';
import { serializeRequest } from './http/requestLogSerializers.js';
import { readPublicUrl } from './http/publicOrigin.js';
import { installRequestIdHeader, requestIdOf } from './http/requestId.js';
import { installMetrics } from './operations/installMetrics.js';
import { registerHealthRoutes } from './operations/registerHealthRoutes.js';
import { closeKeptAliveConnectionsOnClose } from './operations/closeKeptAliveConnections.js';
import {
  createContentChangeBus,
  type ContentChangeBus,
} from './content/realtime/contentChangeBus.js';
import { createListener, type Listener } from './realtime/createListener.js';
import { createCacheChanges, type CacheChanges } from './realtime/cacheChanges.js';
import {
  createNotificationsChangeBus,
  type NotificationsChangeBus,
} from './notifications/notificationsChanged.js';
import { notificationsPlugin } from './notifications/notificationsPlugin.js';
import {
  startNotificationDelivery,
  type NotificationDelivery,
  type NotificationDeliveryOptions,
} from './notifications/startNotificationDelivery.js';
import { createDevelopmentSmsSender, type SmsSender } from './identity/smsSender.js';
import { createDevelopmentEmailSender, type EmailSender } from './identity/emailSender.js';
import { createDevelopmentThirdPartyProvider } from './identity/developmentThirdPartyProvider.js';
import type { ThirdPartyIdentityProvider } from './identity/thirdPartyProvider.js';
import { installAuthorization } from './authorization/installAuthorization.js';
import { installIdentity } from './identity/installIdentity.js';
import { installSecurity, type SecurityOptions } from './security/installSecurity.js';
import { requestContextPlugin } from './context/requestContext.js';
import { seedDemo } from './seed/seedDemo.js';
import { seedAddressBook } from './seed/seedAddressBook.js';
import { seedWorkflowsOnce } from './seed/seedWorkflows.js';
import { seedWidgetPagesOnce } from './seed/seedWidgetPages.js';
import { loadRegions } from './regions/loadRegions.js';
import { loadPlaces } from './places/loadPlaces.js';
import { createRegionCatalog } from './regions/regionCatalog.js';
import type { Db } from './db/database.js';
import { createDataFlowRegistry, type DataFlowDefinition } from './dataflows/dataFlowRegistry.js';
import { DEMO_DATA_FLOWS } from './dataflows/demoDataFlows.js';
import { resolveMediaOptions, type MediaOptions } from './media/mediaOptions.js';
import { DEMO_MODELS } from './models/demoModels.js';
import { createModelRegistry, type ModelDefinition } from './models/modelRegistry.js';

/** Options of {@link createServer}. */
export interface ServerOptions {
  /** Where the data lives: embedded PGlite (default, in memory) or a PostgreSQL URL. */
  database?: DatabaseOptions;
  /** Write the demo app (idempotent). Default true. */
  seed?: boolean;
  /**
   * Fastify's request logger: `true`, or pino options (a `level`, a `stream` — tests capture
   * the lines with one). Default false. Every line carries the request id (README "Logs").
   */
  logger?: FastifyServerOptions['logger'];
  /** Request security (protocol README "Signing"): clock and RSA key size. */
  security?: SecurityOptions;
  /**
   * Extra plugins, registered after the bearer check and before CORS and the domain plugins
   * (README "Layout"). One that adds a hook for every route wraps itself with fastify-plugin.
   */
  plugins?: readonly FastifyPluginAsync[];
  /** Upload storage and limits (README "Media"); the folder defaults to `.data/media`. */
  media?: MediaOptions;
  /** Data flows to run besides the demo's (README "Data flows"). */
  dataFlows?: readonly DataFlowDefinition[];
  /** API and OLAP models to answer besides the demo's (README "API and OLAP models"). */
  models?: readonly ModelDefinition[];
  /**
   * The server's public URL (e.g. `https://tessera.example.com`): what the settings' empty base
   * URLs answer (README "Base URLs and caching"). The Host header is never trusted for it.
   */
  publicUrl?: string;
  /**
   * Development mode (main.ts: `NODE_ENV=development`): without `publicUrl`, base URLs follow
   * the caller's Host, as the apps' Vite dev proxies need. Default false.
   */
  development?: boolean;
  /**
   * The origins the apps are served from: CORS, websocket origins and sign-in redirects answer
   * only these (README "Authorization"). Default: the apps' dev servers in development, else
   * the origin of `publicUrl`.
   */
  appOrigins?: readonly string[];
  /**
   * The token issuer's URL (`iss` of every token; README "Identity"): default
   * `{publicUrl}/oidc`, else `http://127.0.0.1:4000/oidc` (main.ts passes its listen address).
   */
  issuer?: string;
  /**
   * Delivers the identity service's SMS codes (README "SMS codes, image captcha and password
   * policy"). Default: the development sender, which writes each code to the log and keeps an
   * outbox (answered by `GET /api/dev/sms-outbox` in development); main.ts refuses it under
   * `NODE_ENV=production`.
   */
  smsSender?: SmsSender;
  /**
   * Delivers the e-mail codes (README "Email codes"). Default: the development sender (log and
   * `GET /api/dev/email-outbox` in development); main.ts uses an unconfigured sender under
   * `NODE_ENV=production`.
   */
  emailSender?: EmailSender;
  /**
   * The third-party identity providers (README "Third-party sign-in"). Default: the development
   * provider in development, none otherwise (the calls then answer 未配置第三方登录).
   */
  thirdPartyProviders?: readonly ThirdPartyIdentityProvider[];
  /**
   * Content GraphQL: introspection (default: in development only), the PGlite request budget
   * and the answer-size limit (README "Cost limits").
   */
  graphql?: GraphqlRouteOptions;
  /**
   * The account portal's URL: the identity server's sign-in page links its 注册 and 忘记密码
   * screens (README "Identity" → "Sign-in and error pages"). Default: the portal's dev server in
   * development, else no links.
   */
  accountPortalUrl?: string;
  /**
   * Notification delivery (README "Notification delivery"): the SMTP server of the e-mail
   * channel, enterprise messaging's provider, the dispatcher's limits.
   */
  notifications?: NotificationDeliveryOptions;
  /**
   * The scheduled tasks' scheduler on this instance (README "Scheduled tasks"): how often it
   * looks for due tasks (default `TASK_SCHEDULE.pollMs`, a minute), or `false` for an instance
   * that runs none (the task calls still answer; a start still runs the task at once).
   */
  tasks?: { pollMs?: number } | false;
  /**
   * The bearer token `GET /metrics` needs outside development (README "Health, readiness,
   * metrics and shutdown"). Without it, outside development, there is no `/metrics` (404).
   */
  metricsToken?: string;
  /**
   * Which proxies to believe about the client's address (`X-Forwarded-For`), as Fastify's
   * `trustProxy`: behind a balancer, the per-address limits count the client, not the balancer
   * (README "Running several instances"): a hop count (`1` behind one balancer), `true`, or
   * proxy addresses/CIDRs. Default: none.
   */
  trustProxy?: boolean | number | string | string[];
  /**
   * Live co-editing (README "Collaboration"): how long, how many and how large the rooms no
   * designer is in stay loaded (`idleRooms`, default `IDLE_ROOM_LIMITS`; `false`: a room unloads
   * as its last designer leaves), and the clock of the session rechecks (`now`, default
   * `Date.now`; tests move it on instead of waiting `SESSION_RECHECK_MS` out).
   */
  collaboration?: CollaborationOptions;
}

/** What {@link createServer} adds to the Fastify instance. */
export interface TesseraServerState {
  /** The one query layer; destroyed when the server closes. */
  db: Db;
  /** The per-app GraphQL schemas; invalidate after changing an app's schemas. */
  graphqlSchemas: SchemaCache;
  /** Content-change notifications (LISTEN/NOTIFY fan-out behind subscription contentChanged). */
  contentChanges: ContentChangeBus;
  /** Notification changes (LISTEN/NOTIFY fan-out behind subscription notificationsChanged). */
  notificationsChanges: NotificationsChangeBus;
  /** The app origins (ServerOptions `appOrigins`, resolved). */
  appOrigins: readonly string[];
  /**
   * The first step of a graceful shutdown (README "Running several instances"): `/readyz`
   * answers 503 from now on while every request is still served.
   */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    tessera: TesseraServerState;
    /** Notification delivery of this instance (README "Notification delivery"). */
    tesseraDelivery: NotificationDelivery;
  }
}

/**
 * Creates the reference server: opens the database, runs the migrations, seeds the demo app
 * (unless `seed: false`) and registers every route (settings, pages, content, GraphQL, schemas, designer,
 * media, data flows, models). Answers a ready
 * Fastify instance that is not listening yet; `close()` also closes the database.
 *
 * @example
 * ```ts
 * const app = await createServer({ database: { kind: 'pglite' } });
 * await app.listen({ port: 4000, host: '127.0.0.1' });
 * ```
 */
export async function createServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const baseUrls = {
    ...(options.publicUrl ? { publicUrl: readPublicUrl(options.publicUrl) } : {}),
    development: options.development ?? false,
  };
  const database = options.database ?? { kind: 'pglite' };
  // A bad PASSWORD_HASH_N stops the start here, not at the first sign-in.
  passwordHashParameters();
  // README "Database outages": a connection the database dropped is logged (once the logger
  // exists) and replaced on the next call; it never ends the process.
  let logLostConnection = (_error: unknown): void => undefined;
  const db = await createDatabase(database, (error) => logLostConnection(error));
  const closeDatabase = async () => {
    if (database.kind === 'postgres' && database.schema && database.dropSchemaOnClose) {
      const { schema } = database;
      // Dropping a test schema of many tables may outlast a short statement timeout.
      await withoutStatementTimeout(db, (owner) => dropSchema(owner, schema));
    }
    await db.destroy();
  };
  try {
    await withoutStatementTimeout(db, async (startup) => {
      await migrateToLatest(startup);
      // Reference data, not demo: loaded once per data version whatever `seed` says.
      await loadRegions(startup);
      await loadPlaces(startup);
      if (options.seed ?? true) {
        await seedDemo(startup);
        // Their own once-per-database runs, so databases seeded earlier get them too.
        await seedAddressBook(startup);
        await seedWorkflowsOnce(startup);
        await seedWidgetPagesOnce(startup);
      }
    });
  } catch (error) {
    await closeDatabase().catch(() => undefined);
    throw error;
  }

  const app = Fastify({
    // README "Logs": secrets in query strings (`?accessToken=`) are redacted from every line.
    logger: withRedactedUrls(options.logger),
    // README "Bad input": the client's requestid (a UUID) names the call in every log line.
    genReqId: requestIdOf,
    ...trustedProxies(options.trustProxy),
    frameworkErrors: answerFrameworkError,
  });
  const graphqlSchemas = createSchemaCache(db);
  let listener: Listener;
  let contentChanges: ContentChangeBus;
  let notificationsChanges: NotificationsChangeBus;
  let cacheChanges: CacheChanges;
  let schemaName: string;
  const logListener = (message: string, err: unknown) => app.log.error({ err }, message);
  try {
    // README "Realtime: one listener": one LISTEN connection per instance for every bus.
    listener = await createListener(db, database, logListener);
  } catch (error) {
    await closeDatabase().catch(() => undefined);
    throw error;
  }
  try {
    contentChanges = await createContentChangeBus(
      listener,
      database.kind === 'postgres' ? database.schema : undefined,
    );
    notificationsChanges = await createNotificationsChangeBus(db, listener);
    // The triggers name the schema they ran in: the one this server's connections use.
    const schema = await sql<{ name: string }>`select current_schema() as name`.execute(db);
    schemaName = schema.rows[0]?.name ?? 'public';
    cacheChanges = await createCacheChanges(listener, schemaName);
  } catch (error) {
    await listener.close().catch(() => undefined);
    await closeDatabase().catch(() => undefined);
    throw error;
  }
  const appOrigins = resolveAppOrigins({
    ...(options.appOrigins ? { appOrigins: options.appOrigins } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    development: baseUrls.development,
  });
  // README "Running several instances": a schema edited on any instance rebuilds the app's
  // GraphQL schema everywhere.
  cacheChanges.on('appSchemas', (appId) => graphqlSchemas.invalidate(appId));
  logLostConnection = (err) => app.log.warn({ err }, 'database connection lost; reconnecting');
  app.decorate('tessera', {
    db,
    graphqlSchemas,
    contentChanges,
    notificationsChanges,
    appOrigins,
    drain: () => undefined,
  });
  closeKeptAliveConnectionsOnClose(app);
  let delivery: NotificationDelivery | undefined;
  app.addHook('onClose', async () => {
    await delivery?.close();
    await contentChanges.close();
    await notificationsChanges.close();
    await cacheChanges.close();
    await listener.close();
    await closeDatabase();
  });

  try {
    installErrorHandler(app);
    installRequestIdHeader(app);
    // request.ctx (README "Request context"): every hook and route below reads it.
    await app.register(requestContextPlugin, {
      db,
      ...(options.security?.now ? { now: options.security.now } : {}),
    });
    // Operations (README "Health, readiness, metrics and shutdown"): first, so every request
    // is measured, refused ones included.
    await installMetrics(app, {
      db,
      changes: contentChanges,
      development: baseUrls.development,
      ...(options.metricsToken ? { token: options.metricsToken } : {}),
    });
    const health = registerHealthRoutes(app, { db, listener });
    app.tessera.drain = health.drain;
    registerFavicon(app);
    // Before every route: raw-body parsers, signature checks, body decryption (protocol README).
    await installSecurity(app, db, options.security);
    installInputGuards(app);
    const accountPortalUrl = resolveAccountPortalUrl({
      ...(options.accountPortalUrl ? { accountPortalUrl: options.accountPortalUrl } : {}),
      development: baseUrls.development,
    });
    // Who calls (README "Identity", "Authorization"): the provider and the bearer check.
    const identity = await installIdentity(app, {
      db,
      issuer:
        options.issuer ??
        `${options.publicUrl ? readPublicUrl(options.publicUrl) : 'http://127.0.0.1:4000'}/oidc`,
      appOrigins,
      changes: cacheChanges,
      accountPortalUrl,
    });
    installAuthorization(app, { db, verifyAccessToken: identity.verifyAccessToken });
    for (const plugin of options.plugins ?? []) await app.register(plugin);
    // Apps are served from other origins (Vite dev servers, CDNs) and send cookies (spec 1 §7 XSRF).
    await app.register(cors, {
      // Only the apps' origins, never `null`, with credentials (README "Authorization").
      origin: [...appOrigins],
      credentials: true,
      // Every method the API uses (content PUT and DELETE included), not only the CORS defaults.
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      // spec 1 §4, §7: the client reads these answer headers across origins.
      exposedHeaders: [
        HEADERS.contentKey,
        HEADERS.graphqKey,
        HEADERS.loginConcurrentSession,
        HEADERS.requestId,
      ],
    });
    const smsSender = options.smsSender ?? createDevelopmentSmsSender(app.log);
    const emailSender = options.emailSender ?? createDevelopmentEmailSender(app.log);
    const thirdPartyProviders =
      options.thirdPartyProviders ??
      (baseUrls.development ? [createDevelopmentThirdPartyProvider()] : []);
    // README "Notification delivery": the channels and this instance's dispatcher; links in
    // out-of-band messages open the account portal (else the first app origin).
    delivery = await startNotificationDelivery({
      db,
      listener,
      options: options.notifications ?? {},
      development: baseUrls.development,
      smsSender,
      portalUrl: accountPortalUrl ?? appOrigins[0] ?? 'http://127.0.0.1',
      log: app.log,
    });
    app.decorate('tesseraDelivery', delivery);
    // The demo's data flows and models read the demo app, so they come with its seed.
    const demo = options.seed ?? true;
    const domain: DomainOptions = {
      db,
      graphqlSchemas,
      contentChanges,
      notificationsChanges,
      listener,
      schema: schemaName,
      development: baseUrls.development,
      baseUrls,
      appOrigins,
      identity,
      smsSender,
      emailSender,
      delivery,
      tasks: options.tasks ?? {},
      collaboration: options.collaboration ?? {},
      thirdPartyProviders,
      graphql: {
        ...options.graphql,
        introspection: options.graphql?.introspection ?? baseUrls.development,
      },
      media: resolveMediaOptions(options.media),
      dataFlows: createDataFlowRegistry([
        ...(demo ? DEMO_DATA_FLOWS : []),
        ...(options.dataFlows ?? []),
      ]),
      models: createModelRegistry([...(demo ? DEMO_MODELS : []), ...(options.models ?? [])]),
      regions: createRegionCatalog(db),
    };
    // README "Layout": one plugin per domain, each given the same options.
    const domains: DomainPlugin[] = [
      identityPlugin,
      organisationPlugin,
      tasksPlugin,
      workflowPlugin,
      notificationsPlugin,
      pagesPlugin,
      contentPlugin,
      // After content: its websocket plugin routes upgrades (README "Collaboration").
      collaborationPlugin,
      regionsPlugin,
      placesPlugin,
      schemasPlugin,
      mediaPlugin,
      dataFlowsPlugin,
      modelsPlugin,
    ];
    for (const plugin of domains) await app.register(plugin, domain);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/** Fastify's `trustProxy` for a hop count, `true`, or addresses (its types omit the count). */
function trustedProxies(
  trust: ServerOptions['trustProxy'],
): Pick<FastifyServerOptions, 'trustProxy'> {
  if (trust === undefined) return {};
  if (typeof trust !== 'number') return { trustProxy: trust };
  return { trustProxy: (_address: string, hop: number) => hop < trust };
}

/** The logger options with the request serializer that redacts query secrets. */
function withRedactedUrls(logger: ServerOptions['logger']): ServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req: serializeRequest } };
}
