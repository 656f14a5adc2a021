import type { Language } from './languages.ts';

/**
 * A calendar day in words, in a language (decision 59): "November 28, 2026",
 * "28 ноября 2026 г.", "2026-ж., 28-ноябрь" — what `Intl` writes for en-US, ru-RU and ky-KG
 * with `dateStyle: 'long'`, written without it: a browser may lack a language's date data
 * (Chromium has none for Kyrgyz) and fall back to English, and a page rendered on the
 * server in one form and hydrated in another is broken (React's error 418). UTC days, as
 * the store keeps them.
 */
const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  // The genitive, as a date says it in Russian: "28 ноября".
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  ky: [
    'январь',
    'февраль',
    'март',
    'апрель',
    'май',
    'июнь',
    'июль',
    'август',
    'сентябрь',
    'октябрь',
    'ноябрь',
    'декабрь',
  ],
};

export function formatLongDate(language: Language, date: Date): string {
  const [day, month, year] = [date.getUTCDate(), MONTHS[language][date.getUTCMonth()]!, date.getUTCFullYear()];
  if (language === 'ru') return `${day} ${month} ${year} г.`;
  if (language === 'ky') return `${year}-ж., ${day}-${month}`;
  return `${month} ${day}, ${year}`;
}
