import { SUB_APP_TYPES, type SubAppType } from '@tessera/protocol';
import type { DbContext } from './requestContext.js';
import { notFound } from '../http/envelopeError.js';
import { isGuid, requireOneOf, requireText } from '../http/requestParams.js';

/*
 * Lookups of the app and sub-app every designer, media, data-flow and model call names. Ids that are not GUIDs cannot address anything, so
 * they answer 40400 like any other unknown id (README "Decisions").
 */

/** Checks the app exists, or throws 40400. Answers the id. */
export async function requireApp(ctx: DbContext, appId: unknown, name = 'app'): Promise<string> {
  const id = requireText(appId, name);
  const found =
    isGuid(id) &&
    (await ctx.db.selectFrom('apps').select('app_id').where('app_id', '=', id).executeTakeFirst());
  if (!found) throw notFound(`应用 ${id} 不存在`);
  return id;
}

/** A sub-app row as the designer and media calls need it. */
export interface SubAppRow {
  sub_app_id: string;
  app_id: string;
  name: string;
  sub_app_type: string;
}

/**
 * Checks the sub-app exists in the app (and has `appType`, when given), or throws 40400; a bad
 * `appType` throws 40000. Answers the row.
 */
export async function requireSubApp(
  ctx: DbContext,
  params: { appId: unknown; subAppId: unknown; appType?: unknown },
): Promise<SubAppRow & { sub_app_type: SubAppType }> {
  const appType =
    params.appType === undefined
      ? undefined
      : requireOneOf(params.appType, 'appType', SUB_APP_TYPES);
  const appId = requireText(params.appId, 'app');
  const subAppId = requireText(params.subAppId, 'subapp');
  let query = ctx.db
    .selectFrom('sub_apps')
    .select(['sub_app_id', 'app_id', 'name', 'sub_app_type'])
    .where('app_id', '=', appId)
    .where('sub_app_id', '=', subAppId);
  if (appType) query = query.where('sub_app_type', '=', appType);
  const row = isGuid(appId) && isGuid(subAppId) ? await query.executeTakeFirst() : undefined;
  if (!row) {
    throw notFound(`应用 ${appId} 下不存在${appType ? ` ${appType} ` : ''}子应用 ${subAppId}`);
  }
  return row as SubAppRow & { sub_app_type: SubAppType };
}
