import { describe, expect, it } from 'vitest';
import { publicOrigin, withPublicOrigin } from '#server/web/public-origin.ts';

const direct = { publicUrl: undefined, trustProxy: false };
const proxied = { publicUrl: undefined, trustProxy: true };

describe('the public origin of absolute links', () => {
  it('is PUBLIC_URL when set, whatever the request says', () => {
    const headers = new Headers({ host: 'evil.example', 'x-forwarded-host': 'other.example' });
    expect(publicOrigin({ publicUrl: 'https://play.example.com/some/path', trustProxy: true }, { headers, tls: false, fallbackHost: '127.0.0.1:4321' })).toBe('https://play.example.com');
  });

  it('is the request’s own origin otherwise, forwarded parts only from a trusted proxy', () => {
    const headers = new Headers({ host: 'casino.example:8080', 'x-forwarded-host': 'public.example', 'x-forwarded-proto': 'https' });
    expect(publicOrigin(direct, { headers, tls: false, fallbackHost: '127.0.0.1:4321' })).toBe('http://casino.example:8080');
    expect(publicOrigin(proxied, { headers, tls: false, fallbackHost: '127.0.0.1:4321' })).toBe('https://public.example');
    expect(publicOrigin(direct, { headers: new Headers({ host: 'casino.example' }), tls: true, fallbackHost: 'x' })).toBe('https://casino.example');
  });

  it('never echoes a host that is not a host name into a page', () => {
    for (const host of ['a.example"><script>', 'a.example/evil', 'a b', '']) {
      expect(publicOrigin(direct, { headers: { host }, tls: false, fallbackHost: '127.0.0.1:4321' })).toBe('http://127.0.0.1:4321');
    }
  });

  it('rewrites only the head’s canonical and hreflang links', () => {
    const html = '<html><head><link rel="canonical" href="http://127.0.0.1:4321/help"><link rel="alternate" hreflang="en-GB" href="http://127.0.0.1:4321/en/help"><link rel="icon" href="/favicon.svg"></head><body><a href="http://127.0.0.1:4321/x">x</a></body></html>';
    expect(withPublicOrigin(html, 'https://play.example.com')).toBe(
      '<html><head><link rel="canonical" href="https://play.example.com/help"><link rel="alternate" hreflang="en-GB" href="https://play.example.com/en/help"><link rel="icon" href="/favicon.svg"></head><body><a href="http://127.0.0.1:4321/x">x</a></body></html>',
    );
  });
});
