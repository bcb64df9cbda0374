import type { ColumnType } from 'kysely';

/**
 * One accepted (access key, nonce, timestamp) triple, remembered until `expires_at` so a replay
 * is refused by every server instance (migration 0002_security, protocol README "Signing").
 */
export interface RequestNoncesTable {
  access_key: string;
  nonce: string;
  /** The request's `timestamp` header (ms); `bigint` answers as text from `pg`. */
  timestamp: ColumnType<string, string | number, string | number>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** The deployment's RSA key pair for body encryption (protocol README "Body encryption"). */
export interface ServerKeyPairsTable {
  name: string;
  bits: number;
  /** PEM (SubjectPublicKeyInfo), answered to clients as the settings' `publicKey`. */
  public_key: string;
  /** PEM (PKCS#8); never leaves the server. */
  private_key: string;
  created: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The tables of migration 0002_security, merged into the server's `Database` type. */
export interface SecurityTables {
  request_nonces: RequestNoncesTable;
  server_key_pairs: ServerKeyPairsTable;
}
