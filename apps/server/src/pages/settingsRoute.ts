import { ok, SUB_APP_PATHS, type EnvType, type Settings, type SubAppType } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/database.js';
import { notFound } from '../http/envelopeError.js';
import { OptionalText } from '../http/inputSchemas.js';
import { requireText } from '../http/requestParams.js';
import { publicOrigin, type PublicOrigin, type PublicOriginOptions } from '../http/publicOrigin.js';
import { findSettingsRow } from './settingsQueries.js';

/** Matches the client's 5-minute settings cache (spec 1 §9 timers, protocol README). */
const MAX_AGE = 300;

type SettingsRow = Awaited<ReturnType<typeof findSettingsRow>>;

/** Turns a row into the wire settings; '' base URLs become the public origin (if known). */
export function toSettings(
  row: NonNullable<SettingsRow>,
  request: FastifyRequest,
  origin: PublicOrigin,
): Settings {
  const base = (value: string) => (value === '' ? origin.http : value);
  const settings: Settings = {
    designApiUrl: base(row.design_api_url),
    appId: row.app_id,
    subAppId: row.sub_app_id,
    subAppType: row.sub_app_type as SubAppType,
    appType: row.app_type as SubAppType,
    envType: row.env_type as EnvType,
    imageOssUrl: base(row.image_oss_url),
    staticOssUrl: base(row.static_oss_url),
    schemaUrl: base(row.schema_url),
    accountUrl: base(row.account_url),
    identityUrl: base(row.identity_url),
    designerUrl: base(row.designer_url),
    gateWayApiUrl: base(row.gate_way_api_url),
    GateWayMiniHost: base(row.gate_way_mini_host),
    schemaWsUrl: row.schema_ws_url === '' ? origin.ws : row.schema_ws_url,
    objectStorage: row.object_storage,
    currentPublishVersion: row.current_publish_version,
    thisSiteGraphqlBodyIsSecret: row.this_site_graphql_body_is_secret,
    mediaUrl: base(row.media_url),
    accessKey: row.access_key,
    // protocol README "Signing": the client signs with these; the secret is browser-visible.
    secretKey: row.secret_key,
    publicKey: request.server.tesseraSecurity.publicKeyPem,
    workflowId: row.workflow_id,
    subAppName: row.sub_app_name,
  };
  // spec 1 §3 Settings: "Error field shows its message" — only present when set.
  if (row.error) settings.error = row.error;
  return settings;
}

/**
 * GET /api/home/configuration?host= — the settings of a host (spec 1 §7, §3 Settings). Shared
 * caches may keep the answer only when it is the same for every caller: never when built from
 * the Host header (development) and never when it sets the caller's XSRF cookie (the security
 * hook turns `public` into `private` then).
 */
export function registerSettingsRoute(
  app: FastifyInstance,
  db: Db,
  baseUrls: PublicOriginOptions = {},
): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      SUB_APP_PATHS.configuration.pattern,
      { schema: { querystring: Type.Object({ host: OptionalText }) } },
      async (request, reply) => {
        const host = requireText(request.query.host, 'host').trim().toLowerCase();
        const row = await findSettingsRow(request.ctx, host);
        if (!row) throw notFound(`站点 ${host} 未配置`);
        const origin = publicOrigin(baseUrls, request);
        if (origin.fromHost) {
          // Keep the Vary: Origin that CORS set; add Host, which this answer now depends on.
          const vary = reply.getHeader('vary');
          reply.header('cache-control', `private, max-age=${MAX_AGE}`);
          reply.header('vary', vary ? `${String(vary)}, Host` : 'Host');
        } else {
          reply.header('cache-control', `public, max-age=${MAX_AGE}`);
        }
        return ok(toSettings(row, request, origin));
      },
    );
}
