/**
 * Where and how shoppers reach the store: one place for the contact page, the map drawn
 * from it (scripts/draw-store-map.ts), e-mails and the reply promise of SPEC §9. The store's
 * inbox address is a setting (STORE_EMAIL), so it is not written here. Zod-free: the contact
 * page's first load reads it.
 */
export const STORE_CONTACT = {
  addressLines: ['Erkindik Boulevard 35', 'Bishkek 720040', 'Kyrgyzstan'],
  phone: { display: '+996 312 66 35 35', tel: '+996312663535' },
  hours: [
    { days: 'Monday – Friday', time: '10:00 – 19:00' },
    { days: 'Saturday', time: '11:00 – 17:00' },
    { days: 'Sunday', time: 'Closed' },
  ],
  timeZone: 'Bishkek time (UTC+6)',
  /** SPEC §9: contact replies within 24 hours. */
  replyTime: '24 hours',
  /** The shop's door, for the map's pin and the link out to OpenStreetMap. */
  location: { lat: 42.87465, lon: 74.60745 },
} as const;

/** The map of the shop's streets (drawn by scripts/store-map.ts), with its size so the page reserves its place. */
export const STORE_MAP_IMAGE = { src: '/images/store-map.svg', width: 640, height: 480 } as const;

/** The shop on OpenStreetMap, centred on its pin at street level. */
export function openStreetMapUrl({ lat, lon }: { lat: number; lon: number } = STORE_CONTACT.location): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
