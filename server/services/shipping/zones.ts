/**
 * Shipping zones (decision 57): the countries of each zone and the methods it offers, read by
 * checkout (the storefront's offers, and the price of the method an order or a quote names
 * for its country) and edited by the back office. Every committed edit calls `onChange`,
 * which moves the catalogue version: the kept pages that state delivery times (the policy
 * pages, the FAQs) are rendered again with the new ones.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminShippingZone } from '#domain/api-answer-schemas.ts';
import { countryName } from '#domain/countries.ts';
import { fromCents, toCents, type Cents } from '#domain/money.ts';
import {
  deliveryText,
  SHIPPING_TEXT,
  zoneFor,
  type ShippingMethodOffer,
  type ShippingZoneOffer,
} from '#domain/shipping.ts';
import { SHIPPING_ZONE_TEXT, type ShippingZoneInput } from '#domain/shipping-zone-input.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { shippingMethods, shippingZoneChanges, shippingZoneCountries, shippingZones } from '#server/db/schema.ts';
import { invalidField, isUniqueViolation, ServiceError } from '#server/services/errors.ts';

type MethodRow = typeof shippingMethods.$inferSelect;
type ZoneRow = typeof shippingZones.$inferSelect;

interface ZoneRows {
  zone: ZoneRow;
  countries: string[];
  methods: MethodRow[];
}

async function readZones(db: Db | Tx): Promise<ZoneRows[]> {
  // One after the other: inside a transaction they share its one connection anyway.
  const zones = await db
    .select()
    .from(shippingZones)
    .orderBy(asc(shippingZones.position), asc(shippingZones.createdAt));
  const countries = await db.select().from(shippingZoneCountries).orderBy(asc(shippingZoneCountries.country));
  const methods = await db.select().from(shippingMethods).orderBy(asc(shippingMethods.position));
  return zones.map((zone) => ({
    zone,
    countries: countries.filter((c) => c.zoneId === zone.id).map((c) => c.country),
    methods: methods.filter((m) => m.zoneId === zone.id),
  }));
}

const offerOf = (m: MethodRow): ShippingMethodOffer => ({
  id: m.methodId,
  name: m.name,
  priceCents: m.priceCents,
  minDays: m.minDays,
  maxDays: m.maxDays,
});

/** The zones as the storefront reads them: enabled methods only. */
function toOffers(rows: ZoneRows[]): ShippingZoneOffer[] {
  return rows.map(({ zone, countries, methods }) => ({
    id: zone.id,
    name: zone.name,
    restOfWorld: zone.restOfWorld,
    countries,
    methods: methods.filter((m) => m.enabled).map(offerOf),
  }));
}

function toAdmin({ zone, countries, methods }: ZoneRows): AdminShippingZone {
  return {
    _id: zone.id,
    name: zone.name,
    restOfWorld: zone.restOfWorld,
    countries,
    methods: methods.map((m) => ({
      id: m.methodId,
      name: m.name,
      price: fromCents(m.priceCents),
      minDays: m.minDays,
      maxDays: m.maxDays,
      delivery: deliveryText(m.minDays, m.maxDays),
      enabled: m.enabled,
    })),
    updatedAt: zone.updatedAt.toISOString(),
    updatedBy: zone.updatedBy ? { _id: zone.updatedBy, name: zone.updatedByName ?? '' } : null,
  };
}

/** What an order or a quote is charged for shipping, and what the order keeps of it. */
export interface ShippingCharge {
  zoneId: string;
  zoneName: string;
  methodId: string;
  methodName: string;
  priceCents: Cents;
  delivery: string;
}

/**
 * The method `methodId` as offered to `country` now, read in the caller's transaction (the
 * order is priced with what it reads). An unknown or disabled method, or one the country's
 * zone does not offer, is refused (400 naming the field) and nothing is changed.
 */
export async function shippingCharge(db: Db | Tx, country: string | null, methodId: string): Promise<ShippingCharge> {
  // No country (a quote before the address is known): the rest of the world's methods.
  const zone = zoneFor(toOffers(await readZones(db)), country ?? '');
  const method = zone?.methods.find((m) => m.id === methodId);
  if (!zone || !method)
    throw invalidField(
      'shippingMethod',
      zone && zone.methods.length === 0
        ? SHIPPING_TEXT.noMethods
        : SHIPPING_TEXT.methodUnavailable(methodId, country ? countryName(country) : 'this destination'),
    );
  return {
    zoneId: zone.id,
    zoneName: zone.name,
    methodId: method.id,
    methodName: method.name,
    priceCents: method.priceCents,
    delivery: deliveryText(method.minDays, method.maxDays),
  };
}

/** Who makes a change: kept on the zone and in its changes. */
export interface ZoneEditor {
  id: string;
  name: string;
}

export function createShippingService(db: Db, onChange: () => void = () => {}, now: () => Date = () => new Date()) {
  /** Writes the zone's countries and methods (replacing what it had) and the change's row. */
  async function writeZone(
    tx: Tx,
    zone: ZoneRow,
    input: ShippingZoneInput,
    editor: ZoneEditor,
    action: 'created' | 'updated',
  ) {
    if (zone.restOfWorld && input.countries.length > 0)
      throw invalidField('countries', SHIPPING_ZONE_TEXT.restOfWorldCountries);
    // A country another zone lists is refused, naming that zone (a country is in one zone at most).
    if (input.countries.length > 0) {
      const taken = await tx
        .select({ country: shippingZoneCountries.country, zone: shippingZones.name, zoneId: shippingZones.id })
        .from(shippingZoneCountries)
        .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
        .where(inArray(shippingZoneCountries.country, input.countries));
      const other = taken.find((t) => t.zoneId !== zone.id);
      if (other) {
        const err = new ServiceError('conflict', SHIPPING_ZONE_TEXT.countryTaken(other.country, other.zone));
        err.errors = { countries: err.message };
        throw err;
      }
    }
    await tx.delete(shippingZoneCountries).where(eq(shippingZoneCountries.zoneId, zone.id));
    await tx.delete(shippingMethods).where(eq(shippingMethods.zoneId, zone.id));
    if (input.countries.length > 0)
      await tx.insert(shippingZoneCountries).values(input.countries.map((country) => ({ country, zoneId: zone.id })));
    await tx.insert(shippingMethods).values(
      input.methods.map((m, position) => ({
        zoneId: zone.id,
        methodId: m.id,
        name: m.name,
        priceCents: toCents(m.price),
        minDays: m.minDays,
        maxDays: m.maxDays,
        enabled: m.enabled,
        position,
      })),
    );
    await tx.insert(shippingZoneChanges).values({
      zoneId: zone.id,
      zoneName: input.name,
      action,
      userId: editor.id,
      userName: editor.name,
      zone: input,
      createdAt: now(),
    });
  }

  async function one(id: string): Promise<AdminShippingZone> {
    const found = (await readZones(db)).find((z) => z.zone.id === id);
    if (!found) throw new ServiceError('not_found', SHIPPING_ZONE_TEXT.notFound);
    return toAdmin(found);
  }

  /** A unique name refused by the index becomes the form's message under the name. */
  const nameTaken = (err: unknown): never => {
    // The countries' key refusing a country another edit took at the same moment is a 409 too.
    if (isUniqueViolation(err) && /shipping_zone_countries/.test(String((err as { constraint?: string }).constraint)))
      throw new ServiceError('conflict', SHIPPING_ZONE_TEXT.countryConflict);
    if (isUniqueViolation(err)) {
      const refused = new ServiceError('conflict', SHIPPING_ZONE_TEXT.nameTaken);
      refused.errors = { name: SHIPPING_ZONE_TEXT.nameTaken };
      throw refused;
    }
    throw err;
  };

  return {
    /** The zones with their enabled methods, for checkout and the pages that state delivery times. */
    offers: async (): Promise<ShippingZoneOffer[]> => toOffers(await readZones(db)),
    /** What `methodId` costs to `country` now (400 when it is not offered there). */
    charge: (country: string | null, methodId: string) => shippingCharge(db, country, methodId),
    /** The back office's list: every zone, its countries and all its methods, in order. */
    list: async (): Promise<AdminShippingZone[]> => (await readZones(db)).map(toAdmin),

    async create(input: ShippingZoneInput, editor: ZoneEditor): Promise<AdminShippingZone> {
      const at = now();
      const id = await db
        .transaction(async (tx) => {
          const [last] = await tx
            .select({ position: sql<number>`coalesce(max(${shippingZones.position}), -1)::int` })
            .from(shippingZones)
            .where(eq(shippingZones.restOfWorld, false));
          const position = Number(last?.position ?? -1) + 1;
          const [zone] = await tx
            .insert(shippingZones)
            .values({
              name: input.name,
              // After the others, before the rest of the world, which stays last.
              position,
              createdAt: at,
              updatedAt: at,
              updatedBy: editor.id,
              updatedByName: editor.name,
            })
            .returning();
          await tx
            .update(shippingZones)
            .set({ position: position + 1 })
            .where(eq(shippingZones.restOfWorld, true));
          await writeZone(tx, zone!, input, editor, 'created');
          return zone!.id;
        })
        .catch(nameTaken);
      onChange();
      return one(id);
    },

    async update(id: string, input: ShippingZoneInput, editor: ZoneEditor): Promise<AdminShippingZone> {
      await db
        .transaction(async (tx) => {
          const [zone] = await tx.select().from(shippingZones).where(eq(shippingZones.id, id)).for('update');
          if (!zone) throw new ServiceError('not_found', SHIPPING_ZONE_TEXT.notFound);
          await tx
            .update(shippingZones)
            .set({ name: input.name, updatedAt: now(), updatedBy: editor.id, updatedByName: editor.name })
            .where(eq(shippingZones.id, id));
          await writeZone(tx, zone, input, editor, 'updated');
        })
        .catch(nameTaken);
      onChange();
      return one(id);
    },

    async remove(id: string, editor: ZoneEditor): Promise<void> {
      await db.transaction(async (tx) => {
        const [zone] = await tx.select().from(shippingZones).where(eq(shippingZones.id, id)).for('update');
        if (!zone) throw new ServiceError('not_found', SHIPPING_ZONE_TEXT.notFound);
        if (zone.restOfWorld) throw new ServiceError('conflict', SHIPPING_ZONE_TEXT.restOfWorldDelete);
        await tx.delete(shippingZones).where(eq(shippingZones.id, id));
        await tx.insert(shippingZoneChanges).values({
          zoneId: id,
          zoneName: zone.name,
          action: 'deleted',
          userId: editor.id,
          userName: editor.name,
          zone: null,
          createdAt: now(),
        });
      });
      onChange();
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
