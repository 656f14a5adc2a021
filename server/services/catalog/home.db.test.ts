import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryBanner,
  isFeaturedForHome,
  isInCollection,
  isInHomeSection,
  isNewThisWeek,
} from '#domain/catalog-display.ts';
import { DEFAULT_CATALOG_QUERY, MAX_PAGE_SIZE } from '#domain/catalog-query.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { type Database } from '#server/db/client.ts';
import { seedDemoCatalogue } from '#server/seed/seed.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import { openMigratedDatabase } from '#tests/support/test-database.ts';
import { createCatalogService } from './reads';

let database: Database;
let dir: string;
const now = new Date();

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'home-candidates-'));
  database = await openMigratedDatabase(undefined);
  await seedDemoCatalogue(database.db, createLocalStorage(dir), { includeDemoAccounts: false, now });
});
afterAll(async () => {
  await database.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('home candidates', () => {
  it('hold the same first products and counts as the SPEC rules over the whole catalogue', async () => {
    const catalog = createCatalogService(database.db);
    const all = await catalog.listProducts(now);
    const limit = 5;
    const { products, totals } = await catalog.homeCandidates(now, limit);
    const ids = (list: ApiProduct[]) => list.map((p) => p._id);

    const rules: [keyof typeof totals, (p: ApiProduct) => boolean][] = [
      ['featured', isFeaturedForHome],
      ['newThisWeek', (p) => isNewThisWeek(p, now)],
      ['collection', (p) => isInCollection(p, now)],
    ];
    for (const [name, rule] of rules) {
      const expected = all.filter(rule);
      expect(expected.length, name).toBeGreaterThan(0);
      expect(totals[name], name).toBe(expected.length);
      expect(ids(products.filter(rule).slice(0, limit)), name).toEqual(ids(expected.slice(0, limit)));
    }
    expect(categoryBanner(products, 'USD', now)).toEqual(categoryBanner(all, 'USD', now));
    expect(products.length).toBeLessThan(all.length);
  });
});

describe("a home section's View All", () => {
  it('lists as many products as the section heading counts, the same ones first', async () => {
    const catalog = createCatalogService(database.db);
    const { products, totals } = await catalog.homeCandidates(now, 5);
    const sections = [
      ['featured', totals.featured],
      ['new-this-week', totals.newThisWeek],
      ['collection', totals.collection],
    ] as const;
    for (const [section, count] of sections) {
      const listing = await catalog.listCatalog({ ...DEFAULT_CATALOG_QUERY, section, pageSize: MAX_PAGE_SIZE }, now);
      expect(listing.total, section).toBe(count);
      const slider = products.filter((p) => isInHomeSection(section, p, now)).slice(0, 5);
      expect(
        listing.products.slice(0, 5).map((p) => p._id),
        section,
      ).toEqual(slider.map((p) => p._id));
    }
    const whole = await catalog.listCatalog(DEFAULT_CATALOG_QUERY, now);
    expect(totals.collection).toBeLessThan(whole.total);
  });
});
