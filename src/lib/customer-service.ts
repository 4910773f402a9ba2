/** Spec §7: the chat link arrives sealed, with an 8-character key at the end. */
export const KEY_SUFFIX_LENGTH = 8;

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
}

/** Opens the sealed chat link: AES-256-GCM with SHA-256 of the key suffix as the key. */
export async function openChatLink(sealed: string): Promise<string> {
  const suffix = sealed.slice(-KEY_SUFFIX_LENGTH);
  const data = fromBase64Url(sealed.slice(0, -KEY_SUFFIX_LENGTH));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(suffix));
  const key = await crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: data.slice(0, 12) }, key, data.slice(12));
  return new TextDecoder().decode(plain);
}

/** Spec §7/§9: customer service opens in a 440×500 window; the window is closed again on failure. */
export async function openCustomerService(sealed: string | undefined): Promise<void> {
  const popup = window.open('about:blank', 'meridian-service', 'width=440,height=500,noopener=no');
  try {
    if (!sealed) throw new Error('no customer-service link');
    const url = await openChatLink(sealed);
    if (!popup) {
      window.location.assign(url);
      return;
    }
    popup.location.href = new URL(url, window.location.origin).href;
  } catch (err) {
    popup?.close();
    throw err;
  }
}
