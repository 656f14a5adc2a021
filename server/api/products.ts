/**
 * SPEC §7 catalogue calls: GET /products, GET /products/search, GET /products/:id, plus
 * the listing's filters, sorting and paging on GET /products and its facets. Reads come from
 * the catalogue cache (server/services/catalog-cache.ts); GET /products and GET /products/:id
 * carry an ETag.
 */
import { Hono } from 'hono';
import { catalogQuerySchema, hasCatalogParams } from '../../domain/catalog-query';
import { searchQuerySchema } from '../../domain/search';
import type { Services } from '../context';
import { notFound } from '../http/errors';
import { sendEncodedOnce } from '../http/encoded-once';
import { jsonWithEtag } from '../http/etag';
import { idParam, query, queryInput } from '../http/request-input';

const PRODUCT_NOT_FOUND = 'Product not found.';

export function productsApi(services: Services) {
  return new Hono()
    .get('/', async (c) => {
      // The SPEC contract: without listing parameters the answer is the plain full array.
      // Both are serialized once per catalogue version and answered 304 to a reader who has them.
      if (!hasCatalogParams(Object.keys(queryInput(c)))) return jsonWithEtag(c, await services.catalog.listProductsSerialized());
      return jsonWithEtag(c, await services.catalog.listCatalogSerialized(query(c, catalogQuerySchema)));
    })
    .get('/facets', async (c) => {
      return c.json(await services.catalog.catalogFacets(query(c, catalogQuerySchema)));
    })
    .get('/search', async (c) => {
      const search = query(c, searchQuerySchema);
      // Serialized and compressed once per catalogue version and term; private, like every
      // answer that is not the public catalogue (decision 38).
      const answer = await services.catalog.searchProductsSerialized(search.query, search.limit);
      return sendEncodedOnce(c, answer, answer.json, 200, new Headers({ 'Content-Type': 'application/json' }));
    })
    .get('/:productId', async (c) => {
      // Serialized (and compressed) once per catalogue version, like the listing.
      const product = await services.catalog.getProductSerialized(idParam(c, 'productId', PRODUCT_NOT_FOUND));
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return jsonWithEtag(c, product);
    });
}
