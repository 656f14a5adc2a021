/**
 * The zone form's draft (decision 57): the zone as the form's flat values (`name`,
 * `countries.0`, `methods.1.price`…), read back with `draftOf`, checked with the shared
 * schema whose messages land under the same paths. Pure.
 */
import type { AdminShippingZone } from '#domain/api-answer-schemas.ts';
import { shippingZoneInputSchema, type ShippingZoneDraftInput } from '#domain/shipping-zone-input.ts';
import { rowCount, type FlatValues } from '#app/lib/use-field-array.ts';

export interface MethodDraft {
  id: string;
  name: string;
  price: string;
  minDays: string;
  maxDays: string;
  enabled: boolean;
}

export interface ZoneDraft {
  name: string;
  countries: string[];
  methods: MethodDraft[];
}

export const newMethod = (): MethodDraft => ({ id: '', name: '', price: '', minDays: '', maxDays: '', enabled: true });

/** A new zone starts with one method to fill in. */
export const emptyZone = (): ZoneDraft => ({ name: '', countries: [], methods: [newMethod()] });

export function draftFromZone(zone: AdminShippingZone): ZoneDraft {
  return {
    name: zone.name,
    countries: [...zone.countries],
    methods: zone.methods.map((m) => ({
      id: m.id,
      name: m.name,
      price: m.price.toFixed(2),
      minDays: String(m.minDays),
      maxDays: String(m.maxDays),
      enabled: m.enabled,
    })),
  };
}

export function draftOf(values: FlatValues): ZoneDraft {
  const text = (path: string) => String(values[path] ?? '');
  const rows = (list: string) => Array.from({ length: rowCount(values, list) }, (_, i) => `${list}.${i}`);
  return {
    name: text('name'),
    countries: rows('countries').map(text),
    methods: rows('methods').map((m) => ({
      id: text(`${m}.id`),
      name: text(`${m}.name`),
      price: text(`${m}.price`),
      minDays: text(`${m}.minDays`),
      maxDays: text(`${m}.maxDays`),
      enabled: values[`${m}.enabled`] === true,
    })),
  };
}

/** What is sent: the draft as typed (the schema reads the numbers), the server checks it again. */
export const payloadOf = (draft: ZoneDraft): ShippingZoneDraftInput => draft;

export type DraftCheck = { ok: true; payload: ShippingZoneDraftInput } | { ok: false; errors: Record<string, string> };

/** Every problem at once, each under its field's path (the first message of each). */
export function checkDraft(draft: ZoneDraft): DraftCheck {
  const payload = payloadOf(draft);
  const result = shippingZoneInputSchema.safeParse(payload);
  if (result.success) return { ok: true, payload };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}
