import type { FastifyRequest } from 'fastify';
import { isAdmin, requireAdmin, requireCaller, type Caller } from '../../authorization/caller.js';
import type { Db } from '../../db/database.js';
import { requireApp } from '../../pages/requireRecords.js';

/*
 * Who may call the definition and form routes (server README "Workflow definitions and forms"):
 * the designer-side calls need the admin role (401 anonymous, 403 without it, checked before
 * anything is read); the runtime reads and the form pages need a signed-in member. The app is
 * the `:appId` of `/api/:appId/…` paths or the `?app=` query of the others (40400 unknown).
 */

/** The app a workflow call names: `:appId`, else `?app=`. */
async function appOf(db: Db, request: FastifyRequest): Promise<string> {
  const params = (request.params ?? {}) as { appId?: unknown };
  const query = (request.query ?? {}) as { app?: unknown };
  return (await requireApp(db, params.appId ?? query.app)).toLowerCase();
}

/** A designer call: an administrator of an existing app. */
export async function designerCall(
  db: Db,
  request: FastifyRequest,
): Promise<{ appId: string; caller: Caller }> {
  const caller = await requireAdmin(request);
  return { appId: await appOf(db, request), caller };
}

/** A member call: any signed-in caller of an existing app; `admin` says whether they administer. */
export async function workflowMemberCall(
  db: Db,
  request: FastifyRequest,
): Promise<{ appId: string; caller: Caller; admin: () => Promise<boolean> }> {
  const caller = requireCaller(request);
  const appId = await appOf(db, request);
  return { appId, caller, admin: () => isAdmin(db, caller.userId) };
}
