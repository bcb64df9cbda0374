import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from '../db/database.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** One oidc-provider model instance (its adapter; migration 0006_identity_organisation). */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: JsonColumn<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  account_id: string | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
}

/** One sign-in (`sid` claim of its tokens). */
export interface UserSessionsTable {
  sid: string;
  user_id: string;
  client_id: string;
  grant_id: string | null;
  created: Timestamp;
  last_seen_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: 'logout' | 'concurrent' | 'password_changed' | 'disabled' | 'revoked' | null;
}

export interface SmsCodesTable {
  id: Generated<string>;
  phone: string;
  purpose: string;
  code_hash: string;
  ip: string | null;
  sent_at: Timestamp;
  expires_at: Timestamp;
  failed_attempts: Generated<number>;
  consumed_at: NullableTimestamp;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: Timestamp;
}

export interface LoginTicketsTable {
  id: string;
  user_id: string;
  detail: JsonColumn<Record<string, unknown>>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface SigningKeysTable {
  kid: string;
  jwk: JsonColumn<Record<string, unknown>>;
  created: Timestamp;
}

/** The tables of identity, merged into the server's `Database` type. */
export interface IdentityTables {
  oidc_payloads: OidcPayloadsTable;
  user_sessions: UserSessionsTable;
  sms_codes: SmsCodesTable;
  captchas: CaptchasTable;
  login_tickets: LoginTicketsTable;
  signing_keys: SigningKeysTable;
}
