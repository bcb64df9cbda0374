import vectors from './signingVectors.json' with { type: 'json' };
import type { PermissionFields, TokenFields } from './canonical.js';

/** A `sign` vector: the request fields (with the body text itself), its body hash, canonical string and sign. */
export interface SignVector {
  fields: {
    appId: string;
    authorization: string;
    body: string;
    mode: string;
    operationId: string;
    pageId: string;
    requestId: string;
    subAppId: string;
    timestamp: string;
  };
  bodySha256: string;
  canonical: string;
  sign: string;
}

/** Every signing test vector of protocol README "Signing". */
export interface SigningVectors {
  tokens: Array<{ fields: TokenFields; canonical: string; token: string }>;
  signs: SignVector[];
  hashTokens: Array<{ accessToken: string; hashToken: string }>;
  permissions: Array<{
    fields: Omit<PermissionFields, 'bodySha256'> & { body: string };
    bodySha256: string;
    canonical: string;
    permissionSign: string;
  }>;
}

/**
 * The test vectors of the wire contract (`signingVectors.json`), computed with Node's own
 * SHA-256 independently of this package's code. The protocol, request and server tests all check
 * their signing against these values, so client and server cannot drift apart.
 */
export const SIGNING_VECTORS: SigningVectors = vectors;
