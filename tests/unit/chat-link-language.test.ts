import { describe, expect, it } from 'vitest';
import { chatLinkIn } from '#lib/customer-service.ts';

describe('the chat link opens in the page’s language', () => {
  it('puts a path of this site in the page’s language', () => {
    expect(chatLinkIn('en', '/chat')).toBe('/en/chat');
    expect(chatLinkIn('bn', '/chat')).toBe('/chat');
    expect(chatLinkIn('en', '/policy/contact-us')).toBe('/en/policy/contact-us');
    expect(chatLinkIn('en', '/chat?t=abc')).toBe('/en/chat?t=abc');
  });
  it('leaves a path already in a language and another site’s address as stored', () => {
    expect(chatLinkIn('bn', '/en/chat')).toBe('/en/chat');
    expect(chatLinkIn('en', 'https://chat.example/room')).toBe('https://chat.example/room');
    expect(chatLinkIn('en', '//chat.example/room')).toBe('//chat.example/room');
  });
});
