import { describe, expect, it } from 'vitest';
import { ENGLISH_I18N, type MessageDescriptor } from '#app/lib/i18n-runtime.tsx';
import { ORDER_MESSAGES } from '#domain/orders.ts';
import { translateDomainText } from '#app/features/i18n/index.ts';
import { ORDER_REFUSAL_PATTERNS } from './order-refusals';

const NO_TEXTS = new Map<string, MessageDescriptor>();

describe("the order API's refusals that name a line, in the page's language", () => {
  it('are said with the line’s values, and in English as domain/orders writes them', () => {
    // Says which values the message was given, as a catalogue's language would get them.
    const recorder = { _: (message: MessageDescriptor) => JSON.stringify(message.values) };
    const said = (english: string) => translateDomainText(recorder, NO_TEXTS, ORDER_REFUSAL_PATTERNS, english);
    expect(said(ORDER_MESSAGES.notEnoughStock('Wool Coat (long)', 'Navy', 'M', 2))).toBe(
      JSON.stringify({ left: '2', name: 'Wool Coat (long)', color: 'Navy', size: 'M' }),
    );
    expect(said(ORDER_MESSAGES.notEnoughStock('Wool Coat', 'Navy', 'XL', 0))).toBe(
      JSON.stringify({ name: 'Wool Coat', color: 'Navy', size: 'XL' }),
    );
    expect(said(ORDER_MESSAGES.unavailable('Linen Shirt'))).toBe(JSON.stringify({ name: 'Linen Shirt' }));
    for (const english of [
      ORDER_MESSAGES.notEnoughStock('Wool Coat (long)', 'Navy', 'M', 2),
      ORDER_MESSAGES.notEnoughStock('Wool Coat', 'Navy', 'XL', 0),
      ORDER_MESSAGES.unavailable('Linen Shirt'),
    ]) {
      expect(translateDomainText(ENGLISH_I18N, NO_TEXTS, ORDER_REFUSAL_PATTERNS, english)).toBe(english);
    }
  });
});
