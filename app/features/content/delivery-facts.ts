/**
 * The delivery times the store's pages state, in words, made from the shipping zones the
 * pages' loaders read (decision 57): the shipping policy, the about page and the FAQs say
 * what checkout offers, and change when the owner edits a zone (the edit moves the
 * catalogue version, which renders these kept pages again). Said in the language of the
 * i18n given (the page's, or a meta function's).
 */
import { msg } from '@lingui/core/macro';
import type { I18n } from '#app/lib/i18n-runtime.tsx';
import { domainTexts } from '#app/features/i18n/index.ts';
import { asLanguage, DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from '#domain/languages.ts';
import { formatMoney } from '#domain/money.ts';
import { DEFAULT_SHIPPING_METHODS, type ZoneDelivery } from '#domain/shipping.ts';

/**
 * The names the store's zones and methods were seeded with, in the page's language; a name
 * the owner has given since is shown as written.
 */
const SHIPPING_NAMES = domainTexts([
  ['Kyrgyzstan', msg`Kyrgyzstan`],
  ['Neighbouring countries', msg`Neighbouring countries`],
  ['Rest of the world', msg`Rest of the world`],
  [DEFAULT_SHIPPING_METHODS[0].name, msg`Standard`],
  [DEFAULT_SHIPPING_METHODS[1].name, msg`Express`],
  [DEFAULT_SHIPPING_METHODS[2].name, msg`Overnight`],
]);

const english = (i18n: I18n) => i18n.locale === DEFAULT_LANGUAGE;

/** A zone's or method's name in the language: the seeded ones are translated. */
export function shippingName(i18n: I18n, name: string): string {
  const message = SHIPPING_NAMES.get(name);
  return message && !english(i18n) ? i18n._(message) : name;
}

/** A delivery time as domain/shipping.ts words it ('5-7 business days'), in the language. */
export function deliveryTime(i18n: I18n, text: string): string {
  if (english(i18n)) return text;
  if (text === 'next business day') return i18n._(msg`next business day`);
  const range = /^(\d+)-(\d+) business days$/.exec(text);
  if (range) {
    const [min, max] = [range[1]!, Number(range[2])];
    return i18n._(msg`${min}-${max} business days`);
  }
  const days = /^(\d+) business days$/.exec(text);
  if (days) {
    const count = Number(days[1]);
    return i18n._(msg`${count} business days`);
  }
  return text;
}

/** The countries' names in a language, for a loader to hand the zones to (Node knows every language's). */
export function countryNamesIn(language: Language): (code: string) => string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([LANGUAGE_LOCALES[language], 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  return (code) => names?.of(code) ?? code;
}

/** How a zone is named in a sentence: "Kyrgyzstan", "Neighbouring countries", "the rest of the world". */
export function zoneLabel(i18n: I18n, zone: Pick<ZoneDelivery, 'name' | 'restOfWorld'>): string {
  if (!english(i18n)) return shippingName(i18n, zone.name);
  if (!zone.restOfWorld) return zone.name;
  const name = zone.name.charAt(0).toLowerCase() + zone.name.slice(1);
  return name.startsWith('the ') ? name : `the ${name}`;
}

/** "2-3 business days within Kyrgyzstan and 15-30 business days to the rest of the world", or one time for all. */
export function deliveryTimesText(i18n: I18n, zones: readonly ZoneDelivery[]): string {
  const timed = zones.filter((z) => z.delivery !== null);
  if (timed.length === 0) return i18n._(msg`the time shown at checkout`);
  if (timed.every((z) => z.delivery === timed[0]!.delivery)) {
    const time = deliveryTime(i18n, timed[0]!.delivery!);
    return i18n._(msg`${time} wherever you are`);
  }
  const parts = timed.map((z) => {
    const time = deliveryTime(i18n, z.delivery!);
    const zone = zoneLabel(i18n, z);
    return z.restOfWorld ? i18n._(msg`${time} to ${zone}`) : i18n._(msg`${time} within ${zone}`);
  });
  if (parts.length === 1) return parts[0]!;
  const list = parts.slice(0, -1).join(', ');
  const last = parts.at(-1)!;
  return i18n._(msg`${list} and ${last}`);
}

/** One zone's methods: "Standard, 5-7 business days: $5.99; Express, …". */
export function methodsText(i18n: I18n, zone: ZoneDelivery, currency: string): string {
  return zone.methods
    .map(
      (m) =>
        `${shippingName(i18n, m.name)}, ${deliveryTime(i18n, m.delivery)}: ${formatMoney(m.priceCents, currency, asLanguage(i18n.locale))}`,
    )
    .join('; ');
}

/** Every zone's methods, said once when they are the same everywhere. */
export function shippingCostsText(i18n: I18n, zones: readonly ZoneDelivery[], currency: string): string {
  const offering = zones.filter((z) => z.methods.length > 0);
  if (offering.length === 0) return i18n._(msg`the methods shown at checkout for your address`);
  const first = methodsText(i18n, offering[0]!, currency);
  if (offering.every((z) => methodsText(i18n, z, currency) === first)) return first;
  return offering
    .map((z) => {
      const zone = zoneLabel(i18n, z);
      const methods = methodsText(i18n, z, currency);
      return z.restOfWorld ? i18n._(msg`to ${zone}: ${methods}`) : i18n._(msg`within ${zone}: ${methods}`);
    })
    .join('. ');
}
