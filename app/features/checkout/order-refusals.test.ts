import { describe, expect, it } from 'vitest';
import { createI18n, ENGLISH_I18N } from '#app/lib/i18n-runtime.tsx';
import { ORDER_MESSAGES } from '#domain/orders.ts';
import { translateDomainText } from '#app/features/i18n/index.ts';
import { loadMessages } from '#app/features/i18n/index.server.ts';
import { ORDER_REFUSAL_PATTERNS } from './order-refusals';

const NO_TEXTS = new Map();

describe("the order API's refusals that name a line, in the page's language", () => {
  it('are said with the line’s values, and in English as domain/orders writes them', async () => {
    const kyrgyz = createI18n('ky', await loadMessages('ky'));
    const refusals = [
      ORDER_MESSAGES.notEnoughStock('Wool Coat (long)', 'Navy', 'M', 2),
      ORDER_MESSAGES.notEnoughStock('Wool Coat', 'Navy', 'XL', 0),
      ORDER_MESSAGES.unavailable('Linen Shirt'),
    ];
    for (const english of refusals) {
      expect(translateDomainText(ENGLISH_I18N, NO_TEXTS, ORDER_REFUSAL_PATTERNS, english)).toBe(english);
      const said = translateDomainText(kyrgyz, NO_TEXTS, ORDER_REFUSAL_PATTERNS, english);
      expect(said).not.toBe(english);
      expect(said).toContain(english.startsWith('Linen') ? 'Linen Shirt' : 'Wool Coat');
    }
    expect(
      translateDomainText(
        kyrgyz,
        NO_TEXTS,
        ORDER_REFUSAL_PATTERNS,
        ORDER_MESSAGES.notEnoughStock('Wool Coat (long)', 'Navy', 'M', 2),
      ),
    ).toContain('Wool Coat (long) (Navy, M)');
  });
});
