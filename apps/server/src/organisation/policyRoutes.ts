import { ok, ORGANISATION_PATHS as P } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { AUDIT_ACTIONS, searchAuditLog } from './auditLog.js';
import { OBJECT_BODY, type JsonObject } from '../http/inputSchemas.js';
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

  app.post<{ Params: AppParams; Body: JsonObject }>(
    P.auditSearch.pattern,
    OBJECT_BODY,
    async (request) => {
      await adminCall(db, request);
      return ok(await searchAuditLog(db, request.body));
    },
  );
  app.get<{ Params: AppParams }>(P.auditActions.pattern, async (request) => {
    await adminCall(db, request);
    return ok(AUDIT_ACTIONS);
  });
}
