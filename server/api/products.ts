/** SPEC §7 catalogue calls: GET /products, GET /products/search, GET /products/:id. */
import { Hono } from 'hono';
import { searchQuerySchema } from '../../domain/search';
import type { Services } from '../context';
import { notFound, parseInput } from '../http/errors';

export function productsApi(services: Services) {
  return new Hono()
    .get('/', async (c) => c.json(await services.catalog.listProducts()))
    .get('/search', async (c) => {
      const { query, limit } = parseInput(searchQuerySchema, c.req.query());
      return c.json(await services.catalog.searchProducts(query, limit));
    })
    .get('/:productId', async (c) => {
      const product = await services.catalog.getProduct(c.req.param('productId'));
      if (!product) throw notFound('Product not found.');
      return c.json(product);
    });
}
