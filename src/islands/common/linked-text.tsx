import { Fragment } from 'react';

/** Addresses typed into a message: http(s) only, up to whitespace or a quote or angle bracket. */
const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.example/a."). */
const TRAILING = /[.,;:!?)\]}]+$/;

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Text a player or staff member typed (chat messages, notes, feedback and its replies) as text, never
 * as markup, with http and https addresses made links that open apart and tell the site nothing
 * (noopener, noreferrer, nofollow). The player's chat and the back office both show it.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: (string | { href: string; label: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const raw = match[0];
    const label = raw.replace(TRAILING, '');
    const href = safeHref(label);
    if (!href) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push({ href, label });
    at = start + label.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return (
    <>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          <Fragment key={i}>{p}</Fragment>
        ) : (
          <a key={i} href={p.href} target="_blank" rel="noopener noreferrer nofollow">
            {p.label}
          </a>
        ),
      )}
    </>
  );
}
