/**
 * SPEC §7 product admin calls, at the SPEC's paths under /api/products/admin: create,
 * update and delete a product, apply and remove a category discount (its body on the
 * DELETE, as the SPEC sends it), and the categories with their discounts for the screen.
 */
import { Hono, type Context } from 'hono';
import type { AdminCategory, CategoryDiscountAnswer, ProductAnswer, ProductDeletedAnswer } from '../../domain/api-answers';
import { CATEGORY_DISCOUNT_MESSAGES, categoryDiscountInputSchema, categoryRefSchema } from '../../domain/category-discount-input';
import { PRODUCT_FAILURES, productInputSchema } from '../../domain/product-input';
import type { Services } from '../context';
import { requireAdmin } from '../http/auth-middleware';
import { failingWith } from '../http/errors';
import { idParam, jsonBody } from '../http/request-input';
import { PRODUCT_DELETED, PRODUCT_NOT_FOUND } from '../services/catalog-admin';

export function productsAdminApi(services: Services) {
  const admin = services.catalogAdmin;
  const productId = (c: Context) => idParam(c, 'id', PRODUCT_NOT_FOUND);

  return new Hono()
    .use('*', requireAdmin(services.auth))
    .get('/categories', async (c) => c.json((await admin.listCategories()) satisfies AdminCategory[]))
    .post('/createProduct', async (c) => {
      const input = await jsonBody(c, productInputSchema);
      return c.json((await failingWith(PRODUCT_FAILURES.create, () => admin.createProduct(input))) satisfies ProductAnswer, 201);
    })
    .put('/updateProduct/:id', async (c) => {
      const id = productId(c);
      const input = await jsonBody(c, productInputSchema);
      return c.json((await failingWith(PRODUCT_FAILURES.update, () => admin.updateProduct(id, input))) satisfies ProductAnswer);
    })
    .delete('/deleteProduct/:id', async (c) => {
      const id = productId(c);
      await failingWith(PRODUCT_FAILURES.delete, () => admin.deleteProduct(id));
      return c.json({ message: PRODUCT_DELETED, _id: id } satisfies ProductDeletedAnswer);
    })
    .post('/applyCategoryDiscount', async (c) => {
      const input = await jsonBody(c, categoryDiscountInputSchema);
      const category = await failingWith(PRODUCT_FAILURES.applyCategoryDiscount, () => admin.applyCategoryDiscount(input));
      return c.json({ message: CATEGORY_DISCOUNT_MESSAGES.applied, category } satisfies CategoryDiscountAnswer);
    })
    .delete('/removeCategoryDiscount', async (c) => {
      const input = await jsonBody(c, categoryRefSchema);
      const category = await failingWith(PRODUCT_FAILURES.removeCategoryDiscount, () => admin.removeCategoryDiscount(input.category));
      return c.json({ message: CATEGORY_DISCOUNT_MESSAGES.removed, category } satisfies CategoryDiscountAnswer);
    });
}
