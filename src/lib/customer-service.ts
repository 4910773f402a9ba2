import { DEFAULT_LANGUAGE, localizedPath, SITE_LANGUAGES, splitLocale } from './i18n/languages.ts';

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

/**
 * The operator stores the chat link once, for every language: a path of this site ('/chat') opens
 * in the page's language ('/en/chat' on English pages; a bare path opened Bengali pages from /en).
 * A path already in a language and another site's address open as stored.
 */
export function chatLinkIn(lang: string, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || splitLocale(url, SITE_LANGUAGES).lang !== DEFAULT_LANGUAGE) return url;
  return localizedPath(lang, url);
}

/** Whether an address is this site's own chat page (which the chat room modal can show instead). */
const isBuiltInChat = (url: URL, origin: string) => url.origin === origin && /^(\/[a-z]{2})?\/chat$/.test(url.pathname);

/**
 * Spec §7/§9: customer service opens in a 440×500 window (`link` answers the sealed link); the window is closed again on failure
 * (and the error rethrown). Answers 'modal' when the site's own chat should show in the chat room
 * modal instead: on phones (`preferModal`, where a popup is a poor fit) or when the popup was blocked.
 */
export async function openCustomerService(link: () => Promise<string | undefined>, lang: string, preferModal = false): Promise<'window' | 'modal'> {
  // Opened before anything is awaited: a popup opened later is no longer the click's and is blocked.
  const popup = preferModal ? null : window.open('about:blank', 'meridian-service', 'width=440,height=500,noopener=no');
  try {
    // The link comes with the site's status, which may still be on its way when the visitor clicks.
    const sealed = await link();
    if (!sealed) throw new Error('no customer-service link');
    const origin = window.location.origin;
    const target = new URL(chatLinkIn(lang, await openChatLink(sealed)), origin);
    if (popup) {
      popup.location.href = target.href;
      return 'window';
    }
    if (isBuiltInChat(target, origin)) return 'modal';
    window.location.assign(target.href);
    return 'window';
  } catch (err) {
    popup?.close();
    throw err;
  }
}
