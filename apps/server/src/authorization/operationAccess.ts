import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { ADMIN_ROLE } from '../directory/roles.js';
import { forbidden, requireCaller, type Caller } from './caller.js';
import { roleCoversUser } from '../directory/effectiveRoles.js';
import { controlsOf } from '../pageContent/controlResources.js';

/** spec 1 §6: what a caller lacking an operation reads (HTTP 403, rspCd 40300). */
export const OPERATION_REFUSED = '您没有该操作的权限';

/**
 * The designer operation (README "Authorization"): reading the designer's pages and settings
 * and changing the site (pages, theme, navigation, sub-app settings, the media library, serial
 * counters, data flows that write). Seeded in the demo app and granted to its administrators;
 * holders of the admin role hold it in every app.
 */
export const DESIGNER_OPERATION = 'site.design';

/**
 * The designer read operation (README "Authorization"; ours, the spec has none): opening the
 * designer and its read calls, and joining a page's co-editing room read-only. Every designer
 * write still needs {@link DESIGNER_OPERATION}.
 */
export const DESIGNER_READ_OPERATION = 'site.view';

/** How far a user may use the designer: `write` (designer operation), `read`, or not at all. */
export type DesignerAccess = 'write' | 'read' | null;

/** The user's {@link DesignerAccess} now (the designer operation first, then the read one). */
export async function designerAccessOf(db: Db, userId: string): Promise<DesignerAccess> {
  const held = await operationsHeld(db, userId, [DESIGNER_OPERATION, DESIGNER_READ_OPERATION]);
  if (held.has(DESIGNER_OPERATION)) return 'write';
  if (held.has(DESIGNER_READ_OPERATION)) return 'read';
  return null;
}

/** The content write kinds and the suffix of the schema operation each needs. */
export const CONTENT_OPERATIONS = { add: 'add', update: 'edit', delete: 'delete' } as const;
export type ContentWriteKind = keyof typeof CONTENT_OPERATIONS;

/**
 * Whether the user holds the operation now: one of their roles in effect (enabled, its
 * department limit covering the user: `directory/effectiveRoles.ts`) grants it, or is the admin role (administrators hold every operation, as they hold every page).
 */
export async function holdsOperation(
  db: Db,
  userId: string,
  operationId: string,
): Promise<boolean> {
  return (await operationsHeld(db, userId, [operationId])).has(operationId);
}

/** Which of these operations the user holds now ({@link holdsOperation}), in one query. */
async function operationsHeld(
  db: Db,
  userId: string,
  operationIds: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .leftJoin('role_operations', (join) =>
      join
        .onRef('role_operations.role_id', '=', 'roles.id')
        .on('role_operations.operation_id', 'in', operationIds),
    )
    .select(['roles.code', 'role_operations.operation_id'])
    .where('user_roles.user_id', '=', userId)
    .where('roles.enabled', '=', true)
    .where((eb) => roleCoversUser(eb.ref('user_roles.user_id'), eb.ref('roles.id')))
    .where((eb) =>
      eb.or([
        eb('roles.code', '=', ADMIN_ROLE),
        eb('role_operations.operation_id', 'is not', null),
      ]),
    )
    .execute();
  if (rows.some((row) => row.code === ADMIN_ROLE)) return new Set(operationIds);
  return new Set(rows.flatMap((row) => (row.operation_id === null ? [] : [row.operation_id])));
}

/**
 * The operations the user's control grants on the page let them use, sorted: the controls of
 * the page granted to one of the user's roles in effect, each with the operations its
 * switched-on permission sets list (README "Authorization": a control grant lets its holders
 * use that control's operations on that page — spec 1 §6 "unless stored operation settings
 * grant it").
 */
export async function controlOperationsOf(
  db: Db,
  userId: string,
  pageId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('role_controls')
    .innerJoin('user_roles', 'user_roles.role_id', 'role_controls.role_id')
    .innerJoin('roles', 'roles.id', 'role_controls.role_id')
    .innerJoin('pages', 'pages.page_id', 'role_controls.page_id')
    .select(['role_controls.control_id', 'pages.page_data', 'pages.control_permission_set_list'])
    .where('user_roles.user_id', '=', userId)
    .where('role_controls.page_id', '=', pageId)
    .where('roles.enabled', '=', true)
    .where((eb) => roleCoversUser(eb.ref('user_roles.user_id'), eb.ref('roles.id')))
    .execute();
  const operations = new Set<string>();
  for (const row of rows) {
    const control = controlsOf(row.page_data, row.control_permission_set_list).find(
      (each) => each.controlId === row.control_id,
    );
    for (const id of control?.operationIds ?? []) operations.add(id);
  }
  return [...operations].sort();
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * spec 1 §6 operation permission, on the server (README "Authorization"): a call naming an
 * operationId that has a permission entry (a row in `operations`) needs that operation among
 * the caller's, or a grant of a control of the calling page (`pageId` header) whose permission
 * sets list it. An operationId without an entry restricts nothing, as on the client.
 *
 * @throws EnvelopeError 403 when the caller lacks the operation.
 */
export async function requireOperation(
  db: Db,
  caller: Caller,
  operationId: string | null | undefined,
  pageId?: string | null,
): Promise<void> {
  if (!operationId) return;
  const entry = await db
    .selectFrom('operations')
    .select('id')
    .where('id', '=', operationId)
    .executeTakeFirst();
  if (!entry || (await holdsOperation(db, caller.userId, operationId))) return;
  if (pageId && GUID.test(pageId)) {
    const granted = await controlOperationsOf(db, caller.userId, pageId.toLowerCase());
    if (granted.includes(operationId)) return;
  }
  throw forbidden(OPERATION_REFUSED);
}

/**
 * A content write checked against the schema's own operations (README "Authorization"),
 * whatever operationId the request names: `{schema}.add`, `{schema}.edit` or `{schema}.delete`
 * of the app, when that operation has a permission entry, must be the caller's. A schema
 * without such entries is written by any signed-in caller.
 *
 * @throws EnvelopeError 403 when the caller lacks the schema's operation.
 */
export async function requireSchemaOperation(
  db: Db,
  caller: Caller,
  target: { appId: string; schemaName: string; kind: ContentWriteKind },
): Promise<void> {
  const operationId = `${target.schemaName}.${CONTENT_OPERATIONS[target.kind]}`;
  const entry = await db
    .selectFrom('operations')
    .select('id')
    .where('id', '=', operationId)
    .where('app_id', '=', target.appId.toLowerCase())
    .executeTakeFirst();
  if (entry && !(await holdsOperation(db, caller.userId, operationId))) {
    throw forbidden(OPERATION_REFUSED);
  }
}

/**
 * The signed-in caller holding the designer read operation or the designer operation: 401 when
 * anonymous, 403 otherwise. Routes say `config: { designer: 'read' }`.
 */
export async function requireDesignerRead(request: FastifyRequest): Promise<Caller> {
  const caller = requireCaller(request);
  if (!(await designerAccessOf(request.server.tessera.db, caller.userId))) {
    throw forbidden(OPERATION_REFUSED);
  }
  return caller;
}

/**
 * The signed-in caller holding the designer operation: 401 when anonymous, 403 otherwise.
 * Routes say `config: { designer: true }` instead when nothing in the request decides it.
 */
export async function requireDesigner(request: FastifyRequest): Promise<Caller> {
  const caller = requireCaller(request);
  if (!(await holdsOperation(request.server.tessera.db, caller.userId, DESIGNER_OPERATION))) {
    throw forbidden(OPERATION_REFUSED);
  }
  return caller;
}
