import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Small secrets at rest (bank account numbers) under AES-256-GCM: a fresh 12-byte nonce per value,
 * and the tag that makes a tampered value fail to decrypt. Stored as `v1.<nonce>.<tag>.<ciphertext>`
 * (base64url), the version naming the scheme so that a key rotation can tell old values apart.
 */
const VERSION = 'v1';

export function encryptText(key: Buffer, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

export function decryptText(key: Buffer, stored: string): string {
  const [version, nonce, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !nonce || !tag || ciphertext === undefined) {
    throw new Error('Unknown encrypted value format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
