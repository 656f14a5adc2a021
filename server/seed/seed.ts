/**
 * Seeding the demo store: garment images, the generated catalogue, a category discount and,
 * outside production, a demo customer plus review authors with their reviews. Replaces any
 * existing catalogue in one transaction, so a failed seed leaves the old catalogue intact.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { categoryDiscounts, categoryNames, products, reviews } from '#server/db/schema.ts';
import { categoryKey } from '#domain/categories.ts';
import { insertProducts, type WrittenProduct } from '#server/services/catalog/index.ts';
import { refreshFitCounts, refreshRatings } from '#server/services/reviews/index.ts';
import { setDemoRates } from '#server/services/currencies/index.ts';
import { upsertUser } from '#server/services/accounts/index.ts';
import type { FileStorage } from '#server/storage/storage.ts';
import { DEMO_CUSTOMER, REVIEW_AUTHORS, type DemoLanguage } from './demo-accounts';
import {
  DEFAULT_PRODUCT_COUNT,
  DEFAULT_SEED,
  type DemoProduct,
  generateDemoCatalogue,
  planDemoReviews,
} from './demo-catalogue';
import { DEMO_CATEGORY_NAMES } from './demo-translations';
import { ensureGarmentImage, garmentImageKey } from './garment-images';
import type { GarmentStyle } from './garment-styles';

/** The demo accounts live in demo-accounts.ts, beside what production does to them. */
export { DEMO_CUSTOMER, REVIEW_AUTHORS };

/** Images are rendered this many at a time. */
const IMAGE_CONCURRENCY = 4;

/**
 * The demo store's display-currency rates, per US dollar (decision 60), so the demo shows
 * the currency picker. A store ships with none: a currency without a rate is not offered.
 */
export const DEMO_RATES_PER_USD: Readonly<Record<string, string>> = {
  KGS: '87.45',
  EUR: '0.94',
  RUB: '96',
  KZT: '505',
};
const REVIEWS_PER_INSERT = 500;

export interface SeedOptions {
  /** Number of products; 72 by default. */
  count?: number;
  /** The moment dates and discounts are relative to; defaults to the current time. */
  now?: Date;
  /** Seed of the generator; the default gives the documented demo catalogue. */
  seed?: number;
  /** Also create the demo customer, review authors and reviews (not in production). */
  includeDemoAccounts: boolean;
  log?: (msg: string) => void;
}

export interface SeedSummary {
  products: number;
  images: number;
  reviews: number;
  accounts: number;
  ms: number;
}

/** True when the store has no products at all. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

async function runLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Stores one image per style × colour the catalogue uses; returns URL by storage key. */
async function ensureImages(storage: FileStorage, catalogue: DemoProduct[]): Promise<Map<string, string>> {
  const pairs = new Map<string, [GarmentStyle, string]>();
  for (const p of catalogue) {
    for (const v of p.variants) pairs.set(garmentImageKey(p.style, v.color), [p.style, v.color]);
  }
  const urls = new Map<string, string>();
  await runLimited([...pairs], IMAGE_CONCURRENCY, async ([key, [style, color]]) => {
    urls.set(key, await ensureGarmentImage(storage, style, color));
  });
  return urls;
}

/** Replaces the catalogue with the demo catalogue. */
export async function seedDemoCatalogue(db: Db, storage: FileStorage, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const seed = options.seed ?? DEFAULT_SEED;
  const log = options.log ?? (() => {});

  const catalogue = generateDemoCatalogue({ now, seed, count: options.count ?? DEFAULT_PRODUCT_COUNT });
  const urls = await ensureImages(storage, catalogue.products);
  const inputs: WrittenProduct[] = catalogue.products.map(({ style, ...p }) => ({
    ...p,
    variants: p.variants.map((v) => ({ ...v, images: [urls.get(garmentImageKey(style, v.color))!] })),
  }));

  // Accounts first: they are not part of the catalogue and hashing is slow.
  const authors: { id: string; name: string; languages: readonly DemoLanguage[] }[] = [];
  if (options.includeDemoAccounts) {
    await upsertUser(db, { ...DEMO_CUSTOMER, role: 'customer', verified: true });
    for (const author of REVIEW_AUTHORS) {
      const user = await upsertUser(db, {
        name: author.name,
        email: author.email,
        password: randomBytes(18).toString('base64url'),
        role: 'customer',
        verified: true,
      });
      authors.push({ id: user.id, name: author.name, languages: author.languages });
    }
  }
  const plannedReviews = planDemoReviews(inputs, authors, now, seed);

  await db.transaction(async (tx) => {
    // Variants, images, sizes and reviews go with their products (ON DELETE CASCADE).
    await tx.delete(products);
    await tx.delete(categoryDiscounts);
    const ids = await insertProducts(tx, inputs);

    const { category, percentage, flatAmountCents, expiresAt } = catalogue.categoryDiscount;
    await tx
      .insert(categoryDiscounts)
      .values({ category, percentage, flatAmountCents, expiresAt })
      .onConflictDoUpdate({ target: categoryDiscounts.category, set: { percentage, flatAmountCents, expiresAt } });

    // The demo categories' Russian and Kyrgyz names (decision 62); an owner's other categories keep theirs.
    const named = Object.entries(DEMO_CATEGORY_NAMES).map(([name, names]) => ({
      categoryKey: categoryKey(name),
      nameRu: names.ru ?? null,
      nameKy: names.ky ?? null,
    }));
    await tx
      .insert(categoryNames)
      .values(named)
      .onConflictDoUpdate({
        target: categoryNames.categoryKey,
        set: { nameRu: sql`excluded.name_ru`, nameKy: sql`excluded.name_ky` },
      });

    for (let i = 0; i < plannedReviews.length; i += REVIEWS_PER_INSERT) {
      await tx.insert(reviews).values(
        plannedReviews.slice(i, i + REVIEWS_PER_INSERT).map((r) => ({
          productId: ids[r.productIndex]!,
          userId: authors[r.authorIndex]!.id,
          name: authors[r.authorIndex]!.name,
          rating: r.rating,
          comment: r.comment,
          fit: r.fit,
          size: r.size,
          createdAt: r.createdAt,
        })),
      );
    }

    await refreshRatings(tx);
    await refreshFitCounts(tx);
  });
  // The catalogue tables were just refilled: without fresh planner statistics the first
  // queries plan as if they were still empty (a product's sizes read by scanning every
  // size), and the embedded database has no autovacuum to gather them later.
  await db.execute(sql`analyze products, variants, variant_images, sizes, reviews, category_discounts`);
  // Beside the demo accounts (never in production), and never over rates the owner set.
  if (options.includeDemoAccounts) await setDemoRates(db, 'USD', DEMO_RATES_PER_USD, now);

  const summary: SeedSummary = {
    products: inputs.length,
    images: urls.size,
    reviews: plannedReviews.length,
    accounts: options.includeDemoAccounts ? 1 + authors.length : 0,
    ms: Math.round(performance.now() - started),
  };
  log(
    `demo catalogue seeded: ${summary.products} products, ${summary.images} images, ` +
      `${summary.reviews} reviews, ${summary.accounts} demo accounts in ${summary.ms} ms`,
  );
  return summary;
}
