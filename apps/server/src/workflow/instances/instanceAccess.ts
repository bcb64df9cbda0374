import type { FastifyRequest } from 'fastify';
import type { Actor, InstanceState } from '@tessera/workflow';
import { forbidden, isAdmin, requireCaller } from '../../authorization/caller.js';
import type { Db } from '../../db/database.js';
import { requireApp } from '../../pages/requireRecords.js';
import { activeUserRef } from '../orgDirectory.js';

/** The caller as the engine's actor: their display name and whether they administer. */
export async function callerActor(db: Db, request: FastifyRequest): Promise<Actor> {
  const caller = requireCaller(request);
  const user = await activeUserRef(db, caller.userId);
  return {
    userId: caller.userId,
    userName: user?.userName ?? caller.userName,
    isAdmin: await isAdmin(db, caller.userId),
  };
}

/**
 * A runtime call: the signed-in caller (401 anonymous) and the app it names — the `?app=` query
 * of the `workflowspro/…` calls or the `:appId` of the `{appId}/workflows/…` ones (40400 when
 * unknown).
 */
export async function runtimeCall(
  db: Db,
  request: FastifyRequest,
): Promise<{ appId: string; actor: Actor }> {
  requireCaller(request);
  const params = (request.params ?? {}) as { appId?: unknown };
  const query = (request.query ?? {}) as { app?: unknown };
  const appId = (await requireApp(db, params.appId ?? query.app)).toLowerCase();
  return { appId, actor: await callerActor(db, request) };
}

/**
 * research A13: an instance may be read by its applicant (and whoever started it for them),
 * anyone who holds or held a task in it, its CC recipients and administrators; anyone else is
 * refused 403 您没有访问权限！.
 */
export function requireReadAccess(state: InstanceState, actor: Actor): void {
  const id = actor.userId;
  const allowed =
    actor.isAdmin === true ||
    state.applicant.userId === id ||
    state.startedBy.userId === id ||
    state.tasks.some((task) => task.assignee.userId === id) ||
    state.ccs.some((cc) => cc.user.userId === id);
  if (!allowed) throw forbidden();
}
