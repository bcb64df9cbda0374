import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { toJson, type Db } from '../db/database.js';
import { revokeOidcGrant } from '../directory/userSessions.js';

/**
 * The provider's storage (oidc-provider's adapter interface, README "Identity"): every model
 * (Session, Grant, AuthorizationCode, RefreshToken, Interaction, …) in one table, keyed by model
 * and id. PostgreSQL has no TTL, so `find` hides expired rows and {@link purgeExpiredOidcRows}
 * deletes them; `consume` stamps the row, which the provider reads as `consumed` (a consumed
 * refresh token presented again revokes its grant).
 */
export function createOidcAdapterClass(
  db: Db,
  hooks: { onUpsert?: (model: string, id: string, payload: AdapterPayload) => Promise<void> } = {},
) {
  return class KyselyOidcAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: toJson(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        account_id: payload.accountId ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insertInto('oidc_payloads')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['model', 'id']).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            user_code: row.user_code,
            uid: row.uid,
            account_id: row.account_id,
            expires_at: row.expires_at,
          }),
        )
        .execute();
      await hooks.onUpsert?.(this.model, id, payload);
    }

    private async findWhere(
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .where((eb) =>
          eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]),
        )
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ...row.payload,
        ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}),
      } as AdapterPayload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: sql<Date>`now()` })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db
        .deleteFrom('oidc_payloads')
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await revokeOidcGrant(db, grantId);
    }
  };
}

/** Deletes rows whose expiry has passed (run at start and then every few minutes). */
export async function purgeExpiredOidcRows(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
