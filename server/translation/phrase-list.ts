/**
 * The built-in translator: greetings and common review phrases in Spanish, French and
 * Hindi (Devanagari and Latin letters) with their English. A comment is cut into
 * phrases at its punctuation; it is translated only when every phrase is in the list —
 * otherwise the provider says it cannot, so the page never shows a made-up translation.
 * Answers after the SPEC's 500 ms (§9), as the placeholder it stands in for did.
 */
import { greetingLanguage, type TranslatableLanguage } from '#domain/review-greetings.ts';
import type { Translation, TranslationProvider } from './provider';

/** SPEC §9: the translation takes 500 ms. */
export const TRANSLATION_DELAY_MS = 500;

/** Phrase → English, starting lower-case (the sentence decides the capital), "I" excepted. */
const PHRASES: Record<TranslatableLanguage, Record<string, string>> = {
  es: {
    hola: 'hello',
    'buenos días': 'good morning',
    'buenas tardes': 'good afternoon',
    'buenas noches': 'good evening',
    gracias: 'thank you',
    'muchas gracias': 'thank you very much',
    'la tela es suave y la talla es perfecta': 'the fabric is soft and the size is perfect',
    'la tela es suave': 'the fabric is soft',
    'la talla es perfecta': 'the size is perfect',
    'muy contenta con la compra': 'very happy with the purchase',
    'muy contento con la compra': 'very happy with the purchase',
    'me gusta mucho el color': 'I really like the colour',
    'aunque tardó un poco en llegar': 'although it took a while to arrive',
    'la talla no corresponde y la calidad es baja': 'the size is not right and the quality is poor',
    'la calidad es baja': 'the quality is poor',
    'no lo recomiendo': 'I do not recommend it',
    'lo recomiendo': 'I recommend it',
    'muy buena calidad': 'very good quality',
    'excelente calidad': 'excellent quality',
    'me encanta': 'I love it',
    'llegó rápido': 'it arrived quickly',
    'queda perfecto': 'it fits perfectly',
    'es muy cómodo': 'it is very comfortable',
    'es muy cómoda': 'it is very comfortable',
    'el color es precioso': 'the colour is beautiful',
    'buen precio': 'good price',
    'lo volvería a comprar': 'I would buy it again',
    'no me gustó': 'I did not like it',
    'es un poco grande': 'it is a little big',
    'es un poco pequeño': 'it is a little small',
    'muy bonito': 'very nice',
    'muy bonita': 'very nice',
    'pero la tela es fina': 'but the fabric is thin',
    'el color se destiñó al lavarlo': 'the colour faded in the wash',
  },
  fr: {
    bonjour: 'hello',
    bonsoir: 'good evening',
    salut: 'hi',
    merci: 'thank you',
    'merci beaucoup': 'thank you very much',
    'très belle qualité': 'very nice quality',
    'la coupe est parfaite': 'the cut is perfect',
    'je recommande vivement': 'I highly recommend it',
    'je recommande': 'I recommend it',
    'je ne recommande pas': 'I do not recommend it',
    'le tissu est agréable mais la taille est un peu grande': 'the fabric is pleasant but the size is a little big',
    'le tissu est agréable': 'the fabric is pleasant',
    'la taille est parfaite': 'the size is perfect',
    'la taille est un peu grande': 'the size is a little big',
    'la taille est un peu petite': 'the size is a little small',
    'très confortable': 'very comfortable',
    'livraison rapide': 'fast delivery',
    "j'adore": 'I love it',
    'très bon rapport qualité-prix': 'very good value for money',
    'la couleur est magnifique': 'the colour is beautiful',
    déçu: 'disappointed',
    déçue: 'disappointed',
    'très satisfait': 'very satisfied',
    'très satisfaite': 'very satisfied',
    'je vais en racheter': 'I will buy more',
    'mais la couleur est un peu terne': 'but the colour is a little dull',
    'la couleur a passé au lavage': 'the colour faded in the wash',
    'les coutures ont lâché au premier lavage': 'the seams came apart in the first wash',
  },
  hi: {
    नमस्ते: 'hello',
    नमस्कार: 'greetings',
    धन्यवाद: 'thank you',
    'कपड़ा बहुत अच्छा है और फिटिंग भी एकदम सही है': 'the fabric is very good and the fit is just right too',
    'कपड़ा बहुत अच्छा है': 'the fabric is very good',
    'फिटिंग एकदम सही है': 'the fit is just right',
    'बहुत अच्छा': 'very good',
    'मुझे यह बहुत पसंद आया': 'I liked it very much',
    'रंग बहुत सुंदर है': 'the colour is very beautiful',
    'गुणवत्ता अच्छी है': 'the quality is good',
    'साइज़ थोड़ा बड़ा है': 'the size is a little big',
    'डिलीवरी जल्दी हुई': 'the delivery was quick',
    'लेकिन कपड़ा थोड़ा पतला है': 'but the fabric is a little thin',
    'कुछ धुलाई के बाद रंग फीका पड़ गया': 'the colour faded after a few washes',
    'पहली बार पहनते ही सिलाई खुल गई': 'the stitching came apart the first time it was worn',
    namaste: 'hello',
    namaskar: 'greetings',
    dhanyavaad: 'thank you',
    dhanyavad: 'thank you',
    'quality bahut achhi hai': 'the quality is very good',
    'colour bhi photo jaisa hai': 'the colour is just like the photo too',
    'bahut achha': 'very good',
    'mujhe bahut pasand aaya': 'I liked it very much',
    'fitting ekdum sahi hai': 'the fit is just right',
    'size thoda chhota hai': 'the size is a little small',
    'return karna pada': 'I had to return it',
  },
};

/** How a phrase is looked up: NFC, lower case, one space between words, one kind of apostrophe. */
function phraseKey(phrase: string): string {
  return phrase.normalize('NFC').toLocaleLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

const LOOKUP: Record<TranslatableLanguage, Map<string, string>> = {
  es: new Map(Object.entries(PHRASES.es).map(([k, v]) => [phraseKey(k), v])),
  fr: new Map(Object.entries(PHRASES.fr).map(([k, v]) => [phraseKey(k), v])),
  hi: new Map(Object.entries(PHRASES.hi).map(([k, v]) => [phraseKey(k), v])),
};

// Phrases end at sentence and clause punctuation (the Hindi danda too); Spanish opening marks are dropped.
const BOUNDARY = /(\s*[.!?;:,।…¡¿]+\s*)/u;

/** The comment in English when every phrase of it is in `language`'s list, else null. */
export function translateWithPhraseList(text: string, language: TranslatableLanguage): string | null {
  const parts = text.normalize('NFC').split(BOUNDARY);
  let out = '';
  let translated = 0;
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index]!;
    if (index % 2 === 1) {
      // Punctuation sits right after its phrase in English ("Bonjour !" → "Hello!").
      out = out.trimEnd() + part.replace(/[¡¿\s]/g, '').replace(/।/g, '.');
      continue;
    }
    if (part.trim() === '') continue;
    const english = LOOKUP[language].get(phraseKey(part));
    if (english === undefined) return null;
    out += (out === '' ? '' : ' ') + english;
    translated += 1;
  }
  return translated === 0 ? null : capitaliseSentences(out.trim());
}

function capitaliseSentences(text: string): string {
  return text.replace(
    /(^|[.!?]\s+)(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toLocaleUpperCase(),
  );
}

export function createPhraseListTranslator(options: { delayMs?: number } = {}): TranslationProvider {
  const delayMs = options.delayMs ?? TRANSLATION_DELAY_MS;
  return {
    async translate(text) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      // The greeting names the language; the others are tried too, for a comment that greets in one and goes on in another.
      const first = greetingLanguage(text);
      if (!first) return null;
      const order = [first, ...(['es', 'fr', 'hi'] as const).filter((l) => l !== first)];
      for (const language of order) {
        const english = translateWithPhraseList(text, language);
        if (english !== null) return { text: english, language } satisfies Translation;
      }
      return null;
    },
  };
}
