import { describe, expect, it } from 'vitest';
import { greetingLanguage } from '#domain/review-greetings.ts';
import { REVIEW_COMMENTS } from '#server/seed/demo-catalogue.ts';
import { createPhraseListTranslator, translateWithPhraseList } from './phrase-list';

describe('the phrase-list translator', () => {
  it('translates whole comments phrase by phrase, punctuation and capitals in English style', () => {
    expect(
      translateWithPhraseList('¡Hola! La tela es suave y la talla es perfecta. Muy contenta con la compra.', 'es'),
    ).toBe('Hello! The fabric is soft and the size is perfect. Very happy with the purchase.');
    expect(
      translateWithPhraseList('Bonjour ! Très belle qualité, la coupe est parfaite. Je recommande vivement.', 'fr'),
    ).toBe('Hello! Very nice quality, the cut is perfect. I highly recommend it.');
    expect(translateWithPhraseList('नमस्ते! कपड़ा बहुत अच्छा है और फिटिंग भी एकदम सही है।', 'hi')).toBe(
      'Hello! The fabric is very good and the fit is just right too.',
    );
    expect(translateWithPhraseList('Hola, me gusta mucho el color, aunque tardó un poco en llegar.', 'es')).toBe(
      'Hello, I really like the colour, although it took a while to arrive.',
    );
  });

  it('translates every demo comment that offers the toggle', () => {
    const offered = Object.values(REVIEW_COMMENTS)
      .flat()
      .map((comment) => comment.text)
      .filter((comment) => greetingLanguage(comment) !== null);
    expect(offered.length).toBeGreaterThanOrEqual(7);
    for (const comment of offered)
      expect(translateWithPhraseList(comment, greetingLanguage(comment)!), comment).toMatch(/^[A-Z]/);
  });

  it('gives up rather than guess when a phrase is not in the list', () => {
    expect(translateWithPhraseList('Hola! Great jacket, I love it.', 'es')).toBeNull();
    expect(translateWithPhraseList('Bonjour, le pantalon est trop court.', 'fr')).toBeNull();
    expect(translateWithPhraseList('...', 'es')).toBeNull();
  });

  it('answers after the 500 ms of SPEC §9, and null without a greeting or a known phrase', async () => {
    const translator = createPhraseListTranslator();
    const started = Date.now();
    expect(await translator.translate('Bonjour, merci beaucoup !')).toEqual({
      text: 'Hello, thank you very much!',
      language: 'fr',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
    expect(await translator.translate('Great jacket.')).toBeNull();
    expect(await translator.translate('Hola, the zip broke.')).toBeNull();
  });
});
