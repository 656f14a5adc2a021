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
import { requireAdmin, type AuthVariables } from '../http/auth-middleware';
import { failingWith } from '../http/errors';
import type { LoggerVariables } from '../http/request-logger';
import { idParam, jsonBody } from '../http/request-input';
import { PRODUCT_DELETED, PRODUCT_NOT_FOUND } from '../services/catalog';

type Env = { Variables: AuthVariables & Partial<LoggerVariables> };

/** One log line per catalogue change, naming the admin who made it. */
function audit(c: Context<Env>, fields: Record<string, unknown>, message: string) {
  c.get('log')?.info({ adminId: c.get('auth').user._id, ...fields }, message);
}

export function productsAdminApi(services: Services) {
  const admin = services.catalogAdmin;
  const productId = (c: Context) => idParam(c, 'id', PRODUCT_NOT_FOUND);

  return new Hono<Env>()
    .use('*', requireAdmin(services.auth))
    .get('/categories', async (c) => c.json((await admin.listCategories()) satisfies AdminCategory[]))
    .post('/createProduct', async (c) => {
      const input = await jsonBody(c, productInputSchema);
      const product = await failingWith(PRODUCT_FAILURES.create, () => admin.createProduct(input));
      audit(c, { productId: product._id }, 'product created');
      return c.json(product satisfies ProductAnswer, 201);
    })
    .put('/updateProduct/:id', async (c) => {
      const id = productId(c);
      const input = await jsonBody(c, productInputSchema);
      const product = await failingWith(PRODUCT_FAILURES.update, () => admin.updateProduct(id, input));
      audit(c, { productId: id }, 'product updated');
      return c.json(product satisfies ProductAnswer);
    })
    .delete('/deleteProduct/:id', async (c) => {
      const id = productId(c);
      await failingWith(PRODUCT_FAILURES.delete, () => admin.deleteProduct(id));
      audit(c, { productId: id }, 'product deleted');
      return c.json({ message: PRODUCT_DELETED, _id: id } satisfies ProductDeletedAnswer);
    })
    .post('/applyCategoryDiscount', async (c) => {
      const input = await jsonBody(c, categoryDiscountInputSchema);
      const category = await failingWith(PRODUCT_FAILURES.applyCategoryDiscount, () => admin.applyCategoryDiscount(input));
      audit(c, { category: category.name, discount: category.discount }, 'category discount applied');
      return c.json({ message: CATEGORY_DISCOUNT_MESSAGES.applied, category } satisfies CategoryDiscountAnswer);
    })
    .delete('/removeCategoryDiscount', async (c) => {
      const input = await jsonBody(c, categoryRefSchema);
      const category = await failingWith(PRODUCT_FAILURES.removeCategoryDiscount, () => admin.removeCategoryDiscount(input.category));
      audit(c, { category: category.name }, 'category discount removed');
      return c.json({ message: CATEGORY_DISCOUNT_MESSAGES.removed, category } satisfies CategoryDiscountAnswer);
    });
}
