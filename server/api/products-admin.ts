/**
 * SPEC §7 product admin calls, at the SPEC's paths under /api/products/admin: create,
 * update and delete a product, apply and remove a category discount (its body on the
 * DELETE, as the SPEC sends it), and the categories with their discounts for the screen.
 */
import { type Context } from 'hono';
import { z } from 'zod';
import type {
  AdminCategory,
  ApiProduct,
  CategoryDiscountAnswer,
  ProductDeletedAnswer,
  StockHistoryAnswer,
} from '#domain/api-answer-schemas.ts';
import {
  CATEGORY_DISCOUNT_MESSAGES,
  categoryDiscountInputSchema,
  categoryRefSchema,
} from '#domain/category-discount-input.ts';
import { CATEGORY_NAMES_MESSAGES, categoryNamesInputSchema } from '#domain/category-names-input.ts';
import { PRODUCT_FAILURES, productInputSchema } from '#domain/product-input.ts';
import { STOCK_HISTORY_LIMIT } from '#domain/stock-ledger.ts';
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_CSV_TEXT,
  catalogueImportQuerySchema,
  IMAGE_URL_SEPARATOR,
  MAX_CATALOGUE_CSV_BYTES,
  MAX_LISTED_PROBLEMS,
} from '#domain/catalogue-csv.ts';
import type { CatalogueImportReport } from '#domain/api-answer-schemas.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import type { Services } from '#server/context.ts';
import { type AuthVariables } from '#server/http/auth-middleware.ts';
import { failingWith } from '#server/http/errors.ts';
import type { LoggerVariables } from '#server/http/request-logger.ts';
import { idParam, jsonBody, limitRequestBody, query, textBody } from '#server/http/request-input.ts';
import { PRODUCT_DELETED, PRODUCT_NOT_FOUND } from '#server/services/catalog/index.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as answers from '#domain/api-answer-schemas.ts';
import { productAnswer } from './openapi/common-answers';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';
import { limitedAdminEditor } from './admin-editor';

type Env = { Variables: AuthVariables & Partial<LoggerVariables> };

/** Catalogue imports per admin, dry runs included: a file checked and imported many times over, never a runaway script. */
export const CATALOGUE_IMPORT_LIMIT = { limit: 30, windowMs: 10 * 60_000 };
const IMPORT_RATE_LIMITED = 'Too many catalogue imports in a short time. Please wait a few minutes and try again.';

/** The import's path; the API's 1 MB body limit does not apply to it (it mounts its own). */
export const CATALOGUE_IMPORT_PATH = '/api/products/admin/catalogue/import';

const CSV_HEADER = CATALOGUE_COLUMNS.join(',');
const CSV_EXAMPLE = `${CSV_HEADER}\r\n,Wool coat,Coats,Warm and light,,,,,true,Black,M,129.00,,,4,https://images.example/coat-black.jpg${IMAGE_URL_SEPARATOR}https://images.example/coat-black-back.jpg\r\n,Wool coat,Coats,,,,,,,Black,L,129.00,,,2,\r\n`;
const exampleReport: CatalogueImportReport = {
  dryRun: true,
  imported: false,
  rows: 2,
  products: { create: 1, update: 0 },
  newCategories: [],
  images: { toFetch: 2, fetched: 0 },
  problemCount: 0,
  problems: [],
};
const IMPORT_FORMAT = `One record per product × colour × size, a header line naming the columns (\`${CSV_HEADER}\`; any order; \`name\`, \`category\`, \`colour\`, \`size\`, \`price\` and \`stock\` required). \`product_id\` names a stored product to replace (its colours and sizes become the file's; colours and sizes left out are removed); empty, the records of one new product share its \`name\`. The product's columns are the same on each of its records (or empty after the first); a colour's \`image_urls\` (separated by \`${IMAGE_URL_SEPARATOR.trim()}\`) likewise. Stock is set as given. RFC 4180 quoting, UTF-8 (a BOM is skipped); a cell written \`'=…\` (the export's spreadsheet guard) is read without its \`'\`.`;

/** One log line per catalogue change, naming the admin who made it. */
export const PRODUCTS_ADMIN_ROUTES = {
  exportCatalogue: declareRoute({
    method: 'get',
    path: '/api/products/admin/catalogue/export.csv',
    tag: 'Catalogue admin',
    summary: 'The whole catalogue as a CSV file',
    description: `Every product, oldest first, one record per colour and size, in the format the import reads (decision 73). UTF-8 with a BOM, CRLF line ends; a cell starting with \`=\`, \`+\`, \`-\`, \`@\` is written with a \`'\` before it, so a spreadsheet does not run it.`,
    access: 'admin',
    answers: [
      answer({
        status: 200,
        description: 'The file (Content-Disposition: attachment).',
        contentType: 'text/csv',
        schema: z.string(),
        examples: [{ summary: 'One coat in one colour and two sizes', value: CSV_EXAMPLE }],
      }),
    ],
  }),
  importCatalogue: declareRoute({
    method: 'post',
    path: CATALOGUE_IMPORT_PATH,
    tag: 'Catalogue admin',
    summary: 'Import products from a CSV file (dry run first)',
    description: `${IMPORT_FORMAT} With \`dryRun=true\` nothing is changed: the answer lists every problem by its line (the first ${MAX_LISTED_PROBLEMS}), and what the file would create and change. Without it, a file with any problem is refused (422, the same list) and nothing is changed; otherwise the image addresses the products do not have yet are fetched (http(s), public addresses only unless OUTBOUND_ALLOW_PRIVATE; each through the upload's checks) and every product is written in one transaction. Up to ${CATALOGUE_IMPORT_LIMIT.limit} calls per admin in ${CATALOGUE_IMPORT_LIMIT.windowMs / 60_000} minutes.`,
    access: 'admin',
    query: catalogueImportQuerySchema,
    body: {
      kind: 'text',
      contentType: 'text/csv',
      description: `The file itself (text/csv), at most ${MAX_CATALOGUE_CSV_BYTES / (1024 * 1024)} MB.`,
      examples: [{ summary: 'A coat in one colour, two sizes', value: CSV_EXAMPLE }],
    },
    answers: [
      answer({
        status: 200,
        description: 'The dry run’s report, or the import done (`imported: true`).',
        schema: answers.catalogueImportReportSchema,
        examples: [
          { summary: 'A dry run without problems', value: exampleReport },
          {
            summary: 'Imported',
            value: { ...exampleReport, dryRun: false, imported: true, images: { toFetch: 2, fetched: 2 } },
          },
          {
            summary: 'A dry run with problems',
            value: {
              ...exampleReport,
              products: { create: 0, update: 0 },
              problemCount: 1,
              problems: [{ line: 3, column: 'price', message: 'Price must be an amount like 25 or 19.99.' }],
            },
          },
        ],
      }),
      answer({
        status: 422,
        description: 'The file has problems: nothing was changed.',
        schema: answers.catalogueImportReportSchema,
        examples: [
          {
            summary: 'An image address into the store’s own network',
            value: {
              ...exampleReport,
              dryRun: false,
              products: { create: 1, update: 0 },
              problemCount: 1,
              problems: [
                {
                  line: 2,
                  column: 'image_urls',
                  message:
                    'http://10.0.0.5/a.jpg: The address 10.0.0.5 leads into a private network (10.0.0.5): the store only connects to public internet addresses.',
                },
              ],
            },
          },
        ],
      }),
    ],
    errors: {
      413: CATALOGUE_CSV_TEXT.tooLarge,
      429: 'Too many imports in a short time.',
    },
  }),
  categories: declareRoute({
    method: 'get',
    path: '/api/products/admin/categories',
    tag: 'Catalogue admin',
    summary: 'Categories with their product counts and discounts',
    access: 'admin',
    answers: [
      answer({
        status: 200,
        description: 'Every category.',
        schema: answers.adminCategoryListSchema,
        examples: [{ summary: 'One discounted category', value: [ex.adminCategory] }],
      }),
    ],
  }),
  create: declareRoute({
    method: 'post',
    path: '/api/products/admin/createProduct',
    tag: 'Catalogue admin',
    summary: 'Add a product',
    access: 'admin',
    body: jsonRequest(productInputSchema, [{ summary: 'A coat in one colour, two sizes', value: ex.productInput }]),
    answers: [productAnswer(201, 'The stored product.')],
    errors: { 500: 'failed to create product' },
  }),
  update: declareRoute({
    method: 'put',
    path: '/api/products/admin/updateProduct/{id}',
    tag: 'Catalogue admin',
    summary: 'Replace a product’s fields, colours and sizes',
    access: 'admin',
    pathParams: { id: { description: 'The product’s id.' } },
    body: jsonRequest(productInputSchema, [
      { summary: 'The same coat, restocked', value: { ...ex.productInput, isFeatured: false } },
    ]),
    answers: [productAnswer(200, 'The product as stored now.')],
    errors: {
      404: 'No such product.',
      409: 'A size’s `stockRead` is older than its stock and the change would leave fewer than none: nothing is saved.',
    },
  }),
  stockHistory: declareRoute({
    method: 'get',
    path: '/api/products/admin/stockHistory/{id}',
    tag: 'Catalogue admin',
    summary: 'Why each size’s stock changed (the stock ledger)',
    description: `Each size’s latest ${STOCK_HISTORY_LIMIT} changes, newest first: orders reserving and giving back units, the back office’s edits, refunds and returns put back in stock.`,
    access: 'admin',
    pathParams: { id: { description: 'The product’s id.' } },
    answers: [
      answer({
        status: 200,
        description: 'The product’s stock changes.',
        schema: answers.stockHistoryAnswerSchema,
        examples: [{ summary: 'Placed, then edited', value: ex.stockHistory }],
      }),
    ],
    errors: { 404: 'No such product.' },
  }),
  remove: declareRoute({
    method: 'delete',
    path: '/api/products/admin/deleteProduct/{id}',
    tag: 'Catalogue admin',
    summary: 'Delete a product',
    access: 'admin',
    pathParams: { id: { description: 'The product’s id.' } },
    answers: [
      answer({
        status: 200,
        description: 'Deleted; orders keep their lines.',
        schema: answers.productDeletedAnswerSchema,
        examples: [{ summary: 'Deleted', value: { message: PRODUCT_DELETED, _id: ex.IDS.product } }],
      }),
    ],
    errors: { 404: 'No such product.' },
  }),
  applyCategoryDiscount: declareRoute({
    method: 'post',
    path: '/api/products/admin/applyCategoryDiscount',
    tag: 'Catalogue admin',
    summary: 'Discount a whole category until a date',
    description: 'Either `percentage` or `flatAmount`, never both; the expiry must be in the future.',
    access: 'admin',
    body: jsonRequest(categoryDiscountInputSchema, [
      { summary: '20 % off coats', value: { category: 'Coats', percentage: 20, expiresAt: '2099-12-31' } },
      {
        summary: '10 off every hat',
        value: { category: 'Hats', flatAmount: 10, expiresAt: '2099-06-30T23:59:59.000Z' },
      },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'The category with its discount.',
        schema: answers.categoryDiscountAnswerSchema,
        examples: [
          { summary: 'Applied', value: { message: CATEGORY_DISCOUNT_MESSAGES.applied, category: ex.adminCategory } },
        ],
      }),
    ],
    errors: { 400: 'The body fails its schema, or no product has this category.' },
  }),
  categoryNames: declareRoute({
    method: 'put',
    path: '/api/products/admin/categoryNames',
    tag: 'Catalogue admin',
    summary: 'Name a category in Russian and Kyrgyz',
    description:
      'Each name is optional: one left out, empty or blank is removed, and the storefront shows the English name (the one its products give) in that language.',
    access: 'admin',
    body: jsonRequest(categoryNamesInputSchema, [
      { summary: 'Coats in both languages', value: { category: 'Coats', names: { ru: 'Пальто', ky: 'Пальтолор' } } },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'The category with its names.',
        schema: answers.categoryDiscountAnswerSchema,
        examples: [{ summary: 'Named', value: { message: CATEGORY_NAMES_MESSAGES.saved, category: ex.adminCategory } }],
      }),
    ],
    errors: { 400: 'The body fails its schema, or no product has this category.' },
  }),
  removeCategoryDiscount: declareRoute({
    method: 'delete',
    path: '/api/products/admin/removeCategoryDiscount',
    tag: 'Catalogue admin',
    summary: 'Remove a category’s discount',
    description: 'The category travels in the body of the DELETE, as SPEC §7 sends it.',
    access: 'admin',
    body: jsonRequest(categoryRefSchema, [{ summary: 'Coats', value: { category: 'Coats' } }]),
    answers: [
      answer({
        status: 200,
        description: 'The category without its discount.',
        schema: answers.categoryDiscountAnswerSchema,
        examples: [
          {
            summary: 'Removed',
            value: { message: CATEGORY_DISCOUNT_MESSAGES.removed, category: { ...ex.adminCategory, discount: null } },
          },
        ],
      }),
    ],
    errors: { 404: 'The category has no discount.' },
  }),
};

function audit(c: Context<Env>, fields: Record<string, unknown>, message: string) {
  c.get('log')?.info({ adminId: c.get('auth').user._id, ...fields }, message);
}

/** `catalogue_YYYY-MM-DD.csv`, the day in UTC. */
const exportFileName = (now: Date) => `catalogue_${now.toISOString().slice(0, 10)}.csv`;

export function productsAdminApi(services: Services, limiter: RateLimiter) {
  const admin = services.catalogAdmin;
  const productId = (c: Context) => idParam(c, 'id', PRODUCT_NOT_FOUND);
  const importer = limitedAdminEditor(limiter, 'catalogue-import', CATALOGUE_IMPORT_LIMIT, IMPORT_RATE_LIMITED);

  return declaredRouter('/api/products/admin', services.auth)
    .handle(PRODUCTS_ADMIN_ROUTES.exportCatalogue, async (c) => {
      let csv = '\uFEFF';
      for await (const record of services.catalogueIo.exportRecords()) csv += record;
      audit(c, { bytes: Buffer.byteLength(csv) }, 'catalogue exported');
      c.header('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`);
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    })
    .handle(
      PRODUCTS_ADMIN_ROUTES.importCatalogue,
      async (c) => {
        const { dryRun } = query(c, catalogueImportQuerySchema);
        const csv = await textBody(c, MAX_CATALOGUE_CSV_BYTES, CATALOGUE_CSV_TEXT.tooLarge);
        const { report, failed } = await services.catalogueIo.importCsv(csv, {
          dryRun,
          actor: c.get('auth').user.email,
        });
        audit(
          c,
          { dryRun, rows: report.rows, products: report.products, problems: report.problemCount },
          report.imported ? 'catalogue imported' : dryRun ? 'catalogue import checked' : 'catalogue import refused',
        );
        return c.json(report satisfies CatalogueImportReport, failed && !dryRun ? 422 : 200);
      },
      [
        async (c, next) => {
          await importer(c as Context<Env>);
          await next();
        },
        limitRequestBody(MAX_CATALOGUE_CSV_BYTES, CATALOGUE_CSV_TEXT.tooLarge),
      ],
    )
    .handle(PRODUCTS_ADMIN_ROUTES.categories, async (c) =>
      c.json((await admin.listCategories()) satisfies AdminCategory[]),
    )
    .handle(PRODUCTS_ADMIN_ROUTES.create, async (c) => {
      const input = await jsonBody(c, productInputSchema);
      const product = await failingWith(PRODUCT_FAILURES.create, () =>
        admin.createProduct(input, c.get('auth').user.email),
      );
      audit(c, { productId: product._id }, 'product created');
      return c.json(product satisfies ApiProduct, 201);
    })
    .handle(PRODUCTS_ADMIN_ROUTES.update, async (c) => {
      const id = productId(c);
      const input = await jsonBody(c, productInputSchema);
      const product = await failingWith(PRODUCT_FAILURES.update, () =>
        admin.updateProduct(id, input, c.get('auth').user.email),
      );
      audit(c, { productId: id }, 'product updated');
      return c.json(product satisfies ApiProduct);
    })
    .handle(PRODUCTS_ADMIN_ROUTES.stockHistory, async (c) =>
      c.json((await admin.stockHistory(productId(c))) satisfies StockHistoryAnswer),
    )
    .handle(PRODUCTS_ADMIN_ROUTES.remove, async (c) => {
      const id = productId(c);
      await failingWith(PRODUCT_FAILURES.delete, () => admin.deleteProduct(id));
      audit(c, { productId: id }, 'product deleted');
      return c.json({ message: PRODUCT_DELETED, _id: id } satisfies ProductDeletedAnswer);
    })
    .handle(PRODUCTS_ADMIN_ROUTES.applyCategoryDiscount, async (c) => {
      const input = await jsonBody(c, categoryDiscountInputSchema);
      const category = await failingWith(PRODUCT_FAILURES.applyCategoryDiscount, () =>
        admin.applyCategoryDiscount(input),
      );
      audit(c, { category: category.name, discount: category.discount }, 'category discount applied');
      return c.json({ message: CATEGORY_DISCOUNT_MESSAGES.applied, category } satisfies CategoryDiscountAnswer);
    })
    .handle(PRODUCTS_ADMIN_ROUTES.categoryNames, async (c) => {
      const input = await jsonBody(c, categoryNamesInputSchema);
      const category = await admin.setCategoryNames(input);
      audit(c, { category: category.name, names: category.names }, 'category names saved');
      return c.json({ message: CATEGORY_NAMES_MESSAGES.saved, category } satisfies CategoryDiscountAnswer);
    })
    .handle(PRODUCTS_ADMIN_ROUTES.removeCategoryDiscount, async (c) => {
      const input = await jsonBody(c, categoryRefSchema);
      const category = await failingWith(PRODUCT_FAILURES.removeCategoryDiscount, () =>
        admin.removeCategoryDiscount(input.category),
      );
      audit(c, { category: category.name }, 'category discount removed');
      return c.json({ message: CATEGORY_DISCOUNT_MESSAGES.removed, category } satisfies CategoryDiscountAnswer);
    }).app;
}
