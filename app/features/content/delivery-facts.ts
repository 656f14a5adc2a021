/**
 * The delivery times the store's pages state, in words, made from the shipping zones the
 * pages' loaders read (decision 57): the shipping policy, the about page and the FAQs say
 * what checkout offers, and change when the owner edits a zone (the edit moves the
 * catalogue version, which renders these kept pages again).
 */
import { formatMoney } from '#domain/money.ts';
import type { ZoneDelivery } from '#domain/shipping.ts';

/** How a zone is named in a sentence: "Kyrgyzstan", "Neighbouring countries", "the rest of the world". */
export function zoneLabel(zone: Pick<ZoneDelivery, 'name' | 'restOfWorld'>): string {
  if (!zone.restOfWorld) return zone.name;
  const name = zone.name.charAt(0).toLowerCase() + zone.name.slice(1);
  return name.startsWith('the ') ? name : `the ${name}`;
}

/** "2-3 business days within Kyrgyzstan and 15-30 business days to the rest of the world", or one time for all. */
export function deliveryTimesText(zones: readonly ZoneDelivery[]): string {
  const timed = zones.filter((z) => z.delivery !== null);
  if (timed.length === 0) return 'the time shown at checkout';
  if (timed.every((z) => z.delivery === timed[0]!.delivery)) return `${timed[0]!.delivery} wherever you are`;
  const parts = timed.map((z) => `${z.delivery} ${z.restOfWorld ? 'to' : 'within'} ${zoneLabel(z)}`);
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** One zone's methods: "Standard, 5-7 business days: $5.99; Express, …". */
export function methodsText(zone: ZoneDelivery, currency: string): string {
  return zone.methods.map((m) => `${m.name}, ${m.delivery}: ${formatMoney(m.priceCents, currency)}`).join('; ');
}

/** Every zone's methods, said once when they are the same everywhere. */
export function shippingCostsText(zones: readonly ZoneDelivery[], currency: string): string {
  const offering = zones.filter((z) => z.methods.length > 0);
  if (offering.length === 0) return 'the methods shown at checkout for your address';
  const first = methodsText(offering[0]!, currency);
  if (offering.every((z) => methodsText(z, currency) === first)) return first;
  return offering
    .map((z) => `${z.restOfWorld ? 'to' : 'within'} ${zoneLabel(z)}: ${methodsText(z, currency)}`)
    .join('. ');
}
