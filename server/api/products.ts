/**
 * SPEC §7 catalogue calls: GET /products, GET /products/search, GET /products/:id, plus
 * the listing's filters, sorting and paging on GET /products and its facets.
 */
import { Hono } from 'hono';
import { catalogInputFromParams, catalogQuerySchema, hasCatalogParams, type CatalogQuery } from '../../domain/catalog-query';
import { searchQuerySchema } from '../../domain/search';
import type { Services } from '../context';
import { notFound, parseInput } from '../http/errors';

function parseCatalogQuery(params: Record<string, string[]>): CatalogQuery {
  return parseInput(catalogQuerySchema, catalogInputFromParams(params));
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
