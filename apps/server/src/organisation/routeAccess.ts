import type { FastifyRequest } from 'fastify';
import { forbidden, requireAdmin, requireCaller, type Caller } from '../authorization/caller.js';
import type { Db } from '../db/database.js';
import { isAdmin } from '../directory/roles.js';
import type { ChangeActor } from './orgTransaction.js';

/*
 * Who may call the organisation routes (README "Organisation"): the admin calls need the admin
 * role (401 anonymous, 403 without it — checked before anything is read, so a refusal says
 * nothing about what exists); the user's own reads (page permission, departments by user id)
 * need a signed-in caller reading themself, or an administrator.
 */

/** Route parameters of every `/api/:appId/…` call. */
export type AppParams = { appId: string };

/** An admin call: the caller holds the admin role and the app exists (40400 otherwise). */
export async function adminCall(
  db: Db,
  request: FastifyRequest<{ Params: AppParams }>,
): Promise<{ appId: string; actor: ChangeActor; caller: Caller }> {
  const caller = await requireAdmin(request);
  const appId = (await request.ctx.appId()).toLowerCase();
  return { appId, actor: { actorId: caller.userId, ip: request.ip }, caller };
}

/**
 * A member read: any signed-in caller of the app (401 anonymous; 40400 for an unknown app). The
 * lists of posts, ranks and tags are such reads: the account portal shows them to everyone
 * (README "Organisation"), while changing them stays an admin call.
 */
export async function memberCall(
  db: Db,
  request: FastifyRequest<{ Params: AppParams }>,
): Promise<{ appId: string; caller: Caller }> {
  const caller = requireCaller(request);
  const appId = (await request.ctx.appId()).toLowerCase();
  return { appId, caller };
}

/** The caller may read the user's own records: it is them, or an administrator (403 otherwise). */
export async function requireSelfOrAdmin(request: FastifyRequest, userId: string): Promise<Caller> {
  const caller = requireCaller(request);
  const self = caller.userId.toLowerCase() === userId.toLowerCase();
  if (!self && !(await isAdmin(request.server.tessera.db, caller.userId))) throw forbidden();
  return caller;
}
