import type { FastifyRequest } from 'fastify';
import { requireAdmin, requireCaller, type Caller } from '../../authorization/caller.js';
import { isAdmin } from '../../directory/roles.js';
import type { Db } from '../../db/database.js';

/*
 * Who may call the definition and form routes (server README "Workflow definitions and forms"):
 * the designer-side calls need the admin role (401 anonymous, 403 without it, checked before
 * anything is read); the runtime reads and the form pages need a signed-in member. The app is
 * the `:appId` of `/api/:appId/…` paths or the `?app=` query of the others (40400 unknown).
 */

/** The app a workflow call names: `:appId`, else `?app=`. */
async function appOf(request: FastifyRequest): Promise<string> {
  return (await request.ctx.appId()).toLowerCase();
}

/** A designer call: an administrator of an existing app. */
export async function designerCall(
  db: Db,
  request: FastifyRequest,
): Promise<{ appId: string; caller: Caller }> {
  const caller = await requireAdmin(request);
  return { appId: await appOf(request), caller };
}

/** A member call: any signed-in caller of an existing app; `admin` says whether they administer. */
export async function workflowMemberCall(
  db: Db,
  request: FastifyRequest,
): Promise<{ appId: string; caller: Caller; admin: () => Promise<boolean> }> {
  const caller = requireCaller(request);
  const appId = await appOf(request);
  return { appId, caller, admin: () => isAdmin(db, caller.userId) };
}
