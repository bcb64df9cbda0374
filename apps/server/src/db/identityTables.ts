import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from './database.js';

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
  revoked_reason:
    | 'logout'
    | 'concurrent'
    | 'password_changed'
    | 'account_changed'
    | 'disabled'
    | 'revoked'
    | null;
}

/**
 * One one-time code (migration 0007 renamed `sms_codes`): an SMS code (`channel` 'sms', `address`
 * a phone number) or an e-mail code ('email', a lower-cased address).
 */
export interface VerificationCodesTable {
  id: Generated<string>;
  channel: 'sms' | 'email';
  address: string;
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

/** A failed password check of a client address (migration 0010): the per-address limit. */
export interface SignInFailuresTable {
  id: Generated<string>;
  ip: string;
  failed_at: Timestamp;
}

export interface LoginTicketsTable {
  id: string;
  user_id: string;
  detail: JsonColumn<Record<string, unknown>>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

/** A single-use ticket tying one identity call to the next (only its SHA-256 stored). */
export interface IdentityTicketsTable {
  id: string;
  kind: 'account_change' | 'third_party_bind';
  user_id: string | null;
  detail: JsonColumn<Record<string, unknown>>;
  created: Timestamp;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

/** A third-party identity bound to a user (one per provider and user). */
export interface ExternalIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  display_name: Generated<string>;
  created: Timestamp;
  last_sign_in_at: NullableTimestamp;
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
  verification_codes: VerificationCodesTable;
  captchas: CaptchasTable;
  sign_in_failures: SignInFailuresTable;
  login_tickets: LoginTicketsTable;
  signing_keys: SigningKeysTable;
  identity_tickets: IdentityTicketsTable;
  external_identities: ExternalIdentitiesTable;
}
