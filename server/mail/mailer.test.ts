import { describe, expect, it } from 'vitest';
import { replyAddress } from './mailer';

describe('replyAddress', () => {
  it("sends shoppers' replies to the store's inbox", () => {
    expect(replyAddress({ to: 'aida@example.com' }, 'hello@shop.example')).toBe('hello@shop.example');
    expect(replyAddress({ to: 'aida@example.com', replyTo: null }, 'hello@shop.example')).toBe('hello@shop.example');
  });

  it("keeps a message's own Reply-To, and gives the inbox's own mail none", () => {
    expect(replyAddress({ to: 'hello@shop.example', replyTo: 'aida@example.com' }, 'hello@shop.example')).toBe(
      'aida@example.com',
    );
    expect(replyAddress({ to: 'Hello@Shop.example' }, 'hello@shop.example')).toBeUndefined();
    expect(replyAddress({ to: 'aida@example.com' })).toBeUndefined();
  });
});
