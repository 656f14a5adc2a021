import { describe, expect, it } from 'vitest';
import { greetingLanguage } from './review-greetings';

describe('greetingLanguage (the translate toggle)', () => {
  it('finds Spanish, French and Hindi greetings as whole words, in any case', () => {
    expect(greetingLanguage('¡Hola! Muy bonito.')).toBe('es');
    expect(greetingLanguage('BUENOS DÍAS, gracias')).toBe('es');
    expect(greetingLanguage('Bonjour ! Très belle qualité.')).toBe('fr');
    expect(greetingLanguage('salut, merci')).toBe('fr');
    expect(greetingLanguage('नमस्ते! कपड़ा बहुत अच्छा है।')).toBe('hi');
    expect(greetingLanguage('Namaste! Quality bahut achhi hai.')).toBe('hi');
  });

  it('offers nothing for other comments', () => {
    expect(greetingLanguage('Great jacket, fits well.')).toBeNull();
    expect(greetingLanguage('Здравствуйте! Отличное качество.')).toBeNull();
    // Inside another word a greeting is not one.
    expect(greetingLanguage('The salutation on the card was nice; Holas is a brand.')).toBeNull();
  });
});
