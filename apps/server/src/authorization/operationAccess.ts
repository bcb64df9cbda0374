import type { Db } from '../db/database.js';
import { forbidden, type Caller } from './caller.js';

/**
 * spec 1 §6 operation permission, on the server (README "Authorization"): a call naming an
 * operationId that has a permission entry (a row in `operations`) needs that operation among
 * the caller's (granted by one of their enabled roles: status 1). An operationId without an
 * entry restricts nothing, as on the client.
 *
 * @throws EnvelopeError 403 when the caller lacks the operation.
 */
export async function requireOperation(
  db: Db,
  caller: Caller,
  operationId: string | null | undefined,
): Promise<void> {
  if (!operationId) return;
  const row = await db
    .selectFrom('operations')
    .leftJoin('role_operations', 'role_operations.operation_id', 'operations.id')
    .leftJoin('user_roles', (join) =>
      join
        .onRef('user_roles.role_id', '=', 'role_operations.role_id')
        .on('user_roles.user_id', '=', caller.userId),
    )
    .leftJoin('roles', (join) =>
      join.onRef('roles.id', '=', 'user_roles.role_id').on('roles.enabled', '=', true),
    )
    .select((eb) => eb.fn.count<string>('roles.id').as('granted'))
    .where('operations.id', '=', operationId)
    .groupBy('operations.id')
    .executeTakeFirst();
  if (row && Number(row.granted) === 0) throw forbidden('您没有该操作的权限');
}
