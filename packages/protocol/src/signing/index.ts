export { createNonce, NONCE_LENGTH } from './createNonce.js';
export { sha256Hex, EMPTY_BODY_SHA256 } from './sha256Hex.js';
export { passwordProof } from './passwordProof.js';
export { tokenCanonical, signCanonical, permissionCanonical } from './canonical.js';
export type { TokenFields, SignFields, PermissionFields } from './canonical.js';
export {
  computeToken,
  computeSign,
  computePermissionSign,
  computeHashToken,
  signatureHeaders,
  signFieldsFromHeaders,
  withSignatureHeaders,
} from './computeSignatures.js';
export type { SignatureInput, SigningKeys } from './computeSignatures.js';
export {
  SKEW_WINDOW_MS,
  NONCE_LIFETIME_MS,
  NONCE_PATTERN,
  TIMESTAMP_PATTERN,
  UNSIGNED_CALLS,
  isWithinSkew,
} from './signingRules.js';
export { SIGNING_VECTORS } from './signingVectors.js';
export type { SigningVectors, SignVector } from './signingVectors.js';
