import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Identity and organisation (spec 2 §3 User, Department, Role, Password policy; §7.3), one
 * migration because every table below hangs off `users`:
 *
 * - organisation: `users`, `departments` (the virtual root 所有部门 is the all-zero id and is not
 *   stored: top-level rows have `parent_id` null), `user_departments`, `roles`, `user_roles`,
 *   `operations` (operationId, per app), `role_operations`, `role_pages`, `posts` (jobs),
 *   `ranks`, `tags`, `user_tags`, `security_policies` (password, account, visit per user
 *   scope), `audit_log`.
 * - identity: `oidc_payloads` (the provider's adapter: every model in one table, expired rows
 *   hidden and purged), `user_sessions` (one per sign-in, `sid`), `sms_codes` (hashed),
 *   `captchas` (hashed answers), `login_tickets` (single use, short-lived), `signing_keys`.
 *
 * Migrations take `Kysely<unknown>` on purpose: they must not depend on today's table types.
 */
export const identityOrganisation: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const id = (table: string) =>
      db.schema
        .createTable(table)
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`));
    const now = sql`now()`;

    await id('users')
      // The user scope (spec 2 §6 "user scope/type"): policies and sign-in are per scope.
      .addColumn('user_scope', 'text', (c) => c.notNull().defaultTo('default'))
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('nick_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('mobile_phone', 'text')
      .addColumn('email', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('password_changed_at', 'timestamptz')
      // 101/102 (forced reset) and 103 (optional reset) of spec 2 §8, set by an administrator.
      .addColumn('password_reset_code', 'integer')
      .addColumn('head_image_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('post_id', 'uuid')
      .addColumn('rank_id', 'uuid')
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('locked_out_until', 'timestamptz')
      .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('dormant', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('expires_at', 'timestamptz')
      // An account limited to one session: a new sign-in ends the older ones ('concurrent').
      .addColumn('single_session', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('last_login_at', 'timestamptz')
      .addColumn('last_seen_at', 'timestamptz')
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('updated', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await sql`create unique index users_scope_user_name_key on users (user_scope, lower(user_name))`.execute(
      db,
    );
    await sql`create unique index users_scope_phone_key on users (user_scope, mobile_phone) where mobile_phone is not null`.execute(
      db,
    );
    await sql`create unique index users_scope_email_key on users (user_scope, lower(email)) where email is not null`.execute(
      db,
    );

    await id('departments')
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'uuid', (c) => c.references('departments.id').onDelete('restrict'))
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_hide', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('disable', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('departments_parent_idx')
      .on('departments')
      .column('parent_id')
      .execute();

    await id('roles')
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('is_system_built_in', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('roles_app_code_key', ['app_id', 'code'])
      .execute();

    for (const table of ['posts', 'ranks', 'tags']) {
      await id(table)
        .addColumn('app_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint(`${table}_app_name_key`, ['app_id', 'name'] as never)
        .execute();
    }

    await db.schema
      .createTable('operations')
      // The operationId a request names (spec 1 §7 header `operationId`).
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('page_id', 'uuid')
      .execute();

    /** A many-to-many link; both sides cascade on delete. */
    const link = (table: string, left: string, right: string, rightType: 'uuid' | 'text') =>
      db.schema
        .createTable(table)
        .addColumn(`${left}_id`, 'uuid', (c) =>
          c.notNull().references(`${left}s.id`).onDelete('cascade'),
        )
        .addColumn(`${right}_id`, rightType, (c) =>
          c.notNull().references(`${right}s.id`).onDelete('cascade'),
        )
        .addPrimaryKeyConstraint(`${table}_pkey`, [`${left}_id`, `${right}_id`] as never)
        .execute();
    await link('user_departments', 'user', 'department', 'uuid');
    await link('user_roles', 'user', 'role', 'uuid');
    await link('user_tags', 'user', 'tag', 'uuid');
    await link('role_operations', 'role', 'operation', 'text');
    await db.schema
      .createTable('role_pages')
      .addColumn('role_id', 'uuid', (c) => c.notNull().references('roles.id').onDelete('cascade'))
      .addColumn('sub_app_id', 'text', (c) => c.notNull())
      .addColumn('page_id', 'uuid', (c) => c.notNull())
      .addPrimaryKeyConstraint('role_pages_pkey', ['role_id', 'sub_app_id', 'page_id'])
      .execute();
    await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role_id').execute();
    // Members of a department (delete refusal, DepartmentId filter) and holders of a tag.
    await db.schema
      .createIndex('user_departments_department_idx')
      .on('user_departments')
      .column('department_id')
      .execute();
    await db.schema.createIndex('user_tags_tag_idx').on('user_tags').column('tag_id').execute();

    await id('security_policies')
      .addColumn('user_scope', 'text', (c) => c.notNull())
      // 'password' | 'account' | 'visit'
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('policy', 'jsonb', (c) => c.notNull())
      .addColumn('updated', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('security_policies_scope_type_key', ['user_scope', 'type'])
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      // e.g. 'login', 'login_failed', 'logout', 'password_changed', 'user_updated', 'grant'
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('user_id', 'uuid')
      .addColumn('actor_id', 'uuid')
      .addColumn('ip', 'text')
      .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
    await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
    await db.schema.createIndex('audit_log_user_idx').on('audit_log').column('user_id').execute();
    await db.schema
      .createIndex('audit_log_action_idx')
      .on('audit_log')
      .columns(['action', 'at'])
      .execute();

    await db.schema
      .createTable('oidc_payloads')
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('payload', 'jsonb', (c) => c.notNull())
      .addColumn('grant_id', 'text')
      .addColumn('user_code', 'text')
      .addColumn('uid', 'text')
      .addColumn('account_id', 'text')
      .addColumn('expires_at', 'timestamptz')
      .addColumn('consumed_at', 'timestamptz')
      .addPrimaryKeyConstraint('oidc_payloads_pkey', ['model', 'id'])
      .execute();
    for (const column of ['grant_id', 'uid', 'account_id', 'expires_at']) {
      await db.schema
        .createIndex(`oidc_payloads_${column}_idx`)
        .on('oidc_payloads')
        .column(column)
        .execute();
    }

    await db.schema
      .createTable('user_sessions')
      .addColumn('sid', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('client_id', 'text', (c) => c.notNull())
      // The provider grant its tokens belong to: ending the session revokes it.
      .addColumn('grant_id', 'text')
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('revoked_at', 'timestamptz')
      // 'logout' | 'concurrent' | 'password_changed' | 'disabled' | 'revoked' (grant revoked)
      .addColumn('revoked_reason', 'text')
      .execute();
    await db.schema
      .createIndex('user_sessions_user_idx')
      .on('user_sessions')
      .column('user_id')
      .execute();

    await id('sms_codes')
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('sms_codes_phone_purpose_idx')
      .on('sms_codes')
      .columns(['phone', 'purpose', 'sent_at'])
      .execute();
    await db.schema
      .createIndex('sms_codes_ip_idx')
      .on('sms_codes')
      .columns(['ip', 'sent_at'])
      .execute();
    // The purge of rows past the longest limit window (24 h) on each send.
    await db.schema
      .createIndex('sms_codes_sent_at_idx')
      .on('sms_codes')
      .column('sent_at')
      .execute();

    await db.schema
      .createTable('captchas')
      // The imgTimestamp the client sends back with its answer.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('answer_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('login_tickets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('consumed_at', 'timestamptz')
      .execute();

    await db.schema
      .createTable('signing_keys')
      .addColumn('kid', 'text', (c) => c.primaryKey())
      // The private JWK (RS256); the provider publishes the public half at its jwks_uri.
      .addColumn('jwk', 'jsonb', (c) => c.notNull())
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
  },
};
