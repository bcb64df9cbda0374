export { randomBytes } from './randomBytes.js';
export type { RandomBytes } from './randomBytes.js';
export {
  DEFAULT_RSA_BITS,
  RSA_PUBLIC_EXPONENT,
  RSA_PKCS1_PADDING_BYTES,
  publicKeyFromPem,
  privateKeyFromPem,
  rsaBlockBytes,
  rsaEncryptChunks,
  rsaDecryptChunks,
  hasRsaChunkLayout,
} from './rsaChunks.js';
export {
  AES_KEY_BYTES,
  AES_GCM_IV_BYTES,
  AES_GCM_TAG_BYTES,
  aesGcmSeal,
  aesGcmOpen,
} from './aesGcm.js';
export {
  ENCRYPT_ATTEMPTS,
  retryOnMismatch,
  encryptBody,
  decryptBody,
  encryptAnswer,
  decryptAnswer,
} from './hybridEncryption.js';
export type { EncryptedBody, EncryptBodyOptions, EncryptedAnswer } from './hybridEncryption.js';
export { ENCRYPTED_PATHS, isEncryptedPath, answerKeyHeader } from './encryptedPaths.js';
