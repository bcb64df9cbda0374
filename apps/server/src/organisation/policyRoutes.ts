import { ok, ORGANISATION_PATHS as P } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { Type, type Static } from 'typebox';
import { attachmentDisposition } from '../media/enclosureStore.js';
import { readAuditConfig, saveAuditConfig } from './auditConfig.js';
import { AUDIT_ACTIONS, searchAuditLog } from './auditLog.js';
import { auditFileName, exportAuditLog } from './auditSheet.js';
import { OBJECT_BODY, OptionalText, type JsonObject } from '../http/inputSchemas.js';
import { adminCall, type AppParams } from './routeAccess.js';
import {
  deleteSecurityPolicy,
  listSecurityPolicies,
  readSecurityPolicy,
  saveSecurityPolicy,
  SecurityPolicyQuerySchema,
  type SecurityPolicyQuery,
} from './securityPolicies.js';

type IdParams = AppParams & { id: string };

/** The filters of the audit search and download (`auditLog.ts` reads each with its own rule). */
const AuditFilters = {
  action: OptionalText,
  userId: OptionalText,
  actorId: OptionalText,
  userKeyWord: OptionalText,
  ip: OptionalText,
  result: OptionalText,
  beginTime: OptionalText,
  endTime: OptionalText,
};
const AuditSearchBody = Type.Object({
  ...AuditFilters,
  pageIndex: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
  pageSize: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
});
const AuditExportQuery = Type.Object(AuditFilters);
const AuditConfigBody = Type.Object({
  items: Type.Array(Type.Object({ action: Type.String(), recorded: Type.Boolean() }), {
    maxItems: 100,
  }),
});

/** The security policy and audit calls (spec 2 §7.3 security policy CRUD, "Audit"): admin calls. */
export function registerPolicyRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: AppParams; Querystring: SecurityPolicyQuery }>(
    P.securityPolicies.pattern,
    { schema: { querystring: SecurityPolicyQuerySchema } },
    async (request) => {
      await adminCall(db, request);
      return ok(await listSecurityPolicies(db, request.query));
    },
  );
  app.get<{ Params: IdParams }>(P.securityPolicy.pattern, async (request) => {
    await adminCall(db, request);
    return ok(await readSecurityPolicy(db, request.params.id));
  });
  app.post<{ Params: AppParams; Body: JsonObject }>(
    P.saveSecurityPolicy.pattern,
    OBJECT_BODY,
    async (request) => {
      const { actor } = await adminCall(db, request);
      return ok(await saveSecurityPolicy(db, actor, request.body));
    },
  );
  app.post<{ Params: IdParams }>(P.deleteSecurityPolicy.pattern, async (request) => {
    const { actor } = await adminCall(db, request);
    await deleteSecurityPolicy(db, actor, request.params.id);
    return ok(true);
  });

  app.post<{ Params: AppParams; Body: Static<typeof AuditSearchBody> }>(
    P.auditSearch.pattern,
    { schema: { body: AuditSearchBody } },
    async (request) => {
      await adminCall(db, request);
      return ok(await searchAuditLog(db, request.body));
    },
  );
  // spec 2 §7.3 "Audit: POST download": a GET here, so a link or the client downloads it alike.
  app.get<{ Params: AppParams; Querystring: Static<typeof AuditExportQuery> }>(
    P.auditExport.pattern,
    { schema: { querystring: AuditExportQuery } },
    async (request, reply) => {
      await adminCall(db, request);
      const bytes = await exportAuditLog(db, request.query);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(auditFileName(new Date())))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
  app.get<{ Params: AppParams }>(P.auditConfig.pattern, async (request) => {
    await adminCall(db, request);
    return ok(await readAuditConfig(db));
  });
  app.post<{ Params: AppParams; Body: Static<typeof AuditConfigBody> }>(
    P.saveAuditConfig.pattern,
    { schema: { body: AuditConfigBody } },
    async (request) => {
      const { actor } = await adminCall(db, request);
      return ok(await saveAuditConfig(db, actor, request.body));
    },
  );
  app.get<{ Params: AppParams }>(P.auditActions.pattern, async (request) => {
    await adminCall(db, request);
    return ok(AUDIT_ACTIONS);
  });
}
