/** How a saved address reads in a list or beside a radio button; zod-free and small, for checkout's first load. */
import type { SavedAddress } from '#domain/api-answer-schemas.ts';

export type CountryNames = ReadonlyMap<string, string>;

/**
 * The countries' names by code, read from the country select's options (the loader's HTML,
 * in the page's language), so a page needs no second list of names.
 */
export function countryNamesFromOptions(optionsHtml: string): CountryNames {
  const names = new Map<string, string>();
  for (const [, code, name] of optionsHtml.matchAll(/<option value="([A-Z]{2})">([^<]*)<\/option>/g))
    names.set(code!, name!.replace(/&lt;/g, '<').replace(/&amp;/g, '&'));
  return names;
}

/** The address in two lines: who, then where. */
export function addressLines(address: SavedAddress, countries: CountryNames): [string, string] {
  const region = [address.city, address.state, address.postalCode].filter(Boolean).join(' ');
  return [
    `${address.firstName} ${address.lastName}`,
    [address.address, region, countries.get(address.country) ?? address.country].join(', '),
  ];
}
