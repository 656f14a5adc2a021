/**
 * SPEC §7 catalogue calls: GET /products, GET /products/search, GET /products/:id, plus
 * the listing's filters, sorting and paging on GET /products and its facets.
 */
import { Hono } from 'hono';
import { ZodError } from 'zod';
import { catalogInputFromParams, catalogQuerySchema, hasCatalogParams, type CatalogQuery } from '../../domain/catalog-query';
import { searchQuerySchema } from '../../domain/search';
import type { Services } from '../context';
import { notFound, parseInput, validationError } from '../http/errors';

/**
 * The listing schema is written with zod/mini (it ships to the browser); its issues are
 * the same as classic zod's, so they become the usual 400 through a classic ZodError.
 */
function parseCatalogQuery(params: Record<string, string[]>): CatalogQuery {
  const result = catalogQuerySchema.safeParse(catalogInputFromParams(params));
  if (!result.success) throw validationError(new ZodError(result.error.issues));
  return result.data;
}

export function productsApi(services: Services) {
  return new Hono()
    .get('/', async (c) => {
      const params = c.req.queries();
      // The SPEC contract: without listing parameters the answer is the plain full array.
      if (!hasCatalogParams(Object.keys(params))) return c.json(await services.catalog.listProducts());
      return c.json(await services.catalog.listCatalog(parseCatalogQuery(params)));
    })
    .get('/facets', async (c) => {
      return c.json(await services.catalog.catalogFacets(parseCatalogQuery(c.req.queries())));
    })
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
