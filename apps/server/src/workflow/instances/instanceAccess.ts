import type { FastifyRequest } from 'fastify';
import type { Actor, InstanceState } from '@tessera/workflow';
import { forbidden, requireCaller } from '../../authorization/caller.js';
import type { Db } from '../../db/database.js';
import { holdsEnabledAdminRole } from '../../directory/roles.js';
import { displayNameSql } from '../../directory/users.js';

/**
 * The caller as the engine's actor: their display name and whether they hold the enabled admin
 * role now (one query).
 */
export async function callerActor(db: Db, request: FastifyRequest): Promise<Actor> {
  const caller = requireCaller(request);
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      displayNameSql.as('name'),
      holdsEnabledAdminRole(eb.ref('users.id')).as('admin'),
    ])
    .where('users.id', '=', caller.userId)
    .executeTakeFirst();
  return {
    userId: caller.userId,
    userName: row?.name ?? caller.userName,
    isAdmin: row?.admin === true,
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
  const { appId } = await runtimeCaller(db, request);
  return { appId, actor: await callerActor(db, request) };
}

/**
 * {@link runtimeCall} without the actor's name and admin lookups: the lists need only who calls,
 * and a todo list should cost little more than its one query.
 */
export async function runtimeCaller(
  db: Db,
  request: FastifyRequest,
): Promise<{ appId: string; userId: string }> {
  const caller = requireCaller(request);
  const appId = (await request.ctx.appId()).toLowerCase();
  return { appId, userId: caller.userId };
}

/**
 * WF-C12: an instance may be read by its applicant (and whoever started it for them),
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
