import forge from 'node-forge';

/** spec 1 §9: default RSA key size. */
export const DEFAULT_RSA_BITS = 1024;
/** spec 1 §9: RSA public exponent. */
export const RSA_PUBLIC_EXPONENT = 65537;
/** spec 1 §9: PKCS#1 v1.5 padding takes 11 bytes of every block. */
export const RSA_PKCS1_PADDING_BYTES = 11;

const publicKeys = new Map<string, forge.pki.rsa.PublicKey>();
const privateKeys = new Map<string, forge.pki.rsa.PrivateKey>();

function cached<T>(cache: Map<string, T>, pem: string, parse: (pem: string) => T): T {
  let key = cache.get(pem);
  if (!key) {
    key = parse(pem);
    // A deployment has one or two key pairs; the bound only guards against misuse.
    if (cache.size > 16) cache.clear();
    cache.set(pem, key);
  }
  return key;
}

/** Parses (and remembers) a PEM public key (SubjectPublicKeyInfo, `-----BEGIN PUBLIC KEY-----`). */
export function publicKeyFromPem(pem: string): forge.pki.rsa.PublicKey {
  return cached(publicKeys, pem, (text) => forge.pki.publicKeyFromPem(text));
}

/** Parses (and remembers) a PEM private key (PKCS#1 or PKCS#8). */
export function privateKeyFromPem(pem: string): forge.pki.rsa.PrivateKey {
  return cached(privateKeys, pem, (text) => forge.pki.privateKeyFromPem(text));
}

/** Bytes per RSA block: the modulus length in bytes (128 for 1024 bits). */
export function rsaBlockBytes(key: forge.pki.rsa.PublicKey | forge.pki.rsa.PrivateKey): number {
  return Math.ceil(key.n.bitLength() / 8);
}

/**
 * Encrypts any number of bytes with an RSA public key, PKCS#1 v1.5, in chunks of
 * `blockBytes − 11` bytes (spec 1 §9 "long text encrypted in chunks with 11 bytes padding per
 * block"). The answer is the concatenation of one full block per chunk (binary string).
 */
export function rsaEncryptChunks(publicKeyPem: string, bytes: string): string {
  const key = publicKeyFromPem(publicKeyPem);
  const chunkBytes = rsaBlockBytes(key) - RSA_PKCS1_PADDING_BYTES;
  let out = '';
  // An empty input still makes one block, so the receiver always has something to decrypt.
  for (let start = 0; start === 0 || start < bytes.length; start += chunkBytes) {
    out += key.encrypt(bytes.slice(start, start + chunkBytes), 'RSAES-PKCS1-V1_5');
  }
  return out;
}

/**
 * Decrypts the output of {@link rsaEncryptChunks} with the private key. node-forge does the
 * PKCS#1 v1.5 unpadding because Node 20's `crypto.privateDecrypt` refuses that padding
 * (CVE-2023-46809, "Marvin"); see the protocol README for the risk this leaves.
 *
 * @throws {Error} when the length is not a whole number of blocks or a block does not decrypt.
 */
export function rsaDecryptChunks(privateKeyPem: string, bytes: string): string {
  const key = privateKeyFromPem(privateKeyPem);
  const blockBytes = rsaBlockBytes(key);
  if (bytes.length === 0 || bytes.length % blockBytes !== 0) {
    throw new Error(
      `RSA ciphertext of ${bytes.length} bytes is not a whole number of ${blockBytes}-byte blocks.`,
    );
  }
  let out = '';
  for (let start = 0; start < bytes.length; start += blockBytes) {
    out += key.decrypt(bytes.slice(start, start + blockBytes), 'RSAES-PKCS1-V1_5');
  }
  return out;
}

/**
 * True when `encrypted` is exactly one full block per chunk of a `plainBytes`-byte input — the
 * check behind spec 1 §9 "retried up to 10 times on verification mismatch".
 */
export function hasRsaChunkLayout(
  publicKeyPem: string,
  plainBytes: number,
  encrypted: string,
): boolean {
  const key = publicKeyFromPem(publicKeyPem);
  const blockBytes = rsaBlockBytes(key);
  const chunks = Math.max(1, Math.ceil(plainBytes / (blockBytes - RSA_PKCS1_PADDING_BYTES)));
  return encrypted.length === chunks * blockBytes;
}
