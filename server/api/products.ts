/**
 * SPEC §7 catalogue calls: GET /products, GET /products/search, GET /products/:id, plus
 * the listing's filters, sorting and paging on GET /products and its facets. Reads come from
 * the catalogue cache (server/services/catalog-cache.ts); GET /products and GET /products/:id
 * carry an ETag.
 */
import { catalogQuerySchema, hasCatalogParams } from '#domain/catalog-query.ts';
import { searchQuerySchema } from '#domain/search.ts';
import type { Services } from '#server/context.ts';
import { notFound } from '#server/http/errors.ts';
import { sendEncodedOnce } from '#server/http/encoded-once.ts';
import { jsonWithEtag } from '#server/http/etag.ts';
import { idParam, query, queryInput } from '#server/http/request-input.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as answers from '#domain/api-answer-schemas.ts';
import { productAnswer } from './openapi/common-answers';
import * as ex from './openapi/examples';
import { answer } from './openapi/operation';
import { z } from 'zod';

const PRODUCT_NOT_FOUND = 'Product not found.';

export const PRODUCTS_ROUTES = {
  list: declareRoute({
    method: 'get',
    path: '/api/products',
    tag: 'Catalogue',
    summary: 'Every product, or one page of the filtered catalogue',
    description:
      'Without any listing parameter the answer is the plain array of every product (SPEC §7). With any of them it is one page: filters (category, colour and size may repeat), sort and paging.',
    access: 'public',
    query: catalogQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'The products (no parameters), or one page of them.',
        schema: z.union([answers.productListSchema, answers.catalogPageSchema]),
        examples: [
          { summary: 'No parameters: every product', value: [ex.product] },
          {
            summary: '?category=Coats&sort=price-asc: a page',
            value: { products: [ex.product], total: 1, page: 1, pageSize: 24, pageCount: 1 },
          },
        ],
      }),
    ],
  }),
  facets: declareRoute({
    method: 'get',
    path: '/api/products/facets',
    tag: 'Catalogue',
    summary: 'What the filter screen offers for the current filters',
    access: 'public',
    query: catalogQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'Categories with their counts, colours, sizes and the price range.',
        schema: answers.catalogFacetsSchema,
        examples: [
          {
            summary: 'A small catalogue',
            value: {
              categories: [
                { name: 'Coats', count: 12 },
                { name: 'Hats', count: 5 },
              ],
              colors: ['Black', 'Navy'],
              sizes: ['S', 'M', 'L'],
              price: { min: 19.99, max: 249 },
            },
          },
        ],
      }),
    ],
  }),
  search: declareRoute({
    method: 'get',
    path: '/api/products/search',
    tag: 'Catalogue',
    summary: 'Search products by name, category, description or colour',
    access: 'public',
    query: searchQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'The best matches first.',
        schema: answers.productListSchema,
        examples: [{ summary: '?query=wool', value: [ex.product] }],
      }),
    ],
  }),
  product: declareRoute({
    method: 'get',
    path: '/api/products/{productId}',
    tag: 'Catalogue',
    summary: 'One product',
    access: 'public',
    pathParams: { productId: { description: 'The product’s id (a UUID).' } },
    answers: [productAnswer(200, 'The product with its colours, sizes, prices and stock.')],
    errors: { 404: 'No such product.' },
  }),
};

export function productsApi(services: Services) {
  return declaredRouter('/api/products')
    .handle(PRODUCTS_ROUTES.list, async (c) => {
      // The SPEC contract: without listing parameters the answer is the plain full array.
      // Both are serialized once per catalogue version and answered 304 to a reader who has them.
      if (!hasCatalogParams(Object.keys(queryInput(c))))
        return jsonWithEtag(c, await services.catalog.listProductsSerialized());
      return jsonWithEtag(c, await services.catalog.listCatalogSerialized(query(c, catalogQuerySchema)));
    })
    .handle(PRODUCTS_ROUTES.facets, async (c) => {
      return c.json(await services.catalog.catalogFacets(query(c, catalogQuerySchema)));
    })
    .handle(PRODUCTS_ROUTES.search, async (c) => {
      const search = query(c, searchQuerySchema);
      // Serialized and compressed once per catalogue version and term; private, like every
      // answer that is not the public catalogue (decision 38).
      const answer = await services.catalog.searchProductsSerialized(search.query, search.limit);
      return sendEncodedOnce(c, answer, answer.json, 200, new Headers({ 'Content-Type': 'application/json' }));
    })
    .handle(PRODUCTS_ROUTES.product, async (c) => {
      // Serialized (and compressed) once per catalogue version, like the listing.
      const product = await services.catalog.getProductSerialized(idParam(c, 'productId', PRODUCT_NOT_FOUND));
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return jsonWithEtag(c, product);
    }).app;
}
