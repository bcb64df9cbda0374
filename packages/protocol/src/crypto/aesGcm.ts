import forge from 'node-forge';
import { randomBytes, type RandomBytes } from './randomBytes.js';

/** AES-256 key bytes. */
export const AES_KEY_BYTES = 32;
/** GCM nonce bytes (the 96-bit size GCM is designed for). */
export const AES_GCM_IV_BYTES = 12;
/** GCM tag bytes (128 bits). */
export const AES_GCM_TAG_BYTES = 16;

/**
 * Seals bytes with AES-256-GCM: the answer is `iv ‖ ciphertext ‖ tag` (binary string). GCM
 * authenticates, so a changed byte anywhere makes {@link aesGcmOpen} fail instead of answering
 * garbage. node-forge runs identically in the browser and in Node.
 */
export function aesGcmSeal(key: string, plain: string, random: RandomBytes = randomBytes): string {
  const iv = random(AES_GCM_IV_BYTES);
  const cipher = forge.cipher.createCipher('AES-GCM', key);
  cipher.start({ iv, tagLength: AES_GCM_TAG_BYTES * 8 });
  cipher.update(forge.util.createBuffer(plain, 'raw'));
  cipher.finish();
  return iv + cipher.output.getBytes() + cipher.mode.tag.getBytes();
}

/**
 * Opens the output of {@link aesGcmSeal}.
 *
 * @throws {Error} when the input is too short or the tag does not match (tampered or wrong key).
 */
export function aesGcmOpen(key: string, sealed: string): string {
  if (sealed.length < AES_GCM_IV_BYTES + AES_GCM_TAG_BYTES) {
    throw new Error('AES-GCM input is shorter than its nonce and tag.');
  }
  const iv = sealed.slice(0, AES_GCM_IV_BYTES);
  const tag = sealed.slice(sealed.length - AES_GCM_TAG_BYTES);
  const decipher = forge.cipher.createDecipher('AES-GCM', key);
  decipher.start({
    iv,
    tagLength: AES_GCM_TAG_BYTES * 8,
    tag: forge.util.createBuffer(tag, 'raw'),
  });
  decipher.update(
    forge.util.createBuffer(
      sealed.slice(AES_GCM_IV_BYTES, sealed.length - AES_GCM_TAG_BYTES),
      'raw',
    ),
  );
  if (!decipher.finish()) throw new Error('AES-GCM authentication failed.');
  return decipher.output.getBytes();
}
