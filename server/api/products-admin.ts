/**
 * SPEC §7 product admin calls, at the SPEC's paths under /api/products/admin: create,
 * update and delete a product, apply and remove a category discount (its body on the
 * DELETE, as the SPEC sends it), and the categories with their discounts for the screen.
 */
import { type Context } from 'hono';
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
import type { Services } from '#server/context.ts';
import { type AuthVariables } from '#server/http/auth-middleware.ts';
import { failingWith } from '#server/http/errors.ts';
import type { LoggerVariables } from '#server/http/request-logger.ts';
import { idParam, jsonBody } from '#server/http/request-input.ts';
import { PRODUCT_DELETED, PRODUCT_NOT_FOUND } from '#server/services/catalog/index.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as answers from '#domain/api-answer-schemas.ts';
import { productAnswer } from './openapi/common-answers';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';

type Env = { Variables: AuthVariables & Partial<LoggerVariables> };

/** One log line per catalogue change, naming the admin who made it. */
export const PRODUCTS_ADMIN_ROUTES = {
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

export function productsAdminApi(services: Services) {
  const admin = services.catalogAdmin;
  const productId = (c: Context) => idParam(c, 'id', PRODUCT_NOT_FOUND);

  return declaredRouter('/api/products/admin', services.auth)
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
