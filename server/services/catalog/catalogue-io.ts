/**
 * The catalogue as a CSV file and back (decision 73). The export reads every product with its
 * colours, sizes and images in four queries. The import checks the whole file first (the
 * file's shape, each product by the editor's own rules, each image address's host) and, on a
 * dry run or when anything is wrong, answers every problem by its line and changes nothing.
 * Otherwise it fetches the images the products do not have yet — outside any transaction, a
 * few at a time, each through the upload's checks and storage — and then writes every product
 * in one transaction through the back office's writer (admin.ts `importProducts`).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { CatalogueImportReport } from '#domain/api-answer-schemas.ts';
import {
  catalogueCsvRecords,
  MAX_LISTED_PROBLEMS,
  planCatalogueImport,
  type CatalogueProduct,
  type ImportProblem,
  type PlannedProduct,
} from '#domain/catalogue-csv.ts';
import { categoryKey } from '#domain/categories.ts';
import type { Db } from '#server/db/client.ts';
import { products, sizes, variantImages, variants } from '#server/db/schema.ts';
import type { CatalogAdminService } from './admin';
import { existingProductIds } from './pricing-facts';

/** Images fetched at once: a few, so a slow host does not hold the import up, nor many hosts the store's network. */
export const IMAGE_FETCH_CONCURRENCY = 4;

/** An image address refused or an image that failed the upload's checks: a problem of the file's line, not a failure of the store. */
export class ImageRefused extends Error {}

/** Where imported images come from: the uploads module's checks and storage. */
export interface ImportedImages {
  /** Throws ImageRefused with a readable reason when the address may not be fetched. */
  vet(url: string): Promise<void>;
  /** Fetches and stores the image; answers its stored URL; throws ImageRefused with a readable reason. */
  store(url: string): Promise<{ url: string }>;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

/** Every product with its colours, sizes and images, oldest first. */
export async function readCatalogue(db: Db): Promise<CatalogueProduct[]> {
  const [productRows, variantRows, sizeRows, imageRows] = await Promise.all([
    db.select().from(products).orderBy(asc(products.createdAt), asc(products.id)),
    db.select().from(variants).orderBy(asc(variants.productId), asc(variants.position), asc(variants.id)),
    db.select().from(sizes).orderBy(asc(sizes.variantId), asc(sizes.position), asc(sizes.id)),
    db
      .select({ variantId: variantImages.variantId, url: variantImages.url })
      .from(variantImages)
      .orderBy(asc(variantImages.variantId), asc(variantImages.position), asc(variantImages.id)),
  ]);
  const sizesOf = groupBy(sizeRows, (s) => s.variantId);
  const imagesOf = groupBy(imageRows, (i) => i.variantId);
  const variantsOf = groupBy(variantRows, (v) => v.productId);
  return productRows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    translations: {
      ru: { name: p.nameRu ?? '', description: p.descriptionRu ?? '' },
      ky: { name: p.nameKy ?? '', description: p.descriptionKy ?? '' },
    },
    category: p.category,
    isFeatured: p.isFeatured,
    variants: (variantsOf.get(p.id) ?? []).map((v) => ({
      color: v.color,
      images: (imagesOf.get(v.id) ?? []).map((i) => i.url),
      sizes: (sizesOf.get(v.id) ?? []).map((s) => ({
        size: s.size,
        priceCents: s.priceCents,
        stock: s.stock,
        discountPercentage: s.discountPercentage,
        discountExpiresAt: s.discountExpiresAt,
      })),
    })),
  }));
}

/** The image URLs each of these products has now. */
async function storedImageUrls(db: Db, ids: readonly string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .select({ productId: variants.productId, url: variantImages.url })
      .from(variantImages)
      .innerJoin(variants, eq(variants.id, variantImages.variantId))
      .where(inArray(variants.productId, ids.slice(i, i + 500)));
    for (const row of rows) {
      const set = out.get(row.productId) ?? new Set<string>();
      set.add(row.url);
      out.set(row.productId, set);
    }
  }
  return out;
}

/** Runs `work` on every item, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** An image URL the import must fetch: neither a stored image's path nor one the product already has. */
const mustFetch = (url: string, had: ReadonlySet<string> | undefined) => !url.startsWith('/') && !had?.has(url);

export function createCatalogueIo(db: Db, admin: Pick<CatalogAdminService, 'importProducts'>, images: ImportedImages) {
  /** The report of a file: counts from the plan, problems listed up to the cap. */
  function report(
    plan: { rows: number; products: PlannedProduct[] },
    problems: ImportProblem[],
    known: { categories: ReadonlySet<string> },
    outcome: { dryRun: boolean; imported: boolean; imagesToFetch: number; imagesFetched: number },
  ): CatalogueImportReport {
    const newCategories = [
      ...new Map(
        plan.products
          .filter((p) => !known.categories.has(categoryKey(p.input.category)))
          .map((p) => [categoryKey(p.input.category), p.input.category.trim()]),
      ).values(),
    ].sort((a, b) => a.localeCompare(b));
    return {
      dryRun: outcome.dryRun,
      imported: outcome.imported,
      rows: plan.rows,
      products: {
        create: plan.products.filter((p) => p.id === null).length,
        update: plan.products.filter((p) => p.id !== null).length,
      },
      newCategories,
      images: { toFetch: outcome.imagesToFetch, fetched: outcome.imagesFetched },
      problemCount: problems.length,
      problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    };
  }

  return {
    /** The export's records, header first. */
    async *exportRecords(): AsyncGenerator<string> {
      yield* catalogueCsvRecords(await readCatalogue(db));
    },

    /**
     * Checks the file and, unless `dryRun` or a problem is found, imports it. Answers the
     * report, and whether the file has problems (nothing was changed then).
     */
    async importCsv(
      csv: string,
      { dryRun, actor }: { dryRun: boolean; actor: string | null },
    ): Promise<{ report: CatalogueImportReport; failed: boolean }> {
      const givenIds = [...csv.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi)].map((m) =>
        m[0].toLowerCase(),
      );
      const knownIds = new Set(await existingProductIds(db, [...new Set(givenIds)]));
      const plan = planCatalogueImport(csv, knownIds);
      const problems = [...plan.problems];
      const categoryRows = await db.selectDistinct({ category: products.category }).from(products);
      const known = { categories: new Set(categoryRows.map((r) => categoryKey(r.category))) };
      const had = await storedImageUrls(
        db,
        plan.products.flatMap((p) => (p.id ? [p.id] : [])),
      );

      // Each address to fetch once, with the lines that give it.
      const toFetch = new Map<string, number[]>();
      for (const product of plan.products)
        for (const colour of product.images)
          for (const url of colour.urls)
            if (mustFetch(url, product.id ? had.get(product.id) : undefined))
              toFetch.set(url, [...(toFetch.get(url) ?? []), colour.line]);
      const problemsAt = (url: string, message: string) =>
        (toFetch.get(url) ?? []).map((line) => ({ line, column: 'image_urls', message: `${url}: ${message}` }));

      // Hosts checked (resolved) before anything is fetched, on a dry run too.
      const hostProblems: ImportProblem[] = [];
      await eachLimited([...toFetch.keys()], IMAGE_FETCH_CONCURRENCY, async (url) => {
        try {
          await images.vet(url);
        } catch (err) {
          if (!(err instanceof ImageRefused)) throw err;
          hostProblems.push(...problemsAt(url, err.message));
        }
      });
      problems.push(...hostProblems);
      problems.sort((a, b) => a.line - b.line);
      const base = { dryRun, imagesToFetch: toFetch.size, imagesFetched: 0 };
      if (dryRun || problems.length > 0)
        return { report: report(plan, problems, known, { ...base, imported: false }), failed: problems.length > 0 };

      // Fetched before the transaction: a slow host never holds row locks.
      const stored = new Map<string, string>();
      const fetchProblems: ImportProblem[] = [];
      await eachLimited([...toFetch.keys()], IMAGE_FETCH_CONCURRENCY, async (url) => {
        try {
          stored.set(url, (await images.store(url)).url);
        } catch (err) {
          if (!(err instanceof ImageRefused)) throw err;
          fetchProblems.push(...problemsAt(url, err.message));
        }
      });
      if (fetchProblems.length > 0) {
        fetchProblems.sort((a, b) => a.line - b.line);
        return {
          report: report(plan, fetchProblems, known, { ...base, imported: false, imagesFetched: stored.size }),
          failed: true,
        };
      }

      await admin.importProducts(
        plan.products.map((p) => ({
          id: p.id,
          input: {
            ...p.input,
            variants: p.input.variants.map((v, i) => ({
              ...v,
              images: [...new Set(p.images[i]!.urls.map((url) => stored.get(url) ?? url))],
            })),
          },
        })),
        actor,
      );
      return {
        report: report(plan, [], known, { ...base, imported: true, imagesFetched: stored.size }),
        failed: false,
      };
    },
  };
}

export type CatalogueIo = ReturnType<typeof createCatalogueIo>;
