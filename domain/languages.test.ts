import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from './languages.ts';

describe('store paths in a language', () => {
  it('reads the language from the prefix, English without one', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/products')).toBe('en');
    expect(languageOfPath('/ru')).toBe('ru');
    expect(languageOfPath('/ru?x=1')).toBe('ru');
    expect(languageOfPath('/ky/products/abc')).toBe('ky');
    // An unknown prefix, English's own prefix and a longer word are not languages.
    expect(languageOfPath('/de/products')).toBe('en');
    expect(languageOfPath('/en/products')).toBe('en');
    expect(languageOfPath('/rules')).toBe('en');
  });

  it('moves a path between languages, keeping its query', () => {
    expect(pathInLanguage('ru', '/')).toBe('/ru');
    expect(pathInLanguage('ru', '/?q=1')).toBe('/ru?q=1');
    expect(pathInLanguage('ky', '/products?page=2')).toBe('/ky/products?page=2');
    expect(pathInLanguage('en', '/ru/faqs')).toBe('/faqs');
    expect(pathInLanguage('en', '/ru')).toBe('/');
    expect(pathInLanguage('ky', '/ru/cart')).toBe('/ky/cart');
    expect(pathWithoutLanguage('/ru?x=1')).toBe('/?x=1');
    expect(pathWithoutLanguage('/products')).toBe('/products');
  });
});
