/**
 * SPEC §7 catalogue calls: GET /products, GET /products/search, GET /products/:id, plus
 * the listing's filters, sorting and paging on GET /products and its facets.
 */
import { Hono } from 'hono';
import { catalogQuerySchema, hasCatalogParams } from '../../domain/catalog-query';
import { searchQuerySchema } from '../../domain/search';
import type { Services } from '../context';
import { notFound } from '../http/errors';
import { idParam, query, queryInput } from '../http/request-input';

const PRODUCT_NOT_FOUND = 'Product not found.';

export function productsApi(services: Services) {
  return new Hono()
    .get('/', async (c) => {
      // The SPEC contract: without listing parameters the answer is the plain full array.
      if (!hasCatalogParams(Object.keys(queryInput(c)))) return c.json(await services.catalog.listProducts());
      return c.json(await services.catalog.listCatalog(query(c, catalogQuerySchema)));
    })
    .get('/facets', async (c) => {
      return c.json(await services.catalog.catalogFacets(query(c, catalogQuerySchema)));
    })
    .get('/search', async (c) => {
      const search = query(c, searchQuerySchema);
      return c.json(await services.catalog.searchProducts(search.query, search.limit));
    })
    .get('/:productId', async (c) => {
      const product = await services.catalog.getProduct(idParam(c, 'productId', PRODUCT_NOT_FOUND));
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return c.json(product);
    });
}
