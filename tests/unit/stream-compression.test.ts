import { describe, expect, it } from 'vitest';
import { skipsCompression } from '#server/web/server.ts';

describe('answers sent without compression', () => {
  it('streams the wallet events uncompressed, so each event reaches the page at once', () => {
    expect(skipsCompression('/wps/v2/wallets/stream')).toBe(true);
  });

  it('still compresses ordinary API answers', () => {
    expect(skipsCompression('/wps/cashier/records')).toBe(false);
    expect(skipsCompression('/wps/relay/CSP_messageList')).toBe(false);
  });
});
