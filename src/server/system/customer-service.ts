import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import type { Settings } from './settings.ts';

/** Spec §7 "Customer service": entries of version.pathList; type 3 is the chat link, type 4 the VIP chat. */
export interface ServicePath {
  type: 1 | 2 | 3 | 4;
  path: string;
}

export const KEY_SUFFIX_LENGTH = 8;

/**
 * Chat links travel as base64url(iv ‖ AES-256-GCM ciphertext) followed by an 8-character key;
 * the AES key is SHA-256 of those 8 characters. It keeps the link out of plain sight, nothing more.
 */
export function sealChatLink(url: string, keySuffix = randomBytes(6).toString('base64url')): string {
  const key = createHash('sha256').update(keySuffix).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([iv, cipher.update(url, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64url') + keySuffix;
}

export function servicePaths(cs: Settings['customerService']): ServicePath[] {
  return [
    { type: 1, path: cs.email },
    { type: 2, path: cs.socialUrl },
    { type: 3, path: sealChatLink(cs.chatUrl) },
    { type: 4, path: sealChatLink(cs.vipChatUrl) },
  ];
}
