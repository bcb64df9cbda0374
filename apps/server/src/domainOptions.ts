import type { FastifyInstance } from 'fastify';
import type { CollaborationOptions } from './collaboration/collaborationPlugin.js';
import type { GraphqlRouteOptions } from './content/graphqlRoute.js';
import type { DataFlowRegistry } from './dataflows/dataFlowRegistry.js';
import type { Db } from './db/database.js';
import type { SchemaCache } from './content/graphql/schemaCache.js';
import type { PublicOriginOptions } from './http/publicOrigin.js';
import type { EmailSender } from './identity/emailSender.js';
import type { IdentityServices } from './identity/installIdentity.js';
import type { SmsSender } from './identity/smsSender.js';
import type { ThirdPartyIdentityProvider } from './identity/thirdPartyProvider.js';
import type { MediaSettings } from './media/mediaOptions.js';
import type { ModelRegistry } from './models/modelRegistry.js';
import type { ContentChangeBus } from './content/realtime/contentChangeBus.js';
import type { NotificationsChangeBus } from './notifications/notificationsChanged.js';
import type { NotificationDelivery } from './notifications/startNotificationDelivery.js';
import type { RegionCatalog } from './regions/regionCatalog.js';
import type { Listener } from './realtime/createListener.js';

/**
 * The one options shape of every domain plugin (README "Layout"): built once by `createServer`
 * from its `ServerOptions`, passed unchanged to each plugin of the flat list.
 */
export interface DomainOptions {
  /** The one query layer. */
  db: Db;
  /** The per-app GraphQL schemas. */
  graphqlSchemas: SchemaCache;
  /** Content-change notifications (LISTEN/NOTIFY fan-out). */
  contentChanges: ContentChangeBus;
  /** Notification changes (LISTEN/NOTIFY fan-out behind subscription notificationsChanged). */
  notificationsChanges: NotificationsChangeBus;
  /** The instance's one LISTEN (README "Realtime: one listener"), for buses of their own. */
  listener: Listener;
  /** The PostgreSQL schema of the server's connections (`public` on PGlite). */
  schema: string;
  /** Development mode (ServerOptions `development`). */
  development: boolean;
  /** What the settings' empty base URLs answer (README "Base URLs and caching"). */
  baseUrls: PublicOriginOptions & { development: boolean };
  /** The app origins (ServerOptions `appOrigins`, resolved). */
  appOrigins: readonly string[];
  /** The token issuer's services (installed before the domains: the bearer check needs them). */
  identity: IdentityServices;
  /** Delivers the SMS codes. */
  smsSender: SmsSender;
  /** Delivers the e-mail codes. */
  emailSender: EmailSender;
  /** Notification delivery: the configured channels, the dispatcher, the dev mailbox. */
  delivery: NotificationDelivery;
  /** The task scheduler's options (ServerOptions `tasks`); `false`: this instance runs none. */
  tasks: { pollMs?: number } | false;
  /** Live co-editing's options (ServerOptions `collaboration`). */
  collaboration: CollaborationOptions;
  /** The third-party identity providers. */
  thirdPartyProviders: readonly ThirdPartyIdentityProvider[];
  /** Content GraphQL: introspection, request budget, answer size. */
  graphql: GraphqlRouteOptions;
  /** Upload storage and limits, resolved. */
  media: MediaSettings;
  /** The data flows the server runs. */
  dataFlows: DataFlowRegistry;
  /** The API and OLAP models the server answers. */
  models: ModelRegistry;
  /** The region tree. */
  regions: RegionCatalog;
}

/** A domain plugin: an encapsulated Fastify plugin holding one domain's routes. */
export type DomainPlugin = (app: FastifyInstance, options: DomainOptions) => Promise<void>;
